import { and, count, desc, eq, getTableColumns, inArray, notInArray, sql, type AnyColumn } from 'drizzle-orm';
import type { ConferenceSettings } from '../../schemas/conferenceSettings';
import type { CustomQuestion } from '../../schemas/customQuestions';
import type { KeywordCategoriesFile } from '../../schemas/keywords';
import type { OperationSettingsKind } from '../../schemas/operationSettings';
import type { PaymentSettings } from '../../schemas/payment';
import type { OrderLine } from '../../engine/payment/fees';
import { createAjv } from '../../engine/ajv';
import { formatTokyo } from '../../engine/commission/dates';
import { riskyChanges, type RiskyChange } from '../../engine/studio/impact';
import { settingsFieldProblems, settingsSchemas, settingsKinds, type SettingsFieldProblem, type SettingsKind } from '../../engine/studio/settingsKinds';
import { ApiError } from '../core/errors';
import { localize } from '../../engine/messages';
import { isUniqueViolation, type Database, type Transaction } from '../db/openDatabase';
import {
  affiliations,
  conferences,
  customQuestionAnswers,
  customQuestionSets,
  operationSettings,
  orders,
  presentationKeywords,
  presentations,
  keywords,
  settingsVersions,
  userKeywords,
  users,
} from '../db/schema';
import { sanitizedQuestions } from './sanitize';
import { writeKeywords } from './keywordWrites';
import { audit } from './audit';
import { loadConference, loadKeywordCategories, loadLatestQuestions } from './conference';
import { loadOperationSettings } from './operationSettings';
import { plansNamedByKinds } from './payment/memberKinds';
import type { UserRow } from './sessions';

/**
 * The managers' settings pages (issue 20): each kind of settings read with its version and
 * history, saved only on top of the version the manager edited (a 409 names who saved in
 * between), every save kept whole so any version can be restored, and the changes that reach
 * registrations already made counted before saving.
 */

const ajv = createAjv();
const validators = Object.fromEntries(settingsKinds.map((kind) => [kind, ajv.compile(settingsSchemas[kind])])) as Record<
  SettingsKind,
  ReturnType<typeof ajv.compile>
>;
const operationKinds = new Set<SettingsKind>(['qualification', 'review', 'dashboard', 'payment']);

/** The value as the page edits it: what the public calls answer, defaults filled in. */
export async function currentValue(db: Database, conferenceId: string, kind: SettingsKind): Promise<Record<string, unknown>> {
  switch (kind) {
    case 'conference': {
      const stored = await loadConference(db, conferenceId);
      if (!stored) throw new ApiError(404, 'notFound');
      return stored.settings;
    }
    case 'custom-questions':
      return { items: (await loadLatestQuestions(db, conferenceId)).items };
    case 'keywords':
      return {
        categories: (await loadKeywordCategories(db, conferenceId)).map(({ keywords, ...category }) => ({
          ...category,
          keywords: keywords.map(({ categoryId: _c, ...keyword }) => keyword),
        })),
      };
    default:
      return { ...(await loadOperationSettings(db, conferenceId, kind as OperationSettingsKind)) };
  }
}

export interface VersionEntry {
  version: number;
  source: string;
  restoredVersion: number | null;
  savedByEmail: string | null;
  savedAt: string;
}

export async function settingsHistory(db: Pick<Database, 'select'>, conferenceId: string, kind: SettingsKind, limit = 30): Promise<VersionEntry[]> {
  const rows = await db
    .select({
      version: settingsVersions.version,
      source: settingsVersions.source,
      restoredVersion: settingsVersions.restoredVersion,
      savedByEmail: settingsVersions.savedByEmail,
      savedAt: settingsVersions.savedAt,
    })
    .from(settingsVersions)
    .where(and(eq(settingsVersions.conferenceId, conferenceId), eq(settingsVersions.kind, kind)))
    .orderBy(desc(settingsVersions.version))
    .limit(limit);
  return rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() }));
}

export function checkSettings(kind: SettingsKind, value: unknown): SettingsFieldProblem[] {
  const validate = validators[kind];
  return settingsFieldProblems(kind, value, (data) => (validate(data) ? [] : (validate.errors ?? [])));
}

function refuse(problems: readonly SettingsFieldProblem[]): ApiError {
  return new ApiError(422, 'settingsHaveProblems', {
    params: { count: problems.length },
    errors: problems.map((problem) => ({ field: problem.path, message: problem.message.ja, messageEn: problem.message.en })),
  });
}

