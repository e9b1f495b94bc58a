import { describe, expect, it } from 'vitest';
import { exhibitionProblems, isWebAddress, pickBanner, prizeState, rallyCodeFrom, rallyQrText, type PrizeView } from '../../engine/sponsors';
import type { ExhibitionInput } from '../../schemas/sponsors';

describe('rallyCodeFrom', () => {
  it.each([
    ['the QR code’s address', rallyQrText('https://kaigi.example', 'AB12CD34EF'), 'AB12CD34EF'],
    ['another origin (the server decides)', 'http://localhost:3000/point_rally?code=AB12CD34EF', 'AB12CD34EF'],
    ['typed, printed with its hyphen', 'AB12C-D34EF', 'AB12CD34EF'],
    ['typed in lower case with spaces', ' ab12c d34ef ', 'AB12CD34EF'],
    ['O read as zero, I and L as one', 'ABIZCD34EO', 'AB1ZCD34E0'],
    ['another page’s address', 'https://kaigi.example/timetable?code=AB12CD34EF', undefined],
    ['an address without a code', 'https://kaigi.example/point_rally', undefined],
    ['too short', 'AB12CD34E', undefined],
    ['too long', 'AB12CD34EF1', undefined],
    ['a letter not in the alphabet (U)', 'AB12CD34EU', undefined],
    ['some other QR code', 'WIFI:S:venue;T:WPA;P:secret;;', undefined],
    ['nothing', '', undefined],
  ])('%s', (_, text, expected) => {
    expect(rallyCodeFrom(text)).toBe(expected);
  });
});

describe('pickBanner', () => {
  const banners = [
    { id: 1, weight: 1 },
    { id: 2, weight: 3 },
  ];
  it.each([
    [0, 1],
    [0.249, 1],
    [0.25, 2],
    [0.999, 2],
  ])('random %f shows banner %i (weights 1 and 3)', (random, id) => {
    expect(pickBanner(banners, random)?.id).toBe(id);
  });
  it('shows each in proportion to its weight', () => {
    const shown = { 1: 0, 2: 0 } as Record<number, number>;
    for (let i = 0; i < 400; i++) shown[pickBanner(banners, i / 400)!.id]! += 1;
    expect(shown).toEqual({ 1: 100, 2: 300 });
  });
  it('shows nothing without banners', () => {
    expect(pickBanner([], 0.5)).toBeUndefined();
  });
});

describe('isWebAddress', () => {
  it.each([
    ['https://keisan.example/products', true],
    ['http://keisan.example', true],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>', false],
    ['keisan.example', false],
    ['https://', false],
  ])('%s → %s', (value, expected) => {
    expect(isWebAddress(value)).toBe(expected);
  });
});

describe('exhibitionProblems', () => {
  const valid: ExhibitionInput = {
    nameJa: '計算科学',
    nameEn: '',
    bodyJa: '',
    bodyEn: '',
    booth: '',
    contactJa: '',
    contactEn: '',
    contactEmail: '',
    links: [],
    isPublished: false,
  };
  it.each([
    ['a Japanese name alone', {}, []],
    ['no Japanese name', { nameJa: '  ' }, [{ path: 'nameJa', code: 'required' }]],
    ['a name over 200 characters', { nameJa: 'あ'.repeat(201) }, [{ path: 'nameJa', code: 'maxLength', params: { limit: 200 } }]],
    ['a contact address that is not one', { contactEmail: 'booth@' }, [{ path: 'contactEmail', code: 'invalidEmail' }]],
    ['a link without its label', { links: [{ label: '', url: 'https://a.example' }] }, [{ path: 'links.0.label', code: 'required' }]],
    ['a link that runs a script', { links: [{ label: 'x', url: 'javascript:void 0' }] }, [{ path: 'links.0.url', code: 'invalidUrl' }]],
  ] as const)('%s', (_, change, expected) => {
    expect(exhibitionProblems({ ...valid, ...change } as ExhibitionInput)).toEqual(expected);
  });
});

describe('prizeState', () => {
  const prize: PrizeView = { id: 1, nameJa: '景品', nameEn: 'Prize', points: 30, stock: 2, claimed: 0 };
  it.each([
    ['claimed by this participant', prize, 100, [{ prizeId: 1, createdAt: '' }], 'claimed'],
    ['all claimed by others', { ...prize, claimed: 2 }, 100, [], 'gone'],
    ['not enough points', prize, 29, [], 'short'],
    ['enough points', prize, 30, [], 'open'],
    ['no stock limit', { ...prize, stock: null, claimed: 500 }, 30, [], 'open'],
  ] as const)('%s', (_, candidate, balance, claims, expected) => {
    expect(prizeState(candidate, balance, [...claims])).toBe(expected);
  });
});
