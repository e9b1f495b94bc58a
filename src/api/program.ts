import useSWR, { preload } from 'swr';
import type { DashboardSettings } from '../../schemas/operationSettings';
import type { Pager, PresentationFilters, PresentationKind } from '../../schemas/program';

export type { Pager };
import { graphql } from './graphql';

/**
 * The program's GraphQL documents (docs/requirements/operation-area.md §7) and their SWR hooks. Keys start
 * with `graphql:` and carry the variables, so a filter change is a new request and a repeat is
 * served from the cache.
 */

/** docs/requirements/operation-area.md §9: the mobile breakpoint. */
export const MOBILE_QUERY = '(max-width:959.95px)';
/** Rooms side by side on a wide screen; a large conference's rooms come a group at a time. */
export const ROOMS_PER_VIEW = 5;
export const roomsPerView = (phone: boolean) => (phone ? 1 : ROOMS_PER_VIEW);
export const POSTERS_PER_PAGE = 20;
/** The timetable's day: the URL's when it is a conference day, else the first day. */
export const timetableDay = (days: readonly string[], params: URLSearchParams) => {
  const asked = params.get('day');
  return asked && days.includes(asked) ? asked : days[0];
};
export const posterFilters = (params: URLSearchParams) => ({ page: Math.max(1, Math.min(100000, Number(params.get('page')) || 1)), per: POSTERS_PER_PAGE });

/** A preloaded call's failure is shown by the page that reads it, not reported twice. */
const ignore = () => undefined;

export interface Bilingual {
  name: string;
  nameEn: string | null;
}
export interface Institute extends Bilingual {
  id: number;
  position: number;
}
export interface Author {
  id: number;
  position: number;
  lastName: string;
  firstName: string;
  lastNameEn: string | null;
  firstNameEn: string | null;
  isPresenter: boolean;
  institutes: Institute[];
}
export interface Keyword extends Bilingual {
  id: number;
  categoryId: number;
}
export interface SessionSummary extends Bilingual {
  id: number;
  code: string | null;
  startAt: string | null;
  endAt: string | null;
  programRoom: (Bilingual & { id: number }) | null;
}
export interface PresentationSummary extends Bilingual {
  id: number;
  kind: PresentationKind;
  code: string;
  /** Asked only where shown: the search results (a day of the timetable without them is a tenth the size). */
  abstract?: string | null;
  abstractEn?: string | null;
  language: 'japanese' | 'english' | 'unspecified';
  section: { startAt: string | null; endAt: string | null };
  authors: Author[];
  isFavourite: boolean;
}
export interface Presentation extends PresentationSummary {
  hasAbstract: boolean;
  hasAbstractEn: boolean;
  abstractPdf: string | null;
  location: string;
  isLocked: boolean;
  keywords: Keyword[];
  series: (Bilingual & { id: number }) | null;
  session: (SessionSummary & { organizersHtml: string | null; organizersHtmlEn: string | null }) | null;
}
export interface Listed {
  id: number;
  presentation: PresentationSummary;
  programSession: SessionSummary | null;
}
export interface ProgramSession extends SessionSummary {
  organizersHtml: string | null;
  organizersHtmlEn: string | null;
  series: (Bilingual & { id: number }) | null;
  /** Each presentation's session is this one. */
  presentations: Array<Pick<Listed, 'id' | 'presentation'>>;
}

const AUTHOR = 'id position lastName firstName lastNameEn firstNameEn isPresenter institutes { id name nameEn position }';
export const SESSION = 'id code name nameEn startAt endAt programRoom { id name nameEn }';
export const SUMMARY = `id kind code name nameEn language section { startAt endAt } authors { ${AUTHOR} } isFavourite`;
export const ABSTRACTS = 'abstract abstractEn';

const filterVariables: [keyof PresentationFilters, string][] = [
  ['q', 'String'],
  ['name', 'String'],
  ['abstract', 'String'],
  ['authorName', 'String'],
  ['instituteName', 'String'],
  ['seriesId', 'Int'],
  ['sessionId', 'Int'],
  ['categoryId', 'Int'],
  ['keywordId', 'Int'],
  ['date', 'String'],
  ['language', 'PresentationLanguage'],
  ['isRandomOrder', 'Boolean'],
  ['randomSeed', 'Int'],
  ['programRoomId', 'Int'],
  ['isSponsor', 'Boolean'],
  ['per', 'Int'],
  ['page', 'Int'],
];
const listDocument = (kind: PresentationKind, withAbstracts: boolean) => /* GraphQL */ `
  query ${kind === 'oral' ? 'OralPresentations' : 'PosterPresentations'}(${filterVariables.map(([name, type]) => `$${name}: ${type}`).join(', ')}) {
    list: ${kind}Presentations(${filterVariables.map(([name]) => `${name}: $${name}`).join(', ')}) {
      collection { id presentation { ${SUMMARY}${withAbstracts ? ` ${ABSTRACTS}` : ''} } programSession { ${SESSION} } }
      metadata { currentPage totalPages limitValue isLastPage totalCount nextPage }
    }
  }`;

type ListKey = [string, PresentationKind, string, boolean];
const listKey = (kind: PresentationKind, filters: PresentationFilters, withAbstracts: boolean): ListKey => [
  'graphql:list',
  kind,
  JSON.stringify(filters),
  withAbstracts,
];
const fetchList = async ([, kind, filters, withAbstracts]: ListKey) =>
  (await graphql<{ list: { collection: Listed[]; metadata: Pager } }>(listDocument(kind, withAbstracts), JSON.parse(filters) as PresentationFilters)).list;