async function apply(tx: Transaction, conferenceId: string, kind: SettingsKind, value: Record<string, unknown>) {
  switch (kind) {
    case 'conference': {
      await tx
        .update(conferences)
        .set({ settings: value as ConferenceSettings, version: sql`${conferences.version} + 1`, updatedAt: new Date() })
        .where(eq(conferences.id, conferenceId));
      return;
    }
    case 'custom-questions': {
      // A new version of the set: registrations keep pointing at the version they answered.
      const [latest] = await tx
        .select({ version: customQuestionSets.version })
        .from(customQuestionSets)
        .where(eq(customQuestionSets.conferenceId, conferenceId))
        .orderBy(desc(customQuestionSets.version))
        .limit(1);
      await tx
        .insert(customQuestionSets)
        .values({ conferenceId, version: (latest?.version ?? 0) + 1, items: sanitizedQuestions(value.items as CustomQuestion[]) });
      return;
    }
    case 'keywords': {
      const { categories } = value as KeywordCategoriesFile;
      await refuseRemovingUsedKeywords(
        tx,
        conferenceId,
        categories.flatMap((category) => category.keywords.map((keyword) => keyword.id)),
      );
      await writeKeywords(tx, conferenceId, categories);
      return;
    }
    case 'payment':
      await refuseRemovingFeesInUse(tx, conferenceId, value as PaymentSettings);
      await writeOperationSettings(tx, conferenceId, kind, value);
      return;
    default:
      await writeOperationSettings(tx, conferenceId, kind, value);
  }
}

async function writeOperationSettings(tx: Transaction, conferenceId: string, kind: OperationSettingsKind, value: Record<string, unknown>) {
  await tx
    .insert(operationSettings)
    .values({ conferenceId, kind, value })
    .onConflictDoUpdate({ target: [operationSettings.conferenceId, operationSettings.kind], set: { value, updatedAt: new Date() } });
}

/**
 * A keyword the program's presentations carry cannot go (an attendee's own choice is kept by
 * writeKeywords instead): 409 naming the keyword and up to ten presentations by code.
 */
async function refuseRemovingUsedKeywords(tx: Transaction, conferenceId: string, kept: readonly number[]) {
  const used = await tx
    .select({ keywordId: presentationKeywords.keywordId, keyword: keywords.name, keywordEn: keywords.nameEn, code: presentations.code })
    .from(presentationKeywords)
    .innerJoin(presentations, eq(presentations.id, presentationKeywords.presentationId))
    .innerJoin(keywords, eq(keywords.id, presentationKeywords.keywordId))
    .where(and(eq(presentations.conferenceId, conferenceId), kept.length > 0 ? notInArray(presentationKeywords.keywordId, [...kept]) : sql`true`))
    .orderBy(presentationKeywords.keywordId, presentations.code)
    .limit(11);
  if (used.length === 0) return;
  const codes =
    used
      .slice(0, 10)
      .map((row) => row.code)
      .join(', ') + (used.length > 10 ? ', …' : '');
  const params = { keyword: used[0]!.keyword, keywordEn: used[0]!.keywordEn ?? used[0]!.keyword, codes };
  const text = localize('keywordInUse', params);
  throw new ApiError(409, 'keywordInUse', { params, errors: [{ field: 'categories', message: text.ja, messageEn: text.en }] });
}

/**
 * A plan a member kind names, or a plan or extra that a live (pending or paid) order holds, cannot
 * leave the payment settings: 409 naming it. An order keeps its own copy of what it bought
 * (`orders.lines`), so ending an item's sales period is the way to stop selling it.
 */
async function refuseRemovingFeesInUse(tx: Transaction, conferenceId: string, value: PaymentSettings) {
  const current = await loadOperationSettings(tx as unknown as Database, conferenceId, 'payment');
  const kept = new Set([...value.plans, ...value.extras].map((item) => item.id));
  // What this save removes, in the order the settings list it.
  const removed = [...current.plans.map((item) => ({ item, field: 'plans' })), ...current.extras.map((item) => ({ item, field: 'extras' }))].filter(
    ({ item }) => !kept.has(item.id),
  );
  if (removed.length === 0) return;
  const kinds = await plansNamedByKinds(tx, conferenceId);
  for (const { item, field } of removed) {
    const kind = field === 'plans' ? kinds.get(item.id) : undefined;
    if (kind) refuse409('planOfMemberKind', field, { name: item.name, nameEn: item.nameEn, kind: kind.name, kindEn: kind.nameEn ?? kind.name });
  }
  const live = await tx
    .select({ lines: orders.lines })
    .from(orders)
    .where(and(eq(orders.conferenceId, conferenceId), inArray(orders.status, ['pending', 'paid'])));
  const held = new Map<number, number>();
  for (const order of live) for (const line of order.lines as OrderLine[]) held.set(line.id, (held.get(line.id) ?? 0) + 1);
  for (const { item, field } of removed) {
    const count = held.get(item.id);
    if (count) refuse409('feeOrdered', field, { name: item.name, nameEn: item.nameEn, count });
  }
}

