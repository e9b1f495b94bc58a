/**
 * npm run bench:lighthouse — Lighthouse (its default mobile preset: simulated slow 4G and 4x CPU)
 * against the built app on the real server, demo conference, with the system Chromium. Prints
 * the performance, accessibility, best-practices and SEO scores with FCP, LCP, TBT and CLS per
 * route, and every failed accessibility or SEO audit. The reference, in the same run, is an empty
 * page (one heading) served from the same machine: the floor of these figures here.
 * Options: --no-build to use .bench/dist as is; --routes /,/term to choose routes; --runs N (1).
 * With more than one run, a second table gives each page's medians over the runs that scored, as
 * one run moves by ±8 points on a shared machine.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/core/config';
import { createPgliteTemplate } from '../../server/db/openDatabase';
import { issueSignupLink } from '../../server/services/accounts';
import { percentile } from './http';

const { values: args } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, routes: { type: 'string' }, runs: { type: 'string', default: '1' } },
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

const allRoutes = [
  '/',
  `/signup/${token}`,
  '/organizer_commissions/chair-101-invite/invitation',
  '/presenter_commissions/pres-101-invite/invitation',
  '/pre_register/new',
  '/term',
];
const chosen = args.routes ? args.routes.split(',') : undefined;
const routes = chosen ? allRoutes.filter((route) => chosen.some((prefix) => route === prefix || (prefix !== '/' && route.startsWith(prefix)))) : allRoutes;
const label = (route: string) => route.replace(token, '{token}');

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const score = (value: number | null | undefined) => (value === null || value === undefined ? '–' : String(Math.round(value * 100)));
const ms = (value: number | undefined) => (value === undefined ? '–' : `${(value / 1000).toFixed(1)} s`);

console.log('\n| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|---|---|');
const problems: string[] = [];
const scored = new Map<string, { performance: number; fcp: number; lcp: number; tbt: number }[]>();
for (const [name, target] of [['empty page (reference)', emptyUrl] as const, ...routes.map((route) => [label(route), `${url}${route}`] as const)]) {
  for (let run = 0; run < Number(args.runs); run++) {
    const result = await lighthouse(target, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result!.lhr;
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
chrome.kill();
empty.close();
await app.close();
if (problems.length > 0) console.log(`\nFailed audits:\n${[...new Set(problems)].map((problem) => `  ${problem}`).join('\n')}`);
