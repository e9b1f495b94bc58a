/**
 * npm run bench:forms — what each interaction of a person costs on generated registration forms of
 * 100, 300 and 1,000 inputs, against the references built from the same generated schema in the
 * same run: plain @rjsf/mui (validating live after a failed submit) and a hand-written
 * react-hook-form page (errors under their fields, revalidating on change once submitted).
 *
 * Per page, form size and CPU rate (1x, 4x), in a fresh browser profile:
 * - load: when the first field and the last field are on the page, when the whole form is
 *   interactive (the last field is there and the main thread then stays free of long tasks for
 *   500 ms: the end of the last long task before that), and the JS heap after a garbage collection;
 * - then twice, on the pristine form and after a failed Confirm (every error shown): typing 12
 *   keys into a required text field near the end at 50, 150 and 300 ms between keys (the field
 *   emptied before each rhythm, so after the Confirm its error shows and clears again), and a click
 *   on a radio, a checkbox and a select option near the end.
 * Per interaction: its Event Timing duration (the longest entry with its interactionId; below
 * Chromium's 16 ms threshold it counts as 16), and the longest long task in the second after it,
 * told apart by cause: a task that processed a keystroke (a key or input event ran inside it; its
 * cost is the keystroke's Event Timing duration) or any other task: the value committed after the
 * pause, a click, the work either leaves behind.
 *
 * The abstract submission form (issue 17) is measured the same way, once per rate: Kaigi's
 * /submissions/{id} with a 30-author application, typing into the Japanese abstract (its live
 * counter) and into the last author's family name at each rhythm and clicking the language radio,
 * pristine and after a Preview that shows errors; its figures stand beside react-hook-form's.
 *
 * Options: --sizes 100,300,1000 --rates 1,4 --pages kaigi,plain-rjsf,react-hook-form,abstract-30 --keys 12
 * --rhythms 50,150,300 --json FILE (every figure, for BENCHMARKS.md).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { customQuestionSets } from '../../server/db/schema';
import { loadConference, loadKeywordCategories, loadLatestQuestions } from '../../server/services/conference';
import { issueSignupLink } from '../../server/services/accounts';
import { buildRegistrationForm } from '../../engine/registration/buildRegistrationForm';
import { benchFormOf, benchRoot, buildAppAndPages, chromiumPath, servePages, startBenchServer } from './formPages';
import { lastAuthorField, seedAbstractApplications } from './abstractApplication';
import { generatedQuestions, generatedUuid, isRequired, kindOf, type GeneratedKind } from '../../devkit/generatedQuestions';
import { centreOf, mouseClick } from './pointer';
import { collect, emptyField, instrument, now, settled, typeAtRhythm, type Measured } from './interactions';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100,300,1000' },
    rates: { type: 'string', default: '1,4' },
    pages: { type: 'string', default: 'kaigi,plain-rjsf,react-hook-form,abstract-30' },
    keys: { type: 'string', default: '12' },
    rhythms: { type: 'string', default: '50,150,300' },
    json: { type: 'string' },
  },
});
const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const SIZES = list(args.sizes!).map(Number);
const RATES = list(args.rates!).map(Number);
const PAGES = list(args.pages!);
const KEYS = Number(args.keys);
const RHYTHMS = list(args.rhythms!).map(Number);
const CONFERENCE = 'strict-society';
const CLICKS = ['radio', 'checkbox', 'select'] as const;

console.log('Building the app and the reference pages…');
buildAppAndPages();
const { app, url: appUrl } = await startBenchServer(CONFERENCE);
const { url: pagesUrl, dir: pagesDir, close: closePages } = await servePages();
const baseQuestions = (await loadLatestQuestions(app.db, CONFERENCE)).items;
const settings = (await loadConference(app.db, CONFERENCE))!.settings;
const keywordCategories = await loadKeywordCategories(app.db, CONFERENCE);
const abstract = PAGES.includes('abstract-30') ? await seedAbstractApplications(app, CONFERENCE, appUrl) : undefined;
const formWith = (questions: typeof baseQuestions) =>
  buildRegistrationForm({ settings, language: 'ja', email: 'bench@example.com', keywordCategories, questions });
const inputsOf = (questions: typeof baseQuestions) => benchFormOf(formWith(questions)).fields.length;

/** The question set that makes the form `size` inputs long: the conference's own questions, then generated ones. */
async function useFormOfSize(size: number) {
  const generated = size - inputsOf(baseQuestions);
  if (generated < 20) throw new Error(`a form of ${size} inputs is too short for this bench (the profile and questions alone have ${size - generated})`);
  const questions = [...baseQuestions, ...generatedQuestions(generated)] as typeof baseQuestions;
  const version = (await loadLatestQuestions(app.db, CONFERENCE)).version + 1;
  await app.db.insert(customQuestionSets).values({ conferenceId: CONFERENCE, version, items: questions });
  const benchForm = benchFormOf(formWith(questions));
  await writeFile(path.join(pagesDir, `form-${size}.json`), JSON.stringify(benchForm));
  // The last generated question of each kind the bench touches: all near the end of the form.
  const last = (kind: GeneratedKind, required = false) => {
    for (let n = generated; n > 0; n -= 1) if (kindOf(n) === kind && (!required || isRequired(n))) return `root_customAnswers_${generatedUuid(n)}`;
    throw new Error(`no generated ${kind} question`);
  };
  return { inputs: benchForm.fields.length, text: last('text', true), radio: last('radio'), checkbox: last('checkbox'), select: last('select') };
}
type Fields = Awaited<ReturnType<typeof useFormOfSize>>;

