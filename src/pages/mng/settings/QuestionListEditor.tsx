import { memo, useCallback, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import Form from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, TemplatesType, UiSchema } from '@rjsf/utils';
import type { CustomQuestion } from '../../../../schemas/customQuestions';
import type { SettingsFieldProblem } from '../../../../engine/studio/settingsKinds';
import { settingValueLabels } from '../../../../engine/studio/settingsLabels';
import type { SettingsForm } from '../../../../engine/studio/settingsForm';
import { toErrorSchema } from '../../../forms/displayErrors';
import { rjsfValidator } from '../../../forms/validators';
import { useStudioTranslation } from '../../../studio/studioStrings';
import { offscreenSkipped } from '../../../forms/offscreen';

type Language = 'ja' | 'en';

function summaryOf(question: CustomQuestion, language: Language): string {
  const pick = (ja?: string, en?: string) => (language === 'en' ? en || ja : ja || en) ?? '';
  const type = settingValueLabels[question.type]?.[language] ?? question.type;
  const text = pick(question.label, question.labelEn) || pick(question.text, question.textEn).replace(/<[^>]*>/g, '');
  return `${type} · ${text.slice(0, 80)}`;
}

interface RowProps {
  question: CustomQuestion;
  index: number;
  count: number;
  open: boolean;
  language: Language;
  itemForm: { schema: RJSFSchema; uiSchema: UiSchema };
  templates: Partial<TemplatesType>;
  problems: readonly SettingsFieldProblem[];
  onToggle: (uuid: string) => void;
  onChange: (index: number, question: CustomQuestion) => void;
  onMove: (index: number, to: number) => void;
  onCopy: (index: number) => void;
  onRemove: (index: number) => void;
}

/** One question: a line with its buttons, and its own generated form while open. */
const QuestionRow = memo(function QuestionRow({
  question,
  index,
  count,
  open,
  language,
  itemForm,
  templates,
  problems,
  onToggle,
  onChange,
  onMove,
  onCopy,
  onRemove,
}: RowProps) {
  const { t } = useStudioTranslation();
  const summaryId = `question-${question.uuid}-summary`;
  const extraErrors = useMemo(
    () =>
      toErrorSchema(
        problems.map((problem) => ({ path: problem.path, text: problem.message })),
        language,
      ) as ErrorSchema,
    [problems, language],
  );
  // The form keeps its own data as it is typed in: the question it reported comes back as a prop,
  // and handing that to it again would make it derive its whole state anew on every keystroke.
  // A question changed elsewhere (reset, restore) starts the form again from it.
  const held = useRef(question);
  const given = useRef({ question, generation: 0 });
  if (question !== held.current) {
    held.current = question;
    given.current = { question, generation: given.current.generation + 1 };
  }
  const change = useCallback(
    (event: IChangeEvent) => {
      held.current = event.formData as CustomQuestion;
      onChange(index, held.current);
    },
    [index, onChange],
  );
  const troubled = problems.length > 0;
  const name = `${index + 1}. ${summaryOf(question, language)}`;
  return (
    <Paper variant="outlined" component="li" sx={{ mb: 1, p: 1, listStyle: 'none', borderColor: troubled ? 'error.main' : undefined, ...offscreenSkipped(48) }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        <Button size="small" aria-expanded={open} aria-describedby={summaryId} onClick={() => onToggle(question.uuid)} sx={{ minWidth: 0 }}>
          {open ? t('settings.close') : t('settings.open')}
        </Button>
        <Typography id={summaryId} variant="body2" sx={{ flex: 1, minWidth: 120, overflowWrap: 'anywhere' }} color={troubled ? 'error' : undefined}>
          {name}
          {troubled ? ` — ${t('settings.hasProblem')}` : ''}
        </Typography>
        <IconButton size="small" aria-label={`${t('settings.moveUp')}: ${name}`} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
          <ArrowUpward fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`${t('settings.moveDown')}: ${name}`} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
          <ArrowDownward fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`${t('settings.duplicate')}: ${name}`} onClick={() => onCopy(index)}>
          <ContentCopy fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`${t('settings.remove')}: ${name}`} onClick={() => onRemove(index)}>
          <Delete fontSize="small" />
        </IconButton>
      </Box>
      {open && (
        <Box sx={{ p: 1 }}>
          <Form
            key={given.current.generation}
            schema={itemForm.schema}
            uiSchema={itemForm.uiSchema}
            formData={given.current.question}
            validator={rjsfValidator}
            noValidate
            showErrorList={false}
            extraErrors={extraErrors}
            onChange={change}
            idPrefix={`settings-custom-questions_items_${index}`}
            templates={templates}
            experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults' }}
          />
        </Box>
      )}
    </Paper>
  );
});

