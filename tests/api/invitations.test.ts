import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { buildTestApp, csrf, logInAs } from './helper';
import { seedDemoAccounts } from '../../server/seed';
import { auditLog, mails } from '../../server/db/schema';
import type { Invitation, InvitationSession } from '../../schemas/invitations';

/** Chairperson and presenter invitations from the console (issue 67): preview, send, remind, withdraw, and the answer seen. */
let app: FastifyInstance;
let headers: Record<string, string>;
let manager = '';
let member = '';

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1e6, mailRateLimit: 1e6, answerRateLimit: 1e6 });
  await seedDemoAccounts(app.db, 'demo', 'test');
  headers = await csrf(app);
  manager = `${headers.cookie}; ${await logInAs(app, headers, 'manager@example.com', 'Manager-2026!')}`;
  member = `${headers.cookie}; ${await logInAs(app, headers, 'member@example.com', 'Member-2026!')}`;
});
afterAll(() => app.close());

const call = (method: 'POST' | 'PATCH', url: string, payload?: object, cookie = manager) =>
  app.inject({ method, url, headers: { ...headers, cookie }, ...(payload === undefined ? {} : { payload }) });
const listed = async (sessionId?: number) =>
  (await app.inject({ url: `/web_api/mng/invitations${sessionId ? `?sessionId=${sessionId}` : ''}`, headers: { cookie: manager } })).json<{
    sessions: InvitationSession[];
    invitations: Invitation[];
  }>();
const lastMailTo = async (to: string) => {
  await app.mailQueue.settled();
  return (await app.db.select().from(mails).where(eq(mails.to, to)).orderBy(desc(mails.id)).limit(1))[0];
};
const codeOf = (link: string) => /\/(organizer|presenter)_commissions\/([^/]+)\/invitation$/.exec(link)!;

let session: InvitationSession;
const invite = (change: Record<string, unknown> = {}) => ({
  sessionId: session.id,
  role: 'organizer',
  email: 'Chair.Person@Example.org',
  familyName: '招待',
  givenName: '花子',
  affiliation: '東都大学',
  roleName: '座長',
  roleNameEn: 'Chairperson',
  note: '開始15分前にお越しください。',
  noteEn: 'Please come 15 minutes before the start.',
  ...change,
});

