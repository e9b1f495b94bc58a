import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { users } from '../../server/db/schema';
import { FixtureError } from '../../server/fixtures/loadFixtures';
import { seedFromFixtures } from '../../server/seed';
import { buildTestApp, issueToken, postUser } from './helper';
import { requiredAnswers } from '../../devkit/answers';
import { xssPayloads } from '../support/xssPayloads';

describe('re-seeding after staff edit a fixture', () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kaigi-fixtures-'));
    await cp(path.resolve('fixtures'), dir, { recursive: true });
    app = await buildTestApp({ fixturesDir: dir });
  });
  afterAll(() => app.close());

  it('changes the form and keeps existing registrations', async () => {
    const token = await issueToken(app, { email: 'kept@example.com' });
    const entries: Array<[string, string]> = [
      ['user[login_email_token]', token],
      ['user[name_sei]', '田中'],
      ['user[name_mei]', '実'],
      ['user[password]', 'password!'],
      ['user[password_confirmation]', 'password!'],
      ['user[jsi_membership]', 'member'],
      ['user[affiliation_attributes][name]', 'X'],
      ['user[location]', 'online'],
      ['user[is_presentable]', 'true'],
      ['user[is_evaluatable]', 'false'],
      ['user[is_sponsor]', 'false'],
      ['user[is_reviewable]', 'false'],
      ['user[is_term_agreed]', 'true'],
      ['user[is_policy_agreed]', 'true'],
      ['custom_user_question_answer', JSON.stringify(requiredAnswers)],
    ];
    expect((await postUser(app, entries)).statusCode).toBe(201);

    const file = path.join(dir, 'conferences', 'demo.json');
    const settings = JSON.parse(await readFile(file, 'utf8'));
    await writeFile(file, JSON.stringify({ ...settings, userFormPhoneKind: 'required', conferenceTitleEn: 'Renamed' }));
    const report = await seedFromFixtures(app.db, dir, 'demo');
    expect(report.conference).toBe('updated');

    const conference = (await app.inject({ url: '/web_api/conference' })).json();
    expect(conference).toMatchObject({ conferenceTitleEn: 'Renamed', userFormPhoneKind: 'required', version: 2 });
    // The same answers that were complete before now lack the phone the new settings require.
    const fresh = await issueToken(app);
    const needsPhone = await postUser(
      app,
      entries.map(([k, v]): [string, string] => (k === 'user[login_email_token]' ? [k, fresh] : [k, v])),
    );
    expect(needsPhone.json().errors).toContainEqual({ field: 'phone_number', message: '必須項目です', messageEn: 'Required field' });
    expect((await app.db.select().from(users)).map((u) => u.email)).toEqual(['kept@example.com']);
    expect((await seedFromFixtures(app.db, dir, 'demo')).conference).toBe('unchanged');
  });

  it('refuses a broken fixture, naming file and path, and writes nothing', async () => {
    const file = path.join(dir, 'conferences', 'demo.json');
    await writeFile(file, JSON.stringify({ conferenceTitle: 'x', conferenceTitleEn: 'x', userFormRankKind: 'mandatory' }));
    const error = await seedFromFixtures(app.db, dir, 'demo').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FixtureError);
    expect((error as FixtureError).message).toContain(`${file}: /userFormRankKind: expected one of "none", "optional", "required", found "mandatory"`);
    expect((await app.inject({ url: '/web_api/conference' })).json().conferenceTitleEn).toBe('Renamed');
  });

  it('stores staff HTML (isHtml questions, notings) sanitized, and keeps a noting edited since', async () => {
    const questionsFile = path.join(dir, 'custom-questions', 'demo.json');
    const questions = JSON.parse(await readFile(questionsFile, 'utf8'));
    const payload = xssPayloads.join('');
    const display = {
      uuid: '00000000-0000-4000-8000-00000000beef',
      type: 'text-display',
      isHtml: true,
      text: `<p>ようこそ</p>${payload}`,
      textEn: `<p>Welcome</p>${payload}`,
    };
    await writeFile(questionsFile, JSON.stringify({ ...questions, items: [display, ...questions.items] }));
    const notingsFile = path.join(dir, 'notings', 'demo.json');
    const notingFixture = JSON.parse(await readFile(notingsFile, 'utf8'));
    const original = notingFixture.notings.find((noting: { key: string }) => noting.key === 'signup.form');
    await writeFile(
      notingsFile,
      JSON.stringify({
        notings: [
          { ...original, ja: '書き換え' },
          { key: 'organizer_commission.answer', ja: `<p>座長の方へ</p>${payload}`, en: `<p>To chairs</p>${payload}` },
        ],
      }),
    );
    // The conference fixture was broken by the test before: put it back.
    await cp(path.resolve('fixtures/conferences/demo.json'), path.join(dir, 'conferences', 'demo.json'));
    expect((await seedFromFixtures(app.db, dir, 'demo')).questions).toBe('new version');

    const stored = (await app.inject({ url: '/web_api/custom_user_questions/latest' })).json().items[0];
    const notings = (await app.inject({ url: '/web_api/notings' })).json().notings;
    const texts = [stored.text, stored.textEn, notings['organizer_commission.answer'].ja, notings['organizer_commission.answer'].en];
    expect(stored.text).toMatch(/^<p>ようこそ<\/p>/);
    expect(stored.textEn).toMatch(/^<p>Welcome<\/p>/);
    expect(notings['organizer_commission.answer'].ja).toMatch(/^<p>座長の方へ<\/p>/);
    for (const text of texts) expect(text).not.toMatch(/<script|onerror|onload|ontoggle|javascript:|<iframe|formaction|style=/i);
    // A noting that already exists is the managers' from now on: the file does not overwrite it.
    expect(notings['signup.form'].ja).toBe(original.ja);
  });
});