function refuse409(key: 'planOfMemberKind' | 'feeOrdered', field: string, params: Record<string, string | number>): never {
  const text = localize(key, params);
  throw new ApiError(409, key, { params, errors: [{ field, message: text.ja, messageEn: text.en }] });
}

/**
 * Saves `value` on top of `baseVersion`. The first save of a kind also keeps what it replaces
 * (the fixture's settings) as version 1, so it can be restored like any other.
 */
export async function saveSettings(
  db: Database,
  conferenceId: string,
  kind: SettingsKind,
  input: { baseVersion: number; value: Record<string, unknown>; actor: UserRow; restoredVersion?: number },
): Promise<{ version: number }> {
  const problems = checkSettings(kind, input.value);
  if (problems.length > 0) throw refuse(problems);
  try {
    return await db.transaction(async (tx) => {
      const [latest] = await settingsHistory(tx, conferenceId, kind, 1);
      const current = latest?.version ?? 0;
      if (input.baseVersion !== current) {
        throw new ApiError(409, 'settingsSavedMeanwhile', {
          params: { email: latest?.savedByEmail ?? '-', version: current, at: latest ? formatTokyo(latest.savedAt) : '-' },
        });
      }
      let version = current + 1;
      if (current === 0) {
        await tx
          .insert(settingsVersions)
          .values({ conferenceId, kind, version, value: await currentValue(tx as unknown as Database, conferenceId, kind), source: 'fixtures' });
        version += 1;
      }
      await apply(tx, conferenceId, kind, input.value);
      const source = input.restoredVersion ? 'rollback' : 'browser';
      await tx.insert(settingsVersions).values({
        conferenceId,
        kind,
        version,
        value: input.value,
        source,
        restoredVersion: input.restoredVersion ?? null,
        savedById: input.actor.id,
        savedByEmail: input.actor.email,
      });
      await audit(tx, {
        conferenceId,
        action: input.restoredVersion ? 'settingsRollback' : 'settingsSave',
        actor: input.actor,
        detail: { kind, version, ...(input.restoredVersion ? { restoredVersion: input.restoredVersion } : {}) },
      });
      return { version };
    });
  } catch (error) {
    // Two saves on the same version at once: the second finds the version taken.
    if (isUniqueViolation(error)) {
      const [latest] = await settingsHistory(db, conferenceId, kind, 1);
      throw new ApiError(409, 'settingsSavedMeanwhile', {
        params: { email: latest?.savedByEmail ?? '-', version: latest?.version ?? 0, at: latest ? formatTokyo(latest.savedAt) : '-' },
      });
    }
    throw error;
  }
}

/** Restores an earlier version as a new one (the history keeps both). */
export async function rollbackSettings(
  db: Database,
  conferenceId: string,
  kind: SettingsKind,
  input: { baseVersion: number; version: number; actor: UserRow },
) {
  const [row] = await db
    .select({ value: settingsVersions.value })
    .from(settingsVersions)
    .where(and(eq(settingsVersions.conferenceId, conferenceId), eq(settingsVersions.kind, kind), eq(settingsVersions.version, input.version)));
  if (!row) throw new ApiError(404, 'settingsVersionNotFound');
  return saveSettings(db, conferenceId, kind, {
    baseVersion: input.baseVersion,
    value: row.value as Record<string, unknown>,
    actor: input.actor,
    restoredVersion: input.version,
  });
}

export type CountedChange = RiskyChange & { count: number };

const blank = (column: AnyColumn) => sql`(${column} is null or ${column}::text in ('', 'null', '[]'))`;

