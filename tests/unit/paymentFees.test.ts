import { describe, expect, it } from 'vitest';
import { formatYen, onSale, orderAmounts, orderLines, priceWithoutTax, taxInside, type OrderLine } from '../../engine/payment/fees';

const line = (price: number, taxType: OrderLine['taxType'], id = price): OrderLine => ({
  kind: 'extra',
  id,
  name: `品目${id}`,
  nameEn: `Item ${id}`,
  price,
  taxType,
});

describe('tax inside a tax-included price, rounded down once per rate', () => {
  it.each([
    [12000, 'standard10', 1090],
    [11000, 'standard10', 1000],
    [1080, 'reduced8', 80],
    [1000, 'reduced8', 74],
    [3000, 'exempt', 0],
    [0, 'standard10', 0],
    [1, 'standard10', 0],
  ] as const)('%i yen at %s holds %i yen of tax', (total, taxType, tax) => {
    expect(taxInside(total, taxType)).toBe(tax);
    expect(priceWithoutTax(total, taxType)).toBe(total - tax);
  });
});

describe("an order's amounts, as a qualified invoice states them", () => {
  it('rounds the sum of each rate once, not each line', () => {
    // Per line: 90 + 90 + 90 = 270; once on 2,970: 270. And at 8 %: 7 + 7 = 14 per line, 14 once on 216 (16).
    const amounts = orderAmounts([
      line(990, 'standard10', 1),
      line(990, 'standard10', 2),
      line(990, 'standard10', 3),
      line(108, 'reduced8', 4),
      line(108, 'reduced8', 5),
    ]);
    expect(amounts).toEqual({
      total: 3186,
      byTaxType: [
        { taxType: 'reduced8', total: 216, tax: 16, withoutTax: 200 },
        { taxType: 'standard10', total: 2970, tax: 270, withoutTax: 2700 },
      ],
    });
  });

  it('lists only the rates the order has, in the order of §9', () => {
    expect(orderAmounts([line(5000, 'exempt')]).byTaxType.map((rate) => rate.taxType)).toEqual(['exempt']);
    expect(orderAmounts([]).total).toBe(0);
  });
});

describe('the lines of a choice', () => {
  const settings = {
    plans: [{ id: 1, name: '一般', nameEn: 'General', price: 12000, taxType: 'standard10' as const }],
    extras: [
      { id: 101, name: '懇親会', nameEn: 'Banquet', price: 6000 },
      { id: 102, name: '弁当', nameEn: 'Lunch', price: 1080, taxType: 'reduced8' as const },
    ],
  };
  it('puts the plan first and the extras in the settings order, with the standard rate by default', () => {
    expect(orderLines(settings, 1, [102, 101])?.map((item) => `${item.kind}:${item.id}:${item.taxType}`)).toEqual([
      'plan:1:standard10',
      'extra:101:standard10',
      'extra:102:reduced8',
    ]);
  });
  it('answers nothing for a plan or an extra it does not offer', () => {
    expect(orderLines(settings, 2, [])).toBeUndefined();
    expect(orderLines(settings, 1, [999])).toBeUndefined();
    expect(orderLines(settings, 1, [101, 101])).toBeUndefined();
  });
});

describe('the sales period', () => {
  const item = { salesFrom: '2027-01-01T00:00:00Z', salesTill: '2027-02-01T00:00:00Z' };
  it.each([
    ['2026-12-31T23:59:59Z', false],
    ['2027-01-01T00:00:00Z', true],
    ['2027-01-31T23:59:59Z', true],
    ['2027-02-01T00:00:00Z', false],
  ])('at %s: on sale %s', (now, expected) => {
    expect(onSale(item, new Date(now))).toBe(expected);
  });
  it('is always on sale without a period', () => {
    expect(onSale({ salesFrom: null, salesTill: null }, new Date())).toBe(true);
  });
});

it('writes yen as each language does', () => {
  expect(formatYen(12000, 'ja')).toBe('12,000円');
  expect(formatYen(12000, 'en')).toBe('¥12,000');
});
