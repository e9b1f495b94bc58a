import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, csrf, logInAs, multipart, postGraphql } from './helper';
import { seedDemoAccounts } from '../../server/seed';
import { clientReports, evaluations, inquiries, presentationApplications, presentations, sponsorExhibitions, users } from '../../server/db/schema';
import { pdfOf } from '../support/files';
import type { AuditAction } from '../../engine/auditActions';

/**
 * Every privileged change is in the audit log (issue 62, finding 9). Each GraphQL mutation and
 * each state-changing route is named below, either as a change a manager or admin makes for
 * someone else or for the whole conference (run here, then looked for in the log) or as one a
 * person makes for themselves, with the reason. A new mutation or route fails the first test
 * until it is placed.
 */

type Who = 'attendee' | 'member' | 'manager' | 'admin' | 'evaluator' | 'reviewer';
const password = (who: Who) => `${who[0]!.toUpperCase()}${who.slice(1)}-2026!`;

let app: FastifyInstance;
let headers: Record<string, string>;
const cookies = {} as Record<Who, string>;
const ids = {} as Record<Who, number>;
const routes: string[] = [];
/** What one step made, for the steps after it. */
const made: Record<string, number> = {};

const cookieOf = (who: Who) => `${headers.cookie}; ${cookies[who]}`;
async function call(who: Who, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const response = await app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}), cookie: cookieOf(who) },
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json<Record<string, any>>();
}
async function gql(who: Who, query: string, variables?: object) {
  const answer = await postGraphql(app, headers, cookieOf(who), query, variables);
  expect(answer.errors, query).toBeUndefined();
  return answer.data!;
}

interface Privileged {
  who: Who;
  action: AuditAction;
  run: () => Promise<unknown>;
}

const programSession = {
  code: 'AUDIT1',
  name: '監査セッション',
  nameEn: '',
  description: '監査の確認',
  descriptionEn: '',
  presentationKind: 'oral',
  seriesId: 1,
  roomId: 1,
  startAt: '2027-03-12T06:00:00.000Z',
  endAt: '2027-03-12T07:00:00.000Z',
};
const programEvent = {
  name: '監査総会',
  nameEn: '',
  description: '',
  descriptionEn: '',
  startAt: '2027-03-12T09:00:00.000Z',
  endAt: '2027-03-12T10:00:00.000Z',
  roomId: null,
  place: '',
  placeEn: '',
};
const seminar = {
  titleJa: 'ランチョンセミナー',
  titleEn: '',
  hostJa: '計算科学株式会社',
  hostEn: '',
  descriptionJa: '',
  descriptionEn: '',
  slots: [{ startsAt: '2030-03-10T03:00:00Z', endsAt: '2030-03-10T04:00:00Z', room: 'Room C', capacity: 30 }],
};

