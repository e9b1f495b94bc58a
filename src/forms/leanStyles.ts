import { alpha, type Theme } from '@mui/material/styles';
import { staticStyles } from '../kit/staticStyles';

/**
 * Static CSS for the inputs a long generated form repeats hundreds of times, written once per
 * theme from its tokens, so the outlined text field looks like MUI's and costs what a plain
 * `<input>` costs. An MUI TextField runs the styling engine for six styled parts on every mount
 * (about 2 ms each at 4x throttle on a 300-input form, BENCHMARKS.md); these classes are fixed
 * strings, and every state (focused, filled, error, disabled, hover) is a selector, not a render.
 */
export interface LeanClasses {
  root: string;
  box: string;
  multiline: string;
  input: string;
  label: string;
  outline: string;
  helper: string;
  error: string;
  disabled: string;
  groupLabel: string;
  group: string;
  choice: string;
  choiceText: string;
  base: string;
  native: string;
  radio: string;
  check: string;
  switchRoot: string;
  thumb: string;
  track: string;
  option: string;
  select: string;
  selectIcon: string;
  menuBackdrop: string;
  menu: string;
  menuPaper: string;
  menuList: string;
  small: string;
}

/** MUI's regular body text at a size and line height, as declarations. */
const fontOf = ({ typography }: Theme, px: number, lineHeight: string) =>
  `font-family:${typography.fontFamily};font-weight:${typography.fontWeightRegular};font-size:${typography.pxToRem(px)};line-height:${lineHeight};`;

function cssFor(theme: Theme, c: LeanClasses): string {
  const { palette, transitions, shape } = theme;
  const easeOut = transitions.easing.easeOut;
  const ms = (duration: number, delay = 0) => `${duration}ms ${easeOut}${delay ? ` ${delay}ms` : ''}`;
  const font = fontOf(theme, 16, '1.4375em');
  const sel = (state: string, part: string) => `.${c.root}${state} .${part}`;
  return [
    `.${c.root}{display:flex;flex-direction:column;position:relative;min-width:0;padding:0;margin:0;border:0;vertical-align:top;}`,
    `.${c.box}{${font}color:${palette.text.primary};box-sizing:border-box;cursor:text;display:flex;align-items:center;position:relative;border-radius:${shape.borderRadius}px;}`,
    `.${c.box}.${c.multiline}{padding:16.5px 14px;}`,
    `.${c.input}{font:inherit;letter-spacing:inherit;color:currentColor;border:0;box-sizing:content-box;background:none;height:1.4375em;margin:0;-webkit-tap-highlight-color:transparent;display:block;min-width:0;width:100%;padding:16.5px 14px;}`,
    `.${c.multiline} .${c.input}{height:auto;resize:none;padding:0;}`,
    `.${c.input}:focus{outline:0;}`,
    `.${c.input}:invalid{box-shadow:none;}`,
    `.${c.input}::placeholder{color:currentColor;opacity:0.42;transition:opacity ${ms(transitions.duration.shorter)};}`,
    // Like MUI: while the label sits inside the empty field, the placeholder waits for focus.
    `.${c.box}:not([data-unlabeled])>.${c.input}:placeholder-shown:not(:focus)::placeholder{opacity:0;}`,
    `.${c.input}:-webkit-autofill{border-radius:inherit;}`,
    `.${c.label}{${font}color:${palette.text.secondary};padding:0;display:block;transform-origin:top left;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;position:absolute;left:0;top:0;z-index:1;pointer-events:none;` +
      `transform:translate(14px,16px) scale(1);max-width:calc(100% - 24px);transition:color ${ms(transitions.duration.shorter)},transform ${ms(transitions.duration.shorter)},max-width ${ms(transitions.duration.shorter)};}`,
    // The label floats up once the field has focus or a value (the placeholder is then hidden).
    `.${c.input}:focus~.${c.label},.${c.input}:not(:placeholder-shown)~.${c.label}{user-select:none;pointer-events:auto;max-width:calc(133% - 32px);transform:translate(14px,-9px) scale(0.75);}`,
    `.${c.input}:focus~.${c.label}{color:${palette.primary.main};}`,
    `.${c.outline}{text-align:left;position:absolute;inset:-5px 0 0 0;margin:0;padding:0 8px;pointer-events:none;border-radius:inherit;border-style:solid;border-width:1px;overflow:hidden;min-width:0%;border-color:${palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)'};}`,
    `.${c.outline}>legend{float:unset;width:auto;overflow:hidden;display:block;padding:0;height:11px;font-size:0.75em;visibility:hidden;max-width:0.01px;transition:max-width ${ms(50)};white-space:nowrap;}`,
    `.${c.outline}>legend>span{padding-left:5px;padding-right:5px;display:inline-block;opacity:0;visibility:visible;}`,
    `.${c.input}:focus~.${c.outline}>legend,.${c.input}:not(:placeholder-shown)~.${c.outline}>legend{max-width:100%;transition:max-width 100ms ${transitions.easing.easeOut} 50ms;}`,
    // A field without a visible label has no notch to open.
    `.${c.box}[data-unlabeled]>.${c.outline}>legend{max-width:0.01px;}`,
    // MUI's size="small": a shorter box and its label lower while it sits inside; the browser's own
    // select (LeanNativeSelect), its arrow drawn as MUI's.
    `.${c.small} .${c.input}{padding-top:8.5px;padding-bottom:8.5px;}`,
    `.${c.small} .${c.label}{transform:translate(14px,9px) scale(1);}`,
    `select.${c.input}{appearance:none;cursor:pointer;padding-right:32px;}`,
    `.${c.helper}{color:${palette.text.secondary};${fontOf(theme, 12, '1.66')}letter-spacing:${theme.typography.caption.letterSpacing ?? 'normal'};text-align:left;margin:3px 14px 0;}`,
    `${sel(`.${c.error}`, c.helper)}{color:${palette.error.main};}`,
    `@media (hover:hover){.${c.box}:hover .${c.outline}{border-color:${palette.text.primary};}}`,
    `.${c.input}:focus~.${c.outline}{border-width:2px;border-color:${palette.primary.main};}`,
    `${sel(`.${c.error}`, c.outline)},${sel(`.${c.error}`, c.box)}:hover .${c.outline}{border-color:${palette.error.main};}`,
    `${sel(`.${c.error}`, c.label)}{color:${palette.error.main};}`,
    `${sel(`.${c.disabled}`, c.box)}{color:${palette.text.disabled};cursor:default;}`,
    `${sel(`.${c.disabled}`, c.input)}{opacity:1;-webkit-text-fill-color:${palette.text.disabled};}`,
    `${sel(`.${c.disabled}`, c.label)}{color:${palette.text.disabled};}`,
    `${sel(`.${c.disabled}`, c.outline)},${sel(`.${c.disabled}`, c.box)}:hover .${c.outline}{border-color:${palette.action.disabled};}`,
    ...choiceCss(theme, c),
    ...optionCss(theme, c),
    ...selectCss(theme, c),
  ].join('\n');
}

