import { css, type CSSObject } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { staticStyles } from '../../kit/staticStyles';

/** A typography variant as CSS declarations, written by emotion's serializer (units and names as MUI's styling writes them). */
const declarations = (style: object) => css(style as CSSObject).styles;

const parts = [
  'item',
  'itemBody',
  'meta',
  'language',
  'title',
  'abstract',
  'authors',
  'names',
  'institutes',
  'institutesInline',
  'star',
  'session',
  'sessionMeta',
  'sessionTitle',
  'sessionOrganizers',
  'sessionList',
  'empty',
  'grid',
  'room',
  'column',
  'tabs',
  'tab',
  'picker',
  'pickers',
  'events',
  'eventsTitle',
  'eventList',
  'event',
  'eventAbout',
] as const;

type ProgramClasses = Record<(typeof parts)[number], string>;

/**
 * The program's lists (the timetable, the poster list, search, my schedule) as static CSS: a day of
 * the timetable shows over a hundred presentations in dozens of sessions, and a styled component,
 * Paper, Typography or Box per part ran emotion's serializer for each of them on the first screen.
 * The looks are MUI's: an outlined Paper, the typography variants, the palette.
 */
function cssFor(theme: Theme, c: ProgramClasses): string {
  const { palette, typography, shape, spacing } = theme;
  const secondary = `color:${palette.text.secondary};`;
  return [
    // One presentation. It holds what it positions (the presenter's spoken label): inside the
    // timetable's sideways scroller, a label held by the page had widened the page itself.
    `.${c.item}{position:relative;display:flex;flex-wrap:wrap;align-items:flex-start;gap:${spacing(1)};padding:${spacing(1.5)};border:1px solid ${palette.divider};border-radius:${shape.borderRadius}px;background-color:${palette.background.paper};}`,
    `.${c.itemBody}{flex:1;min-width:0;}`,
    `.${c.meta}{${declarations(typography.caption)}${secondary}margin:0;}`,
    `.${c.language}{${declarations(typography.caption)}display:inline-block;margin-left:${spacing(1)};padding:0 6px;line-height:18px;border-radius:9px;background-color:${palette.action.selected};color:${palette.text.primary};}`,
    `.${c.title}{${declarations(typography.subtitle1)}font-weight:600;line-height:1.4;margin:${spacing(0.25)} 0;}`,
    `.${c.title} a{color:inherit;text-decoration:none;}`,
    `.${c.title} a:hover{text-decoration:underline;}`,
    `.${c.abstract}{${declarations(typography.body2)}${secondary}margin:${spacing(0.5)} 0 0;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden;}`,
    // Authors and their institutes.
    `.${c.names}{${declarations(typography.body2)}margin:0;}`,
    `.${c.institutes}{${declarations(typography.body2)}${secondary}margin:${spacing(0.5)} 0 0;padding-left:${spacing(3)};}`,
    `.${c.institutesInline}{${declarations(typography.caption)}${secondary}margin:0;}`,
    // The favourite star: a round icon button as MUI's IconButton looks, without its ripple.
    `.${c.star}{display:inline-flex;align-items:center;justify-content:center;padding:8px;border:0;border-radius:50%;background:transparent;color:${palette.action.active};cursor:pointer;}`,
    `.${c.star}[aria-pressed="true"]{color:${palette.warning.main};}`,
    `.${c.star}:hover{background-color:${palette.action.hover};}`,
    `.${c.star}:focus-visible{outline:2px solid ${palette.primary.main};outline-offset:1px;}`,
    `.${c.star}:disabled{color:${palette.action.disabled};cursor:default;}`,
    // A session of the timetable: an outlined Paper on grey, its code and times, name, organizers, presentations.
    `.${c.session}{box-sizing:border-box;height:100%;padding:${spacing(1)};border:1px solid ${palette.divider};border-radius:${shape.borderRadius}px;background-color:${palette.grey[50]};color:${palette.text.primary};}`,
    `.${c.sessionMeta}{${declarations(typography.caption)}${secondary}margin:0;}`,
    `.${c.sessionTitle}{${declarations(typography.subtitle2)}font-weight:700;margin:0;}`,
    `.${c.sessionOrganizers}{${declarations(typography.caption)}}`,
    `.${c.sessionList}{display:grid;gap:${spacing(0.75)};margin-top:${spacing(1)};}`,
    `.${c.empty}{${declarations(typography.body2)}${secondary}margin:0;}`,
    // Rooms as columns, time running down (the columns and rows are set on each element).
    `.${c.grid}{display:grid;grid-auto-rows:minmax(4px,auto);gap:${spacing(1)};overflow-x:auto;}`,
    `.${c.room}{${declarations(typography.subtitle1)}font-weight:700;margin:0;position:sticky;top:0;z-index:1;background-color:${palette.background.paper};}`,
    `.${c.column}{display:grid;gap:${spacing(1)};}`,
    // The timetable's days: MUI's Tabs and Tab as they look (text button type, the selected one in
    // the primary colour over a 2px bar), in a row that scrolls sideways when it does not fit.
    `.${c.tabs}{display:flex;min-height:48px;margin:0 0 ${spacing(2)};overflow-x:auto;scrollbar-width:none;}`,
    `.${c.tab}{${declarations(typography.button)}line-height:1.25;position:relative;flex-shrink:0;box-sizing:border-box;max-width:360px;min-width:90px;min-height:48px;padding:12px 16px;margin:0;border:0;border-radius:0;background:transparent;color:${palette.text.secondary};cursor:pointer;-webkit-tap-highlight-color:transparent;}`,
    `.${c.tab}[aria-selected="true"]{color:${palette.primary.main};}`,
    `.${c.tab}[aria-selected="true"]::after{content:"";position:absolute;left:0;right:0;bottom:0;height:2px;background-color:${palette.primary.main};}`,
    `.${c.tab}:hover{background-color:${palette.action.hover};}`,
    `.${c.tab}:focus-visible{outline:0;background-color:${palette.action.focus};}`,
    `.${c.picker}{display:inline-flex;flex-direction:column;min-width:240px;margin:0 0 ${spacing(2)};}`,
    `.${c.pickers}{display:flex;flex-wrap:wrap;column-gap:${spacing(2)};}`,
    // The day's events above the rooms: a list in an outlined box.
    `.${c.events}{margin:0 0 ${spacing(2)};padding:${spacing(1)} ${spacing(1.5)};border:1px solid ${palette.divider};border-radius:${shape.borderRadius}px;}`,
    `.${c.eventsTitle}{${declarations(typography.subtitle1)}font-weight:700;margin:0 0 ${spacing(0.5)};}`,
    `.${c.eventList}{list-style:none;margin:0;padding:0;display:grid;gap:${spacing(0.75)};}`,
    `.${c.event}{${declarations(typography.body2)}margin:0;}`,
    `.${c.eventAbout}{display:block;${secondary}}`,
  ].join('\n');
}

/** The class names of the program's lists for this theme. */
export const useProgramClasses = staticStyles('kaigi-program', parts, cssFor);
