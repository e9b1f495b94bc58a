/**
 * npm run bench:lighthouse — Lighthouse (its default mobile preset: simulated slow 4G and 4x CPU)
 * against the built app on the real server, demo conference, with the system Chromium: every route
 * of engine/routes.ts, signed in as the demo account that uses it (`visits` below; a new route does
 * not compile until it has its row). Prints
 * the performance, accessibility, best-practices and SEO scores with FCP, LCP, TBT and CLS per
 * route, and every failed accessibility or SEO audit. The reference, in the same run, is an empty
 * page (one heading) served from the same machine: the floor of these figures here.
 * Options: --no-build to use .bench/dist as is; --routes /,/mng to choose routes (by prefix); --runs N (1);
 * --save DIR to keep each run's full Lighthouse report (JSON) there, to read where a page's time goes.
 * With more than one run, a second table gives each page's medians over the runs that scored, as
 * one run moves by ±8 points on a shared machine.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import { asc, eq } from 'drizzle-orm';
import { clientRoutes, type RouteName } from '../../engine/routes';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/core/config';
import { createPgliteTemplate } from '../../server/db/openDatabase';
import {
  boardThreads,
  commissions,
  evaluationAssignments,
  presentationApplications,
  presentations,
  reviewRequests,
  sponsorExhibitions,
  users,
} from '../../server/db/schema';
import { seedDemoAccounts } from '../../server/seed';
import { seedDemoVenue } from '../../server/demoVenue';
import { issueSignupLink } from '../../server/services/accounts';
import { createThread } from '../../server/services/board';
import { answerRequest, requestReview } from '../../server/services/reviews';
import { applicationData } from './abstractApplication';
import { percentile } from './http';

const { values: args } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, routes: { type: 'string' }, runs: { type: 'string', default: '1' }, save: { type: 'string' } },
});
const distDir = path.resolve('.bench/dist');
if (!args['no-build']) {
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', distDir], { stdio: 'inherit' });
}
const chromePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => candidate && existsSync(candidate));
if (!chromePath) throw new Error("bench:lighthouse needs Chromium: install Debian's chromium or set CHROMIUM_PATH");

const config = {
  ...readConfig({ FIXTURES_DIR: path.resolve('fixtures') }),
  conference: 'demo',
  dataDir: 'memory://',
  databaseUrl: undefined,
  distDir,
  logLevel: 'warn',
};
const app = await buildApp(config, { pgliteTemplate: await createPgliteTemplate(), logger: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const token = await issueSignupLink(app.db, 'bench@example.com');

const empty = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><meta name="description" content="Empty page"><title>Empty</title></head><body><h1>Empty page</h1></body></html>',
  );
});
await new Promise<void>((resolve) => empty.listen(0, '127.0.0.1', resolve));
const emptyUrl = `http://127.0.0.1:${(empty.address() as { port: number }).port}/`;

await seedDemoAccounts(app.db, 'demo', 'test');
await seedDemoVenue(app.db, 'demo');

/**
 * The rows a member makes while using the site, which a fresh demo lacks: a message-board thread,
 * a submitted abstract of 30 authors, and a peer review of it that the reviewer has taken on.
 */
const account = async (email: string) => (await app.db.select().from(users).where(eq(users.email, email)))[0]!;
const [member, reviewer] = [await account('member@example.com'), await account('reviewer@example.com')];
await createThread(app.db, 'demo', { userId: member.id, isManager: false }, { title: '懇親会の相席', body: '懇親会で同じ分野の方と相席できればと思います。' });
const [submitted] = await app.db
  .insert(presentationApplications)
  .values({ conferenceId: 'demo', userId: member.id, kind: 'oral', status: 'presenter_submit', data: applicationData(false) })
  .returning({ id: presentationApplications.id });
const request = await requestReview(app.db, 'demo', submitted!.id, reviewer.id);
await answerRequest(app.db, 'demo', reviewer, request.id, true);

/** Who opens a page: a visitor, or a demo account (server/seed.ts) signed in. */
type Role = 'visitor' | 'member' | 'manager' | 'evaluator' | 'reviewer' | 'sponsor';
const passwords: Record<Exclude<Role, 'visitor'>, string> = {
  member: 'Member-2026!',
  manager: 'Manager-2026!',
  evaluator: 'Evaluator-2026!',
  reviewer: 'Reviewer-2026!',
  sponsor: 'Sponsor-2026!',
};