interface Sample {
  firstField: number;
  lastField: number;
  interactive: number;
  heapMb: number;
  states: Record<'pristine' | 'errors', Record<string, Measured>>;
}

async function click(page: Page, pageName: string, fields: Fields, kind: (typeof CLICKS)[number], round: number): Promise<Measured> {
  const id = fields[kind];
  await page.locator(`[id^="${id}"]`).first().scrollIntoViewIfNeeded();
  await settled(page, await now(page), 300);
  const native = kind === 'select' && pageName === 'react-hook-form';
  const target =
    kind === 'radio' ? `input[type="radio"][id="${id}-${round % 2}"]` : kind === 'checkbox' ? `input[type="checkbox"][id="${id}-0"]` : `[id="${id}"]`;
  // A native select is chosen from the keyboard, as a click opens the system's own list.
  const at = native ? undefined : await centreOf(page, target);
  if (native) await page.evaluate((css) => (document.querySelector(css) as HTMLElement).focus(), target);
  const from = await now(page);
  let expected = 1;
  if (native) await page.keyboard.press('ArrowDown');
  else if (kind !== 'select') await mouseClick(page, at!);
  else {
    // MUI's select: a click opens the list, a click on an option chooses it (two interactions).
    // The option is looked for once the list has painted, with the browser's own query.
    await mouseClick(page, at!);
    await sleep(300);
    await mouseClick(page, await centreOf(page, `[role="listbox"] > [role="option"]:nth-child(${2 + (round % 2)})`));
    expected = 2;
  }
  const to = await now(page);
  await sleep(1100);
  return collect(page, from, to + 50, expected);
}

const confirmButton: Record<string, string> = { kaigi: '確認', 'plain-rjsf': 'Submit', 'react-hook-form': 'Submit' };

async function measure(browser: Browser, pageName: string, url: string, fields: Fields, rate: number): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('kaigi.language', 'ja'));
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('input').first().waitFor({ state: 'visible', timeout: 180_000 });
  const firstField = await now(page);
  await page.locator(`[id="${fields.text}"]`).waitFor({ state: 'attached', timeout: 180_000 });
  const lastField = await now(page);
  const interactive = await settled(page, lastField);
  await cdp.send('HeapProfiler.collectGarbage');
  const heapMb = (await cdp.send('Runtime.getHeapUsage')).usedSize / 2 ** 20;
  const states = {} as Sample['states'];
  for (const state of ['pristine', 'errors'] as const) {
    if (state === 'errors') {
      await page.getByRole('button', { name: confirmButton[pageName]!, exact: true }).click();
      await settled(page, await now(page));
    }
    const measured: Record<string, Measured> = {};
    for (const rhythm of RHYTHMS) measured[`type ${rhythm}`] = await typeAtRhythm(page, fields.text, rhythm, KEYS);
    if (state === 'errors') {
      // The field shows its error once emptied: the rhythms above each cleared it.
      await emptyField(page, fields.text);
      const invalid = await page.locator(`[id="${fields.text}"]`).getAttribute('aria-invalid');
      if (invalid !== 'true') console.warn(`  ${pageName}: the emptied field shows no error after the Confirm`);
    }
    for (const [round, kind] of CLICKS.entries()) measured[kind] = await click(page, pageName, fields, kind, round);
    states[state] = measured;
  }
  await context.close();
  return { firstField, lastField, interactive, heapMb, states };
}

