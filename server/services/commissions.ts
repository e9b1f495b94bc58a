import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { isWithinPeriod } from '../../engine/commission/dates';
import { redactPerson, visibilityFor, type PersonEntry, type Visibility } from '../../engine/commission/visibility';
import type { AnswerKind } from '../../engine/commission/answer';
import type { ProgramCompositionPreference, SessionKind, ViewerRole, ViewerStatus } from '../../schemas/commissions';
import { ApiError } from '../core/errors';
import type { Database } from '../db/openDatabase';
import { commissions, loginEmails, programCompositionPreferences, programSessions, requestLetterFiles, users } from '../db/schema';
import type { ReceivedFile } from './uploads';
import { hashToken, isTokenShaped, newToken, SIGNUP_TOKEN_TTL_MS } from './tokens';

type CommissionRow = typeof commissions.$inferSelect;
type SessionRow = typeof programSessions.$inferSelect;

export async function loadPreference(db: Database, conferenceId: string): Promise<ProgramCompositionPreference> {
  const [row] = await db.select().from(programCompositionPreferences).where(eq(programCompositionPreferences.conferenceId, conferenceId));
  return (row?.value ?? {}) as ProgramCompositionPreference;
}

export const isAnswerPeriod = (preference: ProgramCompositionPreference, now = new Date()) =>
  isWithinPeriod(now, preference.commissionStartAt, preference.commissionEndAt);

/** An invitation still waiting for its answer; answered ones and unknown codes are both "not found". */
async function findOpenCommission(db: Database, conferenceId: string, role: ViewerRole, code: string): Promise<CommissionRow | undefined> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(code)) return undefined;
  const [row] = await db
    .select()
    .from(commissions)
    .where(and(eq(commissions.conferenceId, conferenceId), eq(commissions.role, role), eq(commissions.code, code), eq(commissions.status, 'candidate')));
  return row;
}

interface PersonSource {
  id: number;
  person: unknown;
  presentationApplication: unknown;
  presentationMinutes: number | null;
  qaMinutes: number | null;
}

function personEntry(row: PersonSource): PersonEntry {
  const person = row.person as { name1: string; name2: string; name3?: string; affiliationName?: string; cvImage?: string; cvText?: string };
  const application = row.presentationApplication as PersonEntry['presentationApplication'] | null;
  return {
    id: row.id,
    name1: person.name1,
    name2: person.name2,
    name3: person.name3 ?? null,
    affiliationName: person.affiliationName ?? null,
    cvImage: person.cvImage ?? null,
    cvText: person.cvText ?? null,
    presentationMinutes: row.presentationMinutes,
    qaMinutes: row.qaMinutes,
    presentationApplication: application
      ? { name: application.name, nameEn: application.nameEn ?? null, abstract: application.abstract ?? null, abstractEn: application.abstractEn ?? null }
      : null,
  };
}

/** The session as §3 describes it, with its people as this viewer may see them. */
async function sessionView(db: Database, session: SessionRow, own: CommissionRow, preference: ProgramCompositionPreference, visibility: Visibility) {
  const people = await db
    .select()
    .from(commissions)
    .where(and(eq(commissions.sessionId, session.id), inArray(commissions.status, ['candidate', 'accepted'])))
    .orderBy(commissions.position, commissions.id);
  const list = (role: ViewerRole, status: 'accepted' | 'candidate') =>
    visibility.names
      ? people.filter((row) => row.role === role && row.status === status && row.id !== own.id).map((row) => redactPerson(personEntry(row), visibility))
      : [];
  const details = session.details as Record<string, unknown>;
  return {
    id: session.id,
    kind: session.kind,
    name: session.name,
    startAt: session.startAt?.toISOString() ?? null,
    endAt: session.endAt?.toISOString() ?? null,
    ...details,
    // The organizer remark is for chairs, and only where the preference asks for it.
    organizerRemark: preference.isRequireOrganizerRemark ? (details.organizerRemark ?? null) : null,
    organizerRemarkEn: preference.isRequireOrganizerRemark ? (details.organizerRemarkEn ?? null) : null,
    acceptedOrganizerCommissions: list('organizer', 'accepted'),
    acceptedPresenterCommissions: list('presenter', 'accepted'),
    candidateOrganizerCommissions: list('organizer', 'candidate'),
    candidatePresenterCommissions: list('presenter', 'candidate'),
    visibility,
  };
}

