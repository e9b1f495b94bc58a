import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { newCommissionCode } from '../../engine/commission/codes';
import { invitationMailValues, invitationPath } from '../../engine/commission/invitations';
import type { MailValues } from '../../engine/mails/compose';
import type { Invitation, InvitationInput, InvitationRole, InvitationSession, InvitationStatus } from '../../schemas/invitations';
import { ApiError, fieldErrors } from '../core/errors';
import type { Database } from '../db/openDatabase';
import { commissions, programSessions, users } from '../db/schema';
import { audit, type AuditEntry } from './audit';
import { iso } from './programOutline';
import { loadPreference } from './commissions';
import { composeKind, type Mailer } from './mail';

/**
 * Chairperson and presenter invitations made from the console (issue 67): an invitation is a
 * commission with a random code, sent to an address by the request mail; the person answers on
 * the commission area's page as any invitee does. Reminders send the mail again; withdrawing
 * closes the answer page.
 */

type Row = typeof commissions.$inferSelect;
interface Person {
  name1: string;
  name2?: string;
  affiliationName?: string;
}

function view(row: Row, publicUrl: string): Invitation {
  const person = row.person as Person;
  const status = row.status as InvitationStatus;
  return {
    id: row.id,
    sessionId: row.sessionId,
    role: row.role as InvitationRole,
    status,
    email: row.email,
    familyName: person.name1,
    givenName: person.name2 ?? '',
    affiliation: person.affiliationName ?? '',
    roleName: row.roleName ?? '',
    roleNameEn: row.roleNameEn ?? '',
    sentAt: iso(row.sentAt),
    remindedAt: iso(row.remindedAt),
    reminders: row.reminders,
    answeredAt: iso(row.answeredAt),
    link: status === 'candidate' ? `${publicUrl}${invitationPath(row.role as InvitationRole, row.code)}` : null,
  };
}

/** Every session of the conference an invitation can be for, by time. */
export async function invitationSessions(db: Database, conferenceId: string): Promise<InvitationSession[]> {
  const rows = await db
    .select()
    .from(programSessions)
    .where(eq(programSessions.conferenceId, conferenceId))
    .orderBy(sql`${programSessions.startAt} asc nulls last`, asc(programSessions.code), asc(programSessions.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code ?? '',
    name: row.name,
    nameEn: ((row.details as { nameEn?: string }).nameEn ?? '').trim(),
    startAt: iso(row.startAt),
  }));
}

/** The invitations of a session (or all), newest first. */
export async function listInvitations(db: Database, conferenceId: string, publicUrl: string, sessionId?: number): Promise<Invitation[]> {
  const rows = await db
    .select()
    .from(commissions)
    .where(and(eq(commissions.conferenceId, conferenceId), sessionId === undefined ? undefined : eq(commissions.sessionId, sessionId)))
    .orderBy(desc(commissions.id));
  return rows.map((row) => view(row, publicUrl));
}

async function sessionOf(db: Database, conferenceId: string, sessionId: number) {
  const [session] = await db
    .select()
    .from(programSessions)
    .where(and(eq(programSessions.id, sessionId), eq(programSessions.conferenceId, conferenceId)));
  if (!session) throw fieldErrors([{ path: 'sessionId', code: 'sessionMissing' }]);
  return session;
}

interface InvitationFacts {
  sessionId: number;
  role: InvitationRole;
  email: string;
  familyName: string;
  givenName: string;
  roleName: string;
  roleNameEn: string;
  note: string;
  noteEn: string;
  code: string;
}

/** The request mail's variables for an invitation (engine/mails/catalog.ts `invitation`). */
async function requestValues(db: Database, conferenceId: string, publicUrl: string, invitation: InvitationFacts, reminder: boolean): Promise<MailValues> {
  const [session, preference] = await Promise.all([sessionOf(db, conferenceId, invitation.sessionId), loadPreference(db, conferenceId)]);
  return invitationMailValues({
    session: {
      name: session.name,
      nameEn: ((session.details as { nameEn?: string }).nameEn ?? '').trim(),
      startAt: iso(session.startAt),
      endAt: iso(session.endAt),
    },
    role: invitation.role,
    roleName: invitation.roleName,
    roleNameEn: invitation.roleNameEn,
    note: invitation.note,
    noteEn: invitation.noteEn,
    familyName: invitation.familyName,
    givenName: invitation.givenName,
    answerBy: preference.commissionEndAt ?? null,
    link: `${publicUrl}${invitationPath(invitation.role, invitation.code)}`,
    reminder,
  });
}

const fromInput = (input: InvitationInput) => ({
  sessionId: input.sessionId,
  role: input.role,
  email: input.email.trim().toLowerCase(),
  familyName: input.familyName.trim(),
  givenName: input.givenName?.trim() ?? '',
  roleName: input.roleName?.trim() ?? '',
  roleNameEn: input.roleNameEn?.trim() ?? '',
  note: input.note?.trim() ?? '',
  noteEn: input.noteEn?.trim() ?? '',
});