/**
 * Radios, checkboxes and switches: the native input, transparent, over a drawn icon, the way MUI's
 * SwitchBase does it, without its ripple, icons and three styled parts per option.
 */
function choiceCss(theme: Theme, c: LeanClasses): string[] {
  const { palette, transitions } = theme;
  const primary = palette.primary.main;
  const move = `${transitions.duration.shortest}ms ${transitions.easing.easeInOut}`;
  return [
    `.${c.groupLabel}{${fontOf(theme, 16, '1.4375em')}color:${palette.text.secondary};padding:0;margin-bottom:4px;}`,
    `.${c.error} .${c.groupLabel},.${c.groupLabel}.${c.error}{color:${palette.error.main};}`,
    `.${c.group}{display:flex;flex-direction:column;flex-wrap:wrap;}`,
    `.${c.choice}{display:inline-flex;align-items:center;cursor:pointer;vertical-align:middle;-webkit-tap-highlight-color:transparent;margin-left:-11px;margin-right:16px;}`,
    `.${c.choice}.${c.disabled}{cursor:default;}`,
    `.${c.choiceText}{${fontOf(theme, 16, '1.5')}}`,
    `.${c.disabled} .${c.choiceText}{color:${palette.text.disabled};}`,
    `.${c.base}{position:relative;display:inline-flex;flex:none;padding:9px;border-radius:50%;color:${palette.text.secondary};transition:background-color ${move};}`,
    `@media (hover:hover){.${c.choice}:not(.${c.disabled}) .${c.base}:hover{background-color:${palette.action.hover};}}`,
    `.${c.native}{position:absolute;inset:0;width:100%;height:100%;margin:0;padding:0;opacity:0;cursor:inherit;z-index:1;}`,
    `.${c.radio},.${c.check}{box-sizing:border-box;display:block;border:2px solid currentColor;position:relative;transition:box-shadow ${move};}`,
    `.${c.radio}{width:20px;height:20px;margin:2px;border-radius:50%;}`,
    `.${c.radio}::after{content:"";position:absolute;inset:3px;border-radius:50%;background:currentColor;transform:scale(0);transition:transform ${move};}`,
    `.${c.native}:checked+.${c.radio}::after{transform:scale(1);}`,
    `.${c.check}{width:18px;height:18px;margin:3px;border-radius:2px;}`,
    `.${c.check}::after{content:"";position:absolute;left:4px;top:0;width:5px;height:10px;border:solid ${palette.primary.contrastText};border-width:0 2px 2px 0;transform:rotate(45deg) scale(0);}`,
    `.${c.native}:checked+.${c.check}{background:currentColor;}`,
    `.${c.native}:checked+.${c.check}::after{transform:rotate(45deg) scale(1);}`,
    `.${c.native}:checked+.${c.radio},.${c.native}:checked+.${c.check}{color:${primary};}`,
    `.${c.native}:focus-visible+.${c.radio},.${c.native}:focus-visible+.${c.check}{box-shadow:0 0 0 9px ${alpha(primary, 0.2)};}`,
    `.${c.native}:disabled+.${c.radio},.${c.native}:disabled+.${c.check}{color:${palette.action.disabled};}`,
    `.${c.switchRoot}{position:relative;display:inline-flex;flex:none;width:58px;height:38px;padding:12px;box-sizing:border-box;overflow:hidden;vertical-align:middle;z-index:0;}`,
    `.${c.track}{width:100%;height:100%;border-radius:7px;background:${palette.common.black};opacity:0.38;transition:opacity ${move},background-color ${move};}`,
    `.${c.thumb}{position:absolute;top:9px;left:9px;width:20px;height:20px;border-radius:50%;background:${palette.grey[50]};box-shadow:${theme.shadows[1]};transition:transform ${move},background-color ${move},box-shadow ${move};pointer-events:none;z-index:1;}`,
    `.${c.native}:checked~.${c.thumb}{transform:translateX(20px);background:${primary};}`,
    `.${c.native}:checked~.${c.track}{background:${primary};opacity:0.5;}`,
    `.${c.native}:focus-visible~.${c.thumb}{box-shadow:${theme.shadows[1]},0 0 0 9px ${alpha(primary, 0.2)};}`,
    `.${c.native}:disabled~.${c.thumb}{background:${palette.grey[100]};}`,
    `.${c.native}:disabled~.${c.track}{opacity:0.12;}`,
  ];
}

