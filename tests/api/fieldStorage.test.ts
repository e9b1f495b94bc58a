import { pdfOf } from '../support/files';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { buildRegistrationForm } from '../../engine/registration/buildRegistrationForm';
import { buildCommissionForm } from '../../engine/commission/buildCommissionForm';
import { commissionToWire } from '../../engine/commission/commissionWire';
import { fieldRegistry, fieldsOf, type FormKind, type RegistryField } from '../../engine/fields/catalogue';
import { pruneToVisible, toWire, toWireUploads, visibleFields } from '../../engine/registration/wire';
import { ANSWERS_GROUP } from '../../engine/questions/questionFields';
import { readPath, writePath } from '../../engine/paths';
import type { FormData, GeneratedForm } from '../../engine/formModel';
import { affiliations, commissions, loginEmails, uploads, userKeywords, users } from '../../server/db/schema';
import { hashToken, newToken } from '../../server/services/tokens';
import { loadConference, loadKeywordCategories, loadLatestQuestions } from '../../server/services/conference';
import { verifyPassword } from '../../server/services/passwords';
import { storageProblems } from '../../server/services/storedFields';
import { buildTestApp, csrf, issueToken, postUser, type Part } from './helper';
import { tinyPng } from '../../devkit/answers';
import { sampleValue, schemaAt } from '../../engine/sampleAnswers';

/**
 * Every field of every fixture conference is stored and read back: a registration (and, where
 * the conference has commissions, a commission registration) filled in completely, submitted
 * through the real route, then read from the database through the registry's storage
 * declarations. A field the form asks and no column keeps fails here.
 */

const tables = { users: getTableColumns(users), affiliations: getTableColumns(affiliations) };

describe('the field registry', () => {
  it('declares where every field is stored, in columns that exist', () => {
    expect(storageProblems(fieldRegistry, tables)).toEqual([]);
  });

  it('fails a field added without a column (the check can fail)', () => {
    const { stored: _stored, ...withoutStorage } = fieldRegistry.find((field) => field.path === 'department')!;
    const newField = { ...withoutStorage, path: 'favouriteColour' };
    const misnamed = {
      ...fieldRegistry.find((field) => field.path === 'department')!,
      path: 'office',
      stored: { users: 'officeRoom' },
    } as unknown as RegistryField;
    expect(storageProblems([...fieldRegistry, newField, misnamed], tables)).toEqual([
      'favouriteColour: no column and no other storage declared; its value would be validated and lost',
      'office: users has no column officeRoom',
    ]);
  });

  it('gives every field of each form one wire name and one path', () => {
    for (const form of ['registration', 'commission'] as const) {
      const paths = fieldsOf(form).map((field) => field.path);
      expect(new Set(paths).size, form).toBe(paths.length);
    }
  });
});

const PASSWORD = 'Kaigi-Storage-2027!x';
const conferences = readdirSync(path.resolve('fixtures/conferences')).map((file) => file.replace(/\.json$/, ''));
const externalMember = (conference: string) => {
  try {
    return (JSON.parse(readFileSync(path.resolve('fixtures/external-members', `${conference}.json`), 'utf8')) as { members: Array<Record<string, string>> })
      .members[0];
  } catch {
    return undefined;
  }
};

/** Chooses the branch of a condition that shows the most fields. */
const branchChoices: Record<string, string> = { contactKind: 'other', participateMethod: 'remote', requestLetterKind: 'no' };

function fill(form: GeneratedForm, country: string, conference: string): FormData {
  const data: FormData = structuredClone(form.initialData);
  if (form.fields.some((field) => field.path === 'country')) data.country = country;
  for (const [key, value] of Object.entries(branchChoices)) if (form.fields.some((field) => field.path === key)) data[key] = value;
  const member = externalMember(conference);
  const chosen = new Set(['email', 'country', ...Object.keys(branchChoices)]);
  visibleFields(form, data).forEach((field, index) => {
    if (field.display || chosen.has(field.path) || field.path.startsWith(`${ANSWERS_GROUP}.`)) return;
    if (field.path === 'password' || field.path === 'passwordConfirmation') writePath(data, field.path, PASSWORD);
    else if (field.upload) writePath(data, field.path, `data:image/png;base64,${tinyPng.toString('base64')}`);
    else writePath(data, field.path, sampleValue(field.path, schemaAt(form, field.path), index));
  });
  if (member && form.fields.some((field) => field.path === 'memberCode')) {
    // The collated record's id replaces whatever the form held, as the server does.
    Object.assign(data, { memberCode: member.memberCode, nameSei: member.nameSei, nameMei: member.nameMei, externalMemberId: member.externalMemberId });
    writePath(data, 'affiliation.name', member.affiliation);
  }
  // Abroad, a postal code takes any form.
  if (data.country !== 'JP' && data.zipCode !== undefined) data.zipCode = 'SW1A 1AA';
  return data;
}

const PDF = Buffer.from(pdfOf());

/** Answers every custom question from its schema; a file question gets a small PDF. */
function answerQuestions(form: GeneratedForm, data: FormData) {
  for (const field of form.fields.filter((candidate) => candidate.path.startsWith(`${ANSWERS_GROUP}.`) && !candidate.display)) {
    const value = field.upload ? `data:application/pdf;base64,${PDF.toString('base64')}` : sampleValue(field.path, schemaAt(form, field.path), 0);
    writePath(data, field.path, value);
  }
}

