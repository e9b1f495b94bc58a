import type { DataImport } from '../src/api/imports';

/** An import as the server answers it, ready to import unless told otherwise: for the import stories. */
export const importResult = (change: Partial<DataImport> = {}): DataImport => ({
  id: 1,
  status: 'check_successful',
  fileName: 'import.csv',
  rowCount: 1204,
  problems: [],
  problemCount: 0,
  change: { added: 12, updated: 30, unchanged: 1162, removed: 4 },
  createdAt: '2027-01-10T01:00:00Z',
  updatedAt: '2027-01-10T01:00:02Z',
  ...change,
});