/**
 * A select's options: MUI's MenuItem (a ButtonBase per option, hover, selected, keyboard focus,
 * disabled) as rules on plain list items; the state is in the attributes MUI's select sets.
 */
function optionCss(theme: Theme, c: LeanClasses): string[] {
  const { palette, breakpoints } = theme;
  const { hoverOpacity, selectedOpacity, focusOpacity, disabledOpacity } = palette.action;
  const primary = palette.primary.main;
  const o = `.${c.option}`;
  const chosen = `${o}[aria-selected="true"]`;
  return [
    `${o}{${fontOf(theme, 16, '1.5')}letter-spacing:${theme.typography.body1.letterSpacing ?? 'normal'};display:flex;justify-content:flex-start;align-items:center;position:relative;text-decoration:none;min-height:48px;padding:6px 16px;box-sizing:border-box;white-space:nowrap;` +
      'margin:0;border:0;outline:0;cursor:pointer;user-select:none;vertical-align:middle;-webkit-tap-highlight-color:transparent;background-color:transparent;color:inherit;}',
    `${breakpoints.up('sm')}{${o}{min-height:auto;}}`,
    `@media (hover:hover){${o}:hover{background-color:${palette.action.hover};}${chosen}:hover{background-color:${alpha(primary, selectedOpacity + hoverOpacity)};}}`,
    `${chosen}{background-color:${alpha(primary, selectedOpacity)};}`,
    `${o}:focus-visible{background-color:${palette.action.focus};}`,
    `${chosen}:focus-visible{background-color:${alpha(primary, selectedOpacity + focusOpacity)};}`,
    `${o}[aria-disabled="true"]{opacity:${disabledOpacity};pointer-events:none;cursor:default;}`,
  ];
}

/**
 * A select (LeanSelect.tsx): MUI's Select display and arrow in the outlined field, and the open
 * list as MUI's Menu paper. The display is a `div`, so `:placeholder-shown` never holds and the
 * field's rules float its label; an empty select puts it back (these rules come after them).
 */
