import { useRef, type KeyboardEvent } from 'react';
import { formatDay } from '../../../engine/commission/dates';
import { useLanguage } from '../../kit/useLanguage';
import { useProgramClasses } from './programStyles';

interface DayTabsProps {
  days: readonly string[];
  /** The day shown (YYYY-MM-DD). */
  value: string | undefined;
  onChange: (day: string) => void;
  label: string;
  /** The id of the tab panel the days show (its `aria-labelledby` is `tabId(value)`). */
  panelId: string;
}

/** The id of a day's tab, which names the tab panel while that day is shown. */
export const tabId = (day: string) => `day-tab-${day}`;

/**
 * The conference days as tabs, as the WAI-ARIA tabs pattern has them: the chosen day is the one
 * stop of Tab, the arrows, Home and End move between days, Enter or Space opens one. MUI's
 * scrollable Tabs measured itself and its scroller after every render, forcing the page's layout
 * in the task that shows the timetable (97–147 ms at 4x CPU); this row is static CSS and a button
 * per day, and scrolls sideways by itself when the days do not fit.
 */
export function DayTabs({ days, value, onChange, label, panelId }: DayTabsProps) {
  const { language } = useLanguage();
  const c = useProgramClasses();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...list.current!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 };
    if (!Object.hasOwn(moves, event.key) || at < 0) return;
    const next = moves[event.key]!;
    event.preventDefault();
    tabs[(next + tabs.length) % tabs.length]!.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className={c.tabs} onKeyDown={onKeyDown}>
      {days.map((day, index) => {
        const selected = day === value;
        // With no day chosen, the first is where Tab lands.
        const stop = selected || (index === 0 && !days.includes(value ?? ''));
        return (
          <button
            key={day}
            id={tabId(day)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={stop ? 0 : -1}
            className={c.tab}
            onClick={() => onChange(day)}
          >
            {formatDay(day, language)}
          </button>
        );
      })}
    </div>
  );
}
