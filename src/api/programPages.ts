import useSWR, { useSWRConfig } from 'swr';
import type { PresentationKind } from '../../schemas/program';
import { graphql } from './graphql';
import { ABSTRACTS, SESSION, SUMMARY, type Bilingual, type Presentation, type PresentationSummary, type SessionSummary } from './program';

/**
 * The program pages' own GraphQL documents and hooks: a presentation, the search's options, my
 * schedule and favourites. Apart from src/api/program.ts, whose preloads every first load carries
 * (the shell starts them with a page's code): these only the pages that use them load.
 */

const GET_PRESENTATION = /* GraphQL */ `
  query GetPresentation($id: Int!) {
    presentation(id: $id) {
      ${SUMMARY} ${ABSTRACTS} hasAbstract hasAbstractEn abstractPdf location isLocked
      keywords { id categoryId name nameEn }
      series { id name nameEn }
      session { ${SESSION} organizersHtml organizersHtmlEn }
    }
  }`;

export function usePresentation(id: number) {
  return useSWR(
    Number.isInteger(id) && id > 0 ? ['graphql:GetPresentation', id] : null,
    async () => (await graphql<{ presentation: Presentation | null }>(GET_PRESENTATION, { id })).presentation,
    {
      revalidateOnFocus: false,
    },
  );
}

const OPTIONS_BY_CODE = (kind: PresentationKind) => /* GraphQL */ `
  query ${kind === 'oral' ? 'OralPresentationOptionsByCode' : 'PosterPresentationOptionsByCode'}($code: String) {
    options: ${kind}PresentationOptionsByCode(code: $code, page: 1, per: 5) { collection { id code name nameEn } metadata { totalCount } }
  }`;

export function useOptionsByCode(kind: PresentationKind, code: string) {
  return useSWR(
    code ? ['graphql:ByCode', kind, code] : null,
    async () =>
      (
        await graphql<{ options: { collection: (Bilingual & { id: number; code: string })[]; metadata: { totalCount: number } } }>(OPTIONS_BY_CODE(kind), {
          code,
        })
      ).options,
  );
}

const SEARCH_OPTIONS = /* GraphQL */ `
  query SearchOptions {
    oralPresentationSeries {
      id
      name
      nameEn
    }
    posterPresentationSeries {
      id
      name
      nameEn
    }
    programRooms {
      id
      name
      nameEn
    }
    keywordCategories {
      id
      name
      nameEn
      keywords {
        id
        name
        nameEn
        oralPresentationsCount
        posterPresentationsCount
      }
    }
  }
`;

export interface SearchOptions {
  oralPresentationSeries: (Bilingual & { id: number })[];
  posterPresentationSeries: (Bilingual & { id: number })[];
  programRooms: (Bilingual & { id: number })[];
  keywordCategories: (Bilingual & { id: number; keywords: (Bilingual & { id: number; oralPresentationsCount: number; posterPresentationsCount: number })[] })[];
}

export function useSearchOptions() {
  return useSWR('graphql:SearchOptions', async () => graphql<SearchOptions>(SEARCH_OPTIONS), { revalidateOnFocus: false });
}

const MY_SCHEDULE = /* GraphQL */ `
  query MySchedule { mySchedule { startAt endAt overlapsWith presentation { ${SUMMARY} session { ${SESSION} } } } }`;

export interface ScheduleItem {
  startAt: string | null;
  endAt: string | null;
  overlapsWith: number[];
  presentation: PresentationSummary & { session: SessionSummary | null };
}

export const myScheduleKey = 'graphql:MySchedule';
export function useMySchedule() {
  return useSWR(myScheduleKey, async () => (await graphql<{ mySchedule: ScheduleItem[] }>(MY_SCHEDULE)).mySchedule);
}

const ADD_FAVOURITE = /* GraphQL */ `
  mutation AddFavourite($presentationId: Int!) {
    addFavourite(presentationId: $presentationId) {
      isFavourite
      overlapping {
        id
        code
        name
        nameEn
      }
    }
  }
`;
const REMOVE_FAVOURITE = /* GraphQL */ `
  mutation RemoveFavourite($presentationId: Int!) {
    removeFavourite(presentationId: $presentationId) {
      isFavourite
    }
  }
`;

/** Marking and unmarking; every cached list and the schedule are refreshed after. */
export function useFavourites() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate((key) => (Array.isArray(key) && String(key[0]).startsWith('graphql:')) || key === myScheduleKey);
  return {
    async add(presentationId: number) {
      const { addFavourite } = await graphql<{ addFavourite: { overlapping: (Bilingual & { id: number; code: string })[] } }>(ADD_FAVOURITE, {
        presentationId,
      });
      await refresh();
      return addFavourite.overlapping;
    },
    async remove(presentationId: number) {
      await graphql(REMOVE_FAVOURITE, { presentationId });
      await refresh();
    },
  };
}
