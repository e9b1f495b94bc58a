import { randomBytes } from 'node:crypto';
import cardValidator from 'card-validator';

/**
 * The sandbox's hosted card page (server/sandbox/paymentSandbox.ts): its words in ja and en, the
 * checks of a card as a provider's page makes them, and the HTML, which runs no script.
 */

/** Stripe's documented test cards, and what each does here as it does there. */
export const sandboxTestCards = [
  { number: '4242424242424242', brand: 'VISA', outcome: 'succeeds' },
  { number: '5555555555554444', brand: 'MASTER', outcome: 'succeeds' },
  { number: '3566002020360505', brand: 'JCB', outcome: 'succeeds' },
  { number: '378282246310005', brand: 'AMEX', outcome: 'succeeds' },
  { number: '36227206271667', brand: 'DINERS', outcome: 'succeeds' },
  { number: '4000000000000002', brand: 'VISA', outcome: 'declined' },
  { number: '4000002760003184', brand: 'VISA', outcome: '3-D Secure' },
] as const;

/** §9's card brands, as card-validator names them. */
const brands: Record<string, string> = { visa: 'VISA', mastercard: 'MASTER', jcb: 'JCB', 'american-express': 'AMEX', 'diners-club': 'DINERS' };

export interface Session {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  locale: string;
  livemode: false;
  /** Not Stripe's: what the page shows. */
  itemName: string;
  refunded: boolean;
}

export const words = {
  ja: {
    title: 'カード決済（サンドボックス）',
    sandbox: 'これは Kaigi の決済サンドボックスです。実際の請求は行われません。テストカード:',
    amount: 'お支払い金額',
    number: 'カード番号',
    expiryMonth: '有効期限（月）',
    expiryYear: '有効期限（年）',
    cvc: 'セキュリティコード',
    holder: 'カード名義',
    pay: '支払う',
    cancel: 'キャンセルして戻る',
    required: '入力してください',
    invalidNumber: 'カード番号が正しくありません',
    brand: 'VISA, MASTER, JCB, AMEX, DINERS のカードをご利用ください',
    invalidExpiry: '有効期限が正しくないか、期限が切れています',
    invalidCvc: 'セキュリティコードが正しくありません',
    declined: 'カードが拒否されました。別のカードをお試しください',
    unknownCard: 'このサンドボックスではテストカードのみ使えます',
    expired: 'この支払いページは有効期限が切れました',
    done: 'この支払いは完了しています',
    secure: '3-D セキュア認証',
    secureText: 'カード発行会社による本人認証です（サンドボックスではボタンで結果を選びます）。',
    complete: '認証する',
    fail: '認証に失敗させる',
    secureFailed: '本人認証に失敗しました。もう一度お試しください',
    errorsAbove: '入力内容を確認してください',
    outcomes: { succeeds: '成功', declined: '拒否', '3-D Secure': '3-D セキュア' },
  },
  en: {
    title: 'Card payment (sandbox)',
    sandbox: 'This is the Kaigi payment sandbox. No money is taken. Test cards:',
    amount: 'Amount',
    number: 'Card number',
    expiryMonth: 'Expiry month',
    expiryYear: 'Expiry year',
    cvc: 'Security code (CVC)',
    holder: 'Name on card',
    pay: 'Pay',
    cancel: 'Cancel and go back',
    required: 'Required',
    invalidNumber: 'The card number is not valid',
    brand: 'Use a VISA, MASTER, JCB, AMEX or DINERS card',
    invalidExpiry: 'The expiry date is not valid or has passed',
    invalidCvc: 'The security code is not valid',
    declined: 'Your card was declined. Try another card',
    unknownCard: 'This sandbox takes its test cards only',
    expired: 'This payment page has expired',
    done: 'This payment is complete',
    secure: '3-D Secure authentication',
    secureText: 'Your card issuer checks that it is you (in the sandbox, a button picks the outcome).',
    complete: 'Complete authentication',
    fail: 'Fail authentication',
    secureFailed: 'Authentication failed. Try again',
    errorsAbove: 'Check what you entered',
    outcomes: { succeeds: 'succeeds', declined: 'declined', '3-D Secure': '3-D Secure' },
  },
};
export type Words = (typeof words)['en'];

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const randomId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

