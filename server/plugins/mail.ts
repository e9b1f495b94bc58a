import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../services/mail';
import { startMailQueue, type MailQueue } from '../services/mailQueue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every mail the app sends goes through here: composed from the conference's text and queued. */
    mailer: Mailer;
    mailQueue: MailQueue;
  }
}

/** Starts the mail queue on the app's database (server/services/mailQueue.ts) and stops it before the database closes. */
export default fp(
  async (app) => {
    const queue = await startMailQueue({ db: app.db, executeSql: app.dbExecuteSql, smtpUrl: app.config.smtpUrl, from: app.config.mailFrom, log: app.log });
    app.decorate('mailQueue', queue);
    app.decorate('mailer', createMailer(app.db, queue, app.config.conference));
    app.addHook('preClose', () => queue.stop());
  },
  { name: 'kaigi-mail', dependencies: ['kaigi-db'] },
);
