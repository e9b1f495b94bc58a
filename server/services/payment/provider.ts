import Stripe from 'stripe';

/** What Kaigi needs of a card payment provider; Stripe's SDK answers it, against Stripe or the local sandbox. */
export interface PaymentProvider {
  name: 'stripe' | 'sandbox';
  /** Opens a hosted checkout page for one order; card numbers never reach Kaigi. */
  startCheckout(request: CheckoutRequest): Promise<{ checkoutId: string; url: string }>;
  /** The checkout as the provider knows it now (the scheduled check asks when a callback is late); undefined when it does not know it. */
  checkout(checkoutId: string): Promise<CheckoutState | undefined>;
  /** Closes an open checkout page, so that it can no longer be paid. */
  expireCheckout(checkoutId: string): Promise<CheckoutState | undefined>;
  refund(paymentId: string, idempotencyKey: string): Promise<void>;
  /** Verifies a callback's signature and timestamp window and reads it; throws when either fails. */
  readCallback(rawBody: string, signature: string | undefined): ProviderEvent;
}

export interface CheckoutRequest {
  orderId: number;
  amount: number;
  itemName: string;
  language: 'ja' | 'en';
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
  customerEmail: string;
}

export interface CheckoutState {
  checkoutId: string;
  orderId: number | undefined;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  paymentId: string | undefined;
  amount: number;
  /** The hosted page, while it is open. */
  url: string | undefined;
}

export type ProviderEvent =
  | { id: string; type: 'checkout.completed' | 'checkout.expired'; checkout: CheckoutState }
  | { id: string; type: 'refund.created'; paymentId: string }
  | { id: string; type: 'other'; name: string };

/** How far a callback's signed timestamp may be from now (Stripe's default tolerance). */
export const CALLBACK_TOLERANCE_SECONDS = 300;

function stateOf(session: Stripe.Checkout.Session): CheckoutState {
  const orderId = Number(session.client_reference_id ?? session.metadata?.orderId);
  return {
    checkoutId: session.id,
    orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : undefined,
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paid: session.payment_status === 'paid',
    paymentId: typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? undefined),
    amount: session.amount_total ?? 0,
    url: session.url ?? undefined,
  };
}

const isMissing = (error: unknown) => (error as { code?: string; statusCode?: number }).statusCode === 404;

/**
 * The provider through Stripe's official SDK. `api` points it at the sandbox (server/sandbox) in the
 * demo and tests; in production it is Stripe itself.
 */
export function stripeProvider(options: {
  name: 'stripe' | 'sandbox';
  secretKey: string;
  webhookSecret: string;
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}): PaymentProvider {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...(options.api ?? {}) });
  return {
    name: options.name,
    async startCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: 'jpy', unit_amount: request.amount, product_data: { name: request.itemName } } }],
          client_reference_id: String(request.orderId),
          metadata: { orderId: String(request.orderId) },
          customer_email: request.customerEmail,
          locale: request.language,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `kaigi-order-${request.orderId}-checkout` },
      );
      if (!session.url) throw new Error('The provider gave no checkout page');
      return { checkoutId: session.id, url: session.url };
    },
    async checkout(checkoutId) {
      try {
        return stateOf(await stripe.checkout.sessions.retrieve(checkoutId));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async expireCheckout(checkoutId) {
      try {
        return stateOf(await stripe.checkout.sessions.expire(checkoutId));
      } catch (error) {
        if (isMissing(error)) return undefined;
        // Already complete or expired: its state says which.
        if ((error as { statusCode?: number }).statusCode === 400) return this.checkout(checkoutId);
        throw error;
      }
    },
    async refund(paymentId, idempotencyKey) {
      await stripe.refunds.create({ payment_intent: paymentId }, { idempotencyKey });
    },
    readCallback(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret, CALLBACK_TOLERANCE_SECONDS);
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          return { id: event.id, type: 'checkout.completed', checkout: stateOf(event.data.object) };
        case 'checkout.session.expired':
        case 'checkout.session.async_payment_failed':
          return { id: event.id, type: 'checkout.expired', checkout: stateOf(event.data.object) };
        case 'refund.created': {
          const refund = event.data.object;
          return {
            id: event.id,
            type: 'refund.created',
            paymentId: typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? ''),
          };
        }
        default:
          return { id: event.id, type: 'other', name: event.type };
      }
    },
  };
}
