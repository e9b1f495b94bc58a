import { PROGRAM_PAGE_SIZE, presentationFiltersSchema, presentationKinds, presentationLanguages } from '../../schemas/program';

/** The program's GraphQL schema (docs/requirements/operation-area.md §7): types, the list queries with their filters as arguments (derived from the filters' JSON Schema), the favourite mutations. */
const graphqlScalar = (name: string, property: { type: string; enum?: readonly string[] }) => {
  if (property.enum) return name === 'language' ? 'PresentationLanguage' : 'String';
  return ({ integer: 'Int', string: 'String', boolean: 'Boolean' } as Record<string, string>)[property.type]!;
};

/** The list filters as GraphQL arguments, derived from their JSON Schema. */
const filterArguments = Object.entries(presentationFiltersSchema.properties)
  .map(([name, property]) => `${name}: ${graphqlScalar(name, property as { type: string; enum?: readonly string[] })}`)
  .join(', ');

const listQueries = presentationKinds
  .map(
    (kind) => `
  ${kind}Presentations(${filterArguments}): PresentationPage!
  ${kind}PresentationsHitsCount(${filterArguments}): Int!
  ${kind}PresentationOptions(name: String, page: Int = 1, per: Int = ${PROGRAM_PAGE_SIZE.options}): PresentationOptionPage!
  ${kind}PresentationOptionsByCode(code: String, page: Int = 1, per: Int = ${PROGRAM_PAGE_SIZE.options}): PresentationOptionPage!
  ${kind}PresentationSeries: [Series!]!`,
  )
  .join('');

export const programTypes = /* GraphQL */ `
enum PresentationKind { ${presentationKinds.join(' ')} }
enum PresentationLanguage { ${presentationLanguages.join(' ')} }
"Page metadata of every list (docs/requirements/operation-area.md §3 Pager)."
type Pager {
  currentPage: Int!
  totalPages: Int!
  limitValue: Int!
  isLastPage: Boolean!
  totalCount: Int!
  nextPage: Int
}
"A group of rooms (a building, a floor); the timetable offers rooms group by group."
type RoomGroup { id: Int! name: String! nameEn: String }
type Room { id: Int! name: String! nameEn: String group: RoomGroup }
"What happens beside the sessions: an opening, a keynote, a reception. In a room, or at a place named in words."
type ProgramEvent {
  id: Int!
  name: String!
  nameEn: String
  description: String!
  descriptionEn: String
  startAt: String!
  endAt: String!
  programRoom: Room
  place: String
  placeEn: String
}
type SeriesRef { id: Int! name: String! nameEn: String }
type Series { id: Int! name: String! nameEn: String position: Int! sessions: [ProgramSession!]! }
type Section { startAt: String endAt: String }
type Institute { id: Int! name: String! nameEn: String position: Int! }
type Author {
  id: Int!
  position: Int!
  firstName: String!
  lastName: String!
  firstNameEn: String
  lastNameEn: String
  membershipNumber: String
  isPresenter: Boolean!
  presentationId: Int!
  institutes: [Institute!]!
}
type Keyword { id: Int! categoryId: Int! name: String! nameEn: String! posterPresentationsCount: Int! oralPresentationsCount: Int! }
type KeywordCategory { id: Int! name: String! nameEn: String! keywords: [Keyword!]! }
type PresentationUser { id: Int! nameSei: String! nameMid: String nameMei: String! nameSeiKanji: String nameMeiKanji: String nameEn1: String nameEn3: String }
type ProgramSession {
  id: Int!
  code: String
  kind: PresentationKind
  name: String!
  nameEn: String
  startAt: String
  endAt: String
  organizersHtml: String
  organizersHtmlEn: String
  programRoom: Room
  series: SeriesRef
  presentations: [ListedPresentation!]!
}
type Presentation {
  id: Int!
  oralOrPosterId: Int!
  kind: PresentationKind!
  code: String!
  name: String!
  nameEn: String
  decoratedName: String!
  decoratedNameEn: String
  decoratedNameWithoutCode: String!
  decoratedNameWithoutCodeEn: String
  abstract: String
  abstractEn: String
  hasAbstract: Boolean!
  hasAbstractEn: Boolean!
  abstractPdf: String
  isPublic: Boolean!
  isLocked: Boolean!
  isSponsor: Boolean!
  language: PresentationLanguage!
  location: String!
  presentationApplicationId: Int
  userId: Int
  createdAt: String!
  updatedAt: String!
  section: Section!
  series: SeriesRef
  session: ProgramSession
  user: PresentationUser
  authors: [Author!]!
  keywords: [Keyword!]!
  "Whether the viewer marked it (their schedule)."
  isFavourite: Boolean!
}
type ListedPresentation {
  id: Int!
  presentationId: Int!
  embedCode: String
  presentation: Presentation!
  programSession: ProgramSession
  user: PresentationUser
}
type PresentationPage { collection: [ListedPresentation!]! metadata: Pager! }
type PresentationOption { id: Int! code: String! name: String! nameEn: String decoratedName: String! decoratedNameEn: String }
type PresentationOptionPage { collection: [PresentationOption!]! metadata: Pager! }
type ScheduleItem { presentation: Presentation! startAt: String endAt: String "Ids of the other items at the same time." overlapsWith: [Int!]! }
type FavouriteResult { presentationId: Int! isFavourite: Boolean! "Favourites at the same time as this one." overlapping: [Presentation!]! }
"A participation plan of a member kind; price in yen, tax included (0 is free)."
type MemberPlan { id: Int! name: String! nameEn: String price: Int! requiresMemberCode: Boolean! requiresCertificate: Boolean! }
type ExternalMemberKind { id: Int! name: String! nameEn: String value: String! plans: [MemberPlan!]! }
`;

export const programQueries = /* GraphQL */ `${listQueries}
  presentation(id: Int!): Presentation
  "At most 20 rooms at a time. Without roomIds, the first firstRooms rooms (in their order) that hold sessions of this kind."
  programSessions(kind: PresentationKind = oral, date: String, seriesId: Int, roomIds: [Int!], firstRooms: Int): [ProgramSession!]!
  "Rooms group by group in the groups' order, rooms of no group last."
  programRooms(kind: PresentationKind): [Room!]!
  "A day's events (every day's without date), by time."
  programEvents(date: String): [ProgramEvent!]!
  keywordCategories: [KeywordCategory!]!
  mySchedule: [ScheduleItem!]!
  "The society's member kinds with their plans (fixtures/external-members), in the file's order; public, as registration shows them."
  externalMemberKinds: [ExternalMemberKind!]!
`;

export const programMutations = /* GraphQL */ `
  addFavourite(presentationId: Int!): FavouriteResult!
  removeFavourite(presentationId: Int!): FavouriteResult!
`;
