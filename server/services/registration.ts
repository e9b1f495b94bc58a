import { and, eq, isNull } from 'drizzle-orm';
import { buildRegistrationForm } from '../../engine/registration/buildRegistrationForm';
import { fromWire, participationTypeOf, pruneToVisible, wireNameOf, type WireEntry } from '../../engine/registration/wire';
import { localizeError, validateForm, type FieldError } from '../../engine/validate';
import { ANSWERS_GROUP } from '../../engine/questions/questionFields';
import { localize, readPath, writePath, type FormData } from '../../engine';
import { ApiError, type ApiFieldError } from '../core/errors';
import type { Database } from '../db/openDatabase';
import { customQuestionAnswers, loginEmails, userKeywords } from '../db/schema';
import { collateMember } from './collation';
import { loadConference, loadKeywordCategories, loadLatestQuestions } from './conference';
import { insertUpload, type ReceivedFile } from './uploads';
import { schemaValidator } from './formValidators';
import { hashPassword, type PasswordHashCost } from './passwords';
import { hashToken, isTokenShaped } from './tokens';
import { isCommonPassword } from './commonPasswords';
import { storedColumns } from './storedFields';
import { createAccountFromLink } from './accountFromLink';

export type TokenState = { ok: false } | { ok: true; id: number; email: string; isDummy: boolean };

export async function lookUpSignupToken(db: Database, token: string, now = new Date()): Promise<TokenState> {
  if (!isTokenShaped(token)) return { ok: false };
  const [row] = await db
    .select()
    .from(loginEmails)
    .where(and(eq(loginEmails.tokenHash, hashToken(token)), isNull(loginEmails.commissionId)));
  if (!row || row.usedAt || row.expiresAt <= now) return { ok: false };
  return { ok: true, id: row.id, email: row.email, isDummy: row.isDummy };
}

const fieldErrors = (errors: readonly FieldError[]): ApiFieldError[] =>
  errors.map((error) => {
    const text = localizeError(error);
    return { field: wireNameOf(error.path), message: text.ja, messageEn: text.en };
  });

/** PostgreSQL's unique_violation, as PGlite and pg report it. */
/**
 * POST /web_api/users: the same engine that built the browser's form maps the payload back,
 * rebuilds the schema from the stored settings and validates; then one transaction consumes the
 * token and stores the user, so a token registers exactly one account.
 */
export interface RegistrationPayload {
  entries: readonly WireEntry[];
  /** File parts that passed the content check. */
  files?: readonly ReceivedFile[];
  /** File parts that did not, by form path. */
  fileErrors?: readonly FieldError[];
}

