import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MuiArrayFieldItemTemplate from '@rjsf/mui/lib/ArrayFieldItemTemplate/ArrayFieldItemTemplate.js';
import { getTemplate, getUiOptions, type ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { settingLabels, settingValueLabels } from '../../../../engine/studio/settingsLabels';
import { useStudioTranslation } from '../../../studio/studioStrings';

/** What the settings form hands its item template: the draft, which items are open, and problems. */
export interface SettingsFormContext {
  value: Record<string, unknown>;
  language: 'ja' | 'en';
  open: ReadonlySet<string>;
  toggle: (itemKey: string) => void;
  /** Top-level list items (`items.3`) that have a problem somewhere inside. */
  troubled: ReadonlySet<string>;
  /** Ids of the saved questions and categories: an item added since starts open. */
  saved: ReadonlySet<string>;
}

function summaryOf(list: string, item: Record<string, unknown> | undefined, language: 'ja' | 'en'): string {
  if (!item) return '';
  const pick = (ja: unknown, en: unknown) => String((language === 'en' ? en || ja : ja || en) ?? '');
  if (list === 'items') {
    const type = settingValueLabels[String(item.type)]?.[language] ?? String(item.type ?? '');
    const text = pick(item.label, item.labelEn) || pick(item.text, item.textEn).replace(/<[^>]*>/g, '');
    return `${type} · ${text.slice(0, 80)}`;
  }
  const keywords = Array.isArray(item.keywords) ? item.keywords.length : 0;
  return `${pick(item.name, item.nameEn)} (${settingLabels.keywords![language]}: ${keywords})`;
}

/**
 * A question or keyword category as one line until it is opened: a 200-question set is then a
 * list a person can scan and reorder, and an edit re-renders one open question, not 5,000 inputs.
 * Nested lists (options, keywords) use the theme's own template.
 */
export function CollapsibleItem(props: ArrayFieldItemTemplateProps) {
  const { t } = useStudioTranslation();
  const list = getUiOptions(props.parentUiSchema).collapsible as string | undefined;
  if (!list) return <MuiArrayFieldItemTemplate {...props} />;
  const context = props.registry.formContext as SettingsFormContext;
  const item = (context.value[list] as Record<string, unknown>[] | undefined)?.[props.index];
  const isNew = !context.saved.has(String(item?.uuid ?? item?.id ?? ''));
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
          {`${props.index + 1}. ${summaryOf(list, item, context.language)}`}{troubled ? ` — ${t('settings.hasProblem')}` : ''}
        </Typography>
        {props.hasToolbar && <Buttons {...props.buttonsProps} />}
      </Box>
      {open && <Box sx={{ p: 1 }}>{props.children}</Box>}
    </Paper>
  );
}
