import { describe, expect, it } from 'vitest';
import { FieldStore } from '../../src/forms/fieldStore';
import type { DisplayError } from '../../src/forms/displayErrors';

/** A store with a counting listener on each key. */
function watched(data: Record<string, unknown>, keys: string[], errors: DisplayError[] = []) {
  const store = new FieldStore(data, errors, 'ja');
  const told = new Map(keys.map((key) => [key, 0]));
  for (const key of keys) store.subscribe(key, () => told.set(key, told.get(key)! + 1));
  const toldKeys = () => keys.filter((key) => told.get(key)! > 0);
  const reset = () => keys.forEach((key) => told.set(key, 0));
  return { store, toldKeys, reset };
}

const message = (path: string, ja: string, en = ja): DisplayError => ({ path, text: { ja, en } });
const keys = ['nameSei', 'nameMei', 'affiliation', 'affiliation.name', 'affiliation.kind', 'customAnswers', 'customAnswers.q1', 'customAnswers.q2', 'keywords'];
const data = () => ({
  nameSei: '山田',
  nameMei: '',
  affiliation: { name: '東大', kind: 'university' },
  customAnswers: { q1: 'a', q2: ['x'] },
  keywords: [{ id: 1 }],
});

describe('field store: a change tells the field and what holds it, nothing else', () => {
  it.each([
    [['nameMei'], '太郎', ['nameMei']],
    [['affiliation', 'name'], '京大', ['affiliation', 'affiliation.name']],
    [
      ['customAnswers', 'q2'],
      ['x', 'y'],
      ['customAnswers', 'customAnswers.q2'],
    ],
    // An item of a list: the list's field hears of it.
    [['keywords', 0, 'id'], 2, ['keywords']],
    // The same value again: nobody.
    [['nameSei'], '山田', []],
  ] as const)('change at %j', (path, value, expected) => {
    const { store, toldKeys } = watched(data(), keys);
    store.change([...path], value);
    expect(toldKeys()).toEqual(expected);
  });

  it('copies only the containers on the way: an untouched field keeps its value object', () => {
    const before = data();
    const { store } = watched(before, keys);
    store.change(['affiliation', 'name'], '京大');
    expect(store.data).not.toBe(before);
    expect(store.data.affiliation).not.toBe(before.affiliation);
    expect(store.data.customAnswers).toBe(before.customAnswers);
    expect(before.affiliation.name).toBe('東大');
    expect(store.valueAt(['affiliation', 'name'])).toBe('京大');
  });

  it('clearing a value removes the key, as an empty input leaves it absent', () => {
    const { store } = watched(data(), keys);
    store.change(['nameSei'], undefined);
    expect('nameSei' in store.data).toBe(false);
  });

  it('tells the page after each change, with the data before it', () => {
    const { store } = watched(data(), keys);
    const heard: Array<[unknown[], unknown]> = [];
    store.onChange = (path, before) => heard.push([path, before.nameMei]);
    store.change(['nameMei'], '花子');
    store.change(['nameMei'], '花子');
    expect(heard).toEqual([[['nameMei'], '']]);
  });
});

describe('field store: data from outside tells only the fields whose value differs', () => {
  it.each([
    ['one top-level value', (d: ReturnType<typeof data>) => ({ ...d, nameMei: '太郎' }), ['nameMei']],
    [
      'one nested value',
      (d: ReturnType<typeof data>) => ({ ...d, affiliation: { ...d.affiliation, kind: 'enterprise' } }),
      ['affiliation', 'affiliation.kind'],
    ],
    ['nothing but a new top object', (d: ReturnType<typeof data>) => ({ ...d }), []],
  ])('%s', (_, next, expected) => {
    const current = data();
    const { store, toldKeys } = watched(current, keys);
    store.replace(next(current));
    expect(toldKeys()).toEqual(expected);
  });

  it('held back during a render and told after it', () => {
    const current = data();
    const { store, toldKeys } = watched(current, keys);
    store.replace({ ...current, nameSei: '佐藤' }, { tell: false });
    expect(store.valueAt(['nameSei'])).toBe('佐藤');
    expect(toldKeys()).toEqual([]);
    store.tellPending();
    expect(toldKeys()).toEqual(['nameSei']);
  });
});

describe('field store: messages re-render only the fields whose messages changed', () => {
  const first = [message('nameMei', '必須です', 'Required'), message('affiliation.name', '必須です', 'Required')];

  it.each([
    ['the same messages in a new list', [...first], []],
    ['one fixed', [first[1]!], ['nameMei']],
    ['one new', [...first, message('customAnswers.q1', '長すぎます')], ['customAnswers', 'customAnswers.q1']],
    ['one changed text', [first[0]!, message('affiliation.name', '長すぎます')], ['affiliation', 'affiliation.name']],
  ])('%s', (_, next, expected) => {
    const { store, toldKeys } = watched(data(), keys, first);
    store.setErrors(next, 'ja');
    expect(toldKeys()).toEqual(expected);
  });

  it("hands each field its messages in RJSF's shape, the same object while they stay the same", () => {
    const { store } = watched(data(), keys, first);
    const name = store.errorSchemaAt('affiliation');
    expect(name).toEqual({ name: { __errors: ['必須です'] } });
    expect(store.errorSchemaAt('nameSei')).toBeUndefined();
    store.setErrors([...first, message('nameSei', '長すぎます')], 'ja');
    expect(store.errorSchemaAt('affiliation')).toBe(name);
    expect(store.errorSchemaAt('nameSei')).toEqual({ __errors: ['長すぎます'] });
  });

  it('a language switch tells every field with a message, and only those', () => {
    const { store, toldKeys } = watched(data(), keys, first);
    store.setErrors(first, 'en');
    expect(toldKeys()).toEqual(['nameMei', 'affiliation', 'affiliation.name']);
    expect(store.ownMessagesAt('nameMei')).toEqual(['Required']);
  });
});
