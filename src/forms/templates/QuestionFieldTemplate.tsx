import { useId, useState } from 'react';
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
export function QuestionFieldTemplate(props: FieldTemplateProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const helpId = useId();
  const tooltip = getUiOptions(props.uiSchema).tooltip as string | undefined;
  if (!tooltip || props.hidden) return <MuiFieldTemplate {...props} />;
  return (
    <Box>
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
    </Box>
  );
}