describe('invitations from the console', () => {
  it('are for managers only, and name what is wrong with a request', async () => {
    expect((await app.inject({ url: '/web_api/mng/invitations' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/web_api/mng/invitations', headers: { cookie: member } })).statusCode).toBe(403);
    const { sessions } = await listed();
    expect(sessions.length).toBeGreaterThan(3);
    session = sessions.find((candidate) => candidate.nameEn && candidate.startAt)!;
    expect((await call('POST', '/web_api/mng/invitations', invite(), member)).statusCode).toBe(403);
    const badEmail = await call('POST', '/web_api/mng/invitations', invite({ email: 'not an address' }));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().messageEn).toMatch(/email/);
    expect((await call('POST', '/web_api/mng/invitations', invite({ familyName: '   ' }))).statusCode).toBe(400);
    expect((await call('POST', '/web_api/mng/invitations', invite({ role: 'reviewer' }))).statusCode).toBe(400);
    const noSession = await call('POST', '/web_api/mng/invitations', invite({ sessionId: 999_999 }));
    expect(noSession.statusCode).toBe(422);
    expect(noSession.json().errors).toEqual([
      expect.objectContaining({ field: 'sessionId', message: 'セッションが見つかりません', messageEn: 'There is no such session' }),
    ]);
  });

  it('preview the request mail in both languages without sending it or keeping anything', async () => {
    const before = (await listed()).invitations.length;
    const response = await call('POST', '/web_api/mng/invitations/preview', invite());
    expect(response.statusCode).toBe(200);
    const preview = response.json<{ to: string; subject: string; text: string }>();
    expect(preview.to).toBe('chair.person@example.org');
    expect(preview.subject).toBe('【第12回 計算科学シンポジウム】座長のご依頼 / [12th Symposium on Computational Science] Invitation to be a Chairperson');
    expect(preview.text).toContain('招待 花子 様');
    expect(preview.text).toContain('Dear 花子 招待,');
    expect(preview.text).toContain(`セッション「${session.name}」`);
    expect(preview.text).toContain('開始15分前にお越しください。');
    expect(preview.text).toContain(`of the session "${session.nameEn}"`);
    expect(preview.text).toContain('Please come 15 minutes before the start.');
    expect(preview.text).toMatch(/\/organizer_commissions\/x{22}\/invitation/);
    expect((await listed()).invitations).toHaveLength(before);
    expect(await lastMailTo('chair.person@example.org')).toBeUndefined();
  });

  it('send the mail with a random code; the person opens the answer page from it, declines, and the console shows the answer', async () => {
    const sent = await call('POST', '/web_api/mng/invitations', invite());
    expect(sent.statusCode).toBe(201);
    const { invitations } = await listed(session.id);
    const invitation = invitations.find((candidate) => candidate.id === sent.json().id)!;
    expect(invitation).toMatchObject({
      role: 'organizer',
      status: 'candidate',
      email: 'chair.person@example.org',
      familyName: '招待',
      givenName: '花子',
      affiliation: '東都大学',
      reminders: 0,
      answeredAt: null,
    });
    expect(invitation.sentAt).not.toBeNull();
    const [, role, code] = codeOf(invitation.link!);
    expect(role).toBe('organizer');
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const mail = (await lastMailTo('chair.person@example.org'))!;
    expect(mail.text).toContain(invitation.link);
    expect(mail.subject).toContain('座長のご依頼');

    const page = await app.inject({ url: `/web_api/organizer_commissions/${code}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().organizerCommission).toMatchObject({ code, note: '開始15分前にお越しください。', programSession: { nameEn: session.nameEn } });

    const answered = await call(
      'PATCH',
      `/web_api/organizer_commissions/${code}/answer`,
      { kind: 'rejected', committer_note: '都合がつきません' },
      headers.cookie!,
    );
    expect(answered.statusCode).toBe(200);
    const after = (await listed(session.id)).invitations.find((candidate) => candidate.id === invitation.id)!;
    expect(after).toMatchObject({ status: 'rejected', link: null });
    expect(after.answeredAt).not.toBeNull();
    // An answered invitation is neither reminded nor withdrawn.
    const remind = await call('POST', `/web_api/mng/invitations/${invitation.id}/remind`);
    expect(remind.statusCode).toBe(409);
    expect(remind.json().messageEn).toBe('This invitation has already been answered or withdrawn');
    expect((await call('POST', `/web_api/mng/invitations/${invitation.id}/withdraw`)).statusCode).toBe(409);
  });

  it('remind by sending the mail again, marked, and withdraw so that the link no longer opens', async () => {
    const sent = await call('POST', '/web_api/mng/invitations', invite({ role: 'presenter', email: 'speaker@example.org', roleName: '', roleNameEn: '' }));
    const id = sent.json<{ id: number }>().id;
    expect((await call('POST', `/web_api/mng/invitations/${id}/remind`)).statusCode).toBe(200);
    const reminded = (await listed()).invitations.find((candidate) => candidate.id === id)!;
    expect(reminded.reminders).toBe(1);
    expect(reminded.remindedAt).not.toBeNull();
    const mail = (await lastMailTo('speaker@example.org'))!;
    expect(mail.subject).toMatch(
      /^【再送】【第12回 計算科学シンポジウム】講演者のご依頼 \/ Reminder: \[12th Symposium on Computational Science\] Invitation to be a presenter$/,
    );
    expect(mail.text).toContain('まだご回答をいただいておりません');
    expect(mail.text).toContain(reminded.link);

    const [, , code] = codeOf(reminded.link!);
    expect((await call('POST', `/web_api/mng/invitations/${id}/withdraw`)).statusCode).toBe(200);
    expect((await app.inject({ url: `/web_api/presenter_commissions/${code}` })).statusCode).toBe(404);
    expect((await listed()).invitations.find((candidate) => candidate.id === id)).toMatchObject({ status: 'withdrawn', link: null });
    expect((await call('POST', `/web_api/mng/invitations/${id}/withdraw`)).statusCode).toBe(409);
    expect((await call('POST', '/web_api/mng/invitations/999999/withdraw')).statusCode).toBe(404);
  });

  it('log each send, reminder and withdrawal with who did it', async () => {
    const entries = await app.db
      .select({ action: auditLog.action, actorEmail: auditLog.actorEmail })
      .from(auditLog)
      .where(and(eq(auditLog.conferenceId, 'demo')))
      .orderBy(auditLog.id);
    const actions = entries.filter((entry) => entry.action.startsWith('invitation'));
    expect(actions.map((entry) => entry.action)).toEqual(['invitationSend', 'invitationSend', 'invitationRemind', 'invitationWithdraw']);
    expect(new Set(actions.map((entry) => entry.actorEmail))).toEqual(new Set(['manager@example.com']));
  });
});
