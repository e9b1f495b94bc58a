import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { muiTemplates as Templates } from '../rjsfTheme';
import { getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

const MuiFieldTemplate = Templates.FieldTemplate!;

/**
 * The MUI field template, plus a question's tooltip (§3 tooltip/tooltipEn) as a help button that
 * shows and hides the text under the field. A disclosure rather than a hover popup: it works the
 * same by mouse, keyboard and touch, and keeps the popup library out of the form's first load.
 */
/**
 * Each field is its own stacking context, so the browser repaints and hit-tests a keystroke's
 * field without walking the rest of a long form: about a quarter of a keystroke's cost on a
 * 300-input form (BENCHMARKS.md). Unlike paint containment it clips nothing (a checkbox's focus
 * circle reaches outside its field); menus and popovers are portaled anyway.
 */
const ownLayer = { isolation: 'isolate' } as const;

export function QuestionFieldTemplate(props: FieldTemplateProps) {
  const tooltip = getUiOptions(props.uiSchema).tooltip as string | undefined;
  if (props.hidden) return <MuiFieldTemplate {...props} />;
  if (!tooltip) {
    return (
      <KeepsErrorSpace hasErrors={(props.rawErrors?.length ?? 0) > 0}>
        <MuiFieldTemplate {...props} />
      </KeepsErrorSpace>
    );
  }
  return <WithHelp {...props} tooltip={tooltip} />;
}

/** Only fields with help pay for the translation hook and the disclosure's state. */
function WithHelp({ tooltip, ...props }: FieldTemplateProps & { tooltip: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const helpId = useId();
  return (
    <div style={ownLayer}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <MuiFieldTemplate {...props} />
        </Box>
        <IconButton size="small" aria-label={t('widgets.help')} aria-expanded={open} aria-controls={helpId} onClick={() => setOpen((value) => !value)} sx={{ mt: 1 }}>
          <HelpOutlineIcon fontSize="small" />
        </IconButton>
      </Box>
      <Typography id={helpId} variant="body2" hidden={!open} sx={{ mt: 0.5, p: 1, borderRadius: 1, bgcolor: 'grey.100' }}>
        {tooltip}
      </Typography>
    </div>
  );
}

/**
 * Once a field has shown an error, it keeps that height when the error goes. Fixing a field and
 * clicking the next one is one motion: the fixed value commits on blur, at the press, and if the
 * message vanished then, everything below would move before the release and the click would miss.
 */
function KeepsErrorSpace({ hasErrors, children }: { hasErrors: boolean; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    if (hasErrors && box.current) setHeight(box.current.offsetHeight);
  }, [hasErrors]);
  // A plain element: an MUI Box here would run the styling engine for every field of the form.
  return (
    <div ref={box} style={height !== undefined && !hasErrors ? { ...ownLayer, minHeight: height } : ownLayer}>
      {children}
    </div>
  );
}
