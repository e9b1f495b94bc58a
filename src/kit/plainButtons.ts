import { alpha, type Theme } from '@mui/material/styles';

/**
 * MUI's outlined and contained buttons drawn on plain `<a>` and `<button>` elements by their class:
 * one style on their container (through `sx`), so a page of many is many elements, not many MUI
 * Buttons each styled on every mount (issue 69: the users list, the applications list, the
 * dashboard's menu). Under the container, `.{name}` is an outlined button, `.{name}.contained` the
 * page's main one; `disabled` or `aria-disabled="true"` greys either out. `small` is MUI's
 * size="small" (a table row's actions), `medium` its default.
 */
export function plainButtonStyles(theme: Theme, name: string, size: 'small' | 'medium') {
  const [outlinedPadding, containedPadding] = size === 'small' ? ['3px 9px', '4px 10px'] : ['5px 15px', '6px 16px'];
  return {
    [`& .${name}`]: {
      ...theme.typography.button,
      ...(size === 'small' ? { fontSize: '0.8125rem', whiteSpace: 'nowrap' } : {}),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      minWidth: 64,
      padding: outlinedPadding,
      borderRadius: `${theme.shape.borderRadius}px`,
      border: `1px solid ${alpha(theme.palette.primary.main, 0.5)}`,
      background: 'none',
      color: theme.palette.primary.main,
      cursor: 'pointer',
      textAlign: 'center',
      textDecoration: 'none',
      '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity), borderColor: theme.palette.primary.main },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    },
    [`& .${name}.contained`]: {
      padding: containedPadding,
      border: 0,
      backgroundColor: theme.palette.primary.main,
      color: theme.palette.primary.contrastText,
      '&:hover': { backgroundColor: theme.palette.primary.dark },
    },
    [`& .${name}:disabled, & .${name}[aria-disabled="true"]`]: {
      cursor: 'default',
      color: theme.palette.action.disabled,
      borderColor: theme.palette.action.disabledBackground,
      backgroundColor: 'transparent',
    },
    [`& .${name}.contained:disabled`]: { backgroundColor: theme.palette.action.disabledBackground },
  };
}
