import { createContext } from 'react';
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
 * institutes the authors tick, the way to change the two lists together, and the files already
 * stored. The errors come through {@link SubmissionErrors} instead: a new list of messages then
 * re-renders the authorship field, not the whole form.
 */
export interface SubmissionFormContext {
  kind: SubmissionKind;
  applicationId?: number;
  institutes: NonNullable<ApplicationData['institutes']>;
  updateAuthorship: (change: Pick<ApplicationData, 'authors' | 'institutes'>) => void;
  files: Partial<Record<ApplicationFileField, FormFile>>;
  onFileStored: (field: ApplicationFileField, file: FormFile | undefined) => void;
  uploadFile: (field: ApplicationFileField, file: File) => Promise<FormFile>;
}

/** The messages of the authors and institutes by path (`authors.2.instituteKeys`), which the authorship field shows. */
export const SubmissionErrors = createContext<readonly DisplayError[]>([]);
