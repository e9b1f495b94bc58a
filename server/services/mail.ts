import nodemailer, { type Transporter } from 'nodemailer';
import { desc } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { mails } from '../db/schema';

export interface MailContent {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: MailContent): Promise<void>;
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

const FROM = 'Kaigi <no-reply@kaigi.example>';

/**
 * Mail through nodemailer. With SMTP_URL it is sent for real; without, nodemailer's JSON
 * transport builds the message (so addresses and encoding are checked the same way) and it is
 * kept in the outbox table, which demo mode shows at /dev/mails. Either way every mail is recorded.
 */
export function createMailer(db: Database, smtpUrl: string | undefined, from = FROM): Mailer {
  const transport: Transporter = smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  const kind = smtpUrl ? 'smtp' : 'outbox';
  return {
    async send(mail) {
      let messageId: string | undefined;
      let error: string | undefined;
      try {
        const info = await transport.sendMail({ from, ...mail });
        messageId = info.messageId;
      } catch (failure) {
        error = (failure as Error).message;
      }
      await db.insert(mails).values({ ...mail, transport: kind, messageId: messageId ?? null, error: error ?? null });
      if (error) throw new MailError(mail.to, error);
    },
  };
}

export async function listMails(db: Database, limit = 100) {
  return db.select().from(mails).orderBy(desc(mails.id)).limit(limit);
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface BilingualMail {
  to: string;
  subject: { ja: string; en: string };
  /** Paragraphs; a `{link}` paragraph becomes the link. */
  body: { ja: string[]; en: string[] };
  link: string;
}

/** One mail, Japanese first then English, as text and HTML with the link clickable. */
export function bilingualMail({ to, subject, body, link }: BilingualMail): MailContent {
  const textPart = (paragraphs: string[]) => paragraphs.map((p) => (p === '{link}' ? link : p)).join('\n\n');
  const htmlPart = (paragraphs: string[], lang: string) =>
    `<div lang="${lang}">${paragraphs
      .map((p) => (p === '{link}' ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(p)}</p>`))
      .join('')}</div>`;
  return {
    to,
    subject: `${subject.ja} / ${subject.en}`,
    text: `${textPart(body.ja)}\n\n----------------------------------------\n\n${textPart(body.en)}\n`,
    html: `<!doctype html><html><body>${htmlPart(body.ja, 'ja')}<hr>${htmlPart(body.en, 'en')}</body></html>`,
  };
}