/** The privileged changes, in an order where each finds what it needs. */
const privileged: Record<string, Privileged> = {
  'POST /web_api/mng/users/:id/approve': {
    who: 'manager',
    action: 'usersApprove',
    run: () => call('manager', 'POST', `/web_api/mng/users/${ids.attendee}/approve`),
  },
  approveUsers: { who: 'manager', action: 'usersApprove', run: () => gql('manager', `mutation { approveUsers(ids: [${ids.attendee}]) }`) },
  setUserRole: {
    who: 'manager',
    action: 'roleGrant',
    run: () => gql('manager', `mutation { setUserRole(id: ${ids.attendee}, role: presenter, granted: true) { id } }`),
  },
  changeUserEmail: {
    who: 'manager',
    action: 'emailChange',
    run: () =>
      gql('manager', `mutation { changeUserEmail(id: ${ids.attendee}, email: "attendee2@example.com", emailConfirmation: "attendee2@example.com") { id } }`),
  },
  setUserLocked: { who: 'manager', action: 'userLock', run: () => gql('manager', `mutation { setUserLocked(id: ${ids.attendee}, locked: true) { id } }`) },
  createDummyUsers: { who: 'admin', action: 'dummyUsersCreate', run: () => gql('admin', 'mutation { createDummyUsers(count: 2) { email } }') },
  removeDummyUsers: { who: 'admin', action: 'dummyUsersRemove', run: () => gql('admin', 'mutation { removeDummyUsers }') },
  'POST /web_api/mng/impersonation': {
    who: 'manager',
    action: 'impersonationStart',
    run: () => call('manager', 'POST', '/web_api/mng/impersonation', { userId: ids.member }),
  },
  'DELETE /web_api/impersonation': { who: 'manager', action: 'impersonationEnd', run: () => call('manager', 'DELETE', '/web_api/impersonation') },
  'PUT /web_api/mng/settings/:kind': {
    who: 'manager',
    action: 'settingsSave',
    run: async () => {
      const current = (await app.inject({ url: '/web_api/mng/settings/dashboard', headers: { cookie: cookieOf('manager') } })).json<{
        version: number;
        value: object;
      }>();
      return call('manager', 'PUT', '/web_api/mng/settings/dashboard', { baseVersion: current.version, value: current.value });
    },
  },
  'POST /web_api/mng/settings/:kind/rollback': {
    who: 'manager',
    action: 'settingsRollback',
    run: async () => {
      const current = (await app.inject({ url: '/web_api/mng/settings/dashboard', headers: { cookie: cookieOf('manager') } })).json<{ version: number }>();
      return call('manager', 'POST', '/web_api/mng/settings/dashboard/rollback', { baseVersion: current.version, version: 1 });
    },
  },
  updateQualificationSettings: {
    who: 'manager',
    action: 'settingsSave',
    run: () => gql('manager', 'mutation { updateQualificationSettings(input: { isQualificationClosed: false }) { isQualificationClosed } }'),
  },
  updateReviewSettings: { who: 'manager', action: 'settingsSave', run: () => gql('manager', 'mutation { updateReviewSettings(input: {}) { __typename } }') },
  updateDashboardSettings: {
    who: 'manager',
    action: 'settingsSave',
    run: () => gql('manager', 'mutation { updateDashboardSettings(dashboardSettings: {}) { __typename } }'),
  },
  updateJudgingSettings: {
    who: 'manager',
    action: 'judgingSettingsSave',
    run: () => gql('manager', 'mutation { updateJudgingSettings(input: { maxVotes: 4 }) { maxVotes } }'),
  },
  setJudgeRole: {
    who: 'manager',
    action: 'roleGrant',
    run: () => gql('manager', 'mutation { setJudgeRole(email: "member@example.com", role: evaluator, granted: true) { id } }'),
  },
  assignEvaluation: {
    who: 'manager',
    action: 'evaluationAssign',
    run: async () => {
      const [presentation] = await app.db.select({ code: presentations.code }).from(presentations).where(eq(presentations.conferenceId, 'demo')).limit(1);
      return gql('manager', `mutation { assignEvaluation(userId: ${ids.member}, presentationCode: "${presentation!.code}", assigned: true) { id } }`);
    },
  },
  reopenEvaluation: {
    who: 'manager',
    action: 'evaluationReopen',
    run: async () => {
      const [presentation] = await app.db.select({ id: presentations.id }).from(presentations).where(eq(presentations.conferenceId, 'demo')).limit(1);
      const [evaluation] = await app.db
        .insert(evaluations)
        .values({ userId: ids.evaluator, presentationId: presentation!.id, status: 'confirmed', confirmedAt: new Date() })
        .onConflictDoUpdate({ target: [evaluations.userId, evaluations.presentationId], set: { status: 'confirmed' } })
        .returning();
      return gql('manager', `mutation { reopenEvaluation(id: ${evaluation!.id}) { id } }`);
    },
  },
  giveAward: {
    who: 'manager',
    action: 'awardGive',
    run: async () => {
      const [presentation] = await app.db.select({ id: presentations.id }).from(presentations).where(eq(presentations.conferenceId, 'demo')).limit(1);
      const awards = (
        await gql('manager', `mutation { giveAward(presentationId: ${presentation!.id}, name: "最優秀発表賞", nameEn: "Best presentation") { id } }`)
      ).giveAward as { id: number }[];
      made.award = awards.at(-1)!.id;
    },
  },
  removeAward: { who: 'manager', action: 'awardRemove', run: () => gql('manager', `mutation { removeAward(id: ${made.award}) { id } }`) },
  'PUT /web_api/presentation_applications/:id': {
    who: 'manager',
    action: 'applicationSaveForPresenter',
    run: async () => {
      const [row] = await app.db
        .insert(presentationApplications)
        .values({ conferenceId: 'demo', userId: ids.member, kind: 'oral', status: 'presenter_temp', data: { title: '代理保存' } })
        .returning();
      made.application = row!.id;
      return call('manager', 'PUT', `/web_api/presentation_applications/${row!.id}`, {
        action: 'draft',
        version: row!.version,
        data: { title: '代理保存（修正）' },
      });
    },
  },
  'POST /web_api/presentation_applications/files': {
    who: 'manager',
    action: 'applicationFileForPresenter',
    run: async () => {
      const { payload, contentType } = await multipart([['file', { name: 'abstract.pdf', bytes: pdfOf() }]]);
      const response = await app.inject({
        method: 'POST',
        url: `/web_api/presentation_applications/files?field=abstractPdf&kind=oral&applicationId=${made.application}`,
        payload,
        headers: { ...headers, cookie: cookieOf('manager'), 'content-type': contentType },
      });
      expect(response.statusCode, response.body).toBe(201);
    },
  },
  requestReview: {
    who: 'manager',
    action: 'reviewRequest',
    run: async () => {
      await app.db.update(presentationApplications).set({ status: 'presenter_submit' }).where(eq(presentationApplications.id, made.application!));
      const data = await gql('manager', `mutation { requestReview(applicationId: ${made.application}, reviewerId: ${ids.reviewer}) { requests { id } } }`);
      made.reviewRequest = (data.requestReview as { requests: { id: number }[] }).requests[0]!.id;
    },
  },
  withdrawReviewRequest: {
    who: 'manager',
    action: 'reviewWithdraw',
    run: () => gql('manager', `mutation { withdrawReviewRequest(id: ${made.reviewRequest}) { __typename } }`),
  },
  decidePeerReview: {
    who: 'manager',
    action: 'peerReviewDecide',
    run: () => gql('manager', `mutation { decidePeerReview(applicationId: ${made.application}, status: confirmed) { __typename } }`),
  },
  setPresentationApplicationFinal: {
    who: 'manager',
    action: 'applicationFinal',
    run: () => gql('manager', `mutation { setPresentationApplicationFinal(id: ${made.application}, isFinal: true) { id } }`),
  },
  acceptPresentationApplication: {
    who: 'manager',
    action: 'applicationAccept',
    run: async () => {
      await app.db.update(presentationApplications).set({ isFinal: false }).where(eq(presentationApplications.id, made.application!));
      return gql('manager', `mutation { acceptPresentationApplication(id: ${made.application}) { id } }`);
    },
  },
  'POST /web_api/mng/announcements': {
    who: 'manager',
    action: 'announcementCreate',
    run: async () => {
      made.announcement = (await call('manager', 'POST', '/web_api/mng/announcements', { titleJa: 'お知らせ', bodyJa: '<p>本文</p>' })).announcement.id;
    },
  },
  'PUT /web_api/mng/announcements/:id': {
    who: 'manager',
    action: 'announcementUpdate',
    run: () => call('manager', 'PUT', `/web_api/mng/announcements/${made.announcement}`, { titleJa: 'お知らせ（改）', bodyJa: '<p>本文</p>' }),
  },
  'PUT /web_api/mng/announcements/:id/published': {
    who: 'manager',
    action: 'announcementPublish',
    run: () => call('manager', 'PUT', `/web_api/mng/announcements/${made.announcement}/published`, { published: true }),
  },
  'DELETE /web_api/mng/announcements/:id': {
    who: 'manager',
    action: 'announcementDelete',
    run: () => call('manager', 'DELETE', `/web_api/mng/announcements/${made.announcement}`),
  },
  'PUT /web_api/mng/inquiries/:id/read': {
    who: 'manager',
    action: 'inquiryRead',
    run: async () => {
      const [row] = await app.db.insert(inquiries).values({ conferenceId: 'demo', userId: ids.member, subject: '質問', body: '本文' }).returning();
      made.inquiry = row!.id;
      return call('manager', 'PUT', `/web_api/mng/inquiries/${row!.id}/read`, { read: true });
    },
  },
  'POST /web_api/mng/inquiries/:id/replies': {
    who: 'manager',
    action: 'inquiryReply',
    run: () => call('manager', 'POST', `/web_api/mng/inquiries/${made.inquiry}/replies`, { body: '回答です' }),
  },
  'POST /web_api/mng/notings': {
    who: 'manager',
    action: 'notingCreate',
    run: async () => {
      made.noting = (await call('manager', 'POST', '/web_api/mng/notings', { key: 'audit_trail_note', ja: '注記', en: 'Note' })).noting.id;
    },
  },
  'PATCH /web_api/mng/notings/:id': {
    who: 'manager',
    action: 'notingUpdate',
    run: () => call('manager', 'PATCH', `/web_api/mng/notings/${made.noting}`, { ja: '注記（改）', en: 'Note (revised)' }),
  },
  'POST /web_api/mng/orders/:id/confirm_transfer': {
    who: 'manager',
    action: 'transferConfirm',
    run: async () => {
      const { payload, contentType } = await multipart([
        ['planId', '1'],
        ['method', 'bankTransfer'],
        ['transferPayerKana', 'ﾒﾝﾊﾞｰ'],
      ]);
      const placed = await app.inject({
        method: 'POST',
        url: '/web_api/participation/orders',
        payload,
        headers: { ...headers, 'content-type': contentType, cookie: cookieOf('member') },
      });
      made.order = placed.json<{ order: { id: number } }>().order.id;
      return call('manager', 'POST', `/web_api/mng/orders/${made.order}/confirm_transfer`);
    },
  },
  'POST /web_api/mng/orders/:id/refund': {
    who: 'manager',
    action: 'orderRefund',
    run: () => call('manager', 'POST', `/web_api/mng/orders/${made.order}/refund`),
  },
  'POST /web_api/mng/comments/:id/hide': {
    who: 'manager',
    action: 'commentHide',
    run: async () => {
      const [presentation] = await app.db.select({ id: presentations.id }).from(presentations).where(eq(presentations.conferenceId, 'demo')).limit(1);
      const posted = await call('member', 'POST', `/web_api/presentations/${presentation!.id}/comments`, { body: 'A comment to hide' });
      return call('manager', 'POST', `/web_api/mng/comments/${posted.comment.id}/hide`, { reason: 'Off topic' });
    },
  },
  'PUT /web_api/presentations/:id/video': {
    who: 'manager',
    action: 'videoPut',
    run: async () => {
      const [presentation] = await app.db.select({ id: presentations.id }).from(presentations).where(eq(presentations.conferenceId, 'demo')).limit(1);
      made.video = presentation!.id;
      const { payload, contentType } = await multipart([['video', { name: 'talk.mp4', type: 'video/mp4', bytes: readFileSync('devkit/media/sample-6s.mp4') }]]);
      return app.inject({
        method: 'PUT',
        url: `/web_api/presentations/${made.video}/video`,
        payload,
        headers: { ...headers, 'content-type': contentType, cookie: cookieOf('manager') },
      });
    },
  },
  'PUT /web_api/presentations/:id/video/vimeo': {
    who: 'manager',
    action: 'videoPut',
    run: () => call('manager', 'PUT', `/web_api/presentations/${made.video}/video/vimeo`, { vimeoVideoId: '76979871' }),
  },
  'DELETE /web_api/presentations/:id/video': {
    who: 'manager',
    action: 'videoRemove',
    run: () => call('manager', 'DELETE', `/web_api/presentations/${made.video}/video`),
  },
  'PUT /web_api/mng/presentations/:id/room': {
    who: 'manager',
    action: 'roomSet',
    run: () => call('manager', 'PUT', `/web_api/mng/presentations/${made.video}/room`, { meetingUrl: 'https://meet.example.org/room' }),
  },
  'DELETE /web_api/mng/presentations/:id/room': {
    who: 'manager',
    action: 'roomRemove',
    run: () => call('manager', 'DELETE', `/web_api/mng/presentations/${made.video}/room`),
  },
  'PUT /web_api/mng/manual': {
    who: 'manager',
    action: 'manualSave',
    run: () => call('manager', 'PUT', '/web_api/mng/manual', { bodyJa: '<p>会場への行き方</p>', bodyEn: '', version: 0 }),
  },
  // A writer removing their own post is their own change; a manager removing someone else's is logged.
  'DELETE /web_api/board/threads/:id': {
    who: 'manager',
    action: 'boardRemove',
    run: async () => {
      const thread = await call('member', 'POST', '/web_api/board/threads', { title: 'Lost umbrella', body: 'A black one, in room A.' });
      return call('manager', 'DELETE', `/web_api/board/threads/${thread.id}`);
    },
  },
  'DELETE /web_api/board/replies/:id': {
    who: 'manager',
    action: 'boardRemove',
    run: async () => {
      const thread = await call('member', 'POST', '/web_api/board/threads', { title: 'Dinner tonight', body: 'Anyone?' });
      const reply = await call('member', 'POST', `/web_api/board/threads/${thread.id}/replies`, { body: 'Me too' });
      return call('manager', 'DELETE', `/web_api/board/replies/${reply.id}`);
    },
  },
  'PUT /web_api/mng/sessions/:id/room': {
    who: 'manager',
    action: 'roomSet',
    run: () => call('manager', 'PUT', '/web_api/mng/sessions/1001/room', { meetingUrl: 'https://meet.example.org/session' }),
  },
  'DELETE /web_api/mng/sessions/:id/room': {
    who: 'manager',
    action: 'roomRemove',
    run: () => call('manager', 'DELETE', '/web_api/mng/sessions/1001/room'),
  },
  'POST /web_api/mng/seminars': {
    who: 'manager',
    action: 'seminarSave',
    run: async () => {
      made.seminar = (await call('manager', 'POST', '/web_api/mng/seminars', seminar)).id;
    },
  },
  'PUT /web_api/mng/seminars/:id': {
    who: 'manager',
    action: 'seminarSave',
    run: () => call('manager', 'PUT', `/web_api/mng/seminars/${made.seminar}`, { ...seminar, titleEn: 'Lunch seminar' }),
  },
  'DELETE /web_api/mng/seminar_applications/:id': {
    who: 'manager',
    action: 'seminarApplicationCancel',
    run: async () => {
      const slot = (await app.inject({ url: '/web_api/mng/seminars', headers: { cookie: cookieOf('manager') } })).json().seminars[0].slots[0].id;
      const application = await call('manager', 'POST', `/web_api/seminar_slots/${slot}/applications`, { note: '' });
      return call('manager', 'DELETE', `/web_api/mng/seminar_applications/${application.id}`);
    },
  },
  'DELETE /web_api/mng/seminars/:id': {
    who: 'manager',
    action: 'seminarRemove',
    run: () => call('manager', 'DELETE', `/web_api/mng/seminars/${made.seminar}`),
  },
  'POST /web_api/mng/program/rooms': {
    who: 'manager',
    action: 'programRoomSave',
    run: async () => {
      made.room = (await call('manager', 'POST', '/web_api/mng/program/rooms', { name: '監査会場', nameEn: 'Audit room' })).id;
    },
  },
  'PUT /web_api/mng/program/rooms/:id': {
    who: 'manager',
    action: 'programRoomSave',
    run: () => call('manager', 'PUT', `/web_api/mng/program/rooms/${made.room}`, { name: '監査会場2', nameEn: 'Audit room 2', version: 1 }),
  },
  'PUT /web_api/mng/program/rooms/order': {
    who: 'manager',
    action: 'programOrder',
    run: async () => {
      const { rooms } = (await app.inject({ url: '/web_api/mng/program', headers: { cookie: cookieOf('manager') } })).json<{ rooms: { id: number }[] }>();
      return call('manager', 'PUT', '/web_api/mng/program/rooms/order', { ids: rooms.map((room) => room.id).reverse() });
    },
  },
  'POST /web_api/mng/program/series': {
    who: 'manager',
    action: 'programSeriesSave',
    run: async () => {
      made.series = (await call('manager', 'POST', '/web_api/mng/program/series', { kind: 'oral', name: '監査シリーズ', nameEn: '' })).id;
    },
  },
  'PUT /web_api/mng/program/series/:id': {
    who: 'manager',
    action: 'programSeriesSave',
    run: () => call('manager', 'PUT', `/web_api/mng/program/series/${made.series}`, { kind: 'oral', name: '監査シリーズ2', nameEn: '', version: 1 }),
  },
  'PUT /web_api/mng/program/series/order': {
    who: 'manager',
    action: 'programOrder',
    run: async () => {
      const { series } = (await app.inject({ url: '/web_api/mng/program', headers: { cookie: cookieOf('manager') } })).json<{ series: { id: number }[] }>();
      return call('manager', 'PUT', '/web_api/mng/program/series/order', { ids: series.map((item) => item.id).reverse() });
    },
  },
  'POST /web_api/mng/program/sessions': {
    who: 'manager',
    action: 'programSessionSave',
    run: async () => {
      made.session = (await call('manager', 'POST', '/web_api/mng/program/sessions', programSession)).id;
    },
  },
  'PUT /web_api/mng/program/sessions/:id': {
    who: 'manager',
    action: 'programSessionSave',
    run: () => call('manager', 'PUT', `/web_api/mng/program/sessions/${made.session}`, { ...programSession, name: '監査セッション2', version: 1 }),
  },
  'POST /web_api/mng/program/groups': {
    who: 'manager',
    action: 'programGroupSave',
    run: async () => {
      made.group = (await call('manager', 'POST', '/web_api/mng/program/groups', { name: '監査館', nameEn: 'Audit wing' })).id;
    },
  },
  'PUT /web_api/mng/program/groups/:id': {
    who: 'manager',
    action: 'programGroupSave',
    run: () => call('manager', 'PUT', `/web_api/mng/program/groups/${made.group}`, { name: '監査館2', nameEn: '', version: 1 }),
  },
  'PUT /web_api/mng/program/groups/order': {
    who: 'manager',
    action: 'programOrder',
    run: () => call('manager', 'PUT', '/web_api/mng/program/groups/order', { ids: [made.group] }),
  },
  'DELETE /web_api/mng/program/groups/:id': {
    who: 'manager',
    action: 'programGroupRemove',
    run: () => call('manager', 'DELETE', `/web_api/mng/program/groups/${made.group}`),
  },
  'POST /web_api/mng/program/events': {
    who: 'manager',
    action: 'programEventSave',
    run: async () => {
      made.event = (await call('manager', 'POST', '/web_api/mng/program/events', programEvent)).id;
    },
  },
  'PUT /web_api/mng/program/events/:id': {
    who: 'manager',
    action: 'programEventSave',
    run: () => call('manager', 'PUT', `/web_api/mng/program/events/${made.event}`, { ...programEvent, name: '監査総会2', version: 1 }),
  },
  'DELETE /web_api/mng/program/events/:id': {
    who: 'manager',
    action: 'programEventRemove',
    run: () => call('manager', 'DELETE', `/web_api/mng/program/events/${made.event}`),
  },
  'PUT /web_api/mng/program/presentations/:id/slot': {
    who: 'manager',
    action: 'presentationPlace',
    run: () => call('manager', 'PUT', '/web_api/mng/program/presentations/7/slot', { sessionId: made.session, startAt: null, endAt: null, version: 1 }),
  },
  'PUT /web_api/mng/program/presentations/:id/flags': {
    who: 'manager',
    action: 'presentationFlags',
    run: () => call('manager', 'PUT', '/web_api/mng/program/presentations/8/flags', { isLocked: true, version: 1 }),
  },
  'DELETE /web_api/mng/program/sessions/:id': {
    who: 'manager',
    action: 'programSessionRemove',
    run: async () => {
      await call('manager', 'PUT', '/web_api/mng/program/presentations/7/slot', { sessionId: null, startAt: null, endAt: null, version: 2 });
      return call('manager', 'DELETE', `/web_api/mng/program/sessions/${made.session}`);
    },
  },
  'DELETE /web_api/mng/program/series/:id': {
    who: 'manager',
    action: 'programSeriesRemove',
    run: () => call('manager', 'DELETE', `/web_api/mng/program/series/${made.series}`),
  },
  'DELETE /web_api/mng/program/rooms/:id': {
    who: 'manager',
    action: 'programRoomRemove',
    run: () => call('manager', 'DELETE', `/web_api/mng/program/rooms/${made.room}`),
  },
  'PUT /web_api/mng/sponsor_exhibitions/:id/rally_points': {
    who: 'manager',
    action: 'rallyPointsSet',
    run: async () => {
      const [exhibition] = await app.db
        .insert(sponsorExhibitions)
        .values({ conferenceId: 'demo', userId: ids.member, nameJa: '展示', rallyCode: 'AUDIT00001', isPublished: true })
        .returning({ id: sponsorExhibitions.id });
      return call('manager', 'PUT', `/web_api/mng/sponsor_exhibitions/${exhibition!.id}/rally_points`, { points: 5 });
    },
  },
  'POST /web_api/mng/rally_prizes': {
    who: 'manager',
    action: 'prizeSave',
    run: async () => {
      made.prize = (await call('manager', 'POST', '/web_api/mng/rally_prizes', { nameJa: '景品', nameEn: 'Prize', points: 10, stock: null })).id;
    },
  },
  'PUT /web_api/mng/rally_prizes/:id': {
    who: 'manager',
    action: 'prizeSave',
    run: () => call('manager', 'PUT', `/web_api/mng/rally_prizes/${made.prize}`, { nameJa: '景品', nameEn: 'Prize', points: 20, stock: 5 }),
  },
  'DELETE /web_api/mng/rally_prizes/:id': {
    who: 'manager',
    action: 'prizeRemove',
    run: () => call('manager', 'DELETE', `/web_api/mng/rally_prizes/${made.prize}`),
  },
  'POST /web_api/mng/name_cards': {
    who: 'manager',
    action: 'nameCardsPrint',
    run: () =>
      app.inject({
        method: 'POST',
        url: '/web_api/mng/name_cards',
        payload: {},
        headers: { ...headers, 'content-type': 'application/json', cookie: cookieOf('manager') },
      }),
  },
  'POST /web_api/mng/abstract_books': {
    who: 'manager',
    action: 'abstractBookRequest',
    run: () => call('manager', 'POST', '/web_api/mng/abstract_books', { language: 'en' }),
  },
  'POST /web_api/mng/invitations': {
    who: 'manager',
    action: 'invitationSend',
    run: async () => {
      made.invitation = (
        await call('manager', 'POST', '/web_api/mng/invitations', {
          sessionId: 1001,
          role: 'organizer',
          email: 'audit-invitee@example.org',
          familyName: '監査',
        })
      ).id;
    },
  },
  'POST /web_api/mng/invitations/:id/remind': {
    who: 'manager',
    action: 'invitationRemind',
    run: () => call('manager', 'POST', `/web_api/mng/invitations/${made.invitation}/remind`),
  },
  'POST /web_api/mng/invitations/:id/withdraw': {
    who: 'manager',
    action: 'invitationWithdraw',
    run: () => call('manager', 'POST', `/web_api/mng/invitations/${made.invitation}/withdraw`),
  },
  'PUT /web_api/mng/member_kinds': {
    who: 'manager',
    action: 'memberKindsSave',
    run: () =>
      call('manager', 'PUT', '/web_api/mng/member_kinds', { version: 0, kinds: [{ id: null, value: 'audit', name: '監査会員', nameEn: '', planIds: [] }] }),
  },
  'POST /web_api/mng/member_imports/:id/run': {
    who: 'manager',
    action: 'memberImport',
    run: async () => {
      const csv = new TextEncoder().encode('会員番号,姓,名,所属,学会の会員ID\nAUDIT-1,監査,一郎,東京大学,A1\n');
      const { payload, contentType } = await multipart([['file', { name: 'members.csv', type: 'text/csv', bytes: csv }]]);
      const checked = await app.inject({
        method: 'POST',
        url: '/web_api/mng/member_imports',
        payload,
        headers: { ...headers, cookie: cookieOf('manager'), 'content-type': contentType },
      });
      return call('manager', 'POST', `/web_api/mng/member_imports/${checked.json<{ id: number }>().id}/run`);
    },
  },
  'POST /web_api/mng/user_imports/:id/run': {
    who: 'manager',
    action: 'userImport',
    run: async () => {
      const csv = new TextEncoder().encode(
        'メールアドレス,姓,名,姓（カナ）,名（カナ）,名（英語）,姓（英語）,所属名,所属名（英語）,部署,役職,権限\naudit-import@example.org,監査,一郎,,,,,,,,,\n',
      );
      const { payload, contentType } = await multipart([['file', { name: 'users.csv', type: 'text/csv', bytes: csv }]]);
      const checked = await app.inject({
        method: 'POST',
        url: '/web_api/mng/user_imports',
        payload,
        headers: { ...headers, cookie: cookieOf('manager'), 'content-type': contentType },
      });
      return call('manager', 'POST', `/web_api/mng/user_imports/${checked.json<{ id: number }>().id}/run`);
    },
  },
  'POST /web_api/mng/presentation_imports/:id/run': {
    who: 'manager',
    action: 'presentationImport',
    run: async () => {
      const csv = new TextEncoder().encode(
        "Code,Kind,Session code,Start,End,Title,Title (English),Abstract,Abstract (English),Published,Author's family name,Author's given name,Author's family name (English),Author's given name (English),Author's affiliations,Presenter\nAUDIT-1,Oral,,,,監査の発表,,,,,監査,一郎,,,東京大学,Yes\n",
      );
      const { payload, contentType } = await multipart([['file', { name: 'presentations.csv', type: 'text/csv', bytes: csv }]]);
      const checked = await app.inject({
        method: 'POST',
        url: '/web_api/mng/presentation_imports',
        payload,
        headers: { ...headers, cookie: cookieOf('manager'), 'content-type': contentType },
      });
      return call('manager', 'POST', `/web_api/mng/presentation_imports/${checked.json<{ id: number }>().id}/run`);
    },
  },
  'PUT /web_api/mng/mail_templates/:kind': {
    who: 'manager',
    action: 'mailTemplateSave',
    run: () =>
      call('manager', 'PUT', '/web_api/mng/mail_templates/passwordReset', {
        subject: { ja: '【{{conferenceTitle}}】再設定', en: 'Reset' },
        body: { ja: '{{link}}', en: '{{link}}' },
        version: 0,
      }),
  },
  'POST /web_api/mng/mail_templates/:kind/reset': {
    who: 'manager',
    action: 'mailTemplateReset',
    run: () => call('manager', 'POST', '/web_api/mng/mail_templates/passwordReset/reset', { version: 1 }),
  },
  'POST /web_api/mng/mail_templates/:kind/test': {
    who: 'manager',
    action: 'mailTest',
    run: () =>
      call('manager', 'POST', '/web_api/mng/mail_templates/passwordReset/test', {
        subject: { ja: '件名', en: 'Subject' },
        body: { ja: '{{link}}', en: '{{link}}' },
      }),
  },
  'PUT /web_api/mng/mail_settings': {
    who: 'manager',
    action: 'mailSettingsSave',
    run: () => call('manager', 'PUT', '/web_api/mng/mail_settings', { senderName: '事務局', replyTo: '', version: 0 }),
  },
  'PUT /web_api/mng/client_reports/:id/status': {
    who: 'manager',
    action: 'feedbackReportStatus',
    run: async () => {
      const [report] = await app.db
        .insert(clientReports)
        .values({ conferenceId: 'demo', comments: ['x'], screen: Buffer.from('png'), width: 1, height: 1, location: '/' })
        .returning({ id: clientReports.id });
      return app.inject({
        method: 'PUT',
        url: `/web_api/mng/client_reports/${report!.id}/status`,
        payload: { status: 'wip' },
        headers: { ...headers, 'content-type': 'application/json', cookie: cookieOf('manager') },
      });
    },
  },
  'POST /web_api/mng/transfer_imports/:id/run': {
    who: 'manager',
    action: 'transferImport',
    run: async () => {
      const { payload, contentType } = await multipart([
        ['file', { name: 'statement.csv', type: 'text/csv', bytes: new TextEncoder().encode('date,amount,payer\n2027/02/12,100,ﾀﾞﾚｶ\n') }],
      ]);
      const checked = await app.inject({
        method: 'POST',
        url: '/web_api/mng/transfer_imports',
        payload,
        headers: { ...headers, 'content-type': contentType, cookie: cookieOf('manager') },
      });
      return call('manager', 'POST', `/web_api/mng/transfer_imports/${checked.json<{ id: number }>().id}/run`);
    },
  },
};

