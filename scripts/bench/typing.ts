/**
 * npm run bench:typing — keystroke latency on the longest form we have (the strict conference with
 * a 200-question custom set, about 300 inputs), against references measured in the same run.
 *
 * Pages: Kaigi's /signup/{token} (the built app on the real server), plain @rjsf/mui with default
 * settings rendering the very same generated schema, a hand-written react-hook-form page with the
 * same fields, and an empty page with one input (the floor). For each page, a field near the
 * start and one near the end get 40 typed characters, three runs each, at 1x and 4x CPU throttle.
 *
 * The abstract submission form (issue 17) is measured beside them: Kaigi's /submissions/{id} with
 * a 30-author application, typing into the Japanese abstract (its live counter) and into the last
 * author's family name, pristine and after a Preview that shows errors.
 *
 * Per keystroke: the Event Timing duration (PerformanceObserver 'event', the longest entry of the
 * interaction; below Chromium's 16 ms reporting threshold it counts as 16) and the time from
 * keydown to the second animation frame after the input event. Also: navigation to an
 * interactive form (the field is on the page). Typing starts once the page has settled (no long
 * task for 500 ms), the same rule for every page. Options: --runs N (3), --chars N (40), --rates 1,4,
 * --pages kaigi,plain-rjsf,react-hook-form,empty (all), --verbose (every keystroke's latency),
 * --metrics (where a keystroke's time goes: script, style, layout, per key, from Chromium's counters).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { loadConference, loadKeywordCategories, loadLatestQuestions } from '../../server/services/conference';
import { issueSignupLink } from '../../server/services/accounts';
import { buildRegistrationForm } from '../../engine/registration/buildRegistrationForm';
import { lastAuthorField, seedAbstractApplications } from './abstractApplication';
import { benchFormOf, benchRoot, buildAppAndPages, chromiumPath, servePages, startBenchServer } from './formPages';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    chars: { type: 'string', default: '40' },
    rates: { type: 'string', default: '1,4' },
    pages: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    metrics: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const CHARS = Number(args.chars);
const RATES = args.rates!.split(',').map(Number);
const CONFERENCE = 'strict-society-long';
const root = benchRoot;

console.log('Building the app and the reference pages…');
buildAppAndPages();

// The real server on the long conference, with one fresh sign-up link.
const { app, url: appUrl } = await startBenchServer(CONFERENCE);
const token = await issueSignupLink(app.db, 'bench@example.com');

// The same generated form for the references, with each field's options for the hand-written page.
const settings = (await loadConference(app.db, CONFERENCE))!.settings;
const form = buildRegistrationForm({
  settings,
  language: 'ja',
  email: 'bench@example.com',
  keywordCategories: await loadKeywordCategories(app.db, CONFERENCE),
  questions: (await loadLatestQuestions(app.db, CONFERENCE)).items,
});
const benchForm = benchFormOf(form);
await writeFile(path.join(root, 'pages', 'form-default.json'), JSON.stringify(benchForm));
const inputs = benchForm.fields.length;
const { url: pagesUrl, close: closePages } = await servePages();

const nearEnd = `root_customAnswers_b0000000-0000-4000-8000-000000000183`;

// An abstract with 30 authors (two institutes), once valid and once with an error to show.
const abstracts = await seedAbstractApplications(app, CONFERENCE, appUrl);
const presenterCookie = abstracts.cookie;
const lastAuthor = lastAuthorField;
const targets = [
  { page: 'kaigi', url: `${appUrl}/signup/${token}`, fields: ['root_nameSei', nearEnd] },
  { page: 'plain-rjsf', url: `${pagesUrl}/rjsf.html`, fields: ['root_nameSei', nearEnd] },
  { page: 'react-hook-form', url: `${pagesUrl}/rhf.html`, fields: ['root_nameSei', nearEnd] },
  { page: 'empty', url: `${pagesUrl}/empty.html`, fields: ['root_nameSei'] },
  { page: 'abstract-30', url: abstracts.validUrl, fields: ['root_abstract', lastAuthor], cookie: presenterCookie },
  { page: 'abstract-30-errors', url: abstracts.brokenUrl, fields: ['root_abstract', lastAuthor], cookie: presenterCookie, showErrors: true },
];
type Target = (typeof targets)[number] & { cookie?: typeof presenterCookie; showErrors?: boolean };

/** Installed before any page script: the two per-keystroke measurements. */
function instrument() {
  const bench = { latencies: [] as number[], interactions: new Map<number, number>(), keydownAt: 0 };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) {
      if (!entry.interactionId) continue;
      bench.interactions.set(entry.interactionId, Math.max(bench.interactions.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  // When the main thread last ran a long task: typing starts once the page has settled.
  (window as unknown as { __lastLongTask: number }).__lastLongTask = performance.now();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) (window as unknown as { __lastLongTask: number }).__lastLongTask = entry.startTime + entry.duration;
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('keydown', (event) => (bench.keydownAt = event.timeStamp), true);
  addEventListener(
    'input',
    () => {
      const start = bench.keydownAt;
      requestAnimationFrame(() => requestAnimationFrame(() => bench.latencies.push(performance.now() - start)));
    },
    true,
  );
}

interface Sample {
  frames: number[];
  events: number[];
  interactive: number;
}

async function measure(browser: Browser, target: Target, field: string, rate: number): Promise<Sample> {
  const { url } = target;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (target.cookie) await context.addCookies([target.cookie]);
  await context.addInitScript(() => localStorage.setItem('kaigi.language', 'ja'));
  await context.addInitScript(instrument);
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(url, { waitUntil: 'commit' });
  const input = page.locator(`[id="${field}"]`);
  await input.waitFor({ state: 'visible', timeout: 120_000 });
  const interactive = await page.evaluate(() => performance.now());
  // Errors on show, as after a Preview of an application with a mistake.
  if (target.showErrors) {
    await page.getByRole('button', { name: 'プレビュー' }).click();
    await page.getByText('入力内容にエラーがあります').waitFor();
  }
  // A person reads before typing: start once the page has run no long task for 500 ms.
  await page.waitForFunction(() => performance.now() - (window as unknown as { __lastLongTask: number }).__lastLongTask > 500, undefined, {
    polling: 100,
    timeout: 60_000,
  });
  await input.scrollIntoViewIfNeeded();
  await input.click();
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    const bench = (window as unknown as { __bench: { latencies: number[]; interactions: Map<number, number> } }).__bench;
    bench.latencies.length = 0;
    bench.interactions.clear();
  });
  const text = 'abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz'.slice(0, CHARS);
  if (args.metrics) await cdp.send('Performance.enable');
  const counters = async () =>
    Object.fromEntries(args.metrics ? (await cdp.send('Performance.getMetrics')).metrics.map((metric) => [metric.name, metric.value]) : []);
  const before = await counters();
  for (let i = 0; i < text.length; i += 1) {
    await page.keyboard.press(text[i]!);
    await page.waitForFunction((n) => (window as unknown as { __bench: { latencies: number[] } }).__bench.latencies.length >= n, i + 1, {
      polling: 'raf',
      timeout: 30_000,
    });
  }
  await page.waitForTimeout(200);
  if (args.metrics) {
    const after = await counters();
    const perKey = (name: string) => ((((after[name] ?? 0) - (before[name] ?? 0)) * 1000) / text.length).toFixed(1);
    console.log(
      `    per key: task ${perKey('TaskDuration')} ms, script ${perKey('ScriptDuration')} ms, style ${perKey('RecalcStyleDuration')} ms (${((after.RecalcStyleCount - before.RecalcStyleCount) / text.length).toFixed(1)}×), layout ${perKey('LayoutDuration')} ms (${((after.LayoutCount - before.LayoutCount) / text.length).toFixed(1)}×), ${after.Nodes} DOM nodes`,
    );
  }
  const result = await page.evaluate(() => {
    const bench = (window as unknown as { __bench: { latencies: number[]; interactions: Map<number, number> } }).__bench;
    return { frames: [...bench.latencies], events: [...bench.interactions.values()] };
  });
  await context.close();
  // Keystrokes under the 16 ms reporting threshold have no entry: count them as 16.
  const events = [...result.events, ...Array(Math.max(0, CHARS - result.events.length)).fill(16)];
  return { frames: result.frames, events, interactive };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};