/** The 30-author abstract: load, then pristine and after a Preview with errors, each text field at each rhythm and a radio click. */
async function measureAbstract(browser: Browser, rate: number): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([abstract!.cookie]);
  await context.addInitScript(() => localStorage.setItem('kaigi.language', 'ja'));
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(abstract!.brokenUrl, { waitUntil: 'commit' });
  await page.locator('[id="root_abstract"]').waitFor({ state: 'visible', timeout: 180_000 });
  const firstField = await now(page);
  await page.locator(`[id="${lastAuthorField}"]`).waitFor({ state: 'attached', timeout: 180_000 });
  const lastField = await now(page);
  const interactive = await settled(page, lastField);
  await cdp.send('HeapProfiler.collectGarbage');
  const heapMb = (await cdp.send('Runtime.getHeapUsage')).usedSize / 2 ** 20;
  const states = {} as Sample['states'];
  for (const state of ['pristine', 'errors'] as const) {
    if (state === 'errors') {
      await page.getByRole('button', { name: 'プレビュー', exact: true }).click();
      await page.getByText('入力内容にエラーがあります').waitFor();
      await settled(page, await now(page));
    }
    const measured: Record<string, Measured> = {};
    for (const [name, id] of [
      ['abstract', 'root_abstract'],
      ['author 30', lastAuthorField],
    ] as const) {
      for (const rhythm of RHYTHMS) measured[`${name} ${rhythm}`] = await typeAtRhythm(page, id, rhythm, KEYS);
    }
    for (let round = 0; round < 2; round += 1) {
      await page.locator('[id="root_language-0"]').scrollIntoViewIfNeeded();
      await settled(page, await now(page), 300);
      const at = await centreOf(page, `input[type="radio"][id="root_language-${1 - round}"]`);
      const from = await now(page);
      await mouseClick(page, at);
      const to = await now(page);
      await sleep(1100);
      measured[`radio ${round + 1}`] = await collect(page, from, to + 50, 1);
    }
    states[state] = measured;
  }
  await context.close();
  return { firstField, lastField, interactive, heapMb, states };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-timer-throttling', '--disable-renderer-backgrounding'],
});
const browserVersion = browser.version();
const results: Array<{ size: number; inputs: number; rate: number; page: string; sample: Sample }> = [];
const urlOf = (pageName: string, size: number, token: string) =>
  pageName === 'kaigi' ? `${appUrl}/signup/${token}` : `${pagesUrl}/${pageName === 'plain-rjsf' ? 'rjsf' : 'rhf'}.html?size=${size}`;
