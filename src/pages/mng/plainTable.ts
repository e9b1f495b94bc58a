import { alpha, type Theme } from '@mui/material/styles';
import { plainButtonStyles } from '../../kit/plainButtons';

/**
 * The managers' long lists drawn as plain rows: fixed CSS written once for the table, so a page of
 * 50 rows is 50 `<tr>`s of text, tags (`<span class="tag">`), native buttons and links, not 50 ×
 * (MUI Chips, Buttons with their ripple, Typography), each styled on every mount (issue 69; the
 * figures are in BENCHMARKS.md, "The managers' users page"). Used on a MUI `Table` through `sx`;
 * the header keeps MUI's cells.
 *
 * Classes: `name` (a row's title, a button or a link), `sub` (a second line in small grey text),
 * `tag` (with `default`, `primary`, `success`, `error` or `warning`: MUI's colour names, so the
 * colour a Chip would take names its tag), `actions` (a row of `action`
 * buttons or links; `action contained` for the main one: src/kit/plainButtons.ts, small).
 */
export const plainRowStyles = (theme: Theme) => ({
  '& tbody td': {
    padding: '6px 16px',
    borderBottom: `1px solid ${theme.palette.divider}`,
    fontSize: theme.typography.body2.fontSize,
    lineHeight: 1.43,
    verticalAlign: 'middle',
  },
  // A heading or a name is never broken a character a line (「氏／名」 on a phone).
  '& thead th': { whiteSpace: 'nowrap' },
  '& .name': {
    background: 'none',
    border: 0,
    padding: 0,
    color: theme.palette.primary.main,
    font: 'inherit',
    fontWeight: 500,
    cursor: 'pointer',
    textAlign: 'left',
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  '& .sub': { display: 'block', color: theme.palette.text.secondary, fontSize: theme.typography.caption.fontSize, lineHeight: 1.66 },
  '& .tag': {
    display: 'inline-block',
    padding: '0 8px',
    borderRadius: 12,
    fontSize: '0.8125rem',
    lineHeight: '22px',
    margin: '0 4px 4px 0',
    border: `1px solid ${theme.palette.grey[400]}`,
    whiteSpace: 'nowrap',
  },
  '& .tag.default': { backgroundColor: theme.palette.action.selected, borderColor: 'transparent' },
  '& .tag.primary': { backgroundColor: theme.palette.primary.main, color: theme.palette.primary.contrastText, borderColor: 'transparent' },
  '& .tag.success': { backgroundColor: theme.palette.success.main, color: theme.palette.success.contrastText, borderColor: 'transparent' },
  '& .tag.error': { backgroundColor: theme.palette.error.main, color: theme.palette.error.contrastText, borderColor: 'transparent' },
  '& .tag.warning': { color: theme.palette.text.primary, backgroundColor: alpha(theme.palette.warning.main, 0.12), borderColor: theme.palette.warning.main },
  '& .actions': { display: 'flex', gap: '8px', flexWrap: 'wrap' },
  // MUI's small outlined and contained buttons, without their ripple and styles per mount.
  ...plainButtonStyles(theme, 'action', 'small'),
});
