import type { Language } from '../../schemas/conferenceSettings';
import type { KeywordCategory } from '../../schemas/keywords';
import type { JsonSchema } from '../formModel';
import type { LocalizedText, MessageKey } from '../messages';
import type { Condition, Rule } from '../rules';
import type { FieldWidget } from '../widgetNames';
import type { OnDemandChoices } from '../lists/choicesOnDemand';
import type { ParticipationType } from '../participation';

/**
 * The shape of a field registry row (catalogue.ts): a field of a generated form
 * (docs/requirements/public-area.md §3 "Registering user" and "Affiliation",
 * docs/requirements/operation-area.md §3 "Commission registration state") with its JSON Schema
 * fragment, label, widget (named only where the value's shape does not decide it:
 * engine/widgetTesters.ts), wire name, the rule of each form that asks it, and where its value is
 * stored.
 */

/** The generated forms whose fields come from the registry. */
export type FormKind = 'registration' | 'commission';

export interface Choice {
  value: string;
  label: LocalizedText;
}

/** Data some choice lists are made from. */
export interface ChoiceContext {
  keywordCategories: readonly KeywordCategory[];
  participationTypes: readonly ParticipationType[];
}

/**
 * A column of the users or affiliations table, by its Drizzle property name. The engine does not
 * import the server's tables; the registry test (tests/api/fieldStorage.test.ts) checks each name
 * against them and sends every field through the real route into its column and back.
 */
export type UserColumn = string;
type AffiliationColumn = string;

/**
 * Where a field's value ends up. `users` and `affiliations` name columns the server fills from
 * the registry; `kept` names the few values stored by code of their own, each covered by the
 * round-trip test; `notStored` says why a value is only checked.
 */
export type Storage =
  | { users: UserColumn; affiliations?: AffiliationColumn }
  | { affiliations: AffiliationColumn }
  | { kept: 'passwordHash' | 'userKeywords' | 'roleFlags' | 'uploads' | 'requestLetterFiles' }
  | { notStored: string };

/** How one form asks a field; what is not given is the field's own. */
export interface Asked {
  rule: Rule;
  onlyWhen?: Condition;
  section?: string;
  widget?: FieldWidget;
}

export interface FieldDef {
  /** Path in the form data: a top-level key or `group.key`. */
  path: string;
  /** A section of the form the field belongs to (a key of the form's section labels). */
  section: string;
  label: LocalizedText;
  /** JSON Schema of the value; `choices` adds an enum. */
  schema: Record<string, unknown>;
  /** The choices with their names; or a list named only when read (lists/choicesOnDemand.ts), whose enum is `values`. */
  choices?: readonly Choice[] | ((language: Language, context: ChoiceContext) => ReadonlyArray<{ value: string | number; label: string }>) | OnDemandChoices;
  /**
   * The values `choices` allows, where listing them through `choices` would name and sort every
   * one (the countries: the runtime's locale data for a language the form may not even show).
   */
  values?: ReadonlyArray<string | number>;
  widget?: FieldWidget;
  readonly?: boolean;
  /** Text area height. */
  rows?: number;
  /** Message keys that replace the generic message for a validation keyword on this field. */
  messages?: Partial<Record<string, MessageKey>>;
  /** Wire key (inside `user[...]` or `user: {}`); derived from the path when absent. */
  wire?: string;
  /** Marks secrets that are never kept in drafts or shown on confirmation. */
  secret?: boolean;
  /** A file: kept in the form as a data URL, sent as a file part, checked by content. */
  upload?: 'profileImage';
  /** Brings a typed value to its stored form; both sides apply it before validating. */
  normalize?: (value: string) => string;
  /** A stricter schema for the value while a condition holds (a Japanese postal code). */
  refine?: { when: Condition; schema: JsonSchema };
  /** The value a new form starts with. */
  initial?: unknown;
}

export interface RegistryField extends FieldDef {
  asked: Partial<Record<FormKind, Asked>>;
  stored: Storage;
}
