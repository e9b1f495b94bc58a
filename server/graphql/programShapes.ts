import type { ListedRow, PresentationRow } from '../services/programQueries';
import type { SessionRow } from '../services/programSchedule';

/** The program's rows as GraphQL answers them: ISO times, decorated names, what a list query already read. */
export const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
export const decorated = (code: string, name: string | null) => (name ? `${code} ${name}` : null);

/** What a list query already read for a row: its session and whether the viewer marked it. */
export interface Preloaded {
  preloadedSession?: SessionRow | null;
  preloadedFavourite?: boolean;
}

export function presentationOf(row: PresentationRow, preloaded: Preloaded = {}) {
  return {
    ...row,
    ...preloaded,
    oralOrPosterId: row.id,
    decoratedName: decorated(row.code, row.name),
    decoratedNameEn: decorated(row.code, row.nameEn),
    decoratedNameWithoutCode: row.name,
    decoratedNameWithoutCodeEn: row.nameEn,
    hasAbstract: Boolean(row.abstract?.trim()),
    hasAbstractEn: Boolean(row.abstractEn?.trim()),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    section: { startAt: iso(row.startAt), endAt: iso(row.endAt) },
  };
}
export type PresentationObject = ReturnType<typeof presentationOf>;

export const listedOf = (row: PresentationRow, preloaded: Preloaded = {}) => ({
  id: row.id,
  presentationId: row.id,
  embedCode: null,
  presentation: presentationOf(row, preloaded),
  sessionId: row.sessionId,
  userId: row.userId,
  ...preloaded,
});
export const listedRowOf = (row: ListedRow) => listedOf(row.presentation, { preloadedSession: row.session, preloadedFavourite: row.isFavourite });

export function sessionOf(row: SessionRow) {
  const details = row.details as { nameEn?: string; organizersHtml?: string; organizersHtmlEn?: string; programRoom?: { name: string; nameEn?: string } };
  return {
    id: row.id,
    code: row.code,
    kind: row.presentationKind,
    name: row.name,
    nameEn: details.nameEn ?? null,
    startAt: iso(row.startAt),
    endAt: iso(row.endAt),
    organizersHtml: details.organizersHtml ?? null,
    organizersHtmlEn: details.organizersHtmlEn ?? null,
    programRoom: row.room ?? (details.programRoom ? { id: 0, ...details.programRoom } : null),
    series: row.series,
  };
}
export type SessionObject = ReturnType<typeof sessionOf>;
