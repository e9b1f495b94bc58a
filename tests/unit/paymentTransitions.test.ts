import { describe, expect, it } from 'vitest';
import { cardStatuses, nextState, orderStatuses, paymentEvents, type PaymentMachine } from '../../engine/payment/transitions';
import { qualificationStatuses } from '../../engine/qualification';

/**
 * Every cell of the three payment state tables (docs/requirements/operation-area.md §4): the moves
 * listed here happen, and every other (state, event) pair is refused. Written out by hand, as a
 * treasurer would read them, so that a change to the table in the code shows up here.
 */
const allowed: Record<PaymentMachine, readonly string[]> = {
  order: [
    'pending --captured--> paid',
    'pending --transferConfirmed--> paid',
    'pending --freeOrdered--> paid',
    'pending --failed--> error',
    'pending --expired--> error',
    'paid --refunded--> refunded',
  ],
  card: [
    'todo --checkoutStarted--> started_tran',
    'todo --failed--> error',
    'todo --expired--> error',
    'started_tran --returned--> callbacked',
    'started_tran --captured--> captured',
    'started_tran --failed--> error',
    'started_tran --expired--> error',
    'callbacked --captured--> captured',
    'callbacked --failed--> error',
    'callbacked --expired--> error',
    'captured --refunded--> refunded',
  ],
  qualification: [
    'todo --ordered--> processing',
    'todo --freeOrdered--> free',
    'processing --captured--> done',
    'processing --transferConfirmed--> done',
    'processing --failed--> todo',
    'processing --expired--> todo',
    'done --refunded--> refunded',
    'refunded --ordered--> processing',
    'refunded --freeOrdered--> free',
  ],
};

const states: Record<PaymentMachine, readonly string[]> = { order: orderStatuses, card: cardStatuses, qualification: qualificationStatuses };

describe.each(Object.keys(states) as PaymentMachine[])('the %s table', (machine) => {
  const cells = states[machine].flatMap((from) => paymentEvents.map((event) => [from, event] as const));
  it.each(cells)(`from %s on %s`, (from, event) => {
    const expected = allowed[machine].find((row) => row.startsWith(`${from} --${event}--> `))?.split('--> ')[1];
    expect(nextState(machine, from, event)).toBe(expected);
  });
});

it('knows no state outside the tables', () => {
  expect(nextState('order', 'shipped', 'captured')).toBeUndefined();
});