/** How many registrations each risky change reaches. */
async function countAffected(db: Database, conferenceId: string, change: RiskyChange): Promise<number> {
  const ofConference = eq(users.conferenceId, conferenceId);
  const answersOf = (condition: ReturnType<typeof sql>) =>
    db.select({ n: count() }).from(customQuestionAnswers).innerJoin(users, eq(users.id, customQuestionAnswers.userId)).where(and(ofConference, condition));
  let rows: { n: number }[];
  switch (change.reason) {
    case 'questionRemoved':
      rows = await answersOf(
        sql`jsonb_exists(${customQuestionAnswers.answers}, ${change.uuid}) and ${customQuestionAnswers.answers}->>${change.uuid} not in ('', '[]', 'false')`,
      );
      break;
    case 'questionNowRequired':
      rows = await db
        .select({ n: count() })
        .from(users)
        .leftJoin(customQuestionAnswers, eq(customQuestionAnswers.userId, users.id))
        .where(and(ofConference, sql`coalesce(${customQuestionAnswers.answers}->>${change.uuid}, '') in ('', '[]')`));
      break;
    case 'maxLengthNarrowed':
      rows = await answersOf(
        sql`jsonb_typeof(${customQuestionAnswers.answers}->${change.uuid}) = 'string' and char_length(${customQuestionAnswers.answers}->>${change.uuid}) > ${change.limit}`,
      );
      break;
    case 'optionRemoved':
      rows = await answersOf(
        sql`(${customQuestionAnswers.answers}->${change.uuid} = to_jsonb(${change.value}::text) or ${customQuestionAnswers.answers}->${change.uuid} @> jsonb_build_array(${change.value}::text))`,
      );
      break;
    case 'keywordRemoved':
      rows = await db
        .select({ n: count() })
        .from(userKeywords)
        .innerJoin(users, eq(users.id, userKeywords.userId))
        .where(and(ofConference, eq(userKeywords.keywordId, change.keywordId)));
      break;
    case 'minKeywordsRaised':
      rows = await db
        .select({ n: count() })
        .from(users)
        .where(and(ofConference, sql`(select count(*) from ${userKeywords} where ${userKeywords.userId} = ${users.id}) < ${change.limit}`));
      break;
    case 'fieldNowRequired':
    case 'fieldNoLongerAsked': {
      const missing = change.reason === 'fieldNowRequired';
      const stored = change.stored;
      if ('users' in stored) {
        const column = (getTableColumns(users) as Record<string, AnyColumn | undefined>)[stored.users];
        if (!column) throw new Error(`users has no column ${stored.users}`);
        rows = await db
          .select({ n: count() })
          .from(users)
          .where(and(ofConference, missing ? blank(column) : sql`not ${blank(column)}`));
      } else if ('affiliations' in stored) {
        const column = (getTableColumns(affiliations) as Record<string, AnyColumn | undefined>)[stored.affiliations];
        if (!column) throw new Error(`affiliations has no column ${stored.affiliations}`);
        rows = await db
          .select({ n: count() })
          .from(users)
          .leftJoin(affiliations, eq(affiliations.userId, users.id))
          .where(and(ofConference, missing ? blank(column) : sql`not ${blank(column)}`));
      } else if ('kept' in stored && stored.kept === 'userKeywords') {
        rows = await db
          .select({ n: count() })
          .from(users)
          .where(and(ofConference, sql`${missing ? sql`not` : sql``} exists (select 1 from ${userKeywords} where ${userKeywords.userId} = ${users.id})`));
      } else {
        // Kept by code of its own (files, role flags): every registration made before may lack it.
        rows = missing ? await db.select({ n: count() }).from(users).where(ofConference) : [{ n: 0 }];
      }
      break;
    }
  }
  return Number(rows[0]?.n ?? 0);
}

/** The changes from the current value to `value` that reach registrations, each with its count. */
export async function settingsImpact(db: Database, conferenceId: string, kind: SettingsKind, value: Record<string, unknown>): Promise<CountedChange[]> {
  const problems = checkSettings(kind, value);
  if (problems.length > 0) throw refuse(problems);
  const seen = new Set<string>();
  const changes = riskyChanges(kind, await currentValue(db, conferenceId, kind), value).filter((change) => {
    const key = JSON.stringify({ ...change, label: undefined, stored: undefined });
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const counted = await Promise.all(changes.map(async (change) => ({ ...change, count: await countAffected(db, conferenceId, change) })));
  return counted.filter((change) => change.count > 0);
}

export const isOperationKind = (kind: SettingsKind) => operationKinds.has(kind);