/** The calls a person makes for themselves (or anyone makes), which the audit log leaves out. */
const ownChanges: Record<string, string> = {
  addFavourite: "the attendee's own favourites",
  removeFavourite: "the attendee's own favourites",
  vote: "an evaluator's own vote",
  confirmVotes: "an evaluator's own votes",
  answerReviewRequest: "a reviewer's own answer",
  'POST /web_api/presentations/:id/comments': "an attendee's own comment (kept in comments, with its live event)",
  'PATCH /web_api/comments/:id': "an author's own comment changed",
  'DELETE /web_api/comments/:id': "an author's own comment deleted",
  'PUT /web_api/presentations/:id/like': "an attendee's own like",
  'DELETE /web_api/presentations/:id/like': "an attendee's own like taken back",
  'PUT /web_api/presentations/:id/playback': "a viewer's own place in a video",
  'POST /web_api/presentations/:id/room/join': "an attendee's own place in a discussion room",
  'PUT /web_api/participants/me': "an attendee's own choice to be listed",
  'POST /web_api/board/threads': "a participant's own thread",
  'POST /web_api/board/threads/:id/replies': "a participant's own reply",
  'PUT /web_api/board/threads/:id/read': "a participant's own read mark",
  'PUT /web_api/presentations/:id/room/presence': "an attendee's own place kept",
  'DELETE /web_api/presentations/:id/room/presence': "an attendee's own place given back",
  'POST /web_api/sessions/:id/room/join': "an attendee's own place in a session's discussion room",
  'PUT /web_api/sessions/:id/room/presence': "an attendee's own place kept",
  'DELETE /web_api/sessions/:id/room/presence': "an attendee's own place given back",
  updateOralPresentationVideoPlayback: "a viewer's own place in a video",
  'POST /session': 'logging in',
  'DELETE /session': 'logging out (an impersonation it ends is logged by the impersonation)',
  'POST /web_api/users': 'signing up',
  'POST /web_api/users/commission_create': 'signing up through an invitation',
  'POST /web_api/pre_register': 'pre-registration',
  'POST /web_api/password_resets': "asking for one's own password reset",
  'PUT /web_api/password_resets/:token': "setting one's own password",
  'PATCH /web_api/organizer_commissions/:code/answer': "an invitee's own answer",
  'PATCH /web_api/organizer_commissions/:code/answer_with_register': "an invitee's own answer",
  'PATCH /web_api/presenter_commissions/:code/answer': "an invitee's own answer",
  'PATCH /web_api/presenter_commissions/:code/answer_with_register': "an invitee's own answer",
  'POST /web_api/request_letter_formats': "an invitee's own upload",
  'POST /web_api/client_reports': 'a feedback report',
  'POST /web_api/external_members/collate': 'a look-up that changes nothing',
  'POST /web_api/inquiries': "an attendee's own inquiry",
  'PUT /web_api/inquiries/:id/read': "an attendee's own read mark",
  'PUT /web_api/announcements/:id/read': "an attendee's own read mark",
  'POST /web_api/presentation_applications': "a presenter's own application (a manager's save for a presenter is the PUT above)",
  'PUT /web_api/evaluations/:presentationId': "an evaluator's own evaluation",
  'PUT /web_api/reviews/:requestId': "a reviewer's own review",
  'POST /web_api/mng/settings/:kind/impact': 'a preview that changes nothing',
  'POST /web_api/mng/invitations/preview': 'a preview of the request mail that changes nothing and sends nothing',
  'POST /web_api/mng/member_imports': "a member list's check (the dry run): nothing is imported until it is run, which is logged",
  'POST /web_api/mng/mail_templates/:kind/preview': 'a mail shown with sample values: nothing is kept or sent',
  'POST /web_api/mng/user_imports': 'a file of accounts checked (the dry run): nothing is imported until it is run, which is logged',
  'POST /web_api/mng/presentation_imports': 'a file of presentations checked (the dry run): nothing is imported until it is run, which is logged',
  // Payment keeps its own trail: every move of an order's states is a row of order_events, with who made it.
  'POST /web_api/participation/orders': "an attendee's own order",
  'POST /web_api/participation/orders/:id/check': "asking the provider about one's own order",
  'POST /web_api/participation/orders/:id/pay': "opening one's own card page again",
  'POST /web_api/participation/orders/:id/cancel': "an attendee's own unpaid order given up",
  'POST /web_api/participation/orders/:id/documents': "an attendee's own invoice, receipt or certificate (each issue is kept in payment_documents)",
  'POST /web_api/payments/stripe_webhook': "the payment provider's signed callback (kept in payment_callbacks)",
  'POST /web_api/mng/transfer_imports': 'a check of a statement that confirms nothing (its run is logged)',
  'POST /web_api/mng/entrance/passes': 'a scan at the door, kept with the staff member who made it in its own record (venue_passes), thousands a day',
  'POST /web_api/seminar_slots/:id/applications': "a participant's own seminar application",
  'PUT /web_api/sponsor/exhibition': "a sponsor's own exhibition",
  'POST /web_api/sponsor/exhibition/files': "a sponsor's own exhibition image or file",
  'DELETE /web_api/sponsor/exhibition/files/:id': "a sponsor's own exhibition image or file",
  'POST /web_api/sponsor/banners': "a sponsor's own banner",
  'PUT /web_api/sponsor/banners/:id': "a sponsor's own banner",
  'DELETE /web_api/sponsor/banners/:id': "a sponsor's own banner",
  'POST /web_api/sponsor_exhibitions/:id/visits': "a participant's own visit, counted for the sponsor's insight",
  'POST /web_api/point_rally/scans': "a participant's own scan",
  'POST /web_api/point_rally/prizes/:id/claims': "a participant's own prize claim",
};

