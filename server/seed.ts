import { eq, sql } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import type { Database, Transaction } from './db/openDatabase';
import {
  memberKinds,
  affiliations,
  commissions,
  companies,
  notings,
  programCompositionPreferences,
  programSessions,
  conferences,
  customQuestionSets,
  externalMembers,
  loginEmails,
  operationSettings,
  submissionSettings,
  judgingSettings,
  users,
} from './db/schema';
import { normalizeMemberCode } from '../engine/registration/collation';
import { operationSettingsSchemas } from '../engine/operationSettings';
import type { OperationSettingsKind } from '../schemas/operationSettings';
import { loadConferenceFixture, type ConferenceFixture } from './fixtures/loadFixtures';
import { hashToken, newToken, SIGNUP_TOKEN_TTL_MS } from './services/tokens';
import { hashPassword, type PasswordHashCost } from './services/passwords';
import { sanitizedQuestions, sanitizeRichText } from './services/sanitize';
import { writeKeywords } from './services/keywordWrites';
import { seedProgram } from './services/programSeed';
import { applyAssignments } from './services/evaluations';
import { memberListImported } from './services/imports/members';
import { memberKindsEdited } from './services/payment/memberKinds';

export interface SeedReport {
  conference: 'created' | 'updated' | 'unchanged';
  questions: 'new version' | 'unchanged';
  keywords: number;
  members: number;
  companies: number;
  commissions: number;
  presentations: number;
}

/**
 * Writes a conference fixture into the database. Safe to run again after staff edit a fixture:
 * settings and keywords are updated in place, a changed question set becomes a new version, and
 * registrations are never touched (keywords someone chose are kept even if removed from the file).
 */
export async function seedConference(db: Database, fixture: ConferenceFixture): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(conferences).where(eq(conferences.id, fixture.id));
    let conference: SeedReport['conference'] = 'unchanged';
    if (!existing) {
      await tx.insert(conferences).values({ id: fixture.id, settings: fixture.settings });
      conference = 'created';
    } else if (!isDeepStrictEqual(existing.settings, fixture.settings)) {
      await tx
        .update(conferences)
        .set({ settings: fixture.settings, version: existing.version + 1, updatedAt: new Date() })
        .where(eq(conferences.id, fixture.id));
      conference = 'updated';
    }

    const [latest] = await tx
      .select()
      .from(customQuestionSets)
      .where(eq(customQuestionSets.conferenceId, fixture.id))
      .orderBy(sql`${customQuestionSets.version} desc`)
      .limit(1);
    let questions: SeedReport['questions'] = 'unchanged';
    const items = sanitizedQuestions(fixture.customQuestions.items);
    if (!latest || !isDeepStrictEqual(latest.items, items)) {
      await tx.insert(customQuestionSets).values({ conferenceId: fixture.id, version: (latest?.version ?? 0) + 1, items });
      questions = 'new version';
    }

    const keywordIds = await writeKeywords(tx, fixture.id, fixture.keywords.categories);

    // Member records mirror the file until a manager imports the society's list in the console
    // (issue 67); from then on the imported list stands.
    const members = fixture.externalMembers.members.map((member) => ({
      ...member,
      conferenceId: fixture.id,
      memberCode: normalizeMemberCode(member.memberCode),
    }));
    if (!(await memberListImported(tx, fixture.id))) {
      await tx.delete(externalMembers).where(eq(externalMembers.conferenceId, fixture.id));
      for (let i = 0; i < members.length; i += 1000) await tx.insert(externalMembers).values(members.slice(i, i + 1000));
    }
    // Member kinds likewise mirror the file until managers save them on the same page.
    if (!(await memberKindsEdited(tx, fixture.id))) {
      await tx.delete(memberKinds).where(eq(memberKinds.conferenceId, fixture.id));
      const kinds = (fixture.externalMembers.kinds ?? []).map((kind, position) => ({
        conferenceId: fixture.id,
        id: kind.id,
        value: kind.value,
        name: kind.name,
        nameEn: kind.nameEn ?? null,
        position,
        planIds: [...kind.planIds],
      }));
      if (kinds.length > 0) await tx.insert(memberKinds).values(kinds);
    }

    // Companies mirror the file too.
    await tx.delete(companies).where(eq(companies.conferenceId, fixture.id));
    const companyRows = [
      ...fixture.companies.relatedCompanies.map((company, position) => ({ ...company, kind: 'related', position })),
      ...fixture.companies.supportingCompanies.map((company, position) => ({ ...company, kind: 'supporting', position })),
    ].map((row) => ({ ...row, conferenceId: fixture.id, url: row.url ?? null, note: row.note ?? null }));
    if (companyRows.length > 0) await tx.insert(companies).values(companyRows);

    // Operation settings are only a starting point: managers change them later, a re-seed keeps theirs.
    for (const kind of Object.keys(operationSettingsSchemas) as OperationSettingsKind[]) {
      const value = fixture.operationSettings[kind] ?? {};
      await tx.insert(operationSettings).values({ conferenceId: fixture.id, kind, value }).onConflictDoNothing();
    }
    // Submission settings follow the file: staff change them there.
    await tx
      .insert(submissionSettings)
      .values({ conferenceId: fixture.id, value: fixture.submission })
      .onConflictDoUpdate({ target: submissionSettings.conferenceId, set: { value: fixture.submission, updatedAt: new Date() } });
    // Judging follows the file; what a manager adjusted is kept beside it.
    await tx
      .insert(judgingSettings)
      .values({ conferenceId: fixture.id, value: fixture.judging })
      .onConflictDoUpdate({ target: judgingSettings.conferenceId, set: { value: fixture.judging, updatedAt: new Date() } });
    const commissionCount = await seedCommissions(tx, fixture);
    const presentationCount = await seedProgram(tx, fixture.id, fixture.program);
    await applyAssignments(tx, fixture.id);
    // Notings from the file are a starting point: a manager's edit on the page is kept.
    const notingRows = fixture.notings.notings.map((noting) => ({
      conferenceId: fixture.id,
      key: noting.key,
      ja: sanitizeRichText(noting.ja),
      en: sanitizeRichText(noting.en),
    }));
    if (notingRows.length > 0) await tx.insert(notings).values(notingRows).onConflictDoNothing();
    return {
      conference,
      questions,
      keywords: keywordIds.length,
      members: members.length,
      companies: companyRows.length,
      commissions: commissionCount,
      presentations: presentationCount,
    };
  });
}

