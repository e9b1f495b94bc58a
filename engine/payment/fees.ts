import type { Language } from '../../schemas/conferenceSettings';
import type { Extra, Plan, TaxType } from '../../schemas/payment';

/** §9's tax types as percentages. */
export const taxPercent: Record<TaxType, number> = { exempt: 0, reduced8: 8, standard10: 10 };

/** One priced line of an order: the plan or an extra, as it was when ordered. */
export interface OrderLine {
  kind: 'plan' | 'extra';
  id: number;
  name: string;
  nameEn: string;
  /** Yen, tax included. */
  price: number;
  taxType: TaxType;
}

/** The amounts of one tax rate, as a qualified invoice states them. */
export interface TaxBreakdown {
  taxType: TaxType;
  /** Tax included. */
  total: number;
  tax: number;
  withoutTax: number;
}

export interface OrderAmounts {
  total: number;
  /** Per tax rate, in §9's order, only the rates the order has. */
  byTaxType: TaxBreakdown[];
}

/**
 * The tax inside a tax-included amount, rounded down once per rate and order: the rule of Japan's
 * qualified invoices (one rounding per rate per invoice, not per line).
 */
export const taxInside = (total: number, taxType: TaxType): number => Math.floor((total * taxPercent[taxType]) / (100 + taxPercent[taxType]));

/** A price without its tax, for a single item as the plans list shows it. */
export const priceWithoutTax = (price: number, taxType: TaxType): number => price - taxInside(price, taxType);

export function orderAmounts(lines: readonly OrderLine[]): OrderAmounts {
  const byTaxType = (Object.keys(taxPercent) as TaxType[]).flatMap((taxType) => {
    const ofRate = lines.filter((line) => line.taxType === taxType);
    if (ofRate.length === 0) return [];
    const total = ofRate.reduce((sum, line) => sum + line.price, 0);
    const tax = taxInside(total, taxType);
    return [{ taxType, total, tax, withoutTax: total - tax }];
  });
  return { total: byTaxType.reduce((sum, rate) => sum + rate.total, 0), byTaxType };
}

/** What pricing reads of a plan or an extra; a stored item may lack what has a default. */
export type PricedItem = Pick<Plan | Extra, 'id' | 'name' | 'nameEn' | 'price'> & { taxType?: TaxType };

const lineOf = (kind: OrderLine['kind'], item: PricedItem): OrderLine => ({
  kind,
  id: item.id,
  name: item.name,
  nameEn: item.nameEn,
  price: item.price,
  taxType: item.taxType ?? 'standard10',
});

/** The lines of a choice, plan first, extras in the settings' order; undefined when an id is not offered. */
export function orderLines(
  settings: { plans: readonly PricedItem[]; extras: readonly PricedItem[] },
  planId: number,
  extraIds: readonly number[],
): OrderLine[] | undefined {
  const plan = settings.plans.find((candidate) => candidate.id === planId);
  const extras = settings.extras.filter((extra) => extraIds.includes(extra.id));
  if (!plan || extras.length !== extraIds.length) return undefined;
  return [lineOf('plan', plan), ...extras.map((extra) => lineOf('extra', extra))];
}

/** Whether an item is on sale at `now`: from `salesFrom` (inclusive) until `salesTill` (exclusive). */
export function onSale(item: { salesFrom?: string | null; salesTill?: string | null }, now: Date): boolean {
  if (item.salesFrom && now.getTime() < Date.parse(item.salesFrom)) return false;
  if (item.salesTill && now.getTime() >= Date.parse(item.salesTill)) return false;
  return true;
}

/** Yen as each language writes it: 「12,000円」, "¥12,000". */
export const formatYen = (amount: number, language: Language): string =>
  language === 'ja' ? `${amount.toLocaleString('ja-JP')}円` : `¥${amount.toLocaleString('en-US')}`;

/** §9's tax types in words. */
export const taxTypeLabels: Record<TaxType, { ja: string; en: string }> = {
  exempt: { ja: '非課税', en: 'Non-taxable' },
  reduced8: { ja: '8%（軽減税率）', en: '8% (reduced rate)' },
  standard10: { ja: '10%', en: '10%' },
};
