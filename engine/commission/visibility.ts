import { visibilityFlag, type ProgramCompositionPreference, type SessionKind, type ViewerRole, type ViewerStatus } from '../../schemas/commissions';

/** What one viewer may see of the other people of a session (§4 "Visibility of people"). */
export interface Visibility {
  names: boolean;
  /** Affiliations go with names for registered viewers; candidates see names and the badge only (§4). */
  affiliation: boolean;
  cvImage: boolean;
  cvText: boolean;
  proposal: boolean;
  /** People not yet registered carry a "candidate" badge wherever names show. */
  candidateBadge: boolean;
}

/**
 * The one visibility table: viewer role x viewer status x session kind, each cell read from the
 * preference's flags. A candidate (someone without an account here yet) sees names at most,
 * never CVs or proposals, whatever the flags say.
 */
export function visibilityFor(preference: ProgramCompositionPreference, role: ViewerRole, status: ViewerStatus, kind: SessionKind): Visibility {
  const flag = (item: 'names' | 'cvs' | 'proposals') => preference[visibilityFlag(status, role, kind, item)] === true;
  const names = flag('names');
  if (status === 'candidate') return { names, affiliation: false, cvImage: false, cvText: false, proposal: false, candidateBadge: names };
  const cvs = names && flag('cvs');
  return { names, affiliation: names, cvImage: cvs, cvText: cvs, proposal: names && flag('proposals'), candidateBadge: names };
}

export interface PersonEntry {
  id: number;
  name1: string;
  name2: string;
  name3: string | null;
  affiliationName: string | null;
  cvImage: string | null;
  cvText: string | null;
  presentationMinutes: number | null;
  qaMinutes: number | null;
  presentationApplication: { name: string; nameEn: string | null; abstract: string | null; abstractEn: string | null } | null;
}

/** A person as this viewer may see them: what the table hides is not sent at all. */
export function redactPerson(person: PersonEntry, visibility: Visibility): PersonEntry {
  return {
    ...person,
    affiliationName: visibility.affiliation ? person.affiliationName : null,
    cvImage: visibility.cvImage ? person.cvImage : null,
    cvText: visibility.cvText ? person.cvText : null,
    presentationApplication: visibility.proposal ? person.presentationApplication : null,
  };
}