/** The first row's id of a demo table, for a route's `:id`; undefined when the demo has none. */
const first = async <T>(rows: Promise<T[]>) => (await rows)[0];
const [presentation, thread, application, exhibition, organizerCommission, presenterCommission] = await Promise.all([
  first(app.db.select({ id: presentations.id }).from(presentations).where(eq(presentations.conferenceId, 'demo')).orderBy(asc(presentations.id)).limit(1)),
  first(app.db.select({ id: boardThreads.id }).from(boardThreads).orderBy(asc(boardThreads.id)).limit(1)),
  first(app.db.select({ id: presentationApplications.id }).from(presentationApplications).orderBy(asc(presentationApplications.id)).limit(1)),
  first(app.db.select({ id: sponsorExhibitions.id }).from(sponsorExhibitions).orderBy(asc(sponsorExhibitions.id)).limit(1)),
  first(app.db.select({ code: commissions.code }).from(commissions).where(eq(commissions.role, 'organizer')).limit(1)),
  first(app.db.select({ code: commissions.code }).from(commissions).where(eq(commissions.role, 'presenter')).limit(1)),
]);
const [evaluator] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'evaluator@example.com'));
const [assignment, review] = await Promise.all([
  first(
    app.db.select({ id: evaluationAssignments.presentationId }).from(evaluationAssignments).where(eq(evaluationAssignments.userId, evaluator!.id)).limit(1),
  ),
  first(app.db.select({ id: reviewRequests.id }).from(reviewRequests).limit(1)),
]);

/**
 * Each route as its user opens it. A route that needs a row the demo does not have says so and is
 * left out of the run (printed), rather than measured as an error page.
 */
