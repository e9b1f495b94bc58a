import type { Language } from '../schemas/conferenceSettings';
import type { LocalizedText, MessageKey } from './messages';
import type { Condition, Presence } from './rules';
import type { RoleFlags } from './roles';
import type { FieldWidget } from './widgetNames';

/** Plain JSON Schema / uiSchema objects: the engine's output must survive JSON.stringify. */
export type JsonSchema = Record<string, unknown>;
export type UiSchema = Record<string, unknown>;
export type FormData = Record<string, unknown>;

/** What a builder says about one field: for the printer, the confirmation step and error mapping. */
export interface FieldState {
  path: string;
  section: string;
  label: LocalizedText;
  presence: Exclude<Presence, 'absent'>;
  /** Which rule put the field there, in words. */
  reason: string;
  /** The widget it shows with (engine/widgetTesters.ts); none where a field of its own shows it (a display-only question, the authors). */
  widget?: FieldWidget;
  onlyWhen?: Condition;
  secret?: boolean;
  /** A file field: never kept in drafts, sent as a file part. */
  upload?: 'profileImage' | 'questionFile';
  /** A custom question that only shows text. */
  display?: boolean;
}

/** A check across two fields that JSON Schema cannot express portably. */
export interface CrossCheck {
  path: string;
  equalsPath: string;
  code: MessageKey;
}

export interface SectionLayout {
  id: string;
  title: string;
  /** Top-level property names shown in this section, in order. */
  fields: string[];
}

/** A generated form: the schema, its layout and the data it starts from. */
export interface GeneratedForm {
  language: Language;
  schema: JsonSchema;
  uiSchema: UiSchema;
  initialData: FormData;
  fields: FieldState[];
  /** Per field path, message keys that replace the generic message of a validation keyword. */
  messageOverrides: Record<string, Partial<Record<string, MessageKey>>>;
  crossChecks: CrossCheck[];
  /** The role flags each offered participation type sends (§4). */
  roleFlags: Record<string, RoleFlags>;
}
