import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MuiArrayFieldItemTemplate from '@rjsf/mui/lib/ArrayFieldItemTemplate/ArrayFieldItemTemplate.js';
import { getTemplate, getUiOptions, type ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { settingLabels } from '../../../../engine/studio/settingsLabels';
import { useStudioTranslation } from '../../../studio/studioStrings';

/** What the settings form hands its item template: the draft, which items are open, and problems. */
export interface SettingsFormContext {
  value: Record<string, unknown>;
  language: 'ja' | 'en';
  open: ReadonlySet<string>;
  toggle: (itemKey: string) => void;
  /** Top-level list items (`items.3`) that have a problem somewhere inside. */
  troubled: ReadonlySet<string>;
  /** Ids of the saved categories: an item added since starts open. */
  saved: ReadonlySet<string>;
}

function summaryOf(item: Record<string, unknown> | undefined, language: 'ja' | 'en'): string {
  if (!item) return '';
  const name = String((language === 'en' ? item.nameEn || item.name : item.name || item.nameEn) ?? '');
  const keywords = Array.isArray(item.keywords) ? item.keywords.length : 0;
  return `${name} (${settingLabels.keywords![language]}: ${keywords})`;
}

/**
 * A keyword category as one line until it is opened, so a long list can be scanned and reordered.
 * Nested lists (keywords) use the theme's own template.
 */
export function CollapsibleItem(props: ArrayFieldItemTemplateProps) {
  const { t } = useStudioTranslation();
  const list = getUiOptions(props.parentUiSchema).collapsible as string | undefined;
  if (!list) return <MuiArrayFieldItemTemplate {...props} />;
  const context = props.registry.formContext as SettingsFormContext;
  const item = (context.value[list] as Record<string, unknown>[] | undefined)?.[props.index];
  const isNew = !context.saved.has(String(item?.id ?? ''));
  const open = context.open.has(props.itemKey) !== isNew;
  const troubled = context.troubled.has(`${list}.${props.index}`);
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', props.registry, getUiOptions(props.uiSchema));
  const summaryId = `${props.itemKey}-summary`;
  return (
    <Paper variant="outlined" sx={{ mb: 1, p: 1, borderColor: troubled ? 'error.main' : undefined }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" aria-expanded={open} aria-describedby={summaryId} onClick={() => context.toggle(props.itemKey)} sx={{ minWidth: 0 }}>
          {open ? t('settings.close') : t('settings.open')}
        </Button>
        <Typography id={summaryId} variant="body2" sx={{ flex: 1, minWidth: 120, overflowWrap: 'anywhere' }} color={troubled ? 'error' : undefined}>
          {`${props.index + 1}. ${summaryOf(item, context.language)}`}
          {troubled ? ` — ${t('settings.hasProblem')}` : ''}
        </Typography>
        {props.hasToolbar && <Buttons {...props.buttonsProps} />}
      </Box>
      {open && <Box sx={{ p: 1 }}>{props.children}</Box>}
    </Paper>
  );
}
