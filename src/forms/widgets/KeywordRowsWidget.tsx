import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import {
  addRow,
  canAddRow,
  canRemoveRow,
  chooseCategory,
  chooseKeyword,
  removeRow,
  rowsFromIds,
  submittedKeywordIds,
  type KeywordRow,
} from '../../../engine/registration/keywordRows';
import { useLeanClasses } from '../leanStyles';
import { LeanSelect, type LeanSelectItem } from './LeanSelect';
import { WidgetLabel } from './WidgetLabel';

interface CategoryOption {
  id: number;
  name: string;
  keywords: Array<{ id: number; name: string }>;
}

/** MUI's small select as the rows lay it out: sharing the row, never narrower than 160 px. */
const selectBox = { flex: 1, minWidth: 160 } as const;

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Keyword rows (docs/requirements/public-area.md §4): pick a category, then a keyword of it. The state machine
 * is the engine's; the form value is the keyword ids of the full rows.
 */
export function KeywordRowsWidget({ id, value, onChange, options, label, required, disabled, readonly, rawErrors }: WidgetProps) {
  const { t } = useTranslation();
  const categories = (options.categories ?? []) as CategoryOption[];
  const ids: number[] = Array.isArray(value) ? (value as number[]) : [];
  const [rows, setRows] = useState<KeywordRow[]>(() => rowsFromIds(ids, categories));

  // A value set from outside (a cleared form, a restored draft) resets the rows.
  useEffect(() => {
    if (!sameIds(submittedKeywordIds(rows), ids)) setRows(rowsFromIds(ids, categories));
    // Only changes of the value from outside matter here.
  }, [ids.join(',')]);

  const update = (next: KeywordRow[]) => {
    setRows(next);
    const nextIds = submittedKeywordIds(next);
    if (!sameIds(nextIds, ids)) onChange(nextIds);
  };
  const chosen = new Set(ids);
  const off = disabled || readonly;
  const lean = useLeanClasses();
  const none: LeanSelectItem = { value: '', label: t('widgets.none'), text: t('widgets.none') };

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }} aria-describedby={ariaDescribedByIds(id)}>
      <WidgetLabel id={id} label={label} required={required} error={Boolean(rawErrors?.length)} />
      {rows.map((row, index) => {
        const category = categories.find((c) => c.id === row.categoryId);
        const n = index + 1;
        return (
          <Box key={index} sx={{ display: 'flex', gap: 1, mb: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'center' }}>
            <div className={lean.small} style={selectBox}>
              <LeanSelect
                id={index === 0 ? id : `${id}_category_${index}`}
                label={t('widgets.keywordCategory', { n })}
                required={required && index === 0}
                disabled={off}
                items={[none, ...categories.map((c) => ({ value: String(c.id), label: c.name, text: c.name }))]}
                selected={row.categoryId === undefined ? '' : String(row.categoryId)}
                onChoose={(value) => update(chooseCategory(rows, index, value === '' ? undefined : Number(value)))}
              />
            </div>
            <div className={lean.small} style={selectBox}>
              <LeanSelect
                id={`${id}_keyword_${index}`}
                label={t('widgets.keyword', { n })}
                required={required && index === 0}
                disabled={off || !category}
                items={[
                  none,
                  ...(category?.keywords ?? []).map((k) => ({
                    value: String(k.id),
                    label: k.name,
                    text: k.name,
                    disabled: chosen.has(k.id) && k.id !== row.keywordId,
                  })),
                ]}
                selected={row.keywordId === undefined ? '' : String(row.keywordId)}
                onChoose={(value) => update(chooseKeyword(rows, index, value === '' ? undefined : Number(value)))}
              />
            </div>
            {canRemoveRow(rows, index) ? (
              <IconButton aria-label={t('widgets.removeKeyword', { n })} onClick={() => update(removeRow(rows, index))} disabled={off}>
                <DeleteOutlineIcon />
              </IconButton>
            ) : (
              <Box sx={{ width: 40, flexShrink: 0 }} />
            )}
          </Box>
        );
      })}
      <Button size="small" startIcon={<AddIcon />} onClick={() => update(addRow(rows))} disabled={off || !canAddRow(rows)}>
        {t('widgets.addKeyword')}
      </Button>
    </Box>
  );
}