export async function registerUser(
  db: Database,
  conferenceId: string,
  { entries, files = [], fileErrors = [] }: RegistrationPayload,
  passwordHashCost: PasswordHashCost = 'owasp',
): Promise<{ id: number; email: string }> {
  const decoded = fromWire(entries);
  if (decoded.repeatedKeys.length > 0 || decoded.unknownKeys.length > 0) {
    const keys = [...decoded.repeatedKeys, ...decoded.unknownKeys];
    throw new ApiError(422, 'entryHasErrors', {
      errors: keys.map((key) => {
        const text = localize('unknownField', { key });
        return { field: key, message: text.ja, messageEn: text.en };
      }),
    });
  }
  const token = decoded.loginEmailToken ?? '';
  const state = await lookUpSignupToken(db, token);
  if (!state.ok) throw new ApiError(410, 'tokenInvalid');
  if (state.isDummy) throw new ApiError(403, 'tokenDummy');

  const conference = await loadConference(db, conferenceId);
  if (!conference) throw new Error(`Conference ${conferenceId} is not seeded`);
  const keywordCategories = await loadKeywordCategories(db, conferenceId);
  const questions = await loadLatestQuestions(db, conferenceId);
  const form = buildRegistrationForm({ settings: conference.settings, language: 'ja', email: state.email, keywordCategories, questions: questions.items });
  // Answers to questions the set does not ask are refused like unknown fields.
  const answerable = new Set(form.fields.filter((field) => field.path.startsWith(`${ANSWERS_GROUP}.`) && !field.display).map((field) => field.path));
  const strayAnswers = Object.keys((decoded.data[ANSWERS_GROUP] as object | undefined) ?? {}).filter((uuid) => !answerable.has(`${ANSWERS_GROUP}.${uuid}`));
  if (strayAnswers.length > 0) {
    throw new ApiError(422, 'entryHasErrors', {
      errors: strayAnswers.map((uuid) => {
        const field = wireNameOf(`${ANSWERS_GROUP}.${uuid}`);
        const text = localize('unknownField', { key: field });
        return { field, message: text.ja, messageEn: text.en };
      }),
    });
  }
  // A file that arrived stands for its field (its name), like the data URL does in the browser.
  const received: FormData = { ...decoded.data, email: state.email, participationType: participationTypeOf(form, decoded.roleFlags) };
  for (const file of files) writePath(received, file.path, file.fileName);
  const data = pruneToVisible(form, received);
  // A refused file says why, rather than "required" for the file that is not there.
  const refusedFiles = new Set(fileErrors.map((error) => error.path));
  const errors = [...validateForm(form, data, schemaValidator(form), isCommonPassword).filter((error) => !refusedFiles.has(error.path)), ...fileErrors];

  // Collation is the server's own: the externalMemberId comes from the record, never the client.
  if (conference.settings.isExternalMemberCollationEnabled && typeof data.memberCode === 'string') {
    const result = await collateMember(db, conferenceId, {
      memberCode: data.memberCode,
      nameSei: data.nameSei as string | undefined,
      nameMei: data.nameMei as string | undefined,
      affiliation: readPath(data, 'affiliation.name') as string | undefined,
    });
    if (result.ok) data.externalMemberId = result.suggestionAttributes!.externalMemberId;
    else errors.push(...result.errors.filter((error) => !errors.some((known) => known.path === error.path)));
  } else {
    delete data.externalMemberId;
  }
  if (errors.length > 0) throw new ApiError(422, 'entryHasErrors', { errors: fieldErrors(errors) });
  const answers = (data[ANSWERS_GROUP] as Record<string, unknown> | undefined) ?? {};
  const storedFiles = files.filter((file) => readPath(data, file.path) !== undefined);
  const columns = storedColumns('registration', data);

  const passwordHash = await hashPassword(String(data.password), passwordHashCost);
  const registrationLanguage = decoded.registrationLanguage === 'en' ? 'en' : 'ja';
  const participationType = readPath(data, 'participationType') as string;
  return createAccountFromLink(
    db,
    // The role flags follow from the participation type (docs/requirements/public-area.md §4).
    { conferenceId, link: state, columns, passwordHash, registrationLanguage, kindColumns: form.roleFlags[participationType]! },
    async (tx, userId) => {
      const keywordIds = (readPath(data, 'keywordIds') as number[] | undefined) ?? [];
      if (keywordIds.length > 0) {
        await tx.insert(userKeywords).values(keywordIds.map((keywordId, position) => ({ userId, keywordId, position })));
      }
      if (questions.id !== null) {
        await tx.insert(customQuestionAnswers).values({ userId, questionSetId: questions.id, answers });
      }
      for (const file of storedFiles) {
        const isAnswer = file.path.startsWith(`${ANSWERS_GROUP}.`);
        await insertUpload(tx, {
          userId,
          purpose: isAnswer ? 'question_file' : 'profile_image',
          questionUuid: isAnswer ? file.path.slice(ANSWERS_GROUP.length + 1) : null,
          fileName: file.fileName,
          contentType: file.contentType,
          byteSize: file.data.length,
          sha256: file.sha256,
          data: file.data,
        });
      }
    },
  );
}