function selectCss(theme: Theme, c: LeanClasses): string[] {
  const { palette, shape, shadows, zIndex, transitions } = theme;
  const s = `.${c.select}`;
  const grow = `${c.menuPaper}-grow`;
  const ease = `${transitions.duration.shorter}ms ${transitions.easing.easeOut}`;
  return [
    `${s}{cursor:pointer;user-select:none;border-radius:inherit;padding-right:32px;height:auto;min-height:1.4375em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;}`,
    `.${c.disabled} ${s}{cursor:default;}`,
    `${s}[data-empty]~.${c.label}{user-select:auto;pointer-events:none;max-width:calc(100% - 24px);transform:translate(14px,16px) scale(1);}`,
    `.${c.small} ${s}[data-empty]~.${c.label}{transform:translate(14px,9px) scale(1);}`,
    // Focused or open, an empty select's label floats and its notch opens, as MUI's does.
    `${s}:is(:focus,[aria-expanded="true"])~.${c.label},.${c.small} ${s}:is(:focus,[aria-expanded="true"])~.${c.label}{user-select:none;max-width:calc(133% - 32px);transform:translate(14px,-9px) scale(0.75);}`,
    `${s}[data-empty]~.${c.outline}>legend{max-width:0.01px;transition:max-width 50ms ${transitions.easing.easeOut};}`,
    `${s}:is(:focus,[aria-expanded="true"])~.${c.outline}>legend{max-width:100%;transition:max-width 100ms ${transitions.easing.easeOut} 50ms;}`,
    `.${c.selectIcon}{position:absolute;right:7px;top:calc(50% - 0.5em);width:1em;height:1em;font-size:${theme.typography.pxToRem(24)};fill:currentColor;flex-shrink:0;user-select:none;pointer-events:none;color:${palette.action.active};}`,
    `${s}[aria-expanded="true"]~.${c.selectIcon}{transform:rotate(180deg);}`,
    // While its list is open the field keeps the focused look, as MUI's does, though focus is in the list.
    `${s}[aria-expanded="true"]~.${c.label}{color:${palette.primary.main};}`,
    `${s}[aria-expanded="true"]~.${c.outline}{border-width:2px;border-color:${palette.primary.main};}`,
    `.${c.disabled} .${c.selectIcon}{color:${palette.action.disabled};}`,
    `.${c.menuBackdrop}{position:fixed;inset:0;z-index:${zIndex.modal};background:transparent;-webkit-tap-highlight-color:transparent;}`,
    `.${c.menu}{position:absolute;z-index:${zIndex.modal};width:0;height:0;}`,
    `.${c.menuPaper}{position:absolute;top:0;left:0;box-sizing:border-box;overflow-x:hidden;overflow-y:auto;outline:0;min-width:16px;background-color:${palette.background.paper};color:${palette.text.primary};border-radius:${shape.borderRadius}px;box-shadow:${shadows[8]};transform-origin:top center;animation:${grow} ${ease};}`,
    `.${c.menuPaper}[data-above]{top:auto;bottom:0;transform-origin:bottom center;}`,
    `@keyframes ${grow}{from{opacity:0;transform:scale(0.75,0.5625);}to{opacity:1;transform:none;}}`,
    `@media (prefers-reduced-motion:reduce){.${c.menuPaper}{animation:none;}}`,
    `.${c.menuList}{list-style:none;margin:0;padding:8px 0;position:relative;outline:0;}`,
    // A long list (the 250 countries) lays out and paints only the options near its window. Those
    // away from it give the list no width, so the list is as wide as its field and a long option
    // wraps rather than being cut off (on a phone), whichever options are in view.
    `.${c.menuList}>.${c.option}{content-visibility:auto;contain-intrinsic-size:auto 48px;white-space:normal;}`,
    `${theme.breakpoints.up('sm')}{.${c.menuList}>.${c.option}{contain-intrinsic-size:auto 36px;}}`,
  ];
}

const parts = [
  'root',
  'box',
  'multiline',
  'input',
  'label',
  'outline',
  'helper',
  'error',
  'disabled',
  'groupLabel',
  'group',
  'choice',
  'choiceText',
  'base',
  'native',
  'radio',
  'check',
  'switchRoot',
  'thumb',
  'track',
  'option',
  'select',
  'selectIcon',
  'menuBackdrop',
  'menu',
  'menuPaper',
  'menuList',
  'small',
] as const satisfies readonly (keyof LeanClasses)[];

/** The class names for this theme; the stylesheet is written before the first field paints. */
export const useLeanClasses: () => LeanClasses = staticStyles('kaigi-lean', parts, cssFor);
