import { conferenceSettingsSchema, type ConferenceSettings, type Language, type ResolvedConferenceSettings } from '../schemas/conferenceSettings';

type Property = { default?: unknown };

/** Fills every setting the fixture leaves out with the schema's default. */
export function resolveSettings(settings: ConferenceSettings): ResolvedConferenceSettings {
  const resolved: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(conferenceSettingsSchema.properties)) {
    if (name === '$schema') continue;
    const value = (settings as Record<string, unknown>)[name];
    resolved[name] = value !== undefined ? value : structuredClone((property as Property).default);
  }
  return resolved as ResolvedConferenceSettings;
}

/**
 * docs/requirements/public-area.md §1: when the conference lists its languages and the current one is not among
 * them, the first listed language is used.
 */
export function effectiveLanguage(current: string | undefined, conferenceLanguages: readonly Language[]): Language {
  const candidate: Language = current === 'en' ? 'en' : 'ja';
  if (conferenceLanguages.length === 0 || conferenceLanguages.includes(candidate)) return candidate;
  return conferenceLanguages[0];
}
