import type { Language } from '../../schemas/conferenceSettings';
import type { PaymentMethod, PaymentSettings } from '../../schemas/payment';
import type { FieldState, GeneratedForm, JsonSchema, UiSchema } from '../formModel';
import type { LocalizedText } from '../messages';
import { conditionSchema, type Condition } from '../rules';
import { formatYen } from './fees';

/**
 * The participation entry form (issue 64), generated from the payment settings as the
 * registration form is from the conference's: the plans on sale with a place left, a member
 * code for member plans, a certificate for plans that ask for one, the extras, how to pay, and
 * the names a receipt and an invoice are made out to. The browser renders it; the server
 * validates the same schema, then checks what a schema cannot (the member list, places left).
 */

const l = (ja: string, en: string): LocalizedText => ({ ja, en });

export const entrySections = {
  plan: l('参加プラン', 'Plan'),
  extras: l('オプション', 'Extras'),
  payment: l('お支払い方法', 'Payment'),
  documents: l('領収書・請求書の宛名', 'Names on receipts and invoices'),
} as const;

export const entryLabels = {
  planId: l('参加プラン', 'Plan'),
  memberCode: l('会員番号', 'Member code'),
  certificate: l('証明書（学生証など。JPEG または PNG、5 MB 以下）', 'Certificate (a student card, for example; JPEG or PNG, at most 5 MB)'),
  extraIds: l('オプション', 'Extras'),
  method: l('お支払い方法', 'Payment method'),
  transferPayerKana: l('振込名義（カナ）', 'Name on the transfer (in katakana)'),
  receiptName: l('領収書の宛名', 'Receipt made out to'),
  invoicePayee: l('請求書の宛先', 'Invoice addressed to'),
} as const;

export const methodLabels: Record<PaymentMethod, LocalizedText> = {
  card: l('クレジットカード（手数料は合計に含まれます）', 'Credit card (the card fee is included in the total)'),
  bankTransfer: l('銀行振込（振込手数料はご負担ください）', 'Bank transfer (you pay the transfer fee)'),
};

/** Full- or half-width katakana, the long vowel mark and spaces: what a Japanese bank statement shows. */
export const PAYER_KANA_PATTERN = '^[ァ-ヶー・　 ｦ-ﾟ]+$';

/** What the server offers now: the plans and extras on sale with a place left. */
export interface EntryOffer {
  planIds: readonly number[];
  extraIds: readonly number[];
}

export type EntryPath = keyof typeof entryLabels;

