import { describe, expect, it } from 'vitest';
import { filtersFromParams } from '../../src/pages/program/SearchPage';

/** The search page's filters as its address carries them: the sponsor filter (issue 66) among them. */
describe('filtersFromParams', () => {
  it.each([
    ['sponsor presentations only', 'isSponsor=true', true],
    ['without sponsor presentations', 'isSponsor=false', false],
    ['any presentation', '', undefined],
    ['a value that is neither', 'isSponsor=yes', undefined],
  ])('%s', (_, query, expected) => {
    expect(filtersFromParams(new URLSearchParams(query)).filters.isSponsor).toBe(expected);
  });
});
