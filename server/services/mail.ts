import { and, desc, eq } from 'drizzle-orm';
import { mailCatalog, type MailKind, type MailText } from '../../engine/mails/catalog';
import { builtInText, composeMail, type ComposedMail, type MailValues } from '../../engine/mails/compose';
import type { Database } from '../db/openDatabase';
import { loadConference } from './conference';
import { mailTemplates, mails } from '../db/schema';
import type { MailQueue } from './mailQueue';

export { MailError } from './mailQueue';

/** What a feature asks for: one kind of mail to one address, with its variables' values in each language. */
export interface Mailer {
  /** Composes the mail (the conference's template of the kind, else its built-in text) and queues it; answers once it is queued. */
  send(kind: MailKind, to: string, values: MailValues): Promise<void>;
  /** The same with a text of the caller's (a manager's test of a template not yet saved). */
  sendText(kind: MailKind, to: string, text: MailText, values: MailValues): Promise<void>;
}

/** The text a kind is sent with: the conference's template, else the built-in one. */
export async function mailTextOf(db: Pick<Database, 'select'>, conferenceId: string, kind: MailKind): Promise<MailText & { custom: boolean }> {
  const [row] = await db
    .select()
    .from(mailTemplates)
    .where(and(eq(mailTemplates.conferenceId, conferenceId), eq(mailTemplates.kind, kind)));
  if (!row) return { ...builtInText(kind), custom: false };
  return { subject: { ja: row.subjectJa, en: row.subjectEn }, body: { ja: row.bodyJa, en: row.bodyEn }, custom: true };
}

/** Every mail carries the conference's title in its language (over a sample's); a feature gives the rest. */
export async function withConference(db: Database, conferenceId: string, values: MailValues): Promise<MailValues> {
  const settings = (await loadConference(db, conferenceId))?.settings;
  return {
    ja: { ...values.ja, conferenceTitle: settings?.conferenceTitle ?? '' },
    en: { ...values.en, conferenceTitle: settings?.conferenceTitleEn || settings?.conferenceTitle || '' },
  };
}

/** The mail a kind would send with these values, as it would go (nothing queued). */
export async function composeKind(db: Database, conferenceId: string, kind: MailKind, to: string, values: MailValues): Promise<ComposedMail> {
  return composeMail(to, await mailTextOf(db, conferenceId, kind), await withConference(db, conferenceId, values));
}

export function createMailer(db: Database, queue: MailQueue, conferenceId: string): Mailer {
  return {
    async send(kind, to, values) {
      if (!mailCatalog[kind]) throw new Error(`Unknown mail kind ${kind}`);
      await queue.enqueue({ ...(await composeKind(db, conferenceId, kind, to, values)), conferenceId, kind });
    },
    async sendText(kind, to, text, values) {
      await queue.enqueue({ ...composeMail(to, text, await withConference(db, conferenceId, values)), conferenceId, kind });
    },
  };
}

export async function listMails(db: Database, limit = 100) {
  return db.select().from(mails).orderBy(desc(mails.id)).limit(limit);
}
