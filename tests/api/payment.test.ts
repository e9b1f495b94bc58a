import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { buildTestApp, csrf, multipart, type Part } from './helper';
import { conferences, mails, orderEvents, orders, userActiveDays, users } from '../../server/db/schema';
import { createSession } from '../../server/services/sessions';
import { updateOperationSettings } from '../../server/services/operationSettings';
import { jpegOf } from '../support/files';
import type { PaymentSettings } from '../../schemas/payment';

/**
 * Participation orders and card payments against the real server, database and the payment
 * sandbox over HTTP (issue 64): the entry's checks, the card page, the signed callbacks in every
 * way they can arrive, the check that settles a payment whose callback never came, and places
 * that hold when many attendees order the last one at once.
 */

let app: FastifyInstance;
let headers: Record<string, string>;
let userCount = 0;

beforeAll(async () => {
  app = await buildTestApp();
  // The sandbox posts its callbacks to the app over HTTP, as Stripe would.
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  app.config.publicUrl = address;
  headers = await csrf(app);
});
afterAll(async () => {
  await app?.close();
});

/** A new approved attendee with a session: the cookie that carries it, and its id. */
async function attendee(overrides: Partial<typeof users.$inferInsert> = {}) {
  userCount += 1;
  const [user] = await app.db
    .insert(users)
    .values({
      conferenceId: 'demo',
      email: `payer-${userCount}-${Date.now()}@example.com`,
      passwordHash: 'unused',
      approvalStatus: 'approved',
      nameSei: 'Payer',
      nameMei: String(userCount),
      registrationLanguage: 'en',
      isTermAgreed: true,
      isPolicyAgreed: true,
      ...overrides,
    })
    .returning();
  const { token } = await createSession(app.db, user!.id, false);
  return { id: user!.id, cookie: `kaigi_session=${token}` };
}

/** Places an order as the English interface does: the card page then speaks English. */
async function order(cookie: string, entries: ReadonlyArray<Part>) {
  const { payload, contentType } = await multipart(entries);
  return app.inject({
    method: 'POST',
    url: '/web_api/participation/orders',
    payload,
    headers: { ...headers, cookie: `${headers.cookie}; ${cookie}`, 'content-type': contentType, 'accept-language': 'en' },
  });
}

const call = (method: 'GET' | 'POST', url: string, cookie: string) =>
  app.inject({ method, url, headers: { ...headers, cookie: `${headers.cookie}; ${cookie}` } });

/** Fills the sandbox's card page as a person would, and answers where it sends the browser. */
async function payOnSandbox(checkoutUrl: string, card: string, extra: Record<string, string> = {}) {
  const body = new URLSearchParams({
    number: card,
    expMonth: '12',
    expYear: String(new Date().getFullYear() + 2),
    cvc: card.length === 15 ? '1234' : '123',
    holder: 'PAYER ONE',
    ...extra,
  });
  return fetch(checkoutUrl, { method: 'POST', body, redirect: 'manual' });
}

/** The subjects of the mails an attendee was sent, oldest first. */
async function mailsTo(userId: number) {
  const [user] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  await app.mailQueue.settled();
  return (await app.db.select().from(mails).where(eq(mails.to, user!.email)).orderBy(mails.id)).map((mail) => ({ subject: mail.subject, text: mail.text }));
}

