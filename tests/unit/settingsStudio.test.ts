import { describe, expect, it } from 'vitest';
import { createAjv } from '../../engine/ajv';
import { settingLabels, settingValueLabels } from '../../engine/studio/settingsLabels';
import { buildSettingsForm, editedPropertyNames } from '../../engine/studio/settingsForm';
import { settingsFieldProblems, settingsKinds, settingsSchemas, type SettingsKind } from '../../engine/studio/settingsKinds';
import { riskyChanges } from '../../engine/studio/impact';
import type { CustomQuestion } from '../../schemas/customQuestions';
import { keepUnchanged } from '../../src/studio/keepUnchanged';
import type { PreviewInput } from '../../src/studio/FormPreview';

const ajv = createAjv();
const validatorOf = (kind: SettingsKind) => {
  const validate = ajv.compile(settingsSchemas[kind]);
  return (data: unknown) => (validate(data) ? [] : (validate.errors ?? []));
};

describe("the settings pages' words", () => {
  it('label every property they edit in Japanese and English', () => {
    const missing = [...editedPropertyNames()].filter((name) => !settingLabels[name]?.ja || !settingLabels[name]?.en);
    expect(missing).toEqual([]);
  });

  it('name every enum value they offer in both languages', () => {
    const values = new Set<string>();
    const collect = (schema: unknown) => {
      if (!schema || typeof schema !== 'object') return;
      const enumValues = (schema as { enum?: unknown[] }).enum;
      if (Array.isArray(enumValues)) for (const value of enumValues) values.add(String(value));
      for (const child of Object.values(schema)) collect(child);
    };
    collect(settingsSchemas);
    expect([...values].filter((value) => !settingValueLabels[value]?.ja || !settingValueLabels[value]?.en)).toEqual([]);
  });

  it.each(settingsKinds)("%s: the form is titled in the page's language, with no English-only description left", (kind) => {
    for (const language of ['ja', 'en'] as const) {
      const form = buildSettingsForm(kind, language);
      const text = JSON.stringify(form.schema);
      // A property may be called description (a question's); a schema's own description may not stay.
      expect(text).not.toMatch(/"description":"/);
      expect(form.schema.title).toBeUndefined();
    }
  });

  it('edits questions as a list that can be reordered, duplicated and removed, with the id hidden', () => {
    const form = buildSettingsForm('custom-questions', 'ja');
    expect(form.uiSchema.items).toMatchObject({
      'ui:options': { orderable: true, copyable: true, removable: true, addable: true },
      items: { uuid: { 'ui:widget': 'hidden' }, text: { 'ui:widget': 'textarea' } },
    });
    expect((form.schema.properties as Record<string, { items: { properties: Record<string, { title: string }> } }>).items.items.properties.labelEn.title).toBe(
      'ラベル（英語）',
    );
    expect((buildSettingsForm('conference', 'en').uiSchema.userFormRankKind as Record<string, unknown>)['ui:enumNames']).toEqual([
      'Not asked',
      'Optional',
      'Required',
    ]);
  });
});

/** A question with a real uuid made from a short name, so the schema accepts it. */
const question = (name: string, extra: Partial<CustomQuestion> = {}): CustomQuestion => ({ uuid: uuidOf(name), type: 'text', label: name, ...extra });
const uuidOf = (name: string) => `00000000-0000-4000-8000-${name.charCodeAt(0).toString(16).padStart(12, '0')}`;
const set = (...items: CustomQuestion[]) => ({ items });

describe('settings problems, as the browser and the server both check them', () => {
  it.each([
    ['conference', { conferenceTitle: 'x' }, 'conferenceTitleEn', '必須項目です'],
    ['conference', { conferenceTitle: 'x', conferenceTitleEn: 'x', userFormRankKind: 'mandatory' }, 'userFormRankKind', undefined],
    ['custom-questions', set(question('a'), question('a')), 'items.1.uuid', 'ID が 1 番目の質問と同じです。'],
    ['custom-questions', set(question('a', { type: 'radio' })), 'items.0.options', '選択肢を1つ以上追加してください。'],
    [
      'keywords',
      {
        categories: [
          {
            id: 1,
            name: 'a',
            nameEn: 'a',
            keywords: [
              { id: 2, name: 'b', nameEn: 'b' },
              { id: 2, name: 'c', nameEn: 'c' },
            ],
          },
        ],
      },
      'categories.0.keywords.1.id',
      'このキーワード ID は既に使われています。',
    ],
    ['dashboard', { timetableType: 'tiles' }, 'timetableType', undefined],
  ] as const)('%s %j: at %s', (kind, value, path, ja) => {
    const problems = settingsFieldProblems(kind, value, validatorOf(kind));
    const problem = problems.find((candidate) => candidate.path === path);
    expect(problem, JSON.stringify(problems)).toBeDefined();
    expect(problem!.message.en).not.toBe(problem!.message.ja);
    if (ja) expect(problem!.message.ja).toBe(ja);
  });

  it.each(settingsKinds)('%s: the empty or default value of a kind has no problem', (kind) => {
    const value =
      kind === 'conference'
        ? { conferenceTitle: 'x', conferenceTitleEn: 'x' }
        : kind === 'custom-questions'
          ? { items: [] }
          : kind === 'keywords'
            ? { categories: [] }
            : {};
    expect(settingsFieldProblems(kind, value, validatorOf(kind))).toEqual([]);
  });
});

describe('changes that reach registrations already made', () => {
  const radio = question('r', {
    type: 'radio',
    options: [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ],
  });
  it.each([
    ['a question removed', set(question('q'), radio), set(radio), ['questionRemoved:q']],
    ['a display question removed (nothing to answer)', set(question('t', { type: 'title-display', text: 'x' })), set(), []],
    ['a question made required', set(question('q')), set(question('q', { validations: { required: true } })), ['questionNowRequired:q']],
    [
      'a limit narrowed',
      set(question('q', { validations: { maxLength: 100 } })),
      set(question('q', { validations: { maxLength: 10 } })),
      ['maxLengthNarrowed:q'],
    ],
    ['a limit widened', set(question('q', { validations: { maxLength: 10 } })), set(question('q', { validations: { maxLength: 100 } })), []],
    ['an option removed', set(radio), set({ ...radio, options: [radio.options![0]!] }), ['optionRemoved:r']],
    ['only labels changed', set(radio), set({ ...radio, label: 'new', labelEn: 'new' }), []],
    ['a question reordered', set(question('q'), radio), set(radio, question('q')), []],
  ])('%s', (_name, before, after, expected) => {
    expect(riskyChanges('custom-questions', before, after).map((change) => `${change.reason}:${'uuid' in change ? change.label.ja : ''}`)).toEqual(expected);
  });

  it('flags a field made required or no longer asked, and a raised keyword minimum', () => {
    const base = {
      conferenceTitle: 'x',
      conferenceTitleEn: 'x',
      userFormRankKind: 'optional',
      userFormPhoneKind: 'optional',
      isRequireUserKeyword: true,
      minUserKeywordCount: 1,
    } as const;
    const changes = riskyChanges('conference', base, { ...base, userFormRankKind: 'required', userFormPhoneKind: 'none', minUserKeywordCount: 3 });
    expect(changes.map((change) => [change.reason, 'path' in change ? change.path : change.reason === 'minKeywordsRaised' ? change.limit : ''])).toEqual(
      expect.arrayContaining([
        ['fieldNowRequired', 'rank'],
        ['fieldNoLongerAsked', 'phoneNumber'],
        ['minKeywordsRaised', 3],
      ]),
    );
    expect(riskyChanges('conference', base, { ...base, conferenceTitleEn: 'y' })).toEqual([]);
  });

  it('flags a keyword removed, not one renamed', () => {
    const before = {
      categories: [
        {
          id: 1,
          name: 'a',
          nameEn: 'a',
          keywords: [
            { id: 2, name: 'b', nameEn: 'b' },
            { id: 3, name: 'c', nameEn: 'c' },
          ],
        },
      ],
    };
    const after = { categories: [{ id: 1, name: 'a', nameEn: 'a', keywords: [{ id: 2, name: 'B', nameEn: 'B' }] }] };
    expect(riskyChanges('keywords', before, after)).toEqual([{ reason: 'keywordRemoved', keywordId: 3, label: { ja: 'c', en: 'c' } }]);
  });
});

describe('the studio keeps what did not change', () => {
  it('reuses the parts equal to the last read, so only the forms that read a changed file are built again', () => {
    const first = { settings: { a: 1 }, questions: [question('q')], keywordCategories: [] } as unknown as PreviewInput;
    const same = keepUnchanged(first, structuredClone(first));
    expect(same).toBe(first);
    const next = keepUnchanged(first, { ...structuredClone(first), questions: [question('r')] });
    expect(next.settings).toBe(first.settings);
    expect(next.keywordCategories).toBe(first.keywordCategories);
    expect(next.questions).not.toBe(first.questions);
  });
});