const abstractResults: Array<{ rate: number; sample: Sample }> = [];
try {
  for (const rate of abstract ? RATES : []) {
    const sample = await measureAbstract(browser, rate);
    abstractResults.push({ rate, sample });
    const brief = (state: 'pristine' | 'errors') =>
      Object.entries(sample.states[state])
        .map(
          ([name, m]) =>
            `${name} ${quantile(m.durations, 0.95).toFixed(0)}/${Math.max(...m.durations).toFixed(0)}${m.longTask ? ` lt${m.longTask.toFixed(0)}` : ''}${m.keyTask ? ` key-lt${m.keyTask.toFixed(0)}` : ''}`,
        )
        .join(', ');
    console.log(
      `${rate}x abstract-30 interactive ${sample.interactive.toFixed(0)} ms, heap ${sample.heapMb.toFixed(1)} MB\n    pristine: ${brief('pristine')}\n    errors:   ${brief('errors')}`,
    );
  }
  for (const size of SIZES) {
    const fields = await useFormOfSize(size);
    for (const rate of RATES) {
      for (const pageName of PAGES.filter((name) => name !== 'abstract-30')) {
        const token = await issueSignupLink(app.db, `bench-${size}-${rate}-${pageName}@example.com`);
        const sample = await measure(browser, pageName, urlOf(pageName, size, token), fields, rate);
        results.push({ size, inputs: fields.inputs, rate, page: pageName, sample });
        const brief = (state: 'pristine' | 'errors') =>
          Object.entries(sample.states[state])
            .map(
              ([name, m]) =>
                `${name} ${quantile(m.durations, 0.95).toFixed(0)}/${Math.max(...m.durations).toFixed(0)}${m.longTask ? ` lt${m.longTask.toFixed(0)}` : ''}${m.keyTask ? ` key-lt${m.keyTask.toFixed(0)}` : ''}`,
            )
            .join(', ');
        console.log(
          `${rate}x ${String(fields.inputs).padStart(4)} inputs ${pageName.padEnd(15)} interactive ${sample.interactive.toFixed(0)} ms, heap ${sample.heapMb.toFixed(1)} MB`,
        );
        console.log(`    pristine: ${brief('pristine')}\n    errors:   ${brief('errors')}`);
      }
    }
  }
} finally {
  await browser.close();
  closePages();
  await app.close();
}

// The tables of BENCHMARKS.md.
const f0 = (value: number) => value.toFixed(0);
console.log(
  `\n${new Date().toISOString().slice(0, 10)} · ${os.cpus().length} × ${os.cpus()[0]?.model.trim()} · Chromium ${browserVersion} · ${KEYS} keys per rhythm\n`,
);
console.log('| CPU | inputs | page | first field / last field / whole form interactive (ms) | JS heap (MB) |');
console.log('|---|---|---|---|---|');
for (const { rate, inputs, page, sample } of results)
  console.log(
    `| ${rate}x | ${inputs} | ${page} | ${f0(sample.firstField)} / ${f0(sample.lastField)} / ${f0(sample.interactive)} | ${sample.heapMb.toFixed(1)} |`,
  );
const names = [...RHYTHMS.map((rhythm) => `type ${rhythm}`), ...CLICKS];
const longest = (measured: Record<string, Measured>, cause: 'longTask' | 'keyTask') => f0(Math.max(...Object.values(measured).map((m) => m[cause])));
console.log(
  `\nEvent Timing per interaction, p95 / max (ms), and the longest long task in the second after (ms): a commit's or a click's, and a keystroke's own\n`,
);
console.log(`| CPU | inputs | page | state | ${names.join(' | ')} | longest task (commit, click) | longest keystroke task |`);
console.log(`|---|---|---|---|${names.map(() => '---|').join('')}---|---|`);
for (const { rate, inputs, page, sample } of results) {
  for (const state of ['pristine', 'errors'] as const) {
    const measured = sample.states[state];
    const cells = names.map((name) =>
      name.startsWith('type')
        ? `${f0(quantile(measured[name]!.durations, 0.95))} / ${f0(Math.max(...measured[name]!.durations))}`
        : f0(Math.max(...measured[name]!.durations)),
    );
    console.log(`| ${rate}x | ${inputs} | ${page} | ${state} | ${cells.join(' | ')} | ${longest(measured, 'longTask')} | ${longest(measured, 'keyTask')} |`);
  }
}