async function orderRow(id: number) {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function qualificationOf(userId: number) {
  const [row] = await app.db.select({ status: users.qualificationStatus }).from(users).where(eq(users.id, userId));
  return row!.status;
}

/** Waits until the order reaches `status` (a callback arrives over HTTP, a moment after the redirect). */
async function until(id: number, status: string) {
  for (let i = 0; i < 300; i++) {
    if ((await orderRow(id)).status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`order ${id} never became ${status}: ${(await orderRow(id)).status}`);
}

/** A callback signed as the sandbox (and Stripe) signs it, with the webhook secret or another. */
function signedCallback(event: object, secret = app.paymentSandbox!.webhookSecret, timestamp?: number) {
  const payload = JSON.stringify(event);
  const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  return app.inject({
    method: 'POST',
    url: '/web_api/payments/stripe_webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

const completedEvent = (id: string, session: { id: string; amount_total: number; client_reference_id: string }, paid = true) => ({
  id,
  object: 'event',
  type: 'checkout.session.completed',
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  data: { object: { object: 'checkout.session', status: 'complete', payment_status: paid ? 'paid' : 'unpaid', payment_intent: `pi_${id}`, ...session } },
});

describe('what an attendee may order', () => {
  it('lists the plans, the extras and their places, and no bank account before a transfer is chosen', async () => {
    const { cookie } = await attendee();
    const response = await call('GET', '/web_api/participation', cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ access: 'open', approved: true, qualificationStatus: 'todo', cardPayments: true, order: null });
    expect(body.payment.plans.map((plan: { id: number }) => plan.id)).toEqual([1, 2, 3, 4]);
    expect(body.payment.bankAccount).toBeUndefined();
    expect(body.availability.find((item: { id: number }) => item.id === 3)).toEqual({ id: 3, onSale: true, remaining: 200 });
    expect(body.offer.extraIds).toEqual([102, 103].concat(body.offer.extraIds.includes(101) ? [101] : []).sort());
  });

  it('needs a session', async () => {
    expect((await app.inject({ url: '/web_api/participation' })).statusCode).toBe(401);
  });

  it('refuses an attendee whose account is not approved yet', async () => {
    const { cookie } = await attendee({ approvalStatus: 'unapproved' });
    const response = await order(cookie, [
      ['planId', '1'],
      ['method', 'card'],
    ]);
    expect(response.statusCode).toBe(403);
    expect(response.json().messageEn).toMatch(/approv/i);
  });
});

describe('the entry is checked before anything is stored', () => {
  it('refuses a member plan without a member code, and with one the society does not have', async () => {
    const { cookie, id } = await attendee();
    const missing = await order(cookie, [
      ['planId', '2'],
      ['method', 'card'],
    ]);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'memberCode', messageEn: 'Required field' })]);
    const wrong = await order(cookie, [
      ['planId', '2'],
      ['memberCode', 'KAIGI-9999'],
      ['method', 'card'],
    ]);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([expect.objectContaining({ field: 'memberCode', messageEn: 'This member number was not found' })]);
    expect(await app.db.select().from(orders).where(eq(orders.userId, id))).toEqual([]);
  });

  it('refuses a certificate plan without a picture, and a picture that is not a JPEG or PNG', async () => {
    const { cookie } = await attendee();
    const missing = await order(cookie, [
      ['planId', '3'],
      ['method', 'card'],
    ]);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'certificate' })]);
    const text = await order(cookie, [
      ['planId', '3'],
      ['method', 'card'],
      ['certificate', { name: 'card.png', type: 'image/png', bytes: new TextEncoder().encode('not a picture') }],
    ]);
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual([expect.objectContaining({ field: 'certificate', messageEn: 'Choose a JPEG or PNG image' })]);
  });

  it('asks how to pay when there is something to pay, and a kana name for a transfer', async () => {
    const { cookie } = await attendee();
    const noMethod = await order(cookie, [['planId', '1']]);
    expect(noMethod.json().errors).toEqual([expect.objectContaining({ field: 'method', messageEn: 'Required field' })]);
    const latin = await order(cookie, [
      ['planId', '1'],
      ['method', 'bankTransfer'],
      ['transferPayerKana', 'Payer One'],
    ]);
    expect(latin.json().errors).toEqual([expect.objectContaining({ field: 'transferPayerKana', messageEn: 'Use katakana only' })]);
  });

  it('refuses a plan that does not exist and a part it does not know', async () => {
    const { cookie } = await attendee();
    expect((await order(cookie, [['planId', '999']])).json().errors).toEqual([expect.objectContaining({ field: 'planId' })]);
    expect(
      (
        await order(cookie, [
          ['planId', '1'],
          ['price', '1'],
        ])
      ).statusCode,
    ).toBe(400);
  });
});

describe('free plans and bank transfers', () => {
  it('registers a free plan at once, and a second order is refused', async () => {
    const { cookie, id } = await attendee();
    const response = await order(cookie, [['planId', '4']]);
    expect(response.statusCode).toBe(201);
    expect(response.json().order).toMatchObject({ status: 'paid', method: 'free', amounts: { total: 0 } });
    expect(await qualificationOf(id)).toBe('free');
    expect((await mailsTo(id)).map((mail) => mail.subject)).toEqual(['参加登録が完了しました / Your participation registration is complete']);
    const again = await order(cookie, [
      ['planId', '1'],
      ['method', 'card'],
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json().messageEn).toBe('You have already applied');
  });

  it('issues the transfer details with the amount, the due date and the tax per rate', async () => {
    const { cookie, id } = await attendee();
    const response = await order(cookie, [
      ['planId', '1'],
      ['extraIds', '102'],
      ['extraIds', '103'],
      ['method', 'bankTransfer'],
      ['transferPayerKana', 'ﾍﾟｲﾔｰ ﾜﾝ'],
    ]);
    expect(response.statusCode).toBe(201);
    const placed = response.json().order;
    expect(placed.amounts).toEqual({
      total: 15080,
      byTaxType: [
        { taxType: 'reduced8', total: 1080, tax: 80, withoutTax: 1000 },
        { taxType: 'standard10', total: 14000, tax: 1272, withoutTax: 12728 },
      ],
    });
    expect(placed.transfer).toMatchObject({ amount: 15080, payerKana: 'ﾍﾟｲﾔｰ ﾜﾝ', bankAccount: { accountNumber: '1234567' } });
    expect(Date.parse(placed.transfer.dueAt) - Date.now()).toBeGreaterThan(13 * 24 * 3600_000);
    expect(await qualificationOf(id)).toBe('processing');
    const [details] = await mailsTo(id);
    expect(details!.subject).toBe('お振込先のご案内 / How to pay by bank transfer');
    expect(details!.text).toContain('1234567');
    expect(details!.text).toContain('15,080円');
    expect(details!.text).toContain('ﾍﾟｲﾔｰ ﾜﾝ');
    // §4: once the account is issued the plan cannot be changed.
    const cancel = await call('POST', `/web_api/participation/orders/${placed.id}/cancel`, cookie);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().messageEn).toMatch(/cannot be changed once the bank-transfer details were issued/);
  });
});

