import { and, eq, sql } from 'drizzle-orm';
import { mailCatalog, mailKinds, sampleValues, type MailKind, type MailText } from '../../engine/mails/catalog';
import { builtInText, composeMail, templateProblems } from '../../engine/mails/compose';
import type { MailSettingsInput, MailTemplateInput } from '../../schemas/mailTemplates';
import { ApiError, fieldErrors } from '../core/errors';
import type { Database } from '../db/openDatabase';
import { mailSettings, mailTemplates } from '../db/schema';
import { audit, type AuditEntry } from './audit';
import { withConference, type Mailer } from './mail';

/**
 * Mail settings in the console (issue 67): each kind of mail's text, kept as a template over the
 * built-in one, with its preview and a test send; and who the mails are from. Saves are versioned
 * like the program's: one made from an older version is refused (CONFLICT), and every change is
 * in the audit log.
 */

const fieldOf = { subjectJa: 'subject.ja', subjectEn: 'subject.en', bodyJa: 'body.ja', bodyEn: 'body.en' } as const;

/** A template's problems as the form's field errors, in both languages. */
function checked(kind: MailKind, text: MailText) {
  const problems = templateProblems(kind, text);
  if (problems.length > 0) throw fieldErrors(problems.map((problem) => ({ path: fieldOf[problem.field], code: problem.code, params: problem.params })));
}

/** Everything the mail settings page shows: the sender, and each kind with its variables, built-in text and template. */
export async function mailSettingsPage(db: Database, conferenceId: string) {
  const [settings] = await db.select().from(mailSettings).where(eq(mailSettings.conferenceId, conferenceId));
  const templates = await db.select().from(mailTemplates).where(eq(mailTemplates.conferenceId, conferenceId));
  const byKind = new Map(templates.map((row) => [row.kind, row]));
  return {
    settings: { senderName: settings?.senderName ?? '', replyTo: settings?.replyTo ?? '', version: settings?.version ?? 0 },
    kinds: mailKinds.map((kind) => {
      const row = byKind.get(kind);
      const definition = mailCatalog[kind];
      return {
        kind,
        title: definition.title,
        when: definition.when,
        variables: definition.variables,
        builtIn: builtInText(kind),
        template: row
          ? {
              subject: { ja: row.subjectJa, en: row.subjectEn },
              body: { ja: row.bodyJa, en: row.bodyEn },
              version: row.version,
              updatedAt: row.updatedAt.toISOString(),
            }
          : null,
      };
    }),
  };
}

/** Saves a kind's template over the version the manager edited (0: the kind had none); answers the new version. */
export async function saveMailTemplate(
  db: Database,
  conferenceId: string,
  kind: MailKind,
  input: MailTemplateInput,
  actor: AuditEntry['actor'],
): Promise<number> {
  checked(kind, input);
  const values = {
    subjectJa: input.subject.ja,
    subjectEn: input.subject.en,
    bodyJa: input.body.ja,
    bodyEn: input.body.en,
    updatedById: actor.id,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    let version: number | undefined;
    if (input.version === 0) {
      const [made] = await tx
        .insert(mailTemplates)
        .values({ conferenceId, kind, ...values })
        .onConflictDoNothing()
        .returning({ version: mailTemplates.version });
      version = made?.version;
    } else {
      const [updated] = await tx
        .update(mailTemplates)
        .set({ ...values, version: sql`${mailTemplates.version} + 1` })
        .where(and(eq(mailTemplates.conferenceId, conferenceId), eq(mailTemplates.kind, kind), eq(mailTemplates.version, input.version)))
        .returning({ version: mailTemplates.version });
      version = updated?.version;
    }
    if (version === undefined) throw new ApiError(409, 'changedElsewhere');
    await audit(tx, { conferenceId, action: 'mailTemplateSave', actor, detail: { kind, version } });
    return version;
  });
}

/** Goes back to the built-in text of a kind: its template, at the version the manager saw, is removed. */
export async function resetMailTemplate(db: Database, conferenceId: string, kind: MailKind, version: number, actor: AuditEntry['actor']) {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(mailTemplates)
      .where(and(eq(mailTemplates.conferenceId, conferenceId), eq(mailTemplates.kind, kind), eq(mailTemplates.version, version)))
      .returning({ kind: mailTemplates.kind });
    if (removed.length === 0) throw new ApiError(409, 'changedElsewhere');
    await audit(tx, { conferenceId, action: 'mailTemplateReset', actor, detail: { kind } });
  });
}

/** A text as it would go, filled with the kind's sample values and the conference's title (nothing kept or sent). */
export async function previewMail(db: Database, conferenceId: string, kind: MailKind, text: MailText, to: string) {
  checked(kind, text);
  return composeMail(to, text, await withConference(db, conferenceId, { ja: sampleValues(kind, 'ja'), en: sampleValues(kind, 'en') }));
}

/** Queues a text filled with the sample values to the manager's own address, marked as a test; answers the address. */
export async function sendTestMail(
  db: Database,
  mailer: Pick<Mailer, 'sendText'>,
  conferenceId: string,
  kind: MailKind,
  text: MailText,
  actor: AuditEntry['actor'],
) {
  checked(kind, text);
  const marked: MailText = { subject: { ja: `【テスト】${text.subject.ja}`, en: `[Test] ${text.subject.en}` }, body: text.body };
  await mailer.sendText(kind, actor.email, marked, { ja: sampleValues(kind, 'ja'), en: sampleValues(kind, 'en') });
  await audit(db, { conferenceId, action: 'mailTest', actor, detail: { kind, to: actor.email } });
  return actor.email;
}

/** Saves who the mails are from, over the version the manager edited. */
export async function saveMailSettings(db: Database, conferenceId: string, input: MailSettingsInput, actor: AuditEntry['actor']): Promise<number> {
  const values = { senderName: input.senderName.trim(), replyTo: input.replyTo.trim(), updatedAt: new Date() };
  return db.transaction(async (tx) => {
    const [saved] =
      input.version === 0
        ? await tx
            .insert(mailSettings)
            .values({ conferenceId, ...values })
            .onConflictDoNothing()
            .returning({ version: mailSettings.version })
        : await tx
            .update(mailSettings)
            .set({ ...values, version: sql`${mailSettings.version} + 1` })
            .where(and(eq(mailSettings.conferenceId, conferenceId), eq(mailSettings.version, input.version)))
            .returning({ version: mailSettings.version });
    if (!saved) throw new ApiError(409, 'changedElsewhere');
    await audit(tx, { conferenceId, action: 'mailSettingsSave', actor, detail: { senderName: values.senderName, replyTo: values.replyTo } });
    return saved.version;
  });
}