const noProblems: readonly SettingsFieldProblem[] = [];

/**
 * The custom question editor (issue 20): the set as a list of lines that can be opened, moved,
 * duplicated and removed, and a question added; an open question is its own form, generated from
 * the question's JSON Schema. An edit re-derives that one form, not a form of 5,000 inputs.
 */
export function QuestionListEditor({
  value,
  onChange,
  problems,
  language,
  form,
  templates,
  saved,
}: {
  value: { items: CustomQuestion[] };
  onChange: (value: { items: CustomQuestion[] }) => void;
  problems: readonly SettingsFieldProblem[];
  language: Language;
  form: SettingsForm;
  templates: Partial<TemplatesType>;
  saved: ReadonlySet<string>;
}) {
  const { t } = useStudioTranslation();
  const items = value.items;
  // An item added since the last save starts open; a toggle flips that.
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const itemForm = useMemo(
    () => ({
      schema: (form.schema.properties as Record<string, { items: RJSFSchema }>).items.items,
      uiSchema: ((form.uiSchema.items as UiSchema).items as UiSchema) ?? {},
    }),
    [form],
  );
  const byItem = useMemo(() => {
    const map = new Map<number, SettingsFieldProblem[]>();
    for (const problem of problems) {
      const match = /^items\.(\d+)(?:\.(.*))?$/.exec(problem.path);
      if (!match) continue;
      const index = Number(match[1]);
      map.set(index, [...(map.get(index) ?? []), { ...problem, path: match[2] ?? '' }]);
    }
    return map;
  }, [problems]);
  const listProblems = problems.filter((problem) => !/^items\.\d+/.test(problem.path));

  // The latest list through a ref, so the row callbacks stay the same and unchanged rows skip rendering.
  const ref = useRef({ items, onChange });
  ref.current = { items, onChange };
  const update = useCallback((next: CustomQuestion[]) => ref.current.onChange({ items: next }), []);
  const onToggle = useCallback(
    (uuid: string) =>
      setToggled((current) => {
        const next = new Set(current);
        if (!next.delete(uuid)) next.add(uuid);
        return next;
      }),
    [],
  );
  const onItem = useCallback(
    (index: number, question: CustomQuestion) => update(ref.current.items.map((item, i) => (i === index ? question : item))),
    [update],
  );
  const onMove = useCallback(
    (index: number, to: number) => {
      const next = [...ref.current.items];
      const [moved] = next.splice(index, 1);
      next.splice(to, 0, moved!);
      update(next);
    },
    [update],
  );
  const onCopy = useCallback(
    (index: number) => {
      const next = [...ref.current.items];
      next.splice(index + 1, 0, { ...structuredClone(next[index]!), uuid: crypto.randomUUID() });
      update(next);
    },
    [update],
  );
  const onRemove = useCallback((index: number) => update(ref.current.items.filter((_, i) => i !== index)), [update]);
  const add = () => update([...items, { uuid: crypto.randomUUID(), type: 'text' }]);

  return (
    <section aria-labelledby="question-list">
      <Typography id="question-list" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('settings.questionCount', { count: items.length })}
      </Typography>
      {listProblems.map((problem, index) => (
        <Typography key={index} color="error" role="alert">
          {problem.message[language]}
        </Typography>
      ))}
      <Box component="ol" sx={{ p: 0, m: 0 }}>
        {items.map((question, index) => (
          <QuestionRow
            key={question.uuid}
            question={question}
            index={index}
            count={items.length}
            open={toggled.has(question.uuid) !== !saved.has(question.uuid)}
            language={language}
            itemForm={itemForm}
            templates={templates}
            problems={byItem.get(index) ?? noProblems}
            onToggle={onToggle}
            onChange={onItem}
            onMove={onMove}
            onCopy={onCopy}
            onRemove={onRemove}
          />
        ))}
      </Box>
      <Button variant="outlined" onClick={add} sx={{ mt: 1 }}>
        {t('settings.addQuestion')}
      </Button>
    </section>
  );
}
