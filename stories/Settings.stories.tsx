import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import conferenceFile from '../fixtures/conferences/demo.json';
import questionsFile from '../fixtures/custom-questions/demo.json';
import keywordsFile from '../fixtures/keywords/demo.json';
import { resolveSettings } from '../engine/settings';
import { buildSettingsForm } from '../engine/studio/settingsForm';
import type { ConferenceSettings } from '../schemas/conferenceSettings';
import type { CustomQuestion } from '../schemas/customQuestions';
import { withOperationDefaults } from '../engine/operationSettings';
import { conferenceKey } from '../src/api/get-conference';
import { customQuestionsKey } from '../src/api/get-custom-questions';
import { keywordsKey } from '../src/api/get-keywords';
import type { SettingsState } from '../src/api/settingsStudio';
import { FormPreview, type PreviewForm, type PreviewInput, type PreviewState } from '../src/studio/FormPreview';
import { ProblemList, StudioForms } from '../src/studio/StudioPage';
import { QuestionListEditor } from '../src/pages/mng/settings/QuestionListEditor';
import { OperationPreview } from '../src/pages/mng/settings/OperationPreview';
import { SettingsEditor } from '../src/pages/mng/settings/SettingsEditor';
import { History } from '../src/pages/mng/settings/History';

/** The settings studio and the managers' settings pages (issue 20): the editor, the preview and each state. */
const meta = { title: 'Pages/Managers/Settings' } satisfies Meta;
export default meta;
type Story = StoryObj;

const { $schema: _c, ...settingsFile } = conferenceFile as ConferenceSettings;
const settings = resolveSettings(settingsFile);
const questions = (questionsFile as { items: CustomQuestion[] }).items;
const keywordCategories = (
  keywordsFile as { categories: { id: number; name: string; nameEn: string; keywords: { id: number; name: string; nameEn: string }[] }[] }
).categories.map((category) => ({ ...category, keywords: category.keywords.map((keyword) => ({ ...keyword, categoryId: category.id })) }));
const input: PreviewInput = { settings, questions, keywordCategories };

const preview = (kind: PreviewForm, state: PreviewState): Story => ({ render: () => <FormPreview kind={kind} input={input} state={state} /> });
export const PreviewRegistrationEmpty = preview('registration', 'empty');
export const PreviewRegistrationSample = preview('registration', 'sample');
export const PreviewRegistrationErrors = preview('registration', 'errors');
export const PreviewCommission = preview('commission', 'empty');
export const PreviewQuestionsSample = preview('questions', 'sample');
export const PreviewQuestionsErrors = preview('questions', 'errors');
export const PreviewNoQuestions: Story = { render: () => <FormPreview kind="questions" input={{ ...input, questions: [] }} state="empty" /> };

export const StudioAllForms: Story = { render: () => <StudioForms input={input} state="empty" /> };
export const StudioProblems: Story = {
  render: () => (
    <ProblemList
      problems={[
        {
          file: 'fixtures/conferences/demo.json',
          path: '/isRequireZipCode',
          expected: 'only the known properties',
          found: 'unknown property "isRequireZipCode"',
          suggestion: 'did you mean "isRequireUserZipCode"?',
        },
        { file: 'fixtures/custom-questions/demo.json', path: '/items/3/options', expected: 'item 4: at least one option for a radio', found: 'none' },
      ]}
    />
  ),
};

function Questions({ problems = [] }: { problems?: Parameters<typeof QuestionListEditor>[0]['problems'] }) {
  const [value, setValue] = useState({ items: questions });
  return (
    <QuestionListEditor
      value={value}
      onChange={setValue}
      problems={problems}
      language="ja"
      form={buildSettingsForm('custom-questions', 'ja')}
      templates={{}}
      saved={new Set(questions.map((question) => question.uuid))}
    />
  );
}
export const QuestionEditor: Story = { render: () => <Questions /> };
export const QuestionEditorWithProblem: Story = {
  render: () => <Questions problems={[{ path: 'items.8.options', message: { ja: '選択肢を1つ以上追加してください。', en: 'Add at least one option.' } }]} />,
};

export const DashboardPreview: Story = {
  render: () => <OperationPreview kind="dashboard" value={{ ...withOperationDefaults('dashboard', { isPointRally: false }) }} />,
};
export const QualificationPreview: Story = {
  render: () => <OperationPreview kind="qualification" value={{ ...withOperationDefaults('qualification', { isQualificationOpenOnlyForMng: true }) }} />,
};
export const ReviewPreview: Story = {
  render: () => (
    <OperationPreview
      kind="review"
      value={{
        ...withOperationDefaults('review', {
          reviewRequestDescription: '査読をお願いします。/ Please review.',
          reviewableFrom: '2027-01-10T00:00:00Z',
          reviewableTill: '2027-01-31T14:59:00Z',
        }),
      }}
    />
  ),
};

const state = (kind: SettingsState['kind'], value: Record<string, unknown>, history: SettingsState['history'] = []): SettingsState => ({
  kind,
  version: history[0]?.version ?? 0,
  value,
  history,
});
const history: SettingsState['history'] = [
  { version: 3, source: 'rollback', restoredVersion: 1, savedByEmail: 'admin@example.com', savedAt: '2026-11-24T06:00:00Z' },
  { version: 2, source: 'browser', restoredVersion: null, savedByEmail: 'manager@example.com', savedAt: '2026-11-24T05:00:00Z' },
  { version: 1, source: 'fixtures', restoredVersion: null, savedByEmail: null, savedAt: '2026-11-24T05:00:00Z' },
];
const withData = (node: React.ReactNode) => (
  <SWRConfig
    value={{
      fallback: {
        [conferenceKey]: { ...settings, version: 1 },
        [customQuestionsKey]: { version: 1, items: questions },
        [keywordsKey]: { categories: keywordCategories },
      },
      revalidateOnMount: false,
    }}
  >
    {node}
  </SWRConfig>
);
export const EditorConference: Story = {
  render: () => withData(<SettingsEditor state={state('conference', settings as unknown as Record<string, unknown>)} onChanged={() => undefined} />),
};
export const EditorQuestions: Story = {
  render: () => withData(<SettingsEditor state={state('custom-questions', { items: questions }, history)} onChanged={() => undefined} />),
};
export const EditorKeywords: Story = {
  render: () => withData(<SettingsEditor state={state('keywords', { categories: keywordsFile.categories })} onChanged={() => undefined} />),
};
export const EditorDashboard: Story = {
  render: () => withData(<SettingsEditor state={state('dashboard', { ...withOperationDefaults('dashboard', undefined) })} onChanged={() => undefined} />),
};
export const HistoryList: Story = { render: () => <History state={state('conference', {}, history)} busy={false} onRestore={async () => undefined} /> };
export const HistoryEmpty: Story = { render: () => <History state={state('conference', {})} busy={false} onRestore={async () => undefined} /> };
