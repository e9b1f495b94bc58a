import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { Templates } from '@rjsf/mui';
import { getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

const MuiFieldTemplate = Templates.FieldTemplate!;

/**
 * The MUI field template, plus a question's tooltip (§3 tooltip/tooltipEn) as a help button that
 * shows it on hover, focus or tap.
 */
export function QuestionFieldTemplate(props: FieldTemplateProps) {
  const { t } = useTranslation();
  const tooltip = getUiOptions(props.uiSchema).tooltip as string | undefined;
  if (!tooltip || props.hidden) return <MuiFieldTemplate {...props} />;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <MuiFieldTemplate {...props} />
      </Box>
      <Tooltip title={tooltip} enterTouchDelay={0}>
        <IconButton size="small" aria-label={`${t('widgets.help')}: ${tooltip}`} sx={{ mt: 1 }}>
          <HelpOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