/**
 * Sessions and commissions follow the file, but answers are the invitees': a re-seed updates what
 * the secretariat wrote (names, times, notes, attachments) and never an answer or its status.
 */
async function seedCommissions(tx: Transaction, fixture: ConferenceFixture): Promise<number> {
  const { preference, sessions } = fixture.commissions;
  await tx
    .insert(programCompositionPreferences)
    .values({ conferenceId: fixture.id, value: preference })
    .onConflictDoUpdate({ target: programCompositionPreferences.conferenceId, set: { value: preference, updatedAt: new Date() } });
  let count = 0;
  for (const { commissions: invitations, id, kind, name, startAt, endAt, ...details } of sessions) {
    const session = { id, conferenceId: fixture.id, kind, name, startAt: startAt ? new Date(startAt) : null, endAt: endAt ? new Date(endAt) : null, details };
    await tx.insert(programSessions).values(session).onConflictDoUpdate({ target: programSessions.id, set: session });
    for (const invitation of invitations) {
      const written = {
        conferenceId: fixture.id,
        sessionId: id,
        role: invitation.role,
        position: invitation.position ?? 0,
        roleName: invitation.roleName ?? null,
        roleNameEn: invitation.roleNameEn ?? null,
        note: invitation.note ?? null,
        noteEn: invitation.noteEn ?? null,
        startTime: invitation.startTime ?? null,
        endTime: invitation.endTime ?? null,
        presentationMinutes: invitation.presentationMinutes ?? null,
        qaMinutes: invitation.qaMinutes ?? null,
        person: invitation.person,
        presentationApplication: invitation.presentationApplication ?? null,
        attachments: invitation.attachments ?? [],
        updatedAt: invitation.updatedAt ? new Date(invitation.updatedAt) : new Date(),
      };
      await tx
        .insert(commissions)
        .values({ ...written, code: invitation.code, status: invitation.status })
        .onConflictDoUpdate({ target: commissions.code, set: written });
      count += 1;
    }
  }
  return count;
}

export async function seedFromFixtures(db: Database, fixturesDir: string, conferenceId: string): Promise<SeedReport> {
  return seedConference(db, await loadConferenceFixture(fixturesDir, conferenceId));
}

/** Fixed demo tokens: stable links to print and to try. */
export const DEMO_DUMMY_TOKEN = 'demo-dummy-signup-link';
export const DEMO_EXPIRED_TOKEN = 'demo-expired-signup-link';

export interface DemoLinks {
  valid: string;
  dummy: string;
  expired: string;
}

