import fp from 'fastify-plugin';
import type { Config } from '../core/config';
import { startPaymentSandbox, type PaymentSandbox } from '../sandbox/paymentSandbox';
import { stripeProvider, type PaymentProvider } from '../services/payment/provider';
import { cardOrdersToCheck, checkCardOrder } from '../services/payment/cardPayments';
import type { PaymentDeps } from '../services/payment/paymentEvents';
import { expireOverdueTransfers } from '../services/payment/transfers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card payment provider; undefined when card payments are off (PAYMENT_PROVIDER=none). */
    paymentProvider: PaymentProvider | undefined;
    /** The local sandbox, when it stands in for the provider (demo and tests). */
    paymentSandbox: PaymentSandbox | undefined;
    paymentDeps(): PaymentDeps;
  }
}

/** The path the provider posts its callbacks to (Stripe: the webhook endpoint). */
export const PAYMENT_CALLBACK_PATH = '/web_api/payments/stripe_webhook';
const CHECK_EVERY_MS = 60_000;

/**
 * Card payments (issue 64): Stripe's SDK against Stripe, or against the local sandbox that speaks
 * its protocol (started here, on loopback, and stopped with the app); and the check every minute
 * that asks the provider about card orders whose callback is late, and expires bank transfers
 * that never came, so that no order stays pending for ever.
 */
export default fp(
  async (app, options: { config: Config }) => {
    const { payment } = options.config;
    let sandbox: PaymentSandbox | undefined;
    let provider: PaymentProvider | undefined;
    if (payment.provider === 'sandbox') {
      sandbox = await startPaymentSandbox({ port: payment.sandboxPort, webhookUrl: () => `${app.config.publicUrl}${PAYMENT_CALLBACK_PATH}` });
      const port = sandbox.port;
      provider = stripeProvider({
        name: 'sandbox',
        secretKey: sandbox.secretKey,
        webhookSecret: sandbox.webhookSecret,
        api: { host: '127.0.0.1', port, protocol: 'http' },
      });
    } else if (payment.provider === 'stripe') {
      provider = stripeProvider({ name: 'stripe', secretKey: payment.secretKey, webhookSecret: payment.webhookSecret });
    }
    app.decorate('paymentProvider', provider);
    app.decorate('paymentSandbox', sandbox);
    app.decorate('paymentDeps', function paymentDeps(): PaymentDeps {
      return { db: app.db, conferenceId: app.config.conference, provider, publicUrl: app.config.publicUrl, log: app.log, mailer: app.mailer };
    });

    let timer: NodeJS.Timeout | undefined;
    let running = false;
    const check = async () => {
      if (running) return;
      running = true;
      try {
        if (provider) {
          for (const { id } of await cardOrdersToCheck(app.db, app.config.conference, new Date())) {
            await checkCardOrder(app.paymentDeps(), id).catch((error: unknown) => app.log.warn({ err: error, orderId: id }, 'card order check failed'));
          }
        }
        const expired = await expireOverdueTransfers(app.paymentDeps());
        if (expired.length > 0) app.log.info({ orderIds: expired }, 'overdue bank transfers expired');
      } catch (error) {
        app.log.warn({ err: error }, 'payment checks failed');
      } finally {
        running = false;
      }
    };
    app.addHook('onReady', async () => {
      timer = setInterval(() => void check(), CHECK_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sandbox?.close();
    });
  },
  { name: 'kaigi-payment', dependencies: ['kaigi-db', 'kaigi-mail'] },
);
