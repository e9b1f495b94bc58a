import { describe, expect, it } from 'vitest';
import { entryCodeFrom, entryQrText, passOutcome } from '../../engine/venue';

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

describe('passOutcome', () => {
  const at = new Date('2030-03-10T01:00:00Z');
  const before = (seconds: number) => new Date(at.getTime() - seconds * 1000);
  it.each([
    ['a first entry', 'entry', undefined, 'accepted'],
    ['a first exit (never in)', 'exit', undefined, 'alreadyOut'],
    ['entering while inside', 'entry', { kind: 'entry', at: before(3600) }, 'alreadyIn'],
    ['leaving while inside', 'exit', { kind: 'entry', at: before(3600) }, 'accepted'],
    ['leaving twice', 'exit', { kind: 'exit', at: before(3600) }, 'alreadyOut'],
    ['entering after leaving', 'entry', { kind: 'exit', at: before(3600) }, 'accepted'],
    ['the same card again within a minute', 'entry', { kind: 'entry', at: before(30) }, 'consecutive'],
    ['leaving twice within a minute', 'exit', { kind: 'exit', at: before(59) }, 'consecutive'],
    ['leaving a few seconds after entering', 'exit', { kind: 'entry', at: before(5) }, 'accepted'],
    ['a queued scan older than the last one', 'entry', { kind: 'entry', at: new Date(at.getTime() + 20_000) }, 'consecutive'],
  ] as const)('%s', (_, kind, last, expected) => {
    expect(passOutcome(kind, last, at)).toBe(expected);
  });
});