const visits: Record<RouteName, { as: Role; path: string | undefined }> = {
  home: { as: 'member', path: '/' },
  signup: { as: 'visitor', path: `/signup/${token}` },
  preRegister: { as: 'visitor', path: '/pre_register/new' },
  forgotPassword: { as: 'visitor', path: '/forgot_password' },
  passwordResetEdit: { as: 'visitor', path: undefined },
  passwordResetExpired: { as: 'visitor', path: '/password_resets/expired-link' },
  qualification: { as: 'member', path: '/qualification' },
  mngUsers: { as: 'manager', path: '/mng/users' },
  termsJa: { as: 'visitor', path: '/term' },
  termsEn: { as: 'visitor', path: '/term_en' },
  privacyJa: { as: 'visitor', path: '/privacy_policy' },
  privacyEn: { as: 'visitor', path: '/privacy_policy/en' },
  globalPrivacyJa: { as: 'visitor', path: '/privacy_policy/global' },
  globalPrivacyEn: { as: 'visitor', path: '/privacy_policy/global/en' },
  kinkosPrivacy: { as: 'visitor', path: '/privacy_policy/kinkos' },
  relatedCompanies: { as: 'visitor', path: '/related_companies' },
  supportingCompanies: { as: 'visitor', path: '/supporting_companies' },
  organizerInvitation: { as: 'visitor', path: organizerCommission && `/organizer_commissions/${organizerCommission.code}/invitation` },
  presenterInvitation: { as: 'visitor', path: presenterCommission && `/presenter_commissions/${presenterCommission.code}/invitation` },
  committerSignup: { as: 'visitor', path: undefined },
  timetable: { as: 'member', path: '/timetable' },
  posters: { as: 'member', path: '/posters' },
  presentation: { as: 'member', path: presentation && `/presentations/${presentation.id}` },
  search: { as: 'member', path: `/search?q=${encodeURIComponent('津波')}` },
  mySchedule: { as: 'member', path: '/my_schedule' },
  participants: { as: 'member', path: '/participants' },
  myPage: { as: 'member', path: '/mypage' },
  manual: { as: 'member', path: '/manual' },
  avCheck: { as: 'member', path: '/audio_test' },
  lunchSeminars: { as: 'member', path: '/lunch_seminars' },
  messageBoard: { as: 'member', path: '/message_board' },
  messageBoardThread: { as: 'member', path: thread && `/message_board/${thread.id}` },
  submissions: { as: 'member', path: '/submissions' },
  submissionNew: { as: 'member', path: '/submissions/new/oral' },
  submission: { as: 'member', path: `/submissions/${submitted!.id}` },
  mngApplications: { as: 'manager', path: '/mng/presentation_applications' },
  evaluations: { as: 'evaluator', path: '/evaluations' },
  evaluation: { as: 'evaluator', path: assignment && `/evaluations/${assignment.id}` },
  myEvaluations: { as: 'evaluator', path: '/my_evaluations' },
  awards: { as: 'member', path: '/awards' },
  reviews: { as: 'reviewer', path: '/reviews' },
  review: { as: 'reviewer', path: review && `/reviews/${review.id}` },
  mngEvaluations: { as: 'manager', path: '/mng/evaluations' },
  mngJudges: { as: 'manager', path: '/mng/judges' },
  mngApplicationReviews: { as: 'manager', path: application && `/mng/presentation_applications/${application.id}/reviews` },
  mngUserList: { as: 'manager', path: '/mng/user_list' },
  inquiries: { as: 'member', path: '/inquiries' },
  mngAnnouncements: { as: 'manager', path: '/mng/announcements' },
  mngInquiries: { as: 'manager', path: '/mng/inquiries' },
  mngAuditLog: { as: 'manager', path: '/mng/audit_log' },
  mngSettingsHome: { as: 'manager', path: '/mng/settings' },
  mngSettings: { as: 'manager', path: '/mng/settings/registration' },
  mngPayments: { as: 'manager', path: '/mng/payments' },
  mngSeminars: { as: 'manager', path: '/mng/seminars' },
  mngProgram: { as: 'manager', path: '/mng/program' },
  mngFeedbackReports: { as: 'manager', path: '/mng/client_reports' },
  mngDownloads: { as: 'manager', path: '/mng/downloads' },
  mngAbstractBook: { as: 'manager', path: '/mng/abstract_book' },
  mngInvitations: { as: 'manager', path: '/mng/invitations' },
  mngMembers: { as: 'manager', path: '/mng/members' },
  mngImports: { as: 'manager', path: '/mng/imports' },
  mngMailTemplates: { as: 'manager', path: '/mng/mail_templates' },
  sponsors: { as: 'member', path: '/sponsors' },
  sponsorExhibition: { as: 'member', path: exhibition && `/sponsors/${exhibition.id}` },
  sponsorConsole: { as: 'sponsor', path: '/sponsor' },
  pointRally: { as: 'member', path: '/point_rally' },
  mngPointRally: { as: 'manager', path: '/mng/point_rally' },
  mngEntrance: { as: 'manager', path: '/mng/entrance' },
};

/** Signs in through the server's own log-in call and hands back the browser's cookies. */
async function cookiesOf(role: Role): Promise<string | undefined> {
  if (role === 'visitor') return undefined;
  const cookiesIn = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const csrf = await fetch(`${url}/web_api/csrf_token`);
  const csrfCookies = cookiesIn(csrf);
  const { token: csrfToken } = (await csrf.json()) as { token: string };
  const form = new FormData();
  form.set('email', `${role}@example.com`);
  form.set('password', passwords[role]);
  const login = await fetch(`${url}/session`, {
    method: 'POST',
    body: form,
    headers: { cookie: csrfCookies.join('; '), 'x-csrf-token': csrfToken, 'x-requested-with': 'XMLHttpRequest' },
  });
  if (!login.ok) throw new Error(`${role} could not sign in: ${login.status} ${await login.text()}`);
  return [...csrfCookies, ...cookiesIn(login)].join('; ');
}
const cookies = new Map<Role, string | undefined>();
for (const role of ['visitor', 'member', 'manager', 'evaluator', 'reviewer', 'sponsor'] as const) cookies.set(role, await cookiesOf(role));

const chosen = args.routes ? args.routes.split(',') : undefined;
const picked = (path: string) => !chosen || chosen.some((prefix) => path === prefix || (prefix !== '/' && path.startsWith(prefix)));
const left: string[] = [];
const routes: { name: string; path: string; as: Role }[] = [];
for (const [name, visit] of Object.entries(visits) as [RouteName, (typeof visits)[RouteName]][]) {
  if (!visit.path) left.push(`${clientRoutes[name]} (no demo row, or a link only a mail carries)`);
  else if (picked(visit.path)) routes.push({ name: visit.path.replace(token, '{token}'), path: visit.path, as: visit.as });
}