/** Reads every visible field back through its storage declaration and compares it with what was sent. */
async function readBack(
  app: FastifyInstance,
  kind: FormKind,
  form: GeneratedForm,
  sent: FormData,
  email: string,
): Promise<{ checked: string[]; mismatches: string[] }> {
  const expected = pruneToVisible(form, sent);
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  if (!user) return { checked: [], mismatches: ['no user row'] };
  const [affiliation] = await app.db.select().from(affiliations).where(eq(affiliations.userId, user.id));
  const byPath = new Map(fieldsOf(kind).map((field) => [field.path, field]));
  const checked: string[] = [];
  const mismatches: string[] = [];
  const compare = (fieldPath: string, actual: unknown, wanted: unknown) => {
    checked.push(fieldPath);
    if (JSON.stringify(actual ?? null) !== JSON.stringify(wanted ?? null))
      mismatches.push(`${fieldPath}: stored ${JSON.stringify(actual)}, sent ${JSON.stringify(wanted)}`);
  };
  for (const state of visibleFields(form, expected)) {
    const field = byPath.get(state.path);
    if (!field || state.display) continue;
    const wanted = readPath(expected, state.path);
    const stored = field.stored;
    if ('users' in stored) compare(state.path, user[stored.users as keyof typeof user], wanted);
    if ('affiliations' in stored && stored.affiliations)
      compare(
        `${state.path} (affiliations)`,
        affiliation?.[stored.affiliations as keyof typeof affiliation],
        wanted ?? (stored.affiliations === 'kind' ? 'others' : undefined),
      );
    if ('kept' in stored) {
      if (stored.kept === 'passwordHash') compare(state.path, await verifyPassword(String(wanted), user.passwordHash), true);
      if (stored.kept === 'userKeywords') {
        const rows = await app.db.select().from(userKeywords).where(eq(userKeywords.userId, user.id)).orderBy(asc(userKeywords.position));
        compare(
          state.path,
          rows.map((row) => row.keywordId),
          wanted ?? [],
        );
      }
      if (stored.kept === 'roleFlags') {
        const flags = form.roleFlags[String(wanted)]!;
        compare(state.path, Object.fromEntries(Object.keys(flags).map((flag) => [flag, user[flag as keyof typeof user]])), flags);
      }
      if (stored.kept === 'uploads') {
        const files = await app.db.select().from(uploads).where(eq(uploads.userId, user.id));
        compare(
          state.path,
          files.some((file) => file.purpose === 'profile_image' && file.byteSize === tinyPng.length),
          true,
        );
      }
    }
    if ('notStored' in stored) checked.push(state.path);
  }
  return { checked, mismatches };
}

describe.each(conferences)('every registration field of %s is stored and read back', (conference) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ conference });
  });
  afterAll(() => app?.close());

  it.each(['JP', 'US'])('with an address in %s', async (country) => {
    const settings = (await loadConference(app.db, conference))!.settings;
    const keywordCategories = await loadKeywordCategories(app.db, conference);
    const questions = (await loadLatestQuestions(app.db, conference)).items;
    const email = `storage-${country.toLowerCase()}@example.com`;
    const form = buildRegistrationForm({ settings, language: 'ja', email, keywordCategories, questions });
    const data = fill(form, country, conference);
    answerQuestions(form, data);
    const token = await issueToken(app, { email });
    const entries: Part[] = toWire(form, data, { loginEmailToken: token, registrationLanguage: 'ja' });
    const uploadsSent: Part[] = toWireUploads(form, data).map((upload) =>
      upload.path.startsWith(`${ANSWERS_GROUP}.`)
        ? [upload.key, { name: 'answer.pdf', type: 'application/pdf', bytes: PDF }]
        : [upload.key, { name: 'me.png', type: 'image/png', bytes: tinyPng }],
    );
    const response = await postUser(app, [...entries, ...uploadsSent]);
    expect(response.statusCode, response.body).toBe(201);

    const { checked, mismatches } = await readBack(app, 'registration', form, data, email);
    expect(mismatches).toEqual([]);
    const asked = visibleFields(form, pruneToVisible(form, data))
      .filter((field) => !field.display && !field.path.startsWith(`${ANSWERS_GROUP}.`))
      .map((field) => field.path);
    expect(asked.filter((fieldPath) => !checked.some((done) => done === fieldPath || done.startsWith(`${fieldPath} `)))).toEqual([]);
  });
});

const commissionConferences = readdirSync(path.resolve('fixtures/commissions')).map((file) => file.replace(/\.json$/, ''));

describe.each(commissionConferences)('every commission registration field of %s is stored and read back', (conference) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ conference });
  });
  afterAll(() => app?.close());

  it('for an invited chair or presenter', async () => {
    const headers = await csrf(app);
    // The link an accepted invitation mails (its own tests are in commissions.test.ts), made directly: the answer period may be over.
    const [commission] = await app.db.select().from(commissions).where(eq(commissions.conferenceId, conference)).limit(1);
    const email = 'storage-commission@example.com';
    const token = newToken();
    await app.db.insert(loginEmails).values({ tokenHash: hashToken(token), email, commissionId: commission!.id, expiresAt: new Date(Date.now() + 3_600_000) });

    const settings = (await loadConference(app.db, conference))!.settings;
    const form = buildCommissionForm({ settings, language: 'ja', email });
    const data = fill(form, 'JP', conference);
    const response = await app.inject({
      method: 'POST',
      url: '/web_api/users/commission_create',
      payload: commissionToWire(form, data, { token, registrationLanguage: 'ja' }),
      headers,
    });
    expect(response.statusCode, response.body).toBe(201);

    const { checked, mismatches } = await readBack(app, 'commission', form, data, email);
    expect(mismatches).toEqual([]);
    const asked = visibleFields(form, pruneToVisible(form, data))
      .filter((field) => !field.display)
      .map((field) => field.path);
    expect(asked.filter((fieldPath) => !checked.some((done) => done === fieldPath || done.startsWith(`${fieldPath} `)))).toEqual([]);
  });
});
