import { describe, expect, it } from 'vitest';
import { entryCodeFrom, entryQrText } from '../../engine/venue';

describe('entryCodeFrom', () => {
  it.each([
    ['the name card’s QR code', entryQrText('AB12CD34EF56'), 'AB12CD34EF56'],
    ['its prefix in lower case', 'kaigi-entry:ab12cd34ef56', 'AB12CD34EF56'],
    ['the code typed from the card, with spaces', ' ab12 cd34 ef56 ', 'AB12CD34EF56'],
    ['O read as zero, I and L as one', 'ABIZCD34EF5O', 'AB1ZCD34EF50'],
    ['a point-rally code (ten characters)', 'AB12CD34EF', undefined],
    ['a rally address', 'https://kaigi.example/point_rally?code=AB12CD34EF', undefined],
    ['a letter not in the alphabet (U)', 'AB12CD34EF5U', undefined],
    ['nothing', '', undefined],
  ])('%s', (_, text, expected) => {
    expect(entryCodeFrom(text)).toBe(expected);
  });
});
