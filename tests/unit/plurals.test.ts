import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { formatMessage } from '../../engine/messages';

/**
 * Counts read right in English (issue 68, item 10): "1 user", "2 users", never "1 users" or
 * "user(s)". i18next picks `_one` or `_other` by the count; the engine's catalogue writes English
 * plurals as `{name|one|other}`.
 */
const english = readdirSync('src/locales').filter((file) => file.endsWith('en.json'));

function strings(node: unknown, path: string[] = []): [string, string][] {
  if (typeof node === 'string') return [[path.join('.'), node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => strings(value, [...path, key]));
}

describe('English plurals', () => {
  it.each(english)('%s: a count before a noun comes in a one/other pair, and nothing says "(s)"', (file) => {
    const all = strings(JSON.parse(readFileSync(`src/locales/${file}`, 'utf8')));
    const unpaired = all.filter(([key, text]) => !/_(one|other)$/.test(key) && /\{\{count\}\} [a-z]+s\b/i.test(text));
    expect(unpaired).toEqual([]);
    expect(all.filter(([, text]) => text.includes('(s)'))).toEqual([]);
  });

  it('writes every count in the engine catalogue with its English plural', () => {
    const source = readFileSync('engine/messages.ts', 'utf8');
    const english = [...source.matchAll(/en: '((?:[^'\\]|\\.)*)'/g)].map((match) => match[1]!);
    expect(
      english.filter((text) => /\{(count|limit|remaining|minutes|hours|days)\} [a-z]+s\b/.test(text.replace(/\{\w+\|[^}]*\}/g, '')) || text.includes('(s)')),
    ).toEqual([]);
  });

  it('names one user and two users', async () => {
    const i18n = createInstance();
    const catalogue = JSON.parse(readFileSync('src/locales/mngUsers.en.json', 'utf8'));
    await i18n.init({ lng: 'en', resources: { en: { translation: catalogue } } });
    expect(i18n.t('mngUsers.count', { count: 1 })).toBe('1 user');
    expect(i18n.t('mngUsers.count', { count: 2 })).toBe('2 users');
    expect(i18n.t('mngUsers.approved', { count: 1 })).toBe('1 user was approved');
  });

  it.each([
    [1, 'Incorrect Email or Password. 1 more failed attempt will lock the account'],
    [2, 'Incorrect Email or Password. 2 more failed attempts will lock the account'],
    [0, 'Incorrect Email or Password. 0 more failed attempts will lock the account'],
  ])('says %i more failed attempt(s) as English does', (remaining, text) => {
    expect(formatMessage('invalidCredentials', 'en', { remaining })).toBe(text);
    expect(formatMessage('invalidCredentials', 'ja', { remaining })).toBe(
      `メールアドレスまたはパスワードが違います。あと${remaining}回失敗するとアカウントがロックされます`,
    );
  });
});
