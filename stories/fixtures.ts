import type { ConferenceSettings } from '../schemas/conferenceSettings';
import { conferenceSettingsSchema } from '../schemas/conferenceSettings';
import type { KeywordCategory } from '../schemas/keywords';
import demo from '../fixtures/conferences/demo.json';
import englishOnly from '../fixtures/conferences/english-only.json';
import participantOnly from '../fixtures/conferences/participant-only.json';
import strictSociety from '../fixtures/conferences/strict-society.json';
import keywordFile from '../fixtures/keywords/demo.json';
import { resolveSettings } from '../engine/settings';

/** The shipped fixtures: stories use the same named scenarios as the server seed and the tests. */
export const conferenceFixtures = {
  demo: resolveSettings(demo as ConferenceSettings),
  'strict-society': resolveSettings(strictSociety as ConferenceSettings),
  'english-only': resolveSettings(englishOnly as ConferenceSettings),
  'participant-only': resolveSettings(participantOnly as ConferenceSettings),
};

export const keywordCategories: KeywordCategory[] = keywordFile.categories.map((category) => ({
  ...category,
  keywords: category.keywords.map((keyword) => ({ ...keyword, categoryId: category.id })),
}));

/** Storybook controls for every setting, derived from the settings schema. */
export const settingsArgTypes = Object.fromEntries(
  Object.entries(conferenceSettingsSchema.properties)
    .filter(([name]) => name !== '$schema')
    .map(([name, property]) => {
      const p = property as { type?: string; enum?: readonly unknown[] };
      if (p.enum) return [name, { control: 'select', options: p.enum, table: { category: 'settings' } }];
      if (p.type === 'boolean') return [name, { control: 'boolean', table: { category: 'settings' } }];
      if (p.type === 'integer') return [name, { control: 'number', table: { category: 'settings' } }];
      return [name, { control: 'object', table: { category: 'settings' } }];
    }),
);