beforeAll(async () => {
  app = await buildTestApp(
    { conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1e6, uploadRateLimit: 1e6, videoHost: { host: 'sandbox', sandboxPort: 0 } },
    {
      onRoute: (route) => {
        for (const method of [route.method].flat())
          if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && route.url !== '/graphql') routes.push(`${method} ${route.url}`);
      },
    },
  );
  await seedDemoAccounts(app.db, 'demo', 'test');
  headers = await csrf(app);
  for (const who of ['attendee', 'member', 'manager', 'admin', 'evaluator', 'reviewer'] as const) {
    cookies[who] = await logInAs(app, headers, `${who}@example.com`, password(who));
    ids[who] = (
      await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.conferenceId, 'demo'), eq(users.email, `${who}@example.com`)))
    )[0]!.id;
  }
}, 60_000);
afterAll(() => app.close());

describe('the audit trail', () => {
  it("places every mutation and every state-changing route: privileged (logged) or a change of one's own", () => {
    const mutations = Object.keys((app.graphql.schema.getMutationType()?.getFields() ?? {}) as object);
    const everything = [...new Set([...mutations, ...routes])].sort();
    const placed = new Set([...Object.keys(privileged), ...Object.keys(ownChanges)]);
    expect(everything.filter((name) => !placed.has(name))).toEqual([]);
    expect([...placed].filter((name) => !everything.includes(name))).toEqual([]);
    expect(Object.keys(privileged).filter((name) => name in ownChanges)).toEqual([]);
  });

  it.each(Object.entries(privileged))('%s is logged with who did it', async (_name, step) => {
    const before = (await app.inject({ url: '/web_api/mng/audit_log?per=1', headers: { cookie: cookieOf('admin') } })).json<{ total: number }>().total;
    await step.run();
    const log = (await app.inject({ url: '/web_api/mng/audit_log?per=5', headers: { cookie: cookieOf('admin') } })).json<{
      total: number;
      entries: { action: string; actorEmail: string }[];
    }>();
    expect(log.total).toBeGreaterThan(before);
    expect(log.entries.map((entry) => `${entry.action} by ${entry.actorEmail}`)).toContain(`${step.action} by ${step.who}@example.com`);
  });
});
