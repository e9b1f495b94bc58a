import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const cli = (dir: string) =>
  run(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/fixtures-check.ts', '--dir', dir]).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );

describe('npm run fixtures:check', () => {
  it('passes on the shipped fixtures', async () => {
    const { code, stdout } = await cli('fixtures');
    expect(code).toBe(0);
    expect(stdout).toMatch(/fixture files checked, no problems/);
  });

  it('names file, JSON path, expectation, finding and the meant key on a broken copy', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kaigi-broken-'));
    await cp('fixtures', dir, { recursive: true });
    const strict = path.join(dir, 'conferences', 'strict-society.json');
    const text = await readFile(strict, 'utf8');
    await writeFile(strict, text.replace('"isRequireUserZipCode": true', '"isRequireZipCode": true').replace('"userFormRankKind": "required"', '"userFormRankKind": "mandatory"'));
    await writeFile(path.join(dir, 'custom-questions', 'demo.json'), '{"items": [ {"uuid": "x",} ]}');
    const commissions = path.join(dir, 'commissions', 'english-only.json');
    await writeFile(commissions, (await readFile(commissions, 'utf8')).replace('"readableCodes": true,', '').replace(/\n\s*"noteEn": "We plan[^\n]*/, ''));
    await writeFile(path.join(dir, 'notings', 'demo.json'), JSON.stringify({ notings: [{ key: 'signup.from', ja: 'a', en: 'a' }, { key: 'signup.form', ja: 'b', en: 'b' }, { key: 'signup.form', ja: 'c', en: 'c' }] }));
    const members = path.join(dir, 'external-members', 'strict-society.json');
    await writeFile(members, (await readFile(members, 'utf8')).replace('"value": "student"', '"value": "regular"').replace('{"id": 21,', '{"id": 11,'));
    const { code, stdout } = await cli(dir);
    expect(code).toBe(1);
    expect(stdout).toContain('external-members/strict-society.json: /kinds/1/value: expected a kind value used once in the file, found "regular"');
    expect(stdout).toContain('external-members/strict-society.json: /kinds/1/plans/0/id: expected a plan id used once in the file, found 11');
    expect(stdout).toContain('conferences/strict-society.json: /isRequireZipCode: expected only the known properties, found unknown property "isRequireZipCode" (did you mean "isRequireUserZipCode"?)');
    expect(stdout).toContain('conferences/strict-society.json: /userFormRankKind: expected one of "none", "optional", "required", found "mandatory"');
    expect(stdout).toMatch(/custom-questions\/demo\.json: line 1, column \d+: expected valid JSON/);
    expect(stdout).toContain('notings/demo.json: /notings/0/key: expected one of the places that show notings: signup.form, committer_signup.form, organizer_commission.answer, presenter_commission.answer, found "signup.from"');
    expect(stdout).toContain('notings/demo.json: /notings/2/key: expected a key used once in the file, found "signup.form"');
    // An English-only conference needs the English of every text it has in Japanese.
    expect(stdout).toMatch(/commissions\/english-only\.json: \/sessions\/0\/commissions\/3\/noteEn: expected an English text beside note, as the conference is English-only, found none/);
    // Without readableCodes, a guessable commission code is refused with a random one to use.
    expect(stdout).toMatch(/commissions\/english-only\.json: \/sessions\/0\/commissions\/0\/code: expected a random code of at least 22 characters \(A-Z, a-z, 0-9, _ and -; 128 bits\), such as [A-Za-z0-9_-]{22}, found "chair-301-invite"/);
  });
});

describe('npm run forms', () => {
  it('prints every field with its state and the rule that put it there', async () => {
    const { stdout } = await run(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/forms.ts', '--conference', 'participant-only', '--lang', 'en']);
    expect(stdout).toMatch(/^nameSeiKana\s+Family name \(kana\)\s+text\s+optional\s+userRegisterFormKanaNameKind=optional$/m);
    expect(stdout).toMatch(/^prefecture\s+Prefecture\s+select\s+optional\s+isRequireUserPrefecture=false; only when country = JP or empty$/m);
    expect(stdout).not.toMatch(/^phoneNumber/m);
  });
});
