import { describe, expect, it } from 'vitest';
import { personName, type PersonNameParts } from '../../engine/personName';

const full: PersonNameParts = { nameSei: 'Kaiin', nameMei: 'Jiro', nameSeiKanji: '会員', nameMeiKanji: '次郎', nameEn1: 'Jiro', nameEn3: 'Kaiin' };

/** One rule for a person's name on every page (issue 68, item 11). */
describe("a person's name", () => {
  it.each([
    ['every part, ja', full, 'ja', '会員 次郎'],
    ['every part, en', full, 'en', 'Jiro Kaiin'],
    ['no kanji, ja: as registered, family first', { ...full, nameSeiKanji: null, nameMeiKanji: null }, 'ja', 'Kaiin Jiro'],
    ['no English name, en: as registered, given first', { ...full, nameEn1: null, nameEn3: '' }, 'en', 'Jiro Kaiin'],
    ['only a kanji family name', { ...full, nameMeiKanji: null }, 'ja', '会員'],
    ['only an English given name', { nameSei: '山田', nameMei: '花子', nameEn1: 'Hanako' }, 'en', 'Hanako'],
    ['nothing but the required parts', { nameSei: '山田', nameMei: '花子' }, 'en', '花子 山田'],
  ] as const)('%s', (_case, person, language, shown) => {
    expect(personName(person, language)).toBe(shown);
  });
});
