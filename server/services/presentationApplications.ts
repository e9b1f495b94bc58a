import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { createAjv } from '../../engine/ajv';
import { isWithinPeriod } from '../../engine/commission/dates';
import { normalizeSearchText } from '../../engine/program/search';
import { buildSubmissionForm, type SubmissionForm } from '../../engine/submission/buildSubmissionForm';
import { checkApplication, localizeApplicationError } from '../../engine/submission/checkApplication';
import type { FieldError } from '../../engine/validate';
import { describeSchemaErrors } from '../../engine/schemaProblems';
import { localize } from '../../engine/messages';
import {
  applicationDataSchema,
  applicationFileFields,
  type ApplicationData,
  type ApplicationFileField,
  type ApplicationStatus,
  type SubmissionKind,
  type SubmissionSettings,
} from '../../schemas/submission';
import type { Database, Writer } from '../db/openDatabase';
import {
  authorInstitutes,
  authors,
  institutes,
  keywords,
  presentationApplications,
  presentationKeywords,
  presentations,
  submissionSettings,
  uploads,
} from '../db/schema';
import { ApiError, fieldErrors } from '../core/errors';
import { loadKeywordCategories } from './conference';
import { sanitizeAbstract } from './sanitize';
import { schemaValidator } from './formValidators';
import { audit } from './audit';
import type { UserRow } from './sessions';
import { authorCard, authorRowOf, reserveAuthorIds, searchColumns } from './programSeed';
import { isManagerRole } from '../../engine/roles';

/**
 * Abstract submission (issue 17; docs/requirements/operation-area.md §4 "Abstract save"): drafts stored as
 * they are, submissions checked by the same engine that built the browser's form, a version on
 * every row so a stale copy never overwrites a newer one, and a final mark no save gets past.
 */

export async function loadSubmissionSettings(db: Writer, conferenceId: string): Promise<SubmissionSettings> {
  const [row] = await db.select().from(submissionSettings).where(eq(submissionSettings.conferenceId, conferenceId));
  return (row?.value as SubmissionSettings | undefined) ?? { kinds: {} };
}

const isManager = (user: UserRow) => isManagerRole(user.role);

const shapeCheck = createAjv({ allErrors: true }).compile(applicationDataSchema);

