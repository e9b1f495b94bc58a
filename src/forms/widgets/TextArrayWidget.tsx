import { useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useLeanClasses } from '../leanStyles';
import { LeanTextField } from '../LeanTextField';
import { useCommitOnPause } from '../useCommitOnPause';
import { WidgetLabel } from './WidgetLabel';

/** A text-array question: a list of lines, each removable, one more on demand. */
export function TextArrayWidget({ id, value, onChange, options, label, required, disabled, readonly, rawErrors, placeholder }: WidgetProps) {
  const { t } = useTranslation();
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
          <TextLine
            id={index === 0 ? id : `${id}_${index}`}
            value={line}
            placeholder={placeholder}
            ariaLabel={`${label} ${index + 1}`}
            disabled={disabled || readonly}
            onCommit={(text) => set(latest.current.map((item, i) => (i === index ? text : item)))}
          />
          {lines.length > 1 && (
            <IconButton aria-label={t('widgets.removeLine', { n: index + 1 })} onClick={() => set(latest.current.filter((_, i) => i !== index))} disabled={disabled || readonly}>
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

interface TextLineProps {
  id: string;
  value: string;
  placeholder?: string;
  ariaLabel: string;
  disabled?: boolean;
  onCommit: (text: string) => void;
}

/** One line, as MUI's small outlined field without a label; the list hears of it as the generated forms' inputs tell the form. */
function TextLine({ id, value, placeholder, ariaLabel, disabled, onCommit }: TextLineProps) {
  const lean = useLeanClasses();
  const { generation, schedule, flush } = useCommitOnPause(value, onCommit);
  return (
    <div className={lean.small} style={{ flex: 1, minWidth: 0 }}>
      <LeanTextField
        key={generation}
        id={id}
        name={id}
        placeholder={placeholder}
        disabled={disabled}
        defaultValue={value}
        describedBy=""
        inputProps={{ 'aria-label': ariaLabel }}
        onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => schedule(event.target.value)}
        onBlur={flush}
        onFocus={() => undefined}
      />
    </div>
  );
}