/** The entry form in one language; its schema (and so its validation) is the same in both. */
export function entryForm(settings: PaymentSettings, offer: EntryOffer, language: Language): GeneratedForm {
  const plans = settings.plans.filter((plan) => offer.planIds.includes(plan.id));
  const extras = settings.extras.filter((extra) => offer.extraIds.includes(extra.id));
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const uiSchema: UiSchema = {};
  const fields: FieldState[] = [];
  const conditional: Array<{ condition: Condition; name: string; schema: JsonSchema }> = [];
  const sections: Record<keyof typeof entrySections, string[]> = { plan: [], extras: [], payment: [], documents: [] };
  const priced = (price: number) =>
    price === 0 ? (language === 'ja' ? '無料' : 'free') : `${formatYen(price, language)}${language === 'ja' ? '（税込）' : ' incl. tax'}`;

  const add = (
    name: EntryPath,
    section: keyof typeof entrySections,
    schema: JsonSchema,
    ui: UiSchema,
    options: { required?: boolean; onlyWhen?: Condition; upload?: 'profileImage' } = {},
  ) => {
    const titled = { ...schema, title: entryLabels[name][language] };
    if (options.onlyWhen) conditional.push({ condition: options.onlyWhen, name, schema: titled });
    else properties[name] = titled;
    if (options.required && !options.onlyWhen) required.push(name);
    uiSchema[name] = ui;
    sections[section].push(name);
    fields.push({
      path: name,
      section,
      label: entryLabels[name],
      presence: options.required ? 'required' : 'optional',
      reason: options.onlyWhen ? 'asked by the chosen plan' : 'the entry form',
      ...(typeof ui['ui:widget'] === 'string' ? { widget: ui['ui:widget'] as FieldState['widget'] } : {}),
      ...(options.onlyWhen ? { onlyWhen: options.onlyWhen } : {}),
      ...(options.upload ? { upload: options.upload } : {}),
    });
  };

  // Nothing to choose (all sold out or off sale): any answer is refused as a choice not offered.
  const choices = (ids: string[]): JsonSchema => (ids.length > 0 ? { type: 'string', enum: ids } : { type: 'string', maxLength: 0 });
  add(
    'planId',
    'plan',
    choices(plans.map((plan) => String(plan.id))),
    {
      'ui:widget': 'radio',
      'ui:enumNames': Object.fromEntries(plans.map((plan) => [String(plan.id), `${language === 'ja' ? plan.name : plan.nameEn} — ${priced(plan.price)}`])),
    },
    { required: true },
  );
  const memberPlans = plans.filter((plan) => plan.requiresMemberCode).map((plan) => String(plan.id));
  if (memberPlans.length > 0) {
    add(
      'memberCode',
      'plan',
      { type: 'string', minLength: 1, maxLength: 50 },
      { 'ui:widget': 'text', 'ui:autocomplete': 'off' },
      {
        required: true,
        onlyWhen: { field: 'planId', oneOf: memberPlans },
      },
    );
  }
  const certificatePlans = plans.filter((plan) => plan.requiresCertificate).map((plan) => String(plan.id));
  if (certificatePlans.length > 0) {
    add(
      'certificate',
      'plan',
      { type: 'string', minLength: 1 },
      { 'ui:widget': 'profileImage' },
      {
        required: true,
        onlyWhen: { field: 'planId', oneOf: certificatePlans },
        upload: 'profileImage',
      },
    );
  }
  if (settings.extras.length > 0) {
    add(
      'extraIds',
      'extras',
      { type: 'array', items: choices(extras.map((extra) => String(extra.id))), uniqueItems: true, maxItems: Math.max(extras.length, 1) },
      {
        'ui:widget': extras.length > 0 ? 'checkboxes' : 'hidden',
        'ui:enumNames': Object.fromEntries(
          extras.map((extra) => [String(extra.id), `${language === 'ja' ? extra.name : extra.nameEn} — ${priced(extra.price)}`]),
        ),
      },
    );
  }
  const anythingPriced = [...plans, ...extras].some((item) => item.price > 0);
  if (anythingPriced) {
    // Asked whenever something has a price; required by the server only when the order has one.
    add(
      'method',
      'payment',
      { type: 'string', enum: [...settings.methods] },
      { 'ui:widget': 'radio', 'ui:enumNames': Object.fromEntries(settings.methods.map((method) => [method, methodLabels[method][language]])) },
    );
    if (settings.methods.includes('bankTransfer')) {
      add(
        'transferPayerKana',
        'payment',
        { type: 'string', minLength: 1, maxLength: 48, pattern: PAYER_KANA_PATTERN },
        { 'ui:widget': 'text' },
        {
          required: true,
          onlyWhen: { field: 'method', equals: 'bankTransfer' },
        },
      );
    }
  }
  add('receiptName', 'documents', { type: 'string', maxLength: 100 }, { 'ui:widget': 'text', 'ui:autocomplete': 'organization' });
  add('invoicePayee', 'documents', { type: 'string', maxLength: 200 }, { 'ui:widget': 'text' });

  const schema: JsonSchema = { type: 'object', additionalProperties: false, properties: { ...properties }, required };
  // A conditional field is a property of the form outside its branch too (additionalProperties), where it may be empty.
  for (const { name, schema: field } of conditional) {
    const { minLength: _min, pattern: _pattern, title: _title, ...loose } = field;
    (schema.properties as Record<string, JsonSchema>)[name] = loose;
  }
  if (conditional.length > 0) {
    schema.allOf = conditional.map(({ condition, name, schema: field }) => ({
      if: conditionSchema(condition),
      then: { properties: { [name]: field }, required: [name] },
    }));
  }
  uiSchema['ui:order'] = Object.values(sections).flat();
  uiSchema['ui:options'] = {
    sections: (Object.keys(sections) as Array<keyof typeof entrySections>)
      .filter((id) => sections[id].length > 0)
      .map((id) => ({ id, title: entrySections[id][language], fields: sections[id] })),
  };
  return {
    language,
    schema,
    uiSchema,
    initialData: {},
    fields,
    messageOverrides: { transferPayerKana: { pattern: 'katakanaOnly' }, planId: { maxLength: 'invalidChoice' }, extraIds: { maxLength: 'invalidChoice' } },
    crossChecks: [],
    roleFlags: {},
  };
}