if (abstractResults.length > 0) {
  const names = Object.keys(abstractResults[0]!.sample.states.pristine);
  console.log(
    `\nThe 30-author abstract (issue 17): Event Timing per interaction, p95 / max (ms) for typing, max for a click, and the longest long task (ms): a commit's or a click's, and a keystroke's own\n`,
  );
  console.log(`| CPU | state | ${names.join(' | ')} | longest task (commit, click) | longest keystroke task |`);
  console.log(`|---|---|${names.map(() => '---|').join('')}---|---|`);
  for (const { rate, sample } of abstractResults) {
    for (const state of ['pristine', 'errors'] as const) {
      const measured = sample.states[state];
      const cells = names.map((name) =>
        name.startsWith('radio')
          ? f0(Math.max(...measured[name]!.durations))
          : `${f0(quantile(measured[name]!.durations, 0.95))} / ${f0(Math.max(...measured[name]!.durations))}`,
      );
      console.log(`| ${rate}x | ${state} | ${cells.join(' | ')} | ${longest(measured, 'longTask')} | ${longest(measured, 'keyTask')} |`);
    }
  }
  // Against the registration form's targets: p95 at or under react-hook-form's typing, no interaction over 100 ms at 4x.
  for (const { rate, sample } of abstractResults) {
    const mine = Object.values(sample.states).flatMap((state) => Object.values(state).flatMap((m) => m.durations));
    const typing = (row: (typeof results)[number]) =>
      Object.values(row.sample.states).flatMap((state) =>
        Object.entries(state)
          .filter(([name]) => name.startsWith('type'))
          .flatMap(([, m]) => m.durations),
      );
    const references = results
      .filter((row) => row.rate === rate && row.page === 'react-hook-form')
      .map((row) => `${row.inputs} inputs ${f0(quantile(typing(row), 0.95))} ms`);
    const tasks = (cause: 'longTask' | 'keyTask') =>
      f0(Math.max(...Object.values(sample.states).flatMap((state) => Object.values(state).map((m) => m[cause]))));
    console.log(
      `\n${rate}x abstract-30: p95 ${f0(quantile(mine, 0.95))} ms, max ${f0(Math.max(...mine))} ms, longest task after a commit or click ${tasks('longTask')} ms (a keystroke's own: ${tasks('keyTask')} ms), interactive ${f0(sample.interactive)} ms, heap ${sample.heapMb.toFixed(1)} MB; react-hook-form typing p95: ${references.join(', ') || '–'}`,
    );
  }
}

// The targets of issue 23 §2, at each rate: Kaigi against the references in this run.
for (const rate of RATES) {
  const at = (page: string, size?: number) => results.filter((row) => row.rate === rate && row.page === page && (size === undefined || row.size === size));
  const all = (rows: typeof results) =>
    rows.flatMap((row) => Object.values(row.sample.states).flatMap((state) => Object.values(state).flatMap((m) => m.durations)));
  const kaigi = at('kaigi');
  if (kaigi.length === 0) continue;
  const lines: string[] = [];
  for (const size of SIZES) {
    const row = at('kaigi', size)[0];
    const rhf = at('react-hook-form', size)[0];
    const rjsf = at('plain-rjsf', size)[0];
    if (!row) continue;
    const mine = all([row]);
    const theirs = rhf ? all([rhf]) : [];
    const longestOf = (cause: 'longTask' | 'keyTask') =>
      Math.max(...Object.values(row.sample.states).flatMap((state) => Object.values(state).map((m) => m[cause])));
    lines.push(
      `  ${row.inputs} inputs: p95 ${f0(quantile(mine, 0.95))} ms (react-hook-form ${theirs.length ? f0(quantile(theirs, 0.95)) : '–'} ms), max ${f0(Math.max(...mine))} ms, ` +
        `longest task after a commit or click ${f0(longestOf('longTask'))} ms (a keystroke's own: ${f0(longestOf('keyTask'))} ms); interactive ${f0(row.sample.interactive)} ms (plain RJSF ${rjsf ? f0(rjsf.sample.interactive) : '–'} ms); ` +
        `heap ${row.sample.heapMb.toFixed(1)} MB (react-hook-form ${rhf ? rhf.sample.heapMb.toFixed(1) : '–'} MB, ×${rhf ? (row.sample.heapMb / rhf.sample.heapMb).toFixed(2) : '–'})`,
    );
  }
  const smallest = at('kaigi', SIZES[0]);
  const largest = at('kaigi', SIZES.at(-1));
  const growth = smallest.length && largest.length ? quantile(all(largest), 0.95) / quantile(all(smallest), 0.95) : NaN;
  console.log(`\n${rate}x, Kaigi:\n${lines.join('\n')}\n  p95 at ${SIZES.at(-1)} / at ${SIZES[0]} inputs: ×${growth.toFixed(2)}`);
}

await mkdir(benchRoot, { recursive: true });
const out = args.json ?? path.join(benchRoot, 'forms.json');
await writeFile(out, JSON.stringify({ date: new Date().toISOString(), chromium: browserVersion, keys: KEYS, results, abstract: abstractResults }, null, 2));
process.exit(0);
