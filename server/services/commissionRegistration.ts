import { and, eq, inArray, isNull } from 'drizzle-orm';
import { buildCommissionForm } from '../../engine/commission/buildCommissionForm';
import { commissionFromWire, commissionWireNameOf } from '../../engine/commission/commissionWire';
import { localize, readPath, writePath, type FormData } from '../../engine';
import { pruneToVisible, visibleFields } from '../../engine/registration/wire';
import { validateForm, type FieldError } from '../../engine/validate';
import { ApiError, fieldErrors } from '../core/errors';
import type { Database } from '../db/openDatabase';
import { commissions, requestLetterFiles } from '../db/schema';
import { lookUpCommissionToken } from './commissions';
import { createAccountFromLink } from './accountFromLink';
import { loadConference } from './conference';
import { schemaValidator } from './formValidators';
import { hashPassword, type PasswordHashCost } from './passwords';
import { isCommonPassword } from './commonPasswords';
import { storedColumns } from './storedFields';

const unknownKeys = (keys: string[]) =>
  new ApiError(422, 'entryHasErrors', {
    errors: keys.map((key) => {
      const message = localize('unknownField', { key });
      return { field: key, message: message.ja, messageEn: message.en };
    }),
  });

/**
 * POST /web_api/users/commission_create: the commission registration link's token and the user.
 * The same engine builds the same form from the stored settings and validates; one transaction
 * consumes the link, creates the account, makes it the commission's committer and claims the
 * uploaded request letters, so a link registers exactly one account and nothing is half-written.
 */
export async function registerCommitter(db: Database, conferenceId: string, body: unknown, cost: PasswordHashCost): Promise<{ id: number; email: string }> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'malformedBody');
  const { token, user, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) throw unknownKeys(Object.keys(rest));
  const state = await lookUpCommissionToken(db, typeof token === 'string' ? token : '');
  if (!state.ok) throw new ApiError(410, 'tokenInvalid');
  if (state.isDummy) throw new ApiError(403, 'tokenDummy');

  const decoded = commissionFromWire(user);
  if (decoded.unknownKeys.length > 0) throw unknownKeys(decoded.unknownKeys);
  const conference = await loadConference(db, conferenceId);
  if (!conference) throw new Error(`Conference ${conferenceId} is not seeded`);
  const form = buildCommissionForm({ settings: conference.settings, language: 'ja', email: state.email });

  // The uploaded files stand for the field, as the upload call's answers do in the browser.
  const codes = decoded.requestLetterCodes;
  const wellFormed = codes.every((code) => typeof code === 'string' && /^[0-9a-f-]{36}$/.test(code)) && new Set(codes).size === codes.length;
  const files =
    wellFormed && codes.length > 0
      ? await db
          .select()
          .from(requestLetterFiles)
          .where(and(inArray(requestLetterFiles.code, codes as string[]), isNull(requestLetterFiles.userId)))
      : [];
  const received: FormData = { ...decoded.data, email: state.email };
  if (codes.length > 0)
    writePath(
      received,
      'requestLetterFormats',
      files.map((file) => ({ code: file.code, fileName: file.fileName })),
    );
  const data = pruneToVisible(form, received);
  let errors: FieldError[] = validateForm(form, data, schemaValidator(form), isCommonPassword);
  // Codes that name no open upload say so, rather than "required" for the files that are not there.
  const lettersShown = visibleFields(form, received).some((field) => field.path === 'requestLetterFormats');
  if (lettersShown && codes.length > 0 && (!wellFormed || files.length !== codes.length)) {
    errors = [...errors.filter((error) => error.path !== 'requestLetterFormats'), { path: 'requestLetterFormats', code: 'fileNotFound' }];
  }
  if (errors.length > 0) throw fieldErrors(errors, commissionWireNameOf);
  const letters = (readPath(data, 'requestLetterFormats') as Array<{ code: string }> | undefined) ?? [];

  const passwordHash = await hashPassword(String(data.password), cost);
  const columns = storedColumns('commission', data);
  const registrationLanguage = decoded.registrationLanguage === 'en' ? 'en' : 'ja';
  const kindColumns = {
    // The secretariat invited this person; their account needs no second approval.
    approvalStatus: 'approved' as const,
    approvedAt: new Date(),
    isOrganizable: state.role === 'organizer',
    isPresentable: state.role === 'presenter',
  };
  return createAccountFromLink(db, { conferenceId, link: state, columns, passwordHash, registrationLanguage, kindColumns }, async (tx, userId) => {
    await tx.update(commissions).set({ userId }).where(eq(commissions.id, state.commissionId));
    if (letters.length === 0) return;
    const codes = letters.map((letter) => letter.code);
    const claimed = await tx
      .update(requestLetterFiles)
      .set({ userId })
      .where(and(inArray(requestLetterFiles.code, codes), isNull(requestLetterFiles.userId)))
      .returning({ id: requestLetterFiles.id });
    if (claimed.length !== letters.length) throw fieldErrors([{ path: 'requestLetterFormats', code: 'fileNotFound' }], commissionWireNameOf);
  });
}
