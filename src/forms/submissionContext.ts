import type { ApplicationData, ApplicationFileField, SubmissionKind } from '../../schemas/submission';
import type { DisplayError } from './displayErrors';

/** A stored file as the form shows it. */
export interface FormFile {
  id: number;
  fileName: string;
  byteSize: number;
}

/**
 * What the application form's own widgets need beyond their value (RJSF's formContext): the
 * institutes the authors tick, every error by path (the authorship field shows both lists), and
 * the way to change the two lists together, and the files already stored.
 */
export interface SubmissionFormContext {
  kind: SubmissionKind;
  applicationId?: number;
  institutes: NonNullable<ApplicationData['institutes']>;
  errors: readonly DisplayError[];
  updateAuthorship: (change: Pick<ApplicationData, 'authors' | 'institutes'>) => void;
  files: Partial<Record<ApplicationFileField, FormFile>>;
  onFileStored: (field: ApplicationFileField, file: FormFile | undefined) => void;
  uploadFile: (field: ApplicationFileField, file: File) => Promise<FormFile>;
}