/**
 * GET /web_api/{organizer,presenter}_commissions/:code. The viewer is "registered" when signed
 * in, a "candidate" otherwise; what the visibility table hides is never sent.
 */
export async function commissionView(db: Database, conferenceId: string, role: ViewerRole, code: string, signedIn: boolean) {
  const row = await findOpenCommission(db, conferenceId, role, code);
  if (!row) throw new ApiError(404, 'commissionNotFound');
  const [session] = await db.select().from(programSessions).where(eq(programSessions.id, row.sessionId));
  const preference = await loadPreference(db, conferenceId);
  const status: ViewerStatus = signedIn ? 'registered' : 'candidate';
  const visibility = visibilityFor(preference, role, status, session!.kind as SessionKind);
  const attachments = [...(row.attachments as Array<{ id: number; fileName: string; url: string }>)].sort((a, b) => a.id - b.id);
  const common = {
    code: row.code,
    roleName: row.roleName,
    roleNameEn: row.roleNameEn,
    note: row.note,
    noteEn: row.noteEn,
    updatedAt: row.updatedAt.toISOString(),
    programSession: await sessionView(db, session!, row, preference, visibility),
  };
  if (role === 'organizer') return { organizerCommission: { ...common, organizerCommissionAttachments: attachments } };
  return {
    presenterCommission: {
      ...common,
      startTime: row.startTime,
      endTime: row.endTime,
      presentationMinutes: row.presentationMinutes,
      qaMinutes: row.qaMinutes,
      presenterCommissionAttachments: attachments,
    },
  };
}

/** Refuses what no answer may do: answer outside the period, or answer an unknown code. */
async function answerable(db: Database, conferenceId: string, role: ViewerRole, code: string, now: Date): Promise<CommissionRow> {
  const row = await findOpenCommission(db, conferenceId, role, code);
  if (!row) {
    const [answered] = /^[A-Za-z0-9_-]{1,64}$/.test(code)
      ? await db
          .select({ id: commissions.id })
          .from(commissions)
          .where(and(eq(commissions.role, role), eq(commissions.code, code)))
      : [];
    throw answered ? new ApiError(409, 'alreadyAnswered') : new ApiError(404, 'commissionNotFound');
  }
  if (!isAnswerPeriod(await loadPreference(db, conferenceId), now)) throw new ApiError(403, 'outsideAnswerPeriod');
  return row;
}

const roleFlag = (role: ViewerRole) => (role === 'organizer' ? { isOrganizable: true } : { isPresentable: true });

/**
 * PATCH .../answer. Declining needs no account; accepting needs a signed-in user, who becomes the
 * committer. One conditional update records the answer, so of two answers at once exactly one wins.
 */
export async function answerCommission(
  db: Database,
  conferenceId: string,
  role: ViewerRole,
  code: string,
  answer: { kind: AnswerKind; committerNote: string },
  viewer: { id: number; approvalStatus: string } | undefined,
  now = new Date(),
): Promise<void> {
  const row = await answerable(db, conferenceId, role, code, now);
  if (answer.kind === 'accepted' && viewer === undefined) throw new ApiError(401, 'loginToAccept');
  // An account the secretariat has not approved yet cannot take on a role in the programme.
  if (answer.kind === 'accepted' && viewer!.approvalStatus !== 'approved') throw new ApiError(403, 'approvalRequired');
  const userId = viewer?.id;
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(commissions)
      .set({ status: answer.kind, committerNote: answer.committerNote || null, answeredAt: now, userId: answer.kind === 'accepted' ? userId : null })
      .where(and(eq(commissions.id, row.id), eq(commissions.status, 'candidate'), isNull(commissions.answeredAt)))
      .returning({ id: commissions.id });
    if (!updated) throw new ApiError(409, 'alreadyAnswered');
    if (answer.kind === 'accepted') await tx.update(users).set(roleFlag(role)).where(eq(users.id, userId!));
  });
}

