import { memo, useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { countText, type CountUnit } from '../../../engine/submission/textCount';
import { CommitTextField } from '../CommitTextField';

/** How long typing pauses before the count shows the new number (the limit's crossing shows at once). */
export const COUNT_SHOW_MS = 120;

/** The marks an abstract may carry (engine/richText.ts abstractPurifyConfig), as toolbar buttons. */
const marks = [
  { tag: 'i', name: 'italic' },
  { tag: 'b', name: 'bold' },
  { tag: 'sup', name: 'superscript' },
  { tag: 'sub', name: 'subscript' },
] as const;

/**
 * A title or abstract with a live counter of what a reader counts: characters for Japanese, words
 * for English, never markup (engine/submission/textCount.ts, which the server also runs). The
 * counter turns red past the conference's limit and says so to screen readers once. An abstract
 * gets buttons that wrap the selection in the marks abstracts use.
 */
export function CountedTextWidget({ id, value, onChange, label, required, disabled, readonly, rawErrors = [], options }: WidgetProps) {
  const { t } = useTranslation();
  const unit = (options.unit as CountUnit | undefined) ?? 'characters';
  const limit = options.limit as number | undefined;
  const rows = (options.rows as number | undefined) ?? 2;
  const text = typeof value === 'string' ? value : '';
  // Whether the text is over its limit: the one part of the widget a keystroke may change.
  const [over, setOver] = useState(() => limit !== undefined && countText(text, unit) > limit);
  const overNow = useRef(over);
  const showCount = useRef<(count: number) => void>(undefined);
  const input = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const counterId = `${id}__counter`;
  const shownLater = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(shownLater.current), []);
  /**
   * Counted on every key; shown at once when the text crosses its limit (the counter turns red
   * with the key that crossed it), otherwise when typing pauses for COUNT_SHOW_MS. Showing a new
   * number costs the page a second layout pass, which at a fast typist's pace would land on the
   * next key; a person typing at an ordinary pace sees every key counted.
   */
  const recount = (next: string, now = false) => {
    const count = countText(next, unit);
    clearTimeout(shownLater.current);
    const isOver = limit !== undefined && count > limit;
    // Set only on a change: even an equal value may render the widget once more.
    if (isOver !== overNow.current) setOver((overNow.current = isOver));
    if (now || isOver !== shownOver.current) {
      shownOver.current = isOver;
      showCount.current?.(count);
    } else {
      shownLater.current = setTimeout(() => showCount.current?.(count), COUNT_SHOW_MS);
    }
  };
  const shownOver = useRef(over);
  const commit = (next: string) => {
    recount(next, true);
    onChange(next === '' ? undefined : next);
  };
  const keepInput = useCallback((element: HTMLInputElement | HTMLTextAreaElement | null) => {
    input.current = element;
  }, []);
  // Steady, so the toolbar does not render again with each committed value.
  const wrap = useCallback((tag: string) => {
    const element = input.current;
    if (!element) return;
    const { selectionStart: start = 0, selectionEnd: end = 0, value: current } = element;
    const next = `${current.slice(0, start ?? 0)}<${tag}>${current.slice(start ?? 0, end ?? 0)}</${tag}>${current.slice(end ?? 0)}`;
    // As if typed: the field's own change handling counts and commits it, and keeps its focus.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!.call(element, next);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.focus();
    element.setSelectionRange((start ?? 0) + tag.length + 2, (end ?? 0) + tag.length + 2);
  }, []);
  return (
    <Box>
      {rows > 2 && <MarksToolbar label={label} disabled={Boolean(disabled || readonly)} onWrap={wrap} />}
      <CommitTextField
        id={id}
        label={label}
        value={text}
        required={required}
        disabled={disabled || readonly}
        error={rawErrors.length > 0 || over}
        multiline={rows > 1}
        rows={rows}
        describedBy={`${ariaDescribedByIds(id)} ${counterId}`}
        inputRef={keepInput}
        onInput={(next) => recount(next)}
        onCommit={commit}
      />
      <Counter id={counterId} initial={countText(text, unit)} unit={unit} limit={limit} over={over} register={(show) => (showCount.current = show)} />
      <span aria-live="polite" style={visuallyHidden}>
        {over ? t(`widgets.counter.over`, { limit, unit: t(`widgets.counter.unit.${unit}`) }) : ''}
      </span>
    </Box>
  );
}

const markSx = Object.fromEntries(
  marks.map((mark) => [
    mark.tag,
    { minWidth: 40, textTransform: 'none', fontStyle: mark.tag === 'i' ? 'italic' : undefined, fontWeight: mark.tag === 'b' ? 700 : undefined },
  ]),
);

/** The buttons that wrap the selection in a mark: memoized, as they change only with the field's state. */
const MarksToolbar = memo(function MarksToolbar({ label, disabled, onWrap }: { label: string; disabled: boolean; onWrap: (tag: string) => void }) {
  const { t } = useTranslation();
  return (
    <Box role="toolbar" aria-label={t('widgets.marks.toolbar', { field: label })} sx={{ display: 'flex', gap: 0.5, mb: 0.5 }}>
      {marks.map((mark) => (
        // The visible word is the name (no symbol with a different spoken name), shown in its own style.
        <Button key={mark.tag} size="small" variant="outlined" sx={markSx[mark.tag]} disabled={disabled} onClick={() => onWrap(mark.tag)}>
          {t(`widgets.marks.${mark.name}`)}
        </Button>
      ))}
    </Box>
  );
});

/**
 * The count itself, re-rendered alone on each keystroke: the widget around it (toolbar, input,
 * labels) renders again only when the text crosses its limit.
 */
const Counter = memo(function Counter({
  id,
  initial,
  unit,
  limit,
  over,
  register,
}: {
  id: string;
  initial: number;
  unit: CountUnit;
  limit?: number;
  over: boolean;
  register: (show: (count: number) => void) => void;
}) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const [count, setCount] = useState(initial);
  register(setCount);
  return (
    <p
      id={id}
      style={{
        margin: '4px 0 0',
        fontSize: '0.8125rem',
        textAlign: 'right',
        fontWeight: over ? 700 : undefined,
        color: over ? palette.error.main : palette.text.secondary,
      }}
    >
      {limit !== undefined ? t(`widgets.counter.${unit}Limit`, { count, limit }) : t(`widgets.counter.${unit}`, { count })}
    </p>
  );
});