const stats = (values: number[]) => ({ p50: quantile(values, 0.5), p95: quantile(values, 0.95), max: Math.max(...values) });
const ms = (value: number) => value.toFixed(1).padStart(7);

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-timer-throttling', '--disable-renderer-backgrounding'],
});
const browserVersion = browser.version();
const rows: Array<{ rate: number; page: string; field: string; frame: ReturnType<typeof stats>; event: ReturnType<typeof stats>; interactive: number }> = [];
try {
  for (const rate of RATES) {
    for (const target of targets.filter((candidate) => !args.pages || args.pages.split(',').includes(candidate.page))) {
      for (const field of target.fields) {
        const samples: Sample[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const sample = await measure(browser, target as Target, field, rate);
          if (args.verbose) console.log(`  ${target.page} ${field} run ${run + 1}: ${sample.frames.map((value) => value.toFixed(0)).join(' ')}`);
          samples.push(sample);
        }
        const row = {
          rate,
          page: target.page,
          field: field === 'root_nameSei' ? 'start' : field === 'root_abstract' ? 'abstract' : field === lastAuthor ? 'author 30' : 'end',
          frame: stats(samples.flatMap((sample) => sample.frames)),
          event: stats(samples.flatMap((sample) => sample.events)),
          interactive: quantile(
            samples.map((sample) => sample.interactive),
            0.5,
          ),
        };
        rows.push(row);
        console.log(
          `${rate}x ${row.page.padEnd(16)} ${row.field.padEnd(5)} frame p50/p95/max ${ms(row.frame.p50)}${ms(row.frame.p95)}${ms(row.frame.max)}  event p50/p95/max ${ms(row.event.p50)}${ms(row.event.p95)}${ms(row.event.max)}  interactive ${ms(row.interactive)} ms`,
        );
      }
    }
  }
} finally {
  await browser.close();
  closePages();
  await app.close();
}