/** A body that is not an application at all (wrong types, unknown keys, over the caps): 422 naming each place. */
function assertShape(data: unknown): asserts data is ApplicationData {
  if (shapeCheck(data)) return;
  throw new ApiError(422, 'entryHasErrors', {
    errors: describeSchemaErrors(shapeCheck.errors ?? []).map((problem) => {
      const text = localize('invalidRequestPart', { where: problem.path, problem: `${problem.expected} (${problem.found})` });
      return { field: problem.path.replace(/^\//, '').replace(/\//g, '.'), message: text.ja, messageEn: text.en };
    }),
  });
}

/** What is stored: abstracts cleaned to the marks abstracts use, texts trimmed of nothing else. */
function cleaned(data: ApplicationData): ApplicationData {
  const copy = structuredClone(data);
  if (typeof copy.abstract === 'string') copy.abstract = sanitizeAbstract(copy.abstract);
  if (typeof copy.abstractEn === 'string') copy.abstractEn = sanitizeAbstract(copy.abstractEn);
  return copy;
}

/** The folded texts an application is searched by (its title, authors and institutes), stored beside it. */
export function searchOf(data: ApplicationData) {
  const join = (...parts: Array<string | undefined | null>) => normalizeSearchText(parts.filter(Boolean).join(' '));
  return {
    searchName: join(data.title, data.titleEn),
    searchAuthors: join(
      ...(data.authors ?? []).flatMap((author) => [
        author.lastName,
        author.firstName,
        `${author.lastName ?? ''}${author.firstName ?? ''}`,
        author.lastNameEn,
        author.firstNameEn,
      ]),
    ),
    searchInstitutes: join(...(data.institutes ?? []).flatMap((institute) => [institute.name, institute.nameEn])),
  };
}

/** The files an application names must be the owner's uploads of the right kind, within the conference's limit. */
async function fileErrors(db: Writer, form: SubmissionForm, data: ApplicationData, ownerId: number): Promise<FieldError[]> {
  const named = applicationFileFields.filter((field) => data[field] !== undefined);
  if (named.length === 0) return [];
  const rows = await db
    .select({ id: uploads.id, userId: uploads.userId, purpose: uploads.purpose, byteSize: uploads.byteSize })
    .from(uploads)
    .where(
      inArray(
        uploads.id,
        named.map((field) => data[field]!),
      ),
    );
  return named.flatMap((field): FieldError[] => {
    const row = rows.find((candidate) => candidate.id === data[field]);
    if (!row || row.userId !== ownerId || row.purpose !== field || !form.files[field]) return [{ path: field, code: 'fileNotFound' }];
    const maxBytes = form.files[field]!.maxBytes;
    return maxBytes && row.byteSize > maxBytes ? [{ path: field, code: 'fileTooLarge', params: { limit: maxBytes / (1024 * 1024) } }] : [];
  });
}

export interface SaveInput {
  conferenceId: string;
  viewer: UserRow;
  action: 'draft' | 'submit';
  data: unknown;
  now?: Date;
}

export type ApplicationRow = typeof presentationApplications.$inferSelect;

/**
 * Saves a new application (POST) or a new version of one (PUT). A draft is only shape-checked;
 * a submission runs every rule, as the browser did. Outside the kind's period a presenter's save
 * is refused and nothing is written; a manager saves for the presenter at any time.
 */
export async function saveApplication(db: Database, input: SaveInput & ({ kind: SubmissionKind } | { id: number; version: number })): Promise<ApplicationRow> {
  const { conferenceId, viewer, action, now = new Date() } = input;
  assertShape(input.data);
  const data = cleaned(input.data);
  return db.transaction(async (tx) => {
    let existing: ApplicationRow | undefined;
    if ('id' in input) {
      [existing] = await tx
        .select()
        .from(presentationApplications)
        .where(and(eq(presentationApplications.id, input.id), eq(presentationApplications.conferenceId, conferenceId)))
        .for('update');
      if (!existing || (existing.userId !== viewer.id && !isManager(viewer))) throw new ApiError(404, 'applicationNotFound');
      if (existing.isFinal) throw new ApiError(409, 'abstractFinal');
      if (existing.presentationId !== null) throw new ApiError(409, 'abstractAccepted');
      if (existing.version !== input.version) throw new ApiError(409, 'staleApplication', { params: { version: existing.version } });
    }
    const kind = existing ? (existing.kind as SubmissionKind) : (input as { kind: SubmissionKind }).kind;
    const settings = (await loadSubmissionSettings(tx, conferenceId)).kinds[kind];
    if (!settings) throw new ApiError(404, 'submissionNotOffered');
    const forPresenter = !existing || existing.userId === viewer.id;
    if (forPresenter && !isWithinPeriod(now, settings.proposalStartAt, settings.proposalEndAt)) throw new ApiError(403, 'outsideApplicationPeriod');
    const ownerId = existing?.userId ?? viewer.id;
    const form = buildSubmissionForm({
      kind,
      settings,
      language: 'ja',
      keywordCategories: action === 'submit' ? await loadKeywordCategories(tx, conferenceId) : [],
    });
    // A draft too names only the owner's own uploads: another's id is refused, never shown back.
    const ownFiles = await fileErrors(tx, form, data, ownerId);
    if (action === 'submit') {
      const errors = checkApplication(form, data, schemaValidator(form));
      const failing = new Set(errors.map((error) => error.path));
      errors.push(...ownFiles.filter((error) => !failing.has(error.path)));
      if (errors.length > 0) throw fieldErrors(errors, undefined, localizeApplicationError);
    } else {
      const notOwned = ownFiles.filter((error) => error.code === 'fileNotFound');
      if (notOwned.length > 0) throw fieldErrors(notOwned, undefined, localizeApplicationError);
    }
    const status: ApplicationStatus = `${forPresenter ? 'presenter' : 'mng'}_${action === 'submit' ? 'submit' : 'temp'}`;
    const values = { data, status, ...searchOf(data), updatedAt: now, confirmedAt: action === 'submit' ? now : null };
    const [row] = existing
      ? await tx
          .update(presentationApplications)
          .set({ ...values, version: existing.version + 1 })
          .where(eq(presentationApplications.id, existing.id))
          .returning()
      : await tx
          .insert(presentationApplications)
          .values({ ...values, conferenceId, userId: ownerId, kind, createdAt: now })
          .returning();
    if (!forPresenter) await audit(tx, { conferenceId, action: 'applicationSaveForPresenter', actor: viewer, detail: { applicationId: row!.id, status } });
    return row;
  });
}

export async function getApplication(db: Database, conferenceId: string, viewer: UserRow, id: number): Promise<ApplicationRow> {
  const [row] = await db
    .select()
    .from(presentationApplications)
    .where(and(eq(presentationApplications.id, id), eq(presentationApplications.conferenceId, conferenceId)));
  if (!row || (row.userId !== viewer.id && !isManager(viewer))) throw new ApiError(404, 'applicationNotFound');
  return row;
}

export async function listMyApplications(db: Database, conferenceId: string, viewer: UserRow): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(presentationApplications)
    .where(and(eq(presentationApplications.conferenceId, conferenceId), eq(presentationApplications.userId, viewer.id)))
    .orderBy(desc(presentationApplications.id));
}

/** The uploaded files an application names, by field: what the form shows for them. */
export async function filesOf(
  db: Database,
  data: ApplicationData,
): Promise<Partial<Record<ApplicationFileField, { id: number; fileName: string; byteSize: number }>>> {
  const ids = applicationFileFields.map((field) => data[field]).filter((id): id is number => typeof id === 'number');
  if (ids.length === 0) return {};
  const rows = await db.select({ id: uploads.id, fileName: uploads.fileName, byteSize: uploads.byteSize }).from(uploads).where(inArray(uploads.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return Object.fromEntries(applicationFileFields.flatMap((field) => (byId.has(data[field]!) ? [[field, byId.get(data[field]!)!]] : [])));
}

/** Marks an application final (or opens it again): a manager's decision, after which no save gets through. */
export async function setFinal(db: Writer, conferenceId: string, id: number, isFinal: boolean): Promise<ApplicationRow> {
  const [row] = await db
    .update(presentationApplications)
    .set({ isFinal, version: sql`${presentationApplications.version} + 1`, updatedAt: new Date() })
    .where(and(eq(presentationApplications.id, id), eq(presentationApplications.conferenceId, conferenceId)))
    .returning();
  if (!row) throw new ApiError(404, 'applicationNotFound');
  return row;
}

/** Ids above every program fixture's (schemas/program.ts caps them), so a re-seed never meets them. */
const ACCEPTED_ID_BASE = 1_000_000;

/**
 * Accepting a submitted application makes it a presentation of the program, with its authors,
 * institutes and keywords (a sponsor exhibition is a poster marked as sponsor). Once.
 */
export async function acceptApplication(db: Writer, conferenceId: string, id: number): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(presentationApplications)
      .where(and(eq(presentationApplications.id, id), eq(presentationApplications.conferenceId, conferenceId)))
      .for('update');
    if (!row) throw new ApiError(404, 'applicationNotFound');
    if (row.presentationId) throw new ApiError(409, 'applicationAccepted');
    if (!row.status.endsWith('_submit')) throw new ApiError(409, 'applicationNotSubmitted');
    const data = row.data as ApplicationData;
    // Institutes are shared by the program: one row per name, reused when the program has it.
    const instituteIds = new Map<string, number>();
    for (const institute of data.institutes ?? []) {
      const name = institute.name?.trim() || institute.nameEn?.trim() || '';
      const [found] = await tx
        .select({ id: institutes.id })
        .from(institutes)
        .where(and(eq(institutes.conferenceId, conferenceId), eq(institutes.name, name)))
        .limit(1);
      let instituteId = found?.id;
      if (!instituteId) {
        const [{ next }] = (await tx.execute(sql`select greatest(coalesce(max(id), 0), ${ACCEPTED_ID_BASE}) + 1 as next from institutes`)).rows as [
          { next: number },
        ];
        instituteId = Number(next);
        await tx.insert(institutes).values({ id: instituteId, conferenceId, name, nameEn: institute.nameEn?.trim() || null });
      }
      instituteIds.set(institute.key, instituteId);
    }
    const [{ next }] = (await tx.execute(sql`select greatest(coalesce(max(id), 0), ${ACCEPTED_ID_BASE}) + 1 as next from presentations`)).rows as [
      { next: number },
    ];
    const presentationId = Number(next);
    const [{ position }] = (await tx.execute(sql`select coalesce(max(position), 0) + 1 as position from presentations where conference_id = ${conferenceId}`))
      .rows as [{ position: number }];
    const kind = row.kind === 'oral' ? 'oral' : 'poster';
    const names = new Map(
      [...(data.institutes ?? [])].map((institute) => [instituteIds.get(institute.key)!, { name: institute.name ?? '', nameEn: institute.nameEn }]),
    );
    const authorList = (data.authors ?? []).map((author) => ({
      lastName: author.lastName ?? '',
      firstName: author.firstName ?? '',
      lastNameEn: author.lastNameEn || undefined,
      firstNameEn: author.firstNameEn || undefined,
      membershipNumber: author.membershipNumber || undefined,
      isPresenter: author.isPresenter === true,
      instituteIds: (author.instituteKeys ?? []).map((key) => instituteIds.get(key)).filter((value): value is number => value !== undefined),
    }));
    const presentation = {
      id: presentationId,
      kind,
      code: `APP-${row.id}`,
      name: data.title?.trim() || data.titleEn?.trim() || '',
      nameEn: data.titleEn?.trim() || undefined,
      abstract: data.abstract || undefined,
      abstractEn: data.abstractEn || undefined,
      authors: authorList,
    };
    const authorIds = await reserveAuthorIds(tx, authorList.length);
    const written = authorList.map((author, authorPosition) => ({
      author: authorRowOf(authorIds[authorPosition]!, presentationId, authorPosition, author),
      ids: author.instituteIds,
    }));
    const cards = written.map(({ author, ids }) => authorCard(author, ids, names));
    await tx.insert(presentations).values({
      id: presentationId,
      conferenceId,
      kind,
      code: presentation.code,
      name: presentation.name,
      nameEn: presentation.nameEn ?? null,
      abstract: presentation.abstract ?? null,
      abstractEn: presentation.abstractEn ?? null,
      isPublic: data.isPublic ?? true,
      isSponsor: row.kind === 'sponsor',
      language: data.language ?? 'unspecified',
      userId: row.userId,
      presentationApplicationId: row.id,
      position: Number(position),
      ...searchColumns(presentation, names),
      authorsCard: cards,
    });
    if (written.length > 0) await tx.insert(authors).values(written.map(({ author }) => author));
    const links = written.flatMap(({ author, ids }) => ids.map((instituteId, p) => ({ authorId: author.id, instituteId, position: p })));
    if (links.length > 0) await tx.insert(authorInstitutes).values(links);
    // A keyword removed from the settings since the application was saved is left out.
    const chosen = [...new Set(data.keywordIds ?? [])];
    const keywordIds = chosen.length > 0 ? (await tx.select({ id: keywords.id }).from(keywords).where(inArray(keywords.id, chosen))).map((row) => row.id) : [];
    if (keywordIds.length > 0) await tx.insert(presentationKeywords).values(keywordIds.map((keywordId) => ({ presentationId, keywordId })));
    const [updated] = await tx
      .update(presentationApplications)
      .set({ presentationId, version: row.version + 1, updatedAt: new Date() })
      .where(eq(presentationApplications.id, row.id))
      .returning();
    return updated!;
  });
}

/** The applicant as the managers' list names them. */