/**
 * PATCH .../answer_with_register: records the acceptance and issues a commission registration
 * link for the address. The caller mails the link; if the mail fails, `revokeAnswerWithRegister`
 * puts everything back.
 */
export async function answerWithRegister(
  db: Database,
  conferenceId: string,
  role: ViewerRole,
  code: string,
  answer: { email: string; committerNote: string },
  now = new Date(),
): Promise<{ token: string; commissionId: number; loginEmailId: number }> {
  const row = await answerable(db, conferenceId, role, code, now);
  const email = answer.email.trim();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (existing) throw new ApiError(409, 'emailAlreadyUsed');
  const token = newToken();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(commissions)
      .set({ status: 'accepted', committerNote: answer.committerNote || null, answeredAt: now, answerEmail: email })
      .where(and(eq(commissions.id, row.id), eq(commissions.status, 'candidate'), isNull(commissions.answeredAt)))
      .returning({ id: commissions.id });
    if (!updated) throw new ApiError(409, 'alreadyAnswered');
    const [link] = await tx
      .insert(loginEmails)
      .values({ tokenHash: hashToken(token), email, commissionId: row.id, expiresAt: new Date(now.getTime() + SIGNUP_TOKEN_TTL_MS) })
      .returning({ id: loginEmails.id });
    return { token, commissionId: row.id, loginEmailId: link!.id };
  });
}

/** The mail could not go out: the answer and its link are undone, as if never sent. */
export async function revokeAnswerWithRegister(db: Database, issued: { commissionId: number; loginEmailId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(loginEmails).where(eq(loginEmails.id, issued.loginEmailId));
    await tx
      .update(commissions)
      .set({ status: 'candidate', committerNote: null, answeredAt: null, answerEmail: null })
      .where(eq(commissions.id, issued.commissionId));
  });
}

export type CommissionTokenState =
  { ok: false } | { ok: true; id: number; email: string; kind: 'organizer' | 'other'; isDummy: boolean; commissionId: number; role: ViewerRole };

/** GET /web_api/commission_login_emails/:token. Sign-up links that are not for a commission do not count. */
export async function lookUpCommissionToken(db: Database, token: string, now = new Date()): Promise<CommissionTokenState> {
  if (!isTokenShaped(token)) return { ok: false };
  const [row] = await db
    .select({ link: loginEmails, role: commissions.role })
    .from(loginEmails)
    .innerJoin(commissions, eq(commissions.id, loginEmails.commissionId))
    .where(and(eq(loginEmails.tokenHash, hashToken(token)), isNull(loginEmails.usedAt), gt(loginEmails.expiresAt, now)));
  if (!row) return { ok: false };
  const role = row.role as ViewerRole;
  return {
    ok: true,
    id: row.link.id,
    email: row.link.email,
    kind: role === 'organizer' ? 'organizer' : 'other',
    isDummy: row.link.isDummy,
    commissionId: row.link.commissionId!,
    role,
  };
}

/** Stores a checked request letter format; the code is what the form sends back at registration. */
export async function storeRequestLetter(db: Database, file: ReceivedFile, fileName: string) {
  const code = randomUUID();
  const [row] = await db
    .insert(requestLetterFiles)
    .values({ code, fileName, contentType: file.contentType, byteSize: file.data.length, sha256: file.sha256, data: file.data })
    .returning({ code: requestLetterFiles.code, fileName: requestLetterFiles.fileName });
  return { code: row!.code, fileName: row!.fileName, url: `/web_api/request_letter_formats/${row!.code}` };
}

export async function findRequestLetter(db: Database, code: string) {
  if (!/^[0-9a-f-]{36}$/.test(code)) return undefined;
  const [row] = await db.select().from(requestLetterFiles).where(eq(requestLetterFiles.code, code));
  return row;
}

/** Invitations still waiting for an answer, for the demo links `npm start` prints. */
export async function openInvitations(db: Database, conferenceId: string) {
  return db
    .select({ role: commissions.role, code: commissions.code, session: programSessions.name })
    .from(commissions)
    .innerJoin(programSessions, eq(programSessions.id, commissions.sessionId))
    .where(and(eq(commissions.conferenceId, conferenceId), eq(commissions.status, 'candidate')))
    .orderBy(commissions.sessionId, commissions.role, commissions.position);
}