describe('card payments through the sandbox', () => {
  it('pays on the card page: the browser comes back, the signed callback captures it', async () => {
    const { cookie, id } = await attendee();
    const response = await order(cookie, [
      ['planId', '1'],
      ['method', 'card'],
    ]);
    expect(response.statusCode).toBe(201);
    const { order: placed, checkoutUrl } = response.json();
    expect(placed).toMatchObject({ status: 'pending', cardStatus: 'started_tran' });
    expect(checkoutUrl).toMatch(new RegExp(`^${app.paymentSandbox!.origin}/pay/cs_test_`));
    const page = await fetch(checkoutUrl);
    expect(await page.text()).toContain('¥12,000');
    const paid = await payOnSandbox(checkoutUrl, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${app.config.publicUrl}/qualification?order=${placed.id}&returned=1`);
    await until(placed.id, 'paid');
    expect(await orderRow(placed.id)).toMatchObject({ cardStatus: 'captured', providerPaymentId: expect.stringMatching(/^pi_test_/) });
    expect(await qualificationOf(id)).toBe('done');
    // The mail follows the callback's commit.
    await expect
      .poll(async () => (await mailsTo(id)).map((mail) => mail.subject))
      .toEqual(['お支払いを確認しました（参加登録完了） / We received your payment: registration complete']);
    // Coming back afterwards changes nothing.
    const check = await call('POST', `/web_api/participation/orders/${placed.id}/check?returned=true`, cookie);
    expect(check.json().order).toMatchObject({ status: 'paid', cardStatus: 'captured' });
    const history = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.id)).orderBy(orderEvents.id);
    expect(history.map((row) => `${row.machine}:${row.fromState}>${row.toState}`)).toEqual([
      'qualification:todo>processing',
      'card:todo>started_tran',
      'order:pending>paid',
      'card:started_tran>captured',
      'qualification:processing>done',
    ]);
  });

  it('keeps the order open after a declined card, shows why, and takes another card', async () => {
    const { cookie } = await attendee();
    const { order: placed, checkoutUrl } = (
      await order(cookie, [
        ['planId', '1'],
        ['method', 'card'],
      ])
    ).json();
    const declined = await payOnSandbox(checkoutUrl, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined');
    const invalid = await payOnSandbox(checkoutUrl, '4242424242424241');
    expect(await invalid.text()).toContain('The card number is not valid');
    expect((await orderRow(placed.id)).status).toBe('pending');
    expect((await payOnSandbox(checkoutUrl, '5555555555554444')).status).toBe(303);
    await until(placed.id, 'paid');
  });

  it('asks for 3-D Secure, and a failed check leaves the order unpaid', async () => {
    const { cookie } = await attendee();
    const { order: placed, checkoutUrl } = (
      await order(cookie, [
        ['planId', '1'],
        ['method', 'card'],
      ])
    ).json();
    const challenge = await payOnSandbox(checkoutUrl, '4000002760003184');
    expect(await challenge.text()).toContain('3-D Secure');
    const failed = await fetch(`${checkoutUrl}/3ds`, { method: 'POST', body: new URLSearchParams({ result: 'fail' }), redirect: 'manual' });
    expect(await failed.text()).toContain('Authentication failed');
    expect((await orderRow(placed.id)).status).toBe('pending');
    const passed = await fetch(`${checkoutUrl}/3ds`, { method: 'POST', body: new URLSearchParams({ result: 'complete' }), redirect: 'manual' });
    expect(passed.status).toBe(303);
    await until(placed.id, 'paid');
  });

  it('lets the attendee give up an unpaid card order: its page closes and the place comes back', async () => {
    const { cookie, id } = await attendee();
    const { order: placed, checkoutUrl } = (
      await order(cookie, [
        ['planId', '3'],
        ['method', 'card'],
        ['certificate', { name: 'student.jpg', type: 'image/jpeg', bytes: jpegOf(40, 30) }],
      ])
    ).json();
    const before = (await call('GET', '/web_api/participation', cookie)).json().availability.find((item: { id: number }) => item.id === 3).remaining;
    const cancel = await call('POST', `/web_api/participation/orders/${placed.id}/cancel`, cookie);
    expect(cancel.json().order).toMatchObject({ status: 'error', cardStatus: 'error' });
    expect(await qualificationOf(id)).toBe('todo');
    expect((await fetch(checkoutUrl)).status).toBe(410);
    const after = (await call('GET', '/web_api/participation', cookie)).json().availability.find((item: { id: number }) => item.id === 3).remaining;
    expect(after).toBe(before + 1);
    // A new order may follow.
    expect((await order(cookie, [['planId', '4']])).statusCode).toBe(201);
  });

  it("shows one attendee's order to nobody else", async () => {
    const owner = await attendee();
    const other = await attendee();
    const { order: placed } = (
      await order(owner.cookie, [
        ['planId', '1'],
        ['method', 'card'],
      ])
    ).json();
    expect((await call('GET', `/web_api/participation/orders/${placed.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/web_api/participation/orders/${placed.id}/pay`, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/web_api/participation/orders/${placed.id}`, owner.cookie)).statusCode).toBe(200);
  });
});