/** The mail an invitation would send, with a code that stands for the real one. */
export async function previewInvitation(db: Database, conferenceId: string, publicUrl: string, input: InvitationInput) {
  const facts = { ...fromInput(input), code: 'xxxxxxxxxxxxxxxxxxxxxx' };
  const mail = await composeKind(db, conferenceId, 'invitation', facts.email, await requestValues(db, conferenceId, publicUrl, facts, false));
  return { to: mail.to, subject: mail.subject, text: mail.text };
}

/**
 * Makes the invitation and sends its request mail. The invitation is kept only if the mail went:
 * a mail that failed removes it again, and the manager is told.
 */
export async function sendInvitation(
  db: Database,
  mailer: Mailer,
  options: { conferenceId: string; publicUrl: string; actor: AuditEntry['actor'] },
  input: InvitationInput,
): Promise<number> {
  const { conferenceId, publicUrl, actor } = options;
  const facts = fromInput(input);
  await sessionOf(db, conferenceId, facts.sessionId);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, facts.email));
  const [{ position }] = (await db
    .select({ position: sql<number>`coalesce(max(${commissions.position}), 0) + 1`.mapWith(Number) })
    .from(commissions)
    .where(and(eq(commissions.sessionId, facts.sessionId), eq(commissions.role, facts.role)))) as [{ position: number }];
  const code = newCommissionCode();
  const [row] = await db
    .insert(commissions)
    .values({
      conferenceId,
      sessionId: facts.sessionId,
      role: facts.role,
      code,
      status: 'candidate',
      position,
      roleName: facts.roleName || null,
      roleNameEn: facts.roleNameEn || null,
      note: facts.note || null,
      noteEn: facts.noteEn || null,
      person: { name1: facts.familyName, name2: facts.givenName, affiliationName: input.affiliation?.trim() ?? '' },
      email: facts.email,
      userId: user?.id ?? null,
      sentAt: new Date(),
    })
    .returning({ id: commissions.id });
  try {
    await mailer.send('invitation', facts.email, await requestValues(db, conferenceId, publicUrl, { ...facts, code }, false));
  } catch (error) {
    await db.delete(commissions).where(eq(commissions.id, row!.id));
    throw error;
  }
  await audit(db, {
    conferenceId,
    action: 'invitationSend',
    actor,
    detail: { invitationId: row!.id, sessionId: facts.sessionId, role: facts.role, email: facts.email },
  });
  return row!.id;
}

async function openInvitation(db: Database, conferenceId: string, id: number) {
  const [row] = await db
    .select()
    .from(commissions)
    .where(and(eq(commissions.id, id), eq(commissions.conferenceId, conferenceId)));
  if (!row) throw new ApiError(404, 'notFound');
  if (row.status !== 'candidate') throw new ApiError(409, 'invitationClosed');
  return row;
}

/** Sends the request mail again, marked as a reminder, to an invitation still waiting for its answer. */
export async function remindInvitation(
  db: Database,
  mailer: Mailer,
  options: { conferenceId: string; publicUrl: string; actor: AuditEntry['actor'] },
  id: number,
) {
  const row = await openInvitation(db, options.conferenceId, id);
  if (!row.email) throw new ApiError(409, 'invitationWithoutEmail');
  const person = row.person as Person;
  await mailer.send(
    'invitation',
    row.email,
    await requestValues(
      db,
      options.conferenceId,
      options.publicUrl,
      {
        sessionId: row.sessionId,
        role: row.role as InvitationRole,
        email: row.email,
        familyName: person.name1,
        givenName: person.name2 ?? '',
        roleName: row.roleName ?? '',
        roleNameEn: row.roleNameEn ?? '',
        note: row.note ?? '',
        noteEn: row.noteEn ?? '',
        code: row.code,
      },
      true,
    ),
  );
  await db
    .update(commissions)
    .set({ remindedAt: new Date(), reminders: sql`${commissions.reminders} + 1` })
    .where(eq(commissions.id, id));
  await audit(db, { conferenceId: options.conferenceId, action: 'invitationRemind', actor: options.actor, detail: { invitationId: id, email: row.email } });
}

/** Withdraws an invitation still waiting for its answer: its page answers "not found" from now on. */
export async function withdrawInvitation(db: Database, options: { conferenceId: string; actor: AuditEntry['actor'] }, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(commissions)
      .set({ status: 'withdrawn', updatedAt: new Date() })
      .where(and(eq(commissions.id, id), eq(commissions.conferenceId, options.conferenceId), eq(commissions.status, 'candidate')))
      .returning({ email: commissions.email });
    if (!row) {
      const [exists] = await tx
        .select({ id: commissions.id })
        .from(commissions)
        .where(and(eq(commissions.id, id), eq(commissions.conferenceId, options.conferenceId)));
      throw new ApiError(exists ? 409 : 404, exists ? 'invitationClosed' : 'notFound');
    }
    await audit(tx, { conferenceId: options.conferenceId, action: 'invitationWithdraw', actor: options.actor, detail: { invitationId: id, email: row.email } });
  });
}