// One Chromium whose own cookie jar holds the role's session, so every request the page makes
// carries it as a person's browser would (Lighthouse's extra headers reached some fetches without it).
const debuggingPort = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const profile = mkdtempSync(path.join(tmpdir(), 'kaigi-lighthouse-'));
const chrome = await chromium.launchPersistentContext(profile, {
  executablePath: chromePath,
  headless: true,
  args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu'],
});
const signInAs = async (role: Role) => {
  await chrome.clearCookies();
  const cookie = cookies.get(role);
  if (!cookie) return;
  await chrome.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name!, value: value.join('='), url };
    }),
  );
};
const score = (value: number | null | undefined) => (value === null || value === undefined ? '–' : String(Math.round(value * 100)));
const ms = (value: number | undefined) => (value === undefined ? '–' : `${(value / 1000).toFixed(1)} s`);

console.log('\n| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|---|---|');
const problems: string[] = [];
const scored = new Map<string, { performance: number; fcp: number; lcp: number; tbt: number }[]>();
const targets = [
  { name: 'empty page (reference)', target: emptyUrl, as: 'visitor' as Role },
  ...routes.map((route) => ({ name: `${route.name} (${route.as})`, target: `${url}${route.path}`, as: route.as })),
];
for (const { name, target, as } of targets) {
  await signInAs(as);
  for (let run = 0; run < Number(args.runs); run++) {
    const result = await lighthouse(target, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result!.lhr;
    if (args.save) {
      mkdirSync(args.save, { recursive: true });
      writeFileSync(path.join(args.save, `${name.replace(/[^\w.-]+/g, '_')}.${run + 1}.json`), JSON.stringify(lhr));
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue;
    const performance = lhr.categories.performance?.score;
    if (typeof performance === 'number') {
      const runs = scored.get(name) ?? [];
      runs.push({
        performance: Math.round(performance * 100),
        fcp: audit('first-contentful-paint') ?? NaN,
        lcp: audit('largest-contentful-paint') ?? NaN,
        tbt: audit('total-blocking-time') ?? NaN,
      });
      scored.set(name, runs);
    }
    // A run without a performance score says why: Lighthouse's own error, or the metric audits'.
    if (lhr.runtimeError) problems.push(`${name}: run failed · ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']) {
      const failed = lhr.audits[id];
      if (failed?.errorMessage) problems.push(`${name}: ${id} · ${failed.errorMessage}`);
    }
    console.log(
      `| ${name} | ${score(lhr.categories.performance?.score)} | ${score(lhr.categories.accessibility?.score)} | ${score(lhr.categories['best-practices']?.score)} | ${score(lhr.categories.seo?.score)} | ${ms(audit('first-contentful-paint'))} | ${ms(audit('largest-contentful-paint'))} | ${Math.round(audit('total-blocking-time') ?? 0)} ms | ${(audit('cumulative-layout-shift') ?? 0).toFixed(3)} |`,
    );
    for (const category of ['accessibility', 'seo', 'best-practices'] as const) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const failed = lhr.audits[ref.id];
        if (ref.weight > 0 && failed && failed.score !== null && failed.score < 1) problems.push(`${name}: ${category} · ${failed.id}: ${failed.title}`);
      }
    }
  }
}
if (Number(args.runs) > 1) {
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  console.log('\n| page | runs that scored | median performance (range) | median FCP | median LCP | median TBT |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, runs] of scored) {
    const performances = runs.map((run) => run.performance);
    console.log(
      `| ${name} | ${runs.length} of ${args.runs} | ${median(performances)} (${Math.min(...performances)}–${Math.max(...performances)}) | ${ms(median(runs.map((run) => run.fcp)))} | ${ms(median(runs.map((run) => run.lcp)))} | ${Math.round(median(runs.map((run) => run.tbt)))} ms |`,
    );
  }
}
await chrome.close();
rmSync(profile, { recursive: true, force: true });
empty.close();
await app.close();
if (left.length > 0) console.log(`\nNot measured:\n${left.map((route) => `  ${route}`).join('\n')}`);
if (problems.length > 0) console.log(`\nFailed audits:\n${[...new Set(problems)].map((problem) => `  ${problem}`).join('\n')}`);