describe('callbacks', () => {
  async function openCardOrder() {
    const { cookie, id } = await attendee();
    const { order: placed } = (
      await order(cookie, [
        ['planId', '1'],
        ['method', 'card'],
      ])
    ).json();
    const row = await orderRow(placed.id);
    return {
      cookie,
      userId: id,
      orderId: placed.id as number,
      session: { id: row.providerCheckoutId!, amount_total: 12000, client_reference_id: String(placed.id) },
    };
  }

  it('captures once when the same event arrives twice, and mails the attendee once', async () => {
    const { orderId, session, userId } = await openCardOrder();
    const event = completedEvent('evt_twice', session);
    expect((await signedCallback(event)).json()).toEqual({ received: true, outcome: 'captured' });
    expect((await signedCallback(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    const captures = (await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).filter((row) => row.toState === 'paid');
    expect(captures).toHaveLength(1);
    expect(await mailsTo(userId)).toHaveLength(1);
  });

  it('refuses a forged signature and a replayed old one, and changes nothing', async () => {
    const { orderId, session } = await openCardOrder();
    const forged = await signedCallback(completedEvent('evt_forged', session), 'whsec_notthesecret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().messageEn).toBe('The payment callback could not be verified');
    const old = await signedCallback(completedEvent('evt_old', session), undefined, Math.floor(Date.now() / 1000) - 3600);
    expect(old.statusCode).toBe(400);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/web_api/payments/stripe_webhook',
      payload: JSON.stringify(completedEvent('evt_unsigned', session)),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await orderRow(orderId)).status).toBe('pending');
  });

  it('keeps a capture when an "expired" arrives after it, out of order', async () => {
    const { orderId, session } = await openCardOrder();
    await signedCallback(completedEvent('evt_first', session));
    const late = await signedCallback({ ...completedEvent('evt_late', session), type: 'checkout.session.expired' });
    expect(late.json()).toEqual({ received: true, outcome: 'refused' });
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', cardStatus: 'captured' });
  });

  it('answers an unknown order without an error, and refuses a payment of another amount', async () => {
    const unknown = await signedCallback(completedEvent('evt_unknown', { id: 'cs_test_nobody', amount_total: 100, client_reference_id: '999999' }));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().outcome).toBe('unknown order');
    const { orderId, session, userId } = await openCardOrder();
    const short = await signedCallback(completedEvent('evt_short', { ...session, amount_total: 1 }));
    expect(short.json().outcome).toBe('amount mismatch');
    expect(await orderRow(orderId)).toMatchObject({ status: 'error' });
    expect(await qualificationOf(userId)).toBe('todo');
  });
});

describe('a payment whose callback never comes', () => {
  it('is settled by asking the provider when the attendee comes back', async () => {
    const { cookie } = await attendee();
    const { order: placed, checkoutUrl } = (
      await order(cookie, [
        ['planId', '1'],
        ['method', 'card'],
      ])
    ).json();
    // The sandbox cannot reach the app for a moment: its callback is lost.
    const publicUrl = app.config.publicUrl;
    app.config.publicUrl = 'http://127.0.0.1:9';
    await payOnSandbox(checkoutUrl, '4242424242424242');
    app.config.publicUrl = publicUrl;
    expect((await orderRow(placed.id)).status).toBe('pending');
    const check = await call('POST', `/web_api/participation/orders/${placed.id}/check?returned=true`, cookie);
    expect(check.json().order).toMatchObject({ status: 'paid', cardStatus: 'captured' });
  });

  it('gives the place back once the hold has passed, closing the card page first', async () => {
    const { cookie } = await attendee();
    const { order: placed, checkoutUrl } = (
      await order(cookie, [
        ['planId', '1'],
        ['method', 'card'],
      ])
    ).json();
    await app.db
      .update(orders)
      .set({ holdUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, placed.id));
    const { cardOrdersToCheck, checkCardOrder } = await import('../../server/services/payment/cardPayments');
    const due = await cardOrdersToCheck(app.db, 'demo', new Date());
    expect(due.map((row) => row.id)).toContain(placed.id);
    await checkCardOrder(app.paymentDeps(), placed.id);
    expect(await orderRow(placed.id)).toMatchObject({ status: 'error', cardStatus: 'error' });
    expect((await fetch(checkoutUrl)).status).toBe(410);
  });
});

describe('places', () => {
  it('sells the last place once when fifty attendees order it at the same moment', async () => {
    await updateOperationSettings(app.db, 'demo', 'payment', {
      plans: [{ id: 50, name: '最後の一席', nameEn: 'The last seat', price: 0, taxType: 'exempt', capacity: 1 }] as PaymentSettings['plans'],
      extras: [],
    });
    const people = await Promise.all(Array.from({ length: 50 }, () => attendee()));
    const answers = await Promise.all(people.map((person) => order(person.cookie, [['planId', '50']])));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(49);
    expect(answers.find((answer) => answer.statusCode === 422)!.json().errors).toEqual([
      expect.objectContaining({ field: 'planId', messageEn: 'This has reached its capacity' }),
    ]);
    const sold = await app.db.select().from(orders).where(eq(orders.planId, 50));
    expect(sold).toHaveLength(1);
  });
});

describe("the managers' payments", () => {
  let manager: { id: number; cookie: string };
  beforeAll(async () => {
    manager = await attendee({ role: 'manager', email: `treasurer-${Date.now()}@example.com` });
    await updateOperationSettings(app.db, 'demo', 'payment', {
      plans: [{ id: 1, name: '一般', nameEn: 'General', price: 12000 }] as PaymentSettings['plans'],
      extras: [],
    });
  });

  async function transferOrder(kana: string) {
    const person = await attendee();
    const response = await order(person.cookie, [
      ['planId', '1'],
      ['method', 'bankTransfer'],
      ['transferPayerKana', kana],
    ]);
    expect(response.statusCode).toBe(201);
    return { ...person, orderId: response.json().order.id as number };
  }

  async function statement(csv: string, name = 'statement.csv') {
    const { payload, contentType } = await multipart([['file', { name, type: 'text/csv', bytes: new TextEncoder().encode(csv) }]]);
    return app.inject({
      method: 'POST',
      url: '/web_api/mng/transfer_imports',
      payload,
      headers: { ...headers, cookie: `${headers.cookie}; ${manager.cookie}`, 'content-type': contentType },
    });
  }

  it('are for managers only', async () => {
    const person = await attendee();
    expect((await call('GET', '/web_api/mng/orders', person.cookie)).statusCode).toBe(403);
    expect((await call('POST', '/web_api/mng/orders/1/refund', person.cookie)).statusCode).toBe(403);
  });

  it('confirm a transfer by hand once: paid, registered, mailed and in the audit log', async () => {
    const payer = await transferOrder('ｶｸﾆﾝ ﾃｶﾞﾐ');
    const confirm = await call('POST', `/web_api/mng/orders/${payer.orderId}/confirm_transfer`, manager.cookie);
    expect(confirm.statusCode).toBe(200);
    expect(await orderRow(payer.orderId)).toMatchObject({ status: 'paid' });
    expect(await qualificationOf(payer.id)).toBe('done');
    expect((await mailsTo(payer.id)).map((mail) => mail.subject)).toContain(
      'お支払いを確認しました（参加登録完了） / We received your payment: registration complete',
    );
    const again = await call('POST', `/web_api/mng/orders/${payer.orderId}/confirm_transfer`, manager.cookie);
    expect(again.statusCode).toBe(409);
    const detail = (await call('GET', `/web_api/mng/orders/${payer.orderId}`, manager.cookie)).json();
    expect(detail.history.map((event: { toState: string; actor: string }) => `${event.toState} by ${event.actor}`)).toEqual([
      'processing by attendee',
      'paid by manager',
      'done by manager',
    ]);
  });

  it('import a bank statement: matched by payer and amount, other deposits left alone, and a second import counts nothing again', async () => {
    const first = await transferOrder('ﾔﾏﾀﾞ ﾊﾅｺ');
    const second = await transferOrder('スズキ　タロウ');
    const csv = '\uFEFF日付,金額,振込依頼人,摘要\r\n2027/02/12,"12,000",ヤマダ ハナコ,振込\r\n2027/02/12,5000,ｻﾄｳ ｼﾞﾛｳ,振込\r\n2027-02-13,12000,ｽｽﾞｷﾀﾛｳ,\r\n';
    const checked = await statement(csv);
    expect(checked.statusCode).toBe(201);
    expect(checked.json()).toMatchObject({
      status: 'check_successful',
      problems: [],
      rows: [
        { line: 2, amount: 12000, orderId: first.orderId },
        { line: 3, amount: 5000, orderId: null },
        { line: 4, amount: 12000, orderId: second.orderId },
      ],
    });
    expect(await orderRow(first.orderId)).toMatchObject({ status: 'pending' });
    const run = await call('POST', `/web_api/mng/transfer_imports/${checked.json().id}/run`, manager.cookie);
    expect(run.json()).toMatchObject({ status: 'import_successful', confirmedCount: 2 });
    expect(await orderRow(first.orderId)).toMatchObject({ status: 'paid' });
    expect(await orderRow(second.orderId)).toMatchObject({ status: 'paid' });
    expect((await call('POST', `/web_api/mng/transfer_imports/${checked.json().id}/run`, manager.cookie)).statusCode).toBe(409);

    // The same file again, while a new order of the same payer and amount waits: its lines were counted already.
    const third = await transferOrder('ﾔﾏﾀﾞ ﾊﾅｺ');
    const again = await statement(csv);
    expect(again.json().rows[0]).toMatchObject({ line: 2, orderId: third.orderId });
    const rerun = await call('POST', `/web_api/mng/transfer_imports/${again.json().id}/run`, manager.cookie);
    expect(rerun.json()).toMatchObject({ status: 'import_successful', confirmedCount: 0 });
    expect(await orderRow(third.orderId)).toMatchObject({ status: 'pending' });
  });

  it('refuse a statement with bad rows, naming each, and one that cannot tell two orders apart', async () => {
    const bad = await statement('日付,金額,振込依頼人\n2027/02/30,12000,ﾔﾏﾀﾞ\n2027/02/12,abc,ﾔﾏﾀﾞ\n2027/02/12,12000,\n');
    expect(bad.json()).toMatchObject({ status: 'check_failed' });
    expect(bad.json().problems.map((problem: { line: number; messageEn: string }) => `${problem.line}: ${problem.messageEn}`)).toEqual([
      '2: The date cannot be read (yyyy/MM/dd)',
      '3: The amount cannot be read',
      '4: The payer is missing',
    ]);
    expect((await call('POST', `/web_api/mng/transfer_imports/${bad.json().id}/run`, manager.cookie)).statusCode).toBe(409);
    // A part the import does not take is named in both languages, with no placeholder left in.
    const { payload, contentType } = await multipart([['upload', { name: 's.csv', type: 'text/csv', bytes: new TextEncoder().encode('date,amount,payer\n') }]]);
    const stray = await app.inject({
      method: 'POST',
      url: '/web_api/mng/transfer_imports',
      payload,
      headers: { ...headers, cookie: `${headers.cookie}; ${manager.cookie}`, 'content-type': contentType },
    });
    expect(stray.statusCode).toBe(422);
    expect(stray.json().errors).toEqual([expect.objectContaining({ field: 'upload' })]);
    expect(JSON.stringify(stray.json())).not.toMatch(/\{\w+\}/);
    expect((await statement('when,how much\n2027/02/12,1\n')).json().problems).toEqual([
      expect.objectContaining({ line: 1, messageEn: expect.stringMatching(/must name the columns/) }),
    ]);
    await transferOrder('ﾌﾀｺﾞ');
    await transferOrder('ﾌﾀｺﾞ');
    const twins = await statement('date,amount,payer\n2027/02/12,12000,フタゴ\n');
    expect(twins.json().problems).toEqual([expect.objectContaining({ line: 2, messageEn: 'Several orders have this payer and amount: confirm it by hand' })]);
  });

  it('expire a transfer that never came once its grace days have passed: the place comes back, the attendee is told and may apply again', async () => {
    const remaining = async () =>
      ((await call('GET', '/web_api/participation', (await attendee()).cookie)).json().availability as { id: number; remaining: number | null }[]).find(
        (item) => item.id === 1,
      )!.remaining;
    await updateOperationSettings(app.db, 'demo', 'payment', {
      plans: [{ id: 1, name: '一般', nameEn: 'General', price: 12000, capacity: 1000 }] as PaymentSettings['plans'],
      transferGraceDays: 7,
    });
    const before = await remaining();
    const late = await transferOrder('ｵｸﾚﾙ ﾀﾛｳ');
    const waiting = await transferOrder('ﾏﾃﾙ ﾊﾅｺ');
    const day = 24 * 60 * 60_000;
    // Both are past their due date; only the first is past the 7 grace days too.
    await app.db
      .update(orders)
      .set({ holdUntil: new Date(Date.now() - 8 * day) })
      .where(eq(orders.id, late.orderId));
    await app.db
      .update(orders)
      .set({ holdUntil: new Date(Date.now() - 6 * day) })
      .where(eq(orders.id, waiting.orderId));
    expect(await remaining()).toBe(before! - 2);
    const shown = (await call('GET', '/web_api/participation', waiting.cookie)).json().order.transfer;
    expect(new Date(shown.expiresAt).getTime() - new Date(shown.dueAt).getTime()).toBe(7 * day);

    const { expireOverdueTransfers } = await import('../../server/services/payment/transfers');
    expect(await expireOverdueTransfers(app.paymentDeps())).toEqual([late.orderId]);
    expect(await expireOverdueTransfers(app.paymentDeps())).toEqual([]);
    expect(await orderRow(late.orderId)).toMatchObject({ status: 'error' });
    expect(await orderRow(waiting.orderId)).toMatchObject({ status: 'pending' });
    expect(await qualificationOf(late.id)).toBe('todo');
    expect(await remaining()).toBe(before! - 1);
    expect((await mailsTo(late.id)).map((mail) => mail.subject)).toContain(
      'お振込みが確認できなかったため、お申し込みを取り消しました / Your application was cancelled: we did not receive the transfer',
    );
    expect((await mailsTo(waiting.id)).map((mail) => mail.subject)).not.toContain(expect.stringContaining('取り消しました'));
    const events = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, late.orderId));
    expect(events.filter((event) => event.event === 'expired').map((event) => [event.machine, event.actor, event.toState])).toEqual([
      ['order', 'system', 'error'],
      ['qualification', 'system', 'todo'],
    ]);
    // The attendee may apply again.
    const again = await order(late.cookie, [
      ['planId', '1'],
      ['method', 'bankTransfer'],
      ['transferPayerKana', 'ｵｸﾚﾙ ﾀﾛｳ'],
    ]);
    expect(again.statusCode).toBe(201);
  });

  it('keep a plan or an extra that a live order holds in the settings, naming it', async () => {
    const held = await transferOrder('ﾎｰﾙﾄﾞ ﾀﾛｳ');
    expect(held.orderId).toBeGreaterThan(0);
    const save = (value: object, version: number) =>
      app.inject({
        method: 'PUT',
        url: '/web_api/mng/settings/payment',
        payload: { baseVersion: version, value },
        headers: { ...headers, cookie: `${headers.cookie}; ${manager.cookie}`, 'content-type': 'application/json', 'accept-language': 'en' },
      });
    const current = (await call('GET', '/web_api/mng/settings/payment', manager.cookie)).json<{ version: number; value: PaymentSettings }>();
    const refused = await save({ ...current.value, plans: [{ id: 2, name: '会員', nameEn: 'Member', price: 8000 }] }, current.version);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({
      field: 'plans',
      messageEn: expect.stringMatching(/^"General" is in \d+ orders? and cannot be removed\. End its sales period instead$/),
    });
    expect((await call('GET', '/web_api/mng/settings/payment', manager.cookie)).json().value.plans.map((plan: { id: number }) => plan.id)).toContain(1);
    // Ending its sales period is the way to stop selling it.
    const ended = await save({ ...current.value, plans: current.value.plans.map((plan) => ({ ...plan, salesTill: '2020-01-01T00:00:00Z' })) }, current.version);
    expect(ended.statusCode).toBe(200);
    expect((await save(current.value, ended.json().version)).statusCode).toBe(200);
  });

  it('refund a card payment through the provider, once, and mail the attendee', async () => {
    const person = await attendee();
    const { order: placed, checkoutUrl } = (
      await order(person.cookie, [
        ['planId', '1'],
        ['method', 'card'],
      ])
    ).json();
    await payOnSandbox(checkoutUrl, '4242424242424242');
    await until(placed.id, 'paid');
    const refund = await call('POST', `/web_api/mng/orders/${placed.id}/refund`, manager.cookie);
    expect(refund.statusCode).toBe(200);
    expect(await orderRow(placed.id)).toMatchObject({ status: 'refunded', cardStatus: 'refunded' });
    expect(await qualificationOf(person.id)).toBe('refunded');
    const session = [...app.paymentSandbox!.sessions.values()].find((candidate) => candidate.client_reference_id === String(placed.id));
    expect(session?.refunded).toBe(true);
    expect((await mailsTo(person.id)).map((mail) => mail.subject)).toContain('返金のお知らせ / Your payment was refunded');
    expect((await call('POST', `/web_api/mng/orders/${placed.id}/refund`, manager.cookie)).statusCode).toBe(409);
    // Refunded, the attendee may order again.
    expect(
      (
        await order(person.cookie, [
          ['planId', '1'],
          ['method', 'card'],
        ])
      ).statusCode,
    ).toBe(201);
  });

  it('list orders with filters, and write them as CSV', async () => {
    const all = (await call('GET', '/web_api/mng/orders?per=100', manager.cookie)).json();
    expect(all.totalCount).toBeGreaterThan(5);
    const transfers = (await call('GET', '/web_api/mng/orders?method=bankTransfer&status=pending&per=100', manager.cookie)).json();
    expect(transfers.orders.every((row: { method: string; status: string }) => row.method === 'bankTransfer' && row.status === 'pending')).toBe(true);
    expect((await call('GET', '/web_api/mng/orders?status=paid,refunded&planId=1&from=2000-01-01&until=2999-12-31', manager.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/web_api/mng/orders?from=yesterday', manager.cookie)).statusCode).toBe(400);
    const csv = await call('GET', '/web_api/mng/orders.csv?lang=en&method=bankTransfer', manager.cookie);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Order,Email,Name,Plan,Items,Total (yen),Method,Status,Ordered at,Paid at');
    expect(lines.slice(1).every((line) => line.includes(',Bank transfer,'))).toBe(true);
  });
});

describe('invoices, receipts and certificates', () => {
  const pdfText = async (bytes: Buffer) => {
    const { extractText, getDocumentProxy } = await import('unpdf');
    return (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text.replace(/\s+/g, ' ');
  };
  const documentOf = (cookie: string, orderId: number, body: object) =>
    app.inject({
      method: 'POST',
      url: `/web_api/participation/orders/${orderId}/documents`,
      payload: body,
      headers: { ...headers, cookie: `${headers.cookie}; ${cookie}`, 'content-type': 'application/json' },
    });

  beforeAll(async () => {
    const { loadConferenceFixture } = await import('../../server/fixtures/loadFixtures');
    const fixture = await loadConferenceFixture(app.config.fixturesDir, 'demo');
    await updateOperationSettings(app.db, 'demo', 'payment', fixture.operationSettings.payment as PaymentSettings);
  });

  it('issues a receipt that names the issuer, its registration number, the tax per rate and the purpose; again, as a reissue', async () => {
    const person = await attendee({ nameSeiKanji: '山田', nameMeiKanji: '花子', nameEn1: 'Hanako', nameEn3: 'Yamada' });
    const { order: placed, checkoutUrl } = (
      await order(person.cookie, [
        ['planId', '1'],
        ['extraIds', '103'],
        ['method', 'card'],
      ])
    ).json();
    await payOnSandbox(checkoutUrl, '4242424242424242');
    await until(placed.id, 'paid');
    const receipt = await documentOf(person.cookie, placed.id, {
      kind: 'receipt',
      language: 'ja',
      colour: 'colour',
      addressee: '東京大学',
      purpose: '学会参加費',
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.length).toBeLessThan(100_000);
    const text = await pdfText(receipt.rawPayload);
    for (const expected of [
      '領収書',
      `R-${String(placed.id).padStart(6, '0')}`,
      '東京大学 様',
      '金額 13,080円（税込）',
      '但し 学会参加費として',
      '10%対象 12,000円',
      'うち消費税（10%） 1,090円',
      '8%対象 1,080円',
      'うち消費税（8%） 80円',
      '登録番号: T1234567890123',
      '一般社団法人 Kaigi デモ学会',
      '〒100-0001 東京都千代田区千代田1-1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('再発行');
    const again = await pdfText((await documentOf(person.cookie, placed.id, { kind: 'receipt', language: 'en', colour: 'mono' })).rawPayload);
    for (const expected of [
      'Receipt',
      'Reissued',
      'Amount: ¥13,080 (tax included)',
      'For: participation fee, 12th Symposium on Computational Science',
      'Registration No.: T1234567890123',
      '1-1 Chiyoda, Chiyoda-ku, Tokyo 100-0001, Japan',
    ])
      expect(again).toContain(expected);
    // The certificate of attendance once they attended: here, signed in on the conference's first day.
    expect((await documentOf(person.cookie, placed.id, { kind: 'certificate', language: 'ja', colour: 'colour' })).statusCode).toBe(403);
    const [{ settings }] = (await app.db.select({ settings: conferences.settings }).from(conferences).where(eq(conferences.id, 'demo'))) as [
      { settings: { days: string[] } },
    ];
    await app.db.insert(userActiveDays).values({ userId: person.id, day: settings.days[0]! });
    const certificate = await pdfText((await documentOf(person.cookie, placed.id, { kind: 'certificate', language: 'ja', colour: 'colour' })).rawPayload);
    expect(certificate).toContain('参加証明書');
    expect(certificate).toContain('山田 花子 様');
    const english = await pdfText((await documentOf(person.cookie, placed.id, { kind: 'certificate', language: 'en', colour: 'colour' })).rawPayload);
    expect(english).toContain('This is to certify that the person named above attended 12th Symposium on Computational Science');
    expect(english).toContain('Hanako Yamada');
  });

  it("issues an invoice before a transfer is paid, made out to a payee, and refuses what cannot be issued in §8's words", async () => {
    const person = await attendee();
    const { order: placed } = (
      await order(person.cookie, [
        ['planId', '1'],
        ['method', 'bankTransfer'],
        ['transferPayerKana', 'ｾｲｷｭｳ'],
      ])
    ).json();
    const noPayee = await documentOf(person.cookie, placed.id, { kind: 'invoice', language: 'en', colour: 'colour' });
    expect(noPayee.statusCode).toBe(422);
    expect(noPayee.json().errors).toEqual([expect.objectContaining({ field: 'addressee', messageEn: 'Required field' })]);
    const invoice = await documentOf(person.cookie, placed.id, { kind: 'invoice', language: 'ja', colour: 'mono', addressee: '京都大学 経理課' });
    const text = await pdfText(invoice.rawPayload);
    for (const expected of ['請求書', '京都大学 経理課 様', 'ご請求金額 12,000円（税込）', '登録番号: T1234567890123']) expect(text).toContain(expected);
    const receipt = await documentOf(person.cookie, placed.id, { kind: 'receipt', language: 'en', colour: 'colour' });
    expect(receipt.statusCode).toBe(409);
    expect(receipt.json().messageEn).toBe('An invoice or receipt cannot be issued');
    const certificate = await documentOf(person.cookie, placed.id, { kind: 'certificate', language: 'en', colour: 'colour' });
    expect(certificate.statusCode).toBe(403);
    expect(certificate.json().messageEn).toBe('This user cannot get a receipt or certificate');
    expect((await documentOf(person.cookie, placed.id, { kind: 'letter', language: 'en', colour: 'colour' })).statusCode).toBe(400);
    const other = await attendee();
    expect((await documentOf(other.cookie, placed.id, { kind: 'invoice', language: 'en', colour: 'colour', addressee: 'x' })).statusCode).toBe(404);
  });
});

describe("the managers' receipts ZIP", () => {
  it('holds one receipt per paid order, streamed, and is for managers only', async () => {
    const { unzipSync } = await import('fflate');
    const manager = await attendee({ role: 'manager', email: `zip-${Date.now()}@example.com` });
    const person = await attendee();
    const { order: placed } = (
      await order(person.cookie, [
        ['planId', '1'],
        ['method', 'bankTransfer'],
        ['transferPayerKana', 'ｼﾞｯﾌﾟ'],
      ])
    ).json();
    expect((await call('POST', `/web_api/mng/orders/${placed.id}/confirm_transfer`, manager.cookie)).statusCode).toBe(200);
    const zip = await call('GET', '/web_api/mng/receipts.zip?lang=en&colour=mono&method=bankTransfer', manager.cookie);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const name = `R-${String(placed.id).padStart(6, '0')}-en.pdf`;
    expect(Object.keys(files)).toContain(name);
    expect(Buffer.from(files[name]!.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(Object.keys(files).length).toBe(
      (await app.db.select().from(orders).where(eq(orders.method, 'bankTransfer'))).filter((row) => row.status === 'paid' || row.status === 'refunded').length,
    );
    expect((await call('GET', '/web_api/mng/receipts.zip', person.cookie)).statusCode).toBe(403);
  });
});
