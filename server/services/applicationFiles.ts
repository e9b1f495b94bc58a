import { and, eq, inArray } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { isWithinPeriod } from '../../engine/commission/dates';
import { buildSubmissionForm } from '../../engine/submission/buildSubmissionForm';
import type { FieldError } from '../../engine/validate';
import { isManagerRole } from '../../engine/roles';
import { applicationFileFields, type ApplicationFileField, type SubmissionKind } from '../../schemas/submission';
import type { Database } from '../db/openDatabase';
import { uploads } from '../db/schema';
import { ApiError } from '../core/errors';
import { audit } from './audit';
import { getApplication, loadSubmissionSettings } from './presentationApplications';
import type { UserRow } from './sessions';
import { insertUpload, judgeFile, safeFileName } from './uploads';

/**
 * An application file, judged by its bytes: PDF for the abstract and poster, a JPEG of exactly
 * 1200 × 1200 px for the graphical abstract; the abstract PDF within the conference's limit.
 */
export async function storeApplicationFile(
  db: Database,
  input: {
    conferenceId: string;
    viewer: UserRow;
    field: ApplicationFileField;
    kind: SubmissionKind;
    applicationId?: number;
    fileName: string;
    data: Buffer;
    now?: Date;
    beforeStore?: (bytes: number) => Promise<void>;
  },
): Promise<{ id: number; fileName: string; byteSize: number } | FieldError> {
  const { field, data, now = new Date() } = input;
  const application = input.applicationId ? await getApplication(db, input.conferenceId, input.viewer, input.applicationId) : undefined;
  const ownerId = application?.userId ?? input.viewer.id;
  if (application?.isFinal) throw new ApiError(409, 'abstractFinal');
  if (application?.presentationId) throw new ApiError(409, 'abstractAccepted');
  const kind = (application?.kind as SubmissionKind | undefined) ?? input.kind;
  // The file limits need the kind's settings only, not its keywords.
  const settings = (await loadSubmissionSettings(db, input.conferenceId)).kinds[kind];
  const form = settings && buildSubmissionForm({ kind, settings, language: 'ja' });
  if (!settings || !form?.files[field]) throw new ApiError(404, 'submissionNotOffered');
  // As for saves: a presenter uploads within the period; a manager for a presenter at any time.
  const forPresenter = ownerId === input.viewer.id;
  if (forPresenter && !isWithinPeriod(now, settings.proposalStartAt, settings.proposalEndAt)) throw new ApiError(403, 'outsideApplicationPeriod');
  const judged = await judgeFile(field, data, { maxBytes: form.files[field]!.maxBytes });
  if ('code' in judged) return { path: field, ...judged };
  const fileName = safeFileName(input.fileName);
  await input.beforeStore?.(data.length);
  const values = {
    userId: ownerId,
    purpose: field,
    fileName,
    contentType: judged.mime,
    byteSize: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
    data,
  };
  return db.transaction(async (tx) => {
    const row = await insertUpload(tx, values);
    if (!forPresenter)
      await audit(tx, {
        conferenceId: input.conferenceId,
        action: 'applicationFileForPresenter',
        actor: input.viewer,
        detail: { applicationId: application!.id, field },
      });
    return row;
  });
}

/** A stored application file, for its owner and managers. */
export async function readApplicationFile(db: Database, viewer: UserRow, id: number) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), inArray(uploads.purpose, [...applicationFileFields])));
  if (!row || (row.userId !== viewer.id && !isManagerRole(viewer.role))) throw new ApiError(404, 'fileNotFound');
  return row;
}