// The summary the targets of BENCHMARKS.md are stated in.
console.log(
  `\n${new Date().toISOString().slice(0, 10)} · ${os.cpus().length} × ${os.cpus()[0]?.model.trim()} · Chromium ${browserVersion} · ${inputs} inputs · ${RUNS} runs × ${CHARS} keys\n`,
);
console.log('| CPU | page | field | keydown→2nd frame p50 / p95 / max (ms) | Event Timing p50 / p95 / max (ms) | to interactive (ms) |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) {
  const f = (s: ReturnType<typeof stats>) => `${s.p50.toFixed(1)} / ${s.p95.toFixed(1)} / ${s.max.toFixed(1)}`;
  console.log(`| ${row.rate}x | ${row.page} | ${row.field} | ${f(row.frame)} | ${f(row.event)} | ${row.interactive.toFixed(0)} |`);
}
for (const rate of RATES) {
  const at = (page: string) => rows.filter((row) => row.rate === rate && row.page === page);
  const tti = (page: string) =>
    at(page)
      .map((row) => `${row.interactive.toFixed(0)} ms`)
      .join(' / ');
  const worst = (page: string, key: 'frame' | 'event', q: 'p95' | 'max') => Math.max(...at(page).map((row) => row[key][q]));
  const kaigi = worst('kaigi', 'frame', 'p95');
  console.log(
    `\n${rate}x: Kaigi p95 ${kaigi.toFixed(1)} ms (event ${worst('kaigi', 'event', 'p95').toFixed(1)}), max ${worst('kaigi', 'frame', 'max').toFixed(1)} ms; ` +
      `react-hook-form p95 ${worst('react-hook-form', 'frame', 'p95').toFixed(1)} ms; plain RJSF p95 ${worst('plain-rjsf', 'frame', 'p95').toFixed(1)} ms ` +
      `(Kaigi/RJSF ${(kaigi / worst('plain-rjsf', 'frame', 'p95')).toFixed(2)}); empty page p95 ${worst('empty', 'frame', 'p95').toFixed(1)} ms; ` +
      `to interactive (first field / field near the end): Kaigi ${tti('kaigi')}, plain RJSF ${tti('plain-rjsf')}, react-hook-form ${tti('react-hook-form')}`,
  );
  if (at('abstract-30').length > 0) {
    console.log(
      `${rate}x abstract with 30 authors: p95 ${worst('abstract-30', 'frame', 'p95').toFixed(1)} ms (event ${worst('abstract-30', 'event', 'p95').toFixed(1)}), max ${worst('abstract-30', 'frame', 'max').toFixed(1)} ms; ` +
        `with errors shown p95 ${worst('abstract-30-errors', 'frame', 'p95').toFixed(1)} ms (event ${worst('abstract-30-errors', 'event', 'p95').toFixed(1)}), max ${worst('abstract-30-errors', 'frame', 'max').toFixed(1)} ms; ` +
        `against react-hook-form p95 ${worst('react-hook-form', 'frame', 'p95').toFixed(1)} ms; to interactive ${tti('abstract-30')}`,
    );
  }
}
await mkdir(root, { recursive: true });
await writeFile(path.join(root, 'typing.json'), JSON.stringify({ date: new Date().toISOString(), inputs, rows }, null, 2));
process.exit(0);
