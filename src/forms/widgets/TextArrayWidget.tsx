import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useLeanClasses } from '../leanStyles';
import { CommitTextField } from '../CommitTextField';
import { WidgetLabel } from './WidgetLabel';

/** A text-array question: a list of lines, each removable, one more on demand. */
export function TextArrayWidget({ id, value, onChange, options, label, required, disabled, readonly, rawErrors, placeholder }: WidgetProps) {
  const { t } = useTranslation();
  const lean = useLeanClasses();
  const lines: string[] = Array.isArray(value) && value.length > 0 ? (value as Array<string | null>).map((line) => line ?? '') : [''];
  // Quick edits can outrun the next render: each builds on the lines the previous one made.
  const latest = useRef(lines);
  latest.current = lines;
  const set = (next: string[]) => {
    latest.current = next;
    onChange(next);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }} aria-describedby={ariaDescribedByIds(id)}>
      <WidgetLabel id={id} label={label} required={required} error={Boolean(rawErrors?.length)} hidden={options.hideLabel === true} />
      {lines.map((line, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
          <div className={lean.small} style={{ flex: 1, minWidth: 0 }}>
            <CommitTextField
              id={index === 0 ? id : `${id}_${index}`}
              value={line}
              placeholder={placeholder}
              ariaLabel={`${label} ${index + 1}`}
              disabled={disabled || readonly}
              onCommit={(text) => set(latest.current.map((item, i) => (i === index ? text : item)))}
            />
          </div>
          {lines.length > 1 && (
            <IconButton
              aria-label={t('widgets.removeLine', { n: index + 1 })}
              onClick={() => set(latest.current.filter((_, i) => i !== index))}
              disabled={disabled || readonly}
            >
              <DeleteOutlineIcon />
            </IconButton>
          )}
        </Box>
      ))}
      <Button size="small" startIcon={<AddIcon />} onClick={() => set([...latest.current, ''])} disabled={disabled || readonly}>
        {t('widgets.addLine')}
      </Button>
    </Box>
  );
}