/** A page of presentations; `withAbstracts` where the page shows them (the search results). */
export function usePresentations(kind: PresentationKind, filters: PresentationFilters | null, { withAbstracts = false } = {}) {
  return useSWR(filters ? listKey(kind, filters, withAbstracts) : null, fetchList, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}
export const preloadPresentations = (kind: PresentationKind, filters: PresentationFilters) =>
  void preload(listKey(kind, filters, false), fetchList).catch(ignore);

const TIMETABLE = /* GraphQL */ `
  query Timetable($kind: PresentationKind, $date: String, $roomIds: [Int!], $firstRooms: Int) {
    programSessions(kind: $kind, date: $date, roomIds: $roomIds, firstRooms: $firstRooms) {
      ${SESSION} organizersHtml organizersHtmlEn series { id name nameEn }
      presentations { id presentation { ${SUMMARY} } }
    }
  }`;

/** The rooms of a timetable view: the first `count` (known before the room list arrives), or these. */
export type RoomChoice = { first: number } | { ids: number[] };
const timetableKey = (kind: PresentationKind, date: string, rooms: RoomChoice) => [
  'graphql:Timetable',
  kind,
  date,
  'ids' in rooms ? rooms.ids.join(',') : `first:${rooms.first}`,
];
const fetchTimetable = async ([, kind, date, rooms]: ReturnType<typeof timetableKey>) => {
  const variables = rooms.startsWith('first:') ? { kind, date, firstRooms: Number(rooms.slice(6)) } : { kind, date, roomIds: rooms.split(',').map(Number) };
  return (await graphql<{ programSessions: ProgramSession[] }>(TIMETABLE, variables)).programSessions;
};

export function useTimetable(kind: PresentationKind, date: string | undefined, rooms: RoomChoice) {
  return useSWR(date ? timetableKey(kind, date, rooms) : null, fetchTimetable, { revalidateOnFocus: false, keepPreviousData: true });
}

/** Asked for as the page's code downloads, not after it (routes.tsx). */
export function preloadTimetable(kind: PresentationKind, date: string, rooms: RoomChoice) {
  preload(timetableKey(kind, date, rooms), fetchTimetable).catch(ignore);
}

const ROOMS = /* GraphQL */ `
  query ProgramRooms {
    programRooms(kind: oral) {
      id
      name
      nameEn
      group {
        id
        name
        nameEn
      }
    }
  }
`;
/** A room of the timetable, with its group (engine/program/roomViews.ts). */
export type TimetableRoom = Bilingual & { id: number; group: (Bilingual & { id: number }) | null };
const fetchRooms = async () => (await graphql<{ programRooms: TimetableRoom[] }>(ROOMS)).programRooms;
export function useRooms() {
  return useSWR('graphql:ProgramRooms', fetchRooms, { revalidateOnFocus: false });
}
export const preloadRooms = () => void preload('graphql:ProgramRooms', fetchRooms).catch(ignore);

/** An event beside the sessions (an opening, a reception), as the timetable lists it. */
export interface ProgramEvent extends Bilingual {
  id: number;
  description: string;
  descriptionEn: string | null;
  startAt: string;
  endAt: string;
  programRoom: (Bilingual & { id: number }) | null;
  place: string | null;
  placeEn: string | null;
}
const EVENTS = /* GraphQL */ `
  query ProgramEvents($date: String) {
    programEvents(date: $date) {
      id
      name
      nameEn
      description
      descriptionEn
      startAt
      endAt
      programRoom {
        id
        name
        nameEn
      }
      place
      placeEn
    }
  }
`;
const eventsKey = (date: string) => ['graphql:ProgramEvents', date];
const fetchEvents = async ([, date]: ReturnType<typeof eventsKey>) => (await graphql<{ programEvents: ProgramEvent[] }>(EVENTS, { date })).programEvents;
export function useProgramEvents(date: string | undefined) {
  return useSWR(date ? eventsKey(date) : null, fetchEvents, { revalidateOnFocus: false, keepPreviousData: true });
}
export const preloadProgramEvents = (date: string) => void preload(eventsKey(date), fetchEvents).catch(ignore);

const DASHBOARD = /* GraphQL */ `
  query DashboardSettings {
    dashboardSettings {
      timetableType
      isTimetable
      isPosterPresentations
      isSearchModal
      isMySchedule
      isMypage
      isUserListPage
      isMessageBoard
      isManual
      isLunchSeminar
      isLunchSeminarMngOnly
      isPointRally
      isSponsorLinkEnabled
      isSponsorInsight
      isSubmissionMenu
      isEvaluationMenu
      isMyEval
      isEvaluatorLink
      hasJudging
    }
  }
`;

/** The dashboard's switches as the server answers them: off where the conference lacks what they lead to. */
export type DashboardMenu = Pick<
  DashboardSettings,
  | 'timetableType'
  | 'isTimetable'
  | 'isPosterPresentations'
  | 'isSearchModal'
  | 'isMySchedule'
  | 'isMypage'
  | 'isUserListPage'
  | 'isMessageBoard'
  | 'isManual'
  | 'isLunchSeminar'
  | 'isLunchSeminarMngOnly'
  | 'isPointRally'
  | 'isSponsorLinkEnabled'
  | 'isSponsorInsight'
  | 'isSubmissionMenu'
  | 'isEvaluationMenu'
  | 'isMyEval'
  | 'isEvaluatorLink'
> & {
  /** The conference judges presentations, so it can give awards. */
  hasJudging: boolean;
};

const fetchDashboard = async () => (await graphql<{ dashboardSettings: DashboardMenu }>(DASHBOARD)).dashboardSettings;
export function useDashboardSettings(enabled = true) {
  return useSWR(enabled ? 'graphql:DashboardSettings' : null, fetchDashboard, { revalidateOnFocus: false });
}
export const preloadDashboard = () => void preload('graphql:DashboardSettings', fetchDashboard).catch(ignore);
