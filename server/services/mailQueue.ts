import nodemailer, { type Transporter } from 'nodemailer';
import PgBoss from 'pg-boss';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ComposedMail } from '../../engine/mails/compose';
import type { MailKind } from '../../engine/mails/catalog';
import type { Database, OpenDatabase } from '../db/openDatabase';
import { mailSettings, mails } from '../db/schema';

/** A mail waiting in the queue: composed when it was asked for, so a retry sends the same text. */
export interface QueuedMail extends ComposedMail {
  conferenceId: string;
  kind: MailKind | null;
}

export class MailError extends Error {
  constructor(
    readonly to: string,
    reason: string,
  ) {
    super(`The mail to ${to} could not be sent: ${reason}`);
    this.name = 'MailError';
  }
}

/** The queue's retries: 5 more attempts, 30 s apart and doubling (about 15 minutes in all). */
export const MAIL_RETRIES = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;
const QUEUE = 'mail';
/** How often a worker looks for mails other processes queued, or retries that are due. */
const POLL_SECONDS = 2;

export interface MailQueue {
  /** Queues a mail and wakes this process's worker: it is sent at once in the background, and retried on failure. */
  enqueue(mail: QueuedMail): Promise<string>;
  /** Resolves once every mail this process queued has been tried at least once (or after 10 s). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The mail queue (issue 67): pg-boss on the app's own database (PGlite or PostgreSQL), so a mail
 * asked for is kept with the data, survives a restart, is retried when the transport fails, and
 * is taken by one worker at a time when several processes share the database. A mail is sent
 * once: each sent job leaves a row in `mails` under its job id (a unique index), and a job that
 * finds its row is not sent again; its Message-ID is the job's, so a mailbox can tell a copy.
 *
 * With SMTP_URL it goes through that server; without, nodemailer's JSON transport builds the
 * message (so addresses and encoding are checked the same way) and it is kept in the outbox
 * table, which demo mode shows at /dev/mails.
 */
export async function startMailQueue(options: {
  db: Database;
  executeSql: OpenDatabase['executeSql'];
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Promise<MailQueue> {
  const { db, log } = options;
  const transport: Transporter = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  const transportName = options.smtpUrl ? 'smtp' : 'outbox';
  const domain = options.from.split('@')[1];

  const boss = new PgBoss({ db: { executeSql: options.executeSql }, schema: 'pgboss', schedule: false, migrate: true });
  boss.on('error', (error) => log.error({ err: error }, 'the mail queue failed'));
  await boss.start();
  if (!(await boss.getQueue(QUEUE))) await boss.createQueue(QUEUE, { name: QUEUE, ...MAIL_RETRIES });

  async function deliver(job: PgBoss.Job<QueuedMail>) {
    const mail = job.data;
    const [sent] = await db
      .select({ id: mails.id })
      .from(mails)
      .where(and(eq(mails.jobId, job.id), isNull(mails.error)));
    if (sent) return;
    const [settings] = await db.select().from(mailSettings).where(eq(mailSettings.conferenceId, mail.conferenceId));
    let messageId: string | undefined;
    let error: string | undefined;
    try {
      const info = await transport.sendMail({
        from: { name: settings?.senderName || 'Kaigi', address: options.from },
        ...(settings?.replyTo ? { replyTo: settings.replyTo } : {}),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${job.id}@${domain}>`,
      });
      messageId = info.messageId;
    } catch (failure) {
      error = (failure as Error).message;
    }
    await db
      .insert(mails)
      .values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        transport: transportName,
        messageId: messageId ?? null,
        error: error ?? null,
        kind: mail.kind,
        jobId: job.id,
      })
      .onConflictDoNothing();
    if (error) {
      log.warn({ jobId: job.id, to: mail.to, kind: mail.kind, err: error }, 'a mail could not be sent: it will be retried');
      throw new MailError(mail.to, error);
    }
  }

  // One job at a time (a failure fails that job alone). After each, the worker is woken again so
  // that the next queued mail goes at once; an empty queue waits for the next poll or enqueue.
  let workerId = '';
  workerId = await boss.work<QueuedMail>(QUEUE, { pollingIntervalSeconds: POLL_SECONDS }, async ([job]) => {
    try {
      if (job) await deliver(job);
    } finally {
      boss.notifyWorker(workerId);
    }
  });

  const pending = new Set<string>();
  return {
    async enqueue(mail) {
      const id = await boss.send(QUEUE, mail);
      if (!id) throw new MailError(mail.to, 'the queue did not take it');
      pending.add(id);
      boss.notifyWorker(workerId);
      return id;
    },
    async settled() {
      const until = Date.now() + 10_000;
      while (pending.size > 0 && Date.now() < until) {
        const tried = await db
          .select({ jobId: mails.jobId })
          .from(mails)
          .where(inArray(mails.jobId, [...pending]));
        for (const row of tried) pending.delete(row.jobId!);
        if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
