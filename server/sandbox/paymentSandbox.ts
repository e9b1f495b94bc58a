import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import qs from 'qs';
import Stripe from 'stripe';
import { cardPage, cardProblems, escapeHtml, messagePage, page, randomId, sandboxTestCards, words, type CardForm, type Session } from './cardPage';

export { sandboxTestCards };

/**
 * A payment provider on this machine that speaks the part of Stripe's protocol Kaigi uses, so the
 * demo and the tests run the same adapter (Stripe's own SDK) as production, against this server
 * instead of api.stripe.com: Checkout Sessions created, read and expired over Stripe's REST API,
 * a hosted card page, refunds, and webhooks signed with Stripe's scheme (the SDK's own signer).
 * It takes no money and keeps its state in memory; production refuses it (server/core/config.ts).
 */

export const SANDBOX_SECRET_KEY = 'sk_test_kaigisandbox';

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
          `<h1>${escapeHtml(w.secure)}</h1><p>${escapeHtml(w.secureText)}</p>
<form method="post" action="/pay/${session.id}/3ds"><input type="hidden" name="result" value="complete"><button type="submit">${escapeHtml(w.complete)}</button></form>
<form method="post" action="/pay/${session.id}/3ds"><input type="hidden" name="result" value="fail"><button type="submit" class="secondary">${escapeHtml(w.fail)}</button></form>`,
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
