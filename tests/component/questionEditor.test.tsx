import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from '../../src/shell/AppProviders';
import { createI18n } from '../../src/kit/i18n';
import { QuestionListEditor } from '../../src/pages/mng/settings/QuestionListEditor';
import { buildSettingsForm } from '../../engine/studio/settingsForm';
import type { CustomQuestion } from '../../schemas/customQuestions';
import type { SettingsFieldProblem } from '../../engine/studio/settingsKinds';

const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const start: CustomQuestion[] = [
  { uuid: uuid(1), type: 'text', label: '所属', labelEn: 'Affiliation' },
  { uuid: uuid(2), type: 'radio', label: '食事', labelEn: 'Meal', options: [{ value: 'v', label: '菜食' }] },
  { uuid: uuid(3), type: 'date', label: '到着日', labelEn: 'Arrival' },
];

function Harness({
  onValue,
  problems = [],
  language = 'en',
}: {
  onValue: (items: CustomQuestion[]) => void;
  problems?: SettingsFieldProblem[];
  language?: 'ja' | 'en';
}) {
  const [value, setValue] = useState({ items: start });
  return (
    <>
      <button type="button" onClick={() => setValue({ items: start })}>
        Start again
      </button>
      <QuestionListEditor
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next.items);
        }}
        problems={problems}
        language={language}
        form={buildSettingsForm('custom-questions', language)}
        templates={{}}
        saved={new Set(start.map((question) => question.uuid))}
      />
    </>
  );
}

const mount = (props: Parameters<typeof Harness>[0]) =>
  render(
    <AppProviders i18n={createI18n(props.language ?? 'en')}>
      <Harness {...props} />
    </AppProviders>,
  );
const lines = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.tagName === 'OL')
    .map((item) => item.querySelector('[id$="-summary"]')!.textContent);

/** The custom question editor (issue 20): each list operation as a staff member does it. */
describe('the custom question editor', () => {
  it("shows each question as a line, in the page's language", () => {
    mount({ onValue: () => undefined });
    expect(lines()).toEqual(['1. Text · Affiliation', '2. Radio buttons · Meal', '3. Date · Arrival']);
    expect(screen.getByText('3 questions')).toBeTruthy();
  });

  it('moves, duplicates (with an id of its own), removes and adds questions', async () => {
    const onValue = vi.fn();
    mount({ onValue });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move down: 1. Text · Affiliation' })));
    expect(lines()).toEqual(['1. Radio buttons · Meal', '2. Text · Affiliation', '3. Date · Arrival']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Duplicate: 1. Radio buttons · Meal' })));
    const duplicated = onValue.mock.lastCall![0] as CustomQuestion[];
    expect(duplicated.map((question) => question.labelEn)).toEqual(['Meal', 'Meal', 'Affiliation', 'Arrival']);
    expect(new Set(duplicated.map((question) => question.uuid)).size).toBe(4);
    expect(duplicated[1]!.options).toEqual(duplicated[0]!.options);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove: 4. Date · Arrival' })));
    expect(lines()).toHaveLength(3);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add a question' })));
    const added = (onValue.mock.lastCall![0] as CustomQuestion[]).at(-1)!;
    expect(added.type).toBe('text');
    // A question added or duplicated since the last save is open, ready to be written.
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    expect(document.getElementById('settings-custom-questions_items_3_type')).not.toBeNull();
  });

  it('opens a question into its form and edits it there', async () => {
    const onValue = vi.fn();
    mount({ onValue });
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Open' })[0]!));
    const label = document.getElementById('settings-custom-questions_items_0_labelEn') as HTMLInputElement;
    expect(label.value).toBe('Affiliation');
    await act(async () => fireEvent.change(label, { target: { value: 'Institution' } }));
    expect((onValue.mock.lastCall![0] as CustomQuestion[])[0]!.labelEn).toBe('Institution');
    expect(lines()[0]).toBe('1. Text · Institution');
  });

  it('keeps what is typed over several edits, and shows a question replaced from outside (a reset) in its open form', async () => {
    const onValue = vi.fn();
    mount({ onValue });
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Open' })[0]!));
    const label = () => document.getElementById('settings-custom-questions_items_0_labelEn') as HTMLInputElement;
    for (const text of ['I', 'In', 'Ins']) await act(async () => fireEvent.change(label(), { target: { value: text } }));
    expect(label().value).toBe('Ins');
    expect((onValue.mock.lastCall![0] as CustomQuestion[])[0]!.labelEn).toBe('Ins');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start again' })));
    expect(label().value).toBe('Affiliation');
    expect(lines()[0]).toBe('1. Text · Affiliation');
  });

  it('marks a question with a problem on its line and shows the message at the field when open (Japanese)', async () => {
    mount({
      onValue: () => undefined,
      language: 'ja',
      problems: [{ path: 'items.1.options', message: { ja: '選択肢を1つ以上追加してください。', en: 'Add at least one option.' } }],
    });
    expect(lines()[1]).toBe('2. ラジオボタン · 食事 — 問題あり');
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: '開く' })[1]!));
    expect(screen.getByText('選択肢を1つ以上追加してください。')).toBeTruthy();
  });
});