/** Demo mode: a dummy and an expired link that always exist, and a fresh valid link per start. */
export async function seedDemoTokens(db: Database, now = new Date()): Promise<DemoLinks> {
  const fixed = [
    { token: DEMO_DUMMY_TOKEN, email: 'dummy@example.com', isDummy: true, expiresAt: new Date('2999-12-31T00:00:00Z') },
    { token: DEMO_EXPIRED_TOKEN, email: 'late@example.com', isDummy: false, expiresAt: new Date(now.getTime() - 60_000) },
  ];
  for (const { token, ...row } of fixed) {
    await db
      .insert(loginEmails)
      .values({ tokenHash: hashToken(token), ...row })
      .onConflictDoNothing();
  }
  const valid = newToken();
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  await db.insert(loginEmails).values({
    tokenHash: hashToken(valid),
    email: `attendee+${stamp}@example.com`,
    expiresAt: new Date(now.getTime() + SIGNUP_TOKEN_TTL_MS),
  });
  return { valid, dummy: DEMO_DUMMY_TOKEN, expired: DEMO_EXPIRED_TOKEN };
}

export interface DemoAccount {
  email: string;
  password: string;
  role: 'attendee' | 'manager' | 'admin';
  /** Approved accounts see the program; the first attendee waits for approval, as new ones do. */
  approved: boolean;
  /** The evaluator, reviewer or sponsor role (users.is_evaluatable, is_reviewable, is_sponsor). */
  flag?: 'evaluator' | 'reviewer' | 'sponsor';
}

/** Demo accounts printed by `npm start`. The passwords meet every policy level. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'attendee@example.com', password: 'Attendee-2026!', role: 'attendee', approved: false },
  { email: 'member@example.com', password: 'Member-2026!', role: 'attendee', approved: true },
  { email: 'manager@example.com', password: 'Manager-2026!', role: 'manager', approved: true },
  { email: 'admin@example.com', password: 'Admin-2026!', role: 'admin', approved: true },
  { email: 'evaluator@example.com', password: 'Evaluator-2026!', role: 'attendee', approved: true, flag: 'evaluator' },
  { email: 'reviewer@example.com', password: 'Reviewer-2026!', role: 'attendee', approved: true, flag: 'reviewer' },
  { email: 'sponsor@example.com', password: 'Sponsor-2026!', role: 'attendee', approved: true, flag: 'sponsor' },
];

const demoNames: Record<string, { sei: string; mei: string; seiKanji: string; meiKanji: string }> = {
  attendee: { sei: 'Sanka', mei: 'Hanako', seiKanji: '参加', meiKanji: '花子' },
  member: { sei: 'Kaiin', mei: 'Jiro', seiKanji: '会員', meiKanji: '次郎' },
  manager: { sei: 'Kanri', mei: 'Taro', seiKanji: '管理', meiKanji: '太郎' },
  admin: { sei: 'Kanrisha', mei: 'Goro', seiKanji: '管理者', meiKanji: '五郎' },
  evaluator: { sei: 'Hyoka', mei: 'Saburo', seiKanji: '評価', meiKanji: '三郎' },
  reviewer: { sei: 'Sadoku', mei: 'Shiro', seiKanji: '査読', meiKanji: '四郎' },
  sponsor: { sei: 'Kyosan', mei: 'Rokuro', seiKanji: '協賛', meiKanji: '六郎' },
};

/** Creates the demo accounts when missing; existing ones (and their passwords) are left as they are. */
export async function seedDemoAccounts(db: Database, conferenceId: string, cost: PasswordHashCost): Promise<readonly DemoAccount[]> {
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${account.email}`);
    if (existing) continue;
    const names = demoNames[account.email.split('@')[0]!]!;
    const [user] = await db
      .insert(users)
      .values({
        conferenceId,
        email: account.email,
        passwordHash: await hashPassword(account.password, cost),
        role: account.role,
        approvalStatus: account.approved ? 'approved' : 'unapproved',
        approvedAt: account.approved ? new Date() : null,
        nameSei: names.sei,
        nameMei: names.mei,
        nameSeiKanji: names.seiKanji,
        nameMeiKanji: names.meiKanji,
        nameEn1: names.mei,
        nameEn3: names.sei,
        isEvaluatable: account.flag === 'evaluator',
        isReviewable: account.flag === 'reviewer',
        isSponsor: account.flag === 'sponsor',
        isTermAgreed: true,
        isPolicyAgreed: true,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (user) await db.insert(affiliations).values({ userId: user.id, name: 'Kaigi Demo University', kind: 'others' });
  }
  await applyAssignments(db, conferenceId);
  return DEMO_ACCOUNTS;
}
