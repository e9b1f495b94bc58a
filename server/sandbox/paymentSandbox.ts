import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import qs from 'qs';
import cardValidator from 'card-validator';
import Stripe from 'stripe';

/**
 * A payment provider on this machine that speaks the part of Stripe's protocol Kaigi uses, so the
 * demo and the tests run the same adapter (Stripe's own SDK) as production, against this server
 * instead of api.stripe.com: Checkout Sessions created, read and expired over Stripe's REST API,
 * a hosted card page, refunds, and webhooks signed with Stripe's scheme (the SDK's own signer).
 * It takes no money and keeps its state in memory; production refuses it (server/core/config.ts).
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

export const SANDBOX_SECRET_KEY = 'sk_test_kaigisandbox';

interface Session {
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

export interface PaymentSandbox {
  /** http://127.0.0.1:port */
  origin: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  close(): Promise<void>;
  /** Sessions by id (tests look inside). */
  sessions: Map<string, Session>;
}

const words = {
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
type Words = (typeof words)['en'];

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const randomId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

function page(lang: 'ja' | 'en', title: string, body: string) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1a1a}main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:8px;border:1px solid #d0d4da}
label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #767676;border-radius:4px}
.row{display:flex;gap:1rem}.row>div{flex:1}.error{color:#b00020;font-size:.9rem;margin:.25rem 0 0}.alert{background:#fdecea;color:#7a0010;padding:.75rem;border-radius:4px}
.note{background:#fff8e1;padding:.75rem;border-radius:4px;font-size:.9rem}button{margin-top:1.5rem;width:100%;padding:.8rem;font-size:1rem;background:#1d4ed8;color:#fff;border:0;border-radius:4px;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8;border:1px solid #1d4ed8}a{color:#1d4ed8}code{font-size:.85rem}</style></head><body><main>${body}</main></body></html>`;
}

interface CardForm {
  number?: string;
  expMonth?: string;
  expYear?: string;
  cvc?: string;
  holder?: string;
}

function cardProblems(form: CardForm, w: Words, now: Date): Partial<Record<keyof CardForm, string>> {
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

function cardPage(session: Session, w: Words, form: CardForm, problems: Partial<Record<keyof CardForm, string>>, alert?: string) {
  const lang = session.locale === 'ja' ? 'ja' : 'en';
  const field = (name: keyof CardForm, label: string, attributes: string) => {
    const problem = problems[name];
    const value = name === 'number' || name === 'holder' || name === 'expMonth' || name === 'expYear' ? (form[name] ?? '') : '';
    return `<div><label for="${name}">${escape(label)}</label><input id="${name}" name="${name}" value="${escape(value)}" ${attributes}${problem ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>${problem ? `<p class="error" id="${name}-error">${escape(problem)}</p>` : ''}</div>`;
  };
  const amount = lang === 'ja' ? `${session.amount_total.toLocaleString('ja-JP')}円` : `¥${session.amount_total.toLocaleString('en-US')}`;
  const summary = alert ?? (Object.keys(problems).length > 0 ? w.errorsAbove : undefined);
  return page(
    lang,
    w.title,
    `<h1>${escape(w.title)}</h1>
<p class="note">${escape(w.sandbox)} ${sandboxTestCards.map((card) => `<code>${card.number}</code> (${card.brand}, ${w.outcomes[card.outcome]})`).join(', ')}</p>
<p>${escape(session.itemName)}<br><strong>${escape(w.amount)}: ${escape(amount)}</strong></p>
${summary ? `<p class="alert" role="alert">${escape(summary)}</p>` : ''}
<form method="post" action="/pay/${session.id}" novalidate>
${field('number', w.number, 'inputmode="numeric" autocomplete="cc-number" required')}
<div class="row">${field('expMonth', w.expiryMonth, 'inputmode="numeric" autocomplete="cc-exp-month" placeholder="MM" required')}${field('expYear', w.expiryYear, 'inputmode="numeric" autocomplete="cc-exp-year" placeholder="YYYY" required')}</div>
${field('cvc', w.cvc, 'inputmode="numeric" autocomplete="cc-csc" required')}
${field('holder', w.holder, 'autocomplete="cc-name" required')}
<button type="submit">${escape(w.pay)}</button>
</form>
<p><a href="${escape(session.cancel_url)}">${escape(w.cancel)}</a></p>`,
  );
}

function messagePage(session: Session, w: Words, text: string, back?: string) {
  const lang = session.locale === 'ja' ? 'ja' : 'en';
  return page(
    lang,
    w.title,
    `<h1>${escape(w.title)}</h1><p role="status">${escape(text)}</p>${back ? `<p><a href="${escape(back)}">${escape(w.cancel)}</a></p>` : ''}`,
  );
}

const stripeError = (reply: FastifyReply, status: number, message: string, code?: string) =>
  reply.code(status).send({ error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } });

/**
 * Starts the sandbox on 127.0.0.1. `webhookUrl` is asked at each delivery (the app's address may be
 * known only once it listens).
 */
export async function startPaymentSandbox(options: { port?: number; webhookUrl: () => string; now?: () => Date }): Promise<PaymentSandbox> {
  const now = options.now ?? (() => new Date());
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const signer = new Stripe(SANDBOX_SECRET_KEY);
  const sessions = new Map<string, Session>();
  const deliveries = new Set<Promise<void>>();
  const app: FastifyInstance = Fastify({ logger: false });
  let origin = '';

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, qs.parse(body as string, { depth: 5, arrayLimit: 100 }));
    } catch (error) {
      done(error as Error);
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'");
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });

  /** Sends an event as Stripe does: JSON, signed over "timestamp.payload", retried while the endpoint fails. */
  function deliver(type: string, object: Session | Record<string, unknown>) {
    const event = {
      id: randomId('evt'),
      object: 'event',
      api_version: '2026-02-25',
      created: Math.floor(now().getTime() / 1000),
      type,
      livemode: false,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const delivery = (async () => {
      for (let attempt = 0; attempt < 4; attempt++) {
        try {
          const response = await fetch(options.webhookUrl(), {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) },
            body: payload,
            signal: AbortSignal.timeout(10_000),
          });
          if (response.ok) return;
        } catch {
          // Not reachable yet: tried again below, as Stripe retries a failing endpoint.
        }
        await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
      }
    })();
    deliveries.add(delivery);
    void delivery.finally(() => deliveries.delete(delivery));
  }

  const publicSession = ({ itemName: _name, refunded: _refunded, ...session }: Session) => session;
  function current(id: string): Session | undefined {
    const session = sessions.get(id);
    if (session && session.status === 'open' && session.expires_at * 1000 <= now().getTime()) {
      session.status = 'expired';
      deliver('checkout.session.expired', publicSession(session));
    }
    return session;
  }

  // Stripe's REST API, with its key.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    if (request.headers.authorization !== `Bearer ${SANDBOX_SECRET_KEY}`) return stripeError(reply, 401, 'Invalid API Key provided');
  });

  app.post('/v1/checkout/sessions', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, any>;
    const line = body.line_items?.[0];
    const amount = Number(line?.price_data?.unit_amount) * Number(line?.quantity ?? 1);
    if (body.mode !== 'payment' || !Number.isInteger(amount) || amount <= 0 || line?.price_data?.currency !== 'jpy')
      return stripeError(reply, 400, 'A payment-mode session with one jpy line item is required', 'parameter_invalid');
    if (typeof body.success_url !== 'string' || typeof body.cancel_url !== 'string') return stripeError(reply, 400, 'Missing required param: success_url.');
    const id = randomId('cs');
    const expiresAt = Number(body.expires_at) || Math.floor(now().getTime() / 1000) + 24 * 60 * 60;
    const session: Session = {
      id,
      object: 'checkout.session',
      url: `${origin}/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency: 'jpy',
      client_reference_id: typeof body.client_reference_id === 'string' ? body.client_reference_id : null,
      metadata: typeof body.metadata === 'object' && body.metadata ? body.metadata : {},
      payment_intent: null,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      expires_at: expiresAt,
      locale: body.locale === 'ja' ? 'ja' : 'en',
      livemode: false,
      itemName: String(line?.price_data?.product_data?.name ?? ''),
      refunded: false,
    };
    sessions.set(id, session);
    return publicSession(session);
  });

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request, reply) => {
    const session = current(request.params.id);
    return session ? publicSession(session) : stripeError(reply, 404, `No such checkout.session: '${request.params.id}'`, 'resource_missing');
  });

  app.post<{ Params: { id: string } }>('/v1/checkout/sessions/:id/expire', async (request, reply) => {
    const session = current(request.params.id);
    if (!session) return stripeError(reply, 404, `No such checkout.session: '${request.params.id}'`, 'resource_missing');
    if (session.status !== 'open') return stripeError(reply, 400, `Only Checkout Sessions with a status in ["open"] can be expired.`);
    session.status = 'expired';
    deliver('checkout.session.expired', publicSession(session));
    return publicSession(session);
  });

  app.post('/v1/refunds', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string>;
    const session = [...sessions.values()].find((candidate) => candidate.payment_intent && candidate.payment_intent === body.payment_intent);
    if (!session) return stripeError(reply, 404, `No such payment_intent: '${body.payment_intent}'`, 'resource_missing');
    if (session.refunded) return stripeError(reply, 400, 'Charge has already been refunded.', 'charge_already_refunded');
    session.refunded = true;
    const refund = {
      id: randomId('re'),
      object: 'refund',
      amount: session.amount_total,
      currency: 'jpy',
      payment_intent: session.payment_intent,
      status: 'succeeded',
    };
    deliver('refund.created', refund);
    return refund;
  });

  // The hosted card page.
  const wordsOf = (session: Session) => words[session.locale === 'ja' ? 'ja' : 'en'];
  function pagePreamble(id: string, reply: FastifyReply): Session | undefined {
    const session = current(id);
    reply.type('text/html; charset=utf-8');
    if (!session) {
      reply.code(404).send(page('en', 'Not found', '<h1>Not found</h1>'));
      return undefined;
    }
    if (session.status !== 'open') {
      reply
        .code(410)
        .send(messagePage(session, wordsOf(session), session.status === 'expired' ? wordsOf(session).expired : wordsOf(session).done, session.cancel_url));
      return undefined;
    }
    return session;
  }

  function complete(session: Session, reply: FastifyReply) {
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = randomId('pi');
    deliver('checkout.session.completed', publicSession(session));
    return reply.redirect(session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id), 303);
  }

  app.get<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const session = pagePreamble(request.params.id, reply);
    if (session) return reply.send(cardPage(session, wordsOf(session), {}, {}));
  });

  app.post<{ Params: { id: string }; Body: CardForm }>('/pay/:id', async (request, reply) => {
    const session = pagePreamble(request.params.id, reply);
    if (!session) return;
    const w = wordsOf(session);
    const form = Object.fromEntries(
      Object.entries((request.body ?? {}) as Record<string, unknown>).map(([key, value]) => [key, typeof value === 'string' ? value.slice(0, 100) : '']),
    ) as CardForm;
    const problems = cardProblems(form, w, now());
    if (Object.keys(problems).length > 0) return reply.code(422).send(cardPage(session, w, form, problems));
    const card = sandboxTestCards.find((candidate) => candidate.number === form.number!.replace(/[\s-]/g, ''));
    if (!card) return reply.code(402).send(cardPage(session, w, form, {}, w.unknownCard));
    if (card.outcome === 'declined') return reply.code(402).send(cardPage(session, w, form, {}, w.declined));
    if (card.outcome === '3-D Secure') {
      return reply.send(
        page(
          session.locale === 'ja' ? 'ja' : 'en',
          w.secure,
          `<h1>${escape(w.secure)}</h1><p>${escape(w.secureText)}</p>
<form method="post" action="/pay/${session.id}/3ds"><input type="hidden" name="result" value="complete"><button type="submit">${escape(w.complete)}</button></form>
<form method="post" action="/pay/${session.id}/3ds"><input type="hidden" name="result" value="fail"><button type="submit" class="secondary">${escape(w.fail)}</button></form>`,
        ),
      );
    }
    return complete(session, reply);
  });

  app.post<{ Params: { id: string }; Body: { result?: string } }>('/pay/:id/3ds', async (request, reply) => {
    const session = pagePreamble(request.params.id, reply);
    if (!session) return;
    if ((request.body as { result?: string } | undefined)?.result === 'complete') return complete(session, reply);
    return reply.code(402).send(cardPage(session, wordsOf(session), {}, {}, wordsOf(session).secureFailed));
  });

  const address = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  origin = address;
  const port = Number(new URL(address).port);
  return {
    origin,
    port,
    secretKey: SANDBOX_SECRET_KEY,
    webhookSecret,
    sessions,
    async close() {
      await Promise.allSettled([...deliveries]);
      await app.close();
    },
  };
}