export function page(lang: 'ja' | 'en', title: string, body: string) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1a1a}main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:8px;border:1px solid #d0d4da}
label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #767676;border-radius:4px}
.row{display:flex;gap:1rem}.row>div{flex:1}.error{color:#b00020;font-size:.9rem;margin:.25rem 0 0}.alert{background:#fdecea;color:#7a0010;padding:.75rem;border-radius:4px}
.note{background:#fff8e1;padding:.75rem;border-radius:4px;font-size:.9rem}button{margin-top:1.5rem;width:100%;padding:.8rem;font-size:1rem;background:#1d4ed8;color:#fff;border:0;border-radius:4px;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8;border:1px solid #1d4ed8}a{color:#1d4ed8}code{font-size:.85rem}</style></head><body><main>${body}</main></body></html>`;
}

export interface CardForm {
  number?: string;
  expMonth?: string;
  expYear?: string;
  cvc?: string;
  holder?: string;
}

export function cardProblems(form: CardForm, w: Words, now: Date): Partial<Record<keyof CardForm, string>> {
  const problems: Partial<Record<keyof CardForm, string>> = {};
  const number = (form.number ?? '').replace(/[\s-]/g, '');
  const checked = cardValidator.number(number);
  if (!number) problems.number = w.required;
  else if (!checked.isValid) problems.number = w.invalidNumber;
  else if (!checked.card || !brands[checked.card.type]) problems.number = w.brand;
  if (!form.expMonth || !form.expYear) problems.expMonth = w.required;
  else {
    const expiry = cardValidator.expirationDate({ month: form.expMonth, year: form.expYear }, 30);
    if (!expiry.isValid) problems.expMonth = w.invalidExpiry;
    else {
      const year = Number(form.expYear.length === 2 ? `20${form.expYear}` : form.expYear);
      if (year * 12 + Number(form.expMonth) < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) problems.expMonth = w.invalidExpiry;
    }
  }
  const cvcSize = checked.card?.code.size ?? 3;
  if (!form.cvc) problems.cvc = w.required;
  else if (!new RegExp(`^[0-9]{${cvcSize}}$`).test(form.cvc)) problems.cvc = w.invalidCvc;
  if (!form.holder?.trim()) problems.holder = w.required;
  return problems;
}

export function cardPage(session: Session, w: Words, form: CardForm, problems: Partial<Record<keyof CardForm, string>>, alert?: string) {
  const lang = session.locale === 'ja' ? 'ja' : 'en';
  const field = (name: keyof CardForm, label: string, attributes: string) => {
    const problem = problems[name];
    const value = name === 'number' || name === 'holder' || name === 'expMonth' || name === 'expYear' ? (form[name] ?? '') : '';
    return `<div><label for="${name}">${escapeHtml(label)}</label><input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attributes}${problem ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>${problem ? `<p class="error" id="${name}-error">${escapeHtml(problem)}</p>` : ''}</div>`;
  };
  const amount = lang === 'ja' ? `${session.amount_total.toLocaleString('ja-JP')}円` : `¥${session.amount_total.toLocaleString('en-US')}`;
  const summary = alert ?? (Object.keys(problems).length > 0 ? w.errorsAbove : undefined);
  return page(
    lang,
    w.title,
    `<h1>${escapeHtml(w.title)}</h1>
<p class="note">${escapeHtml(w.sandbox)} ${sandboxTestCards.map((card) => `<code>${card.number}</code> (${card.brand}, ${w.outcomes[card.outcome]})`).join(', ')}</p>
<p>${escapeHtml(session.itemName)}<br><strong>${escapeHtml(w.amount)}: ${escapeHtml(amount)}</strong></p>
${summary ? `<p class="alert" role="alert">${escapeHtml(summary)}</p>` : ''}
<form method="post" action="/pay/${session.id}" novalidate>
${field('number', w.number, 'inputmode="numeric" autocomplete="cc-number" required')}
<div class="row">${field('expMonth', w.expiryMonth, 'inputmode="numeric" autocomplete="cc-exp-month" placeholder="MM" required')}${field('expYear', w.expiryYear, 'inputmode="numeric" autocomplete="cc-exp-year" placeholder="YYYY" required')}</div>
${field('cvc', w.cvc, 'inputmode="numeric" autocomplete="cc-csc" required')}
${field('holder', w.holder, 'autocomplete="cc-name" required')}
<button type="submit">${escapeHtml(w.pay)}</button>
</form>
<p><a href="${escapeHtml(session.cancel_url)}">${escapeHtml(w.cancel)}</a></p>`,
  );
}

export function messagePage(session: Session, w: Words, text: string, back?: string) {
  const lang = session.locale === 'ja' ? 'ja' : 'en';
  return page(
    lang,
    w.title,
    `<h1>${escapeHtml(w.title)}</h1><p role="status">${escapeHtml(text)}</p>${back ? `<p><a href="${escapeHtml(back)}">${escapeHtml(w.cancel)}</a></p>` : ''}`,
  );
}
