import { startTransition, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useLeanClasses } from '../leanStyles';
import { LeanFieldFrame, SelectArrow } from '../LeanFieldFrame';
import { onFirstUse } from '../firstUse';

/** One choice of a lean select: its encoded value, what it shows, and the text type-ahead matches. */
export interface LeanSelectItem {
  value: string;
  label: ReactNode;
  text: string;
  disabled?: boolean;
  /** A name for assistive technology when the option shows no text (the empty choice). */
  ariaLabel?: string;
}

export interface LeanSelectProps {
  id: string;
  label?: ReactNode;
  /** The field's name when it shows no label. */
  ariaLabel?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  autoFocus?: boolean;
  describedBy?: string;
  items: readonly LeanSelectItem[];
  /** The encoded value chosen, or the values when `multiple`. */
  selected: string | readonly string[];
  multiple?: boolean;
  /** Open from the start (a story). */
  defaultOpen?: boolean;
  onChoose: (value: string | string[]) => void;
  onFocus?: () => void;
  onBlur?: () => void;
}

/** Where the open list goes: under the field, or over it when the room is above. */
interface Place {
  left: number;
  top: number;
  minWidth: number;
  maxWidth: number;
  maxHeight: number;
  above: boolean;
}

/** MUI's Popover keeps 16 px from the window's edges; its Menu stops 96 px short of the window's height. */
const EDGE = 16;

function placeUnder(box: HTMLElement): Place {
  const rect = box.getBoundingClientRect();
  const below = window.innerHeight - rect.bottom - EDGE;
  const overhead = rect.top - EDGE;
  const above = below < 240 && overhead > below;
  return {
    left: rect.left + window.scrollX,
    top: (above ? rect.top : rect.bottom) + window.scrollY,
    minWidth: rect.width,
    maxWidth: Math.max(rect.width, window.innerWidth - rect.left - EDGE),
    maxHeight: Math.max(96, Math.min(above ? overhead : below, window.innerHeight - 96)),
    above,
  };
}

const TYPE_AHEAD_MS = 500;
/**
 * A list opens with its options up to the chosen one and this many after it; the rest follow in a
 * transition once it has painted. Making and styling the country list's 250 options in the frame
 * it opened in took most of a 100–150 ms opening at 4x CPU (issue 23 §2).
 */
export const FIRST_OPTIONS = 40;
/**
 * Whether a list has been made on this page yet. A page's first opening cost more at 4x CPU than
 * the next ones (72–92 ms against 48–60, a task over 50 ms after it in half the loads): React's
 * listeners on the portal's container, the options' first styles, code run for the first time. So
 * once a person starts on the page, the first select makes a few of its options out of sight and
 * removes them, between two inputs (BENCHMARKS.md, session 36).
 */
let listsPrimed = false;
const PRIMER_OPTIONS = 3;

const isPrintable = (event: KeyboardEvent) => event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * A select with MUI's look (the outlined field, its label, the arrow, the menu's paper and options)
 * built from plain elements and the static classes of `useLeanClasses`. Opening MUI's Select on a
 * 1,000-input form cost 96–224 ms at 4x CPU: the Menu, Popover, Modal and Grow mount, and their
 * styles, inserted on first use, make the browser match the whole document again. This list is
 * a portal of list items with fixed class names; focus moves between them as in MUI's menu, and the
 * keys are a native select's: arrows, Home, End, Enter or Space to choose, Escape or Tab to close,
 * letters to jump.
 */
export function LeanSelect(props: LeanSelectProps) {
  const { id, label, ariaLabel, required, disabled, error, autoFocus, describedBy, items, selected, multiple, defaultOpen, onChoose, onFocus, onBlur } = props;
  const c = useLeanClasses();
  const listId = useId();
  const comboRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [place, setPlace] = useState<Place | null>(null);
  const typed = useRef({ text: '', at: 0 });

  const chosen = useMemo(() => new Set(typeof selected === 'string' ? [selected] : selected), [selected]);
  const shown = items.filter((item) => item.value !== '' && chosen.has(item.value));
  const empty = shown.length === 0;

  const [priming, setPriming] = useState(false);
  useEffect(() => {
    if (listsPrimed) return undefined;
    listsPrimed = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onFirstUse(() => (timer = setTimeout(() => setPriming(true), 50)));
    return () => (stop(), clearTimeout(timer));
  }, []);
  useEffect(() => {
    if (!priming) return undefined;
    const timer = setTimeout(() => setPriming(false));
    return () => clearTimeout(timer);
  }, [priming]);

  // How many options the open list has made (the rest follow in a transition).
  const [made, setMade] = useState(items.length);
  const open = () => {
    if (disabled || place || !comboRef.current?.parentElement) return;
    typed.current.text = '';
    const last = items.reduce((found, item, index) => (item.value !== '' && chosen.has(item.value) ? index : found), 0);
    setMade(Math.min(items.length, last + 1 + FIRST_OPTIONS));
    setPlace(placeUnder(comboRef.current.parentElement));
  };
  useEffect(() => {
    if (place && made < items.length) startTransition(() => setMade(items.length));
  }, [place, made, items.length]);
  /** Every option of the open list, made at once if some are still to come (a key that goes past them). */
  const allOptions = (list: HTMLUListElement) => {
    if (made < items.length) flushSync(() => setMade(items.length));
    return optionsOf(list);
  };
  const close = () => {
    setPlace(null);
    comboRef.current?.focus();
  };

  useLayoutEffect(() => {
    if (defaultOpen) open();
    // Once, on mounting: defaultOpen is where the list starts, not a controlled state.
  }, []);
  useEffect(() => {
    if (autoFocus) comboRef.current?.focus();
  }, [autoFocus]);
  // Focus goes to the chosen option (or the first that can be chosen) as the list opens.
  useLayoutEffect(() => {
    if (!place || !listRef.current) return;
    const options = optionsOf(listRef.current);
    (options.find((option) => option.getAttribute('aria-selected') === 'true') ?? options.find(enabled))?.focus();
  }, [place]);
  // The list stays where the field was laid out; a window that changes size closes it, as a native select does.
  useEffect(() => {
    if (!place) return undefined;
    const shut = () => setPlace(null);
    window.addEventListener('resize', shut);
    return () => window.removeEventListener('resize', shut);
  }, [place]);

  const choose = (value: string) => {
    if (multiple) {
      const values = [...chosen].filter((v) => v !== '');
      onChoose(chosen.has(value) ? values.filter((v) => v !== value) : [...values, value]);
      return;
    }
    close();
    if (!chosen.has(value)) onChoose(value);
  };

  /** The next option whose text starts with what was typed, from the one focused on. */
  const typeAhead = (event: KeyboardEvent, from: number): number => {
    const now = event.timeStamp;
    const key = event.key.toLowerCase();
    const fresh = now - typed.current.at > TYPE_AHEAD_MS;
    typed.current = { text: fresh ? key : typed.current.text + key, at: now };
    const { text } = typed.current;
    // A first letter looks past the current option; more letters may still match it.
    const start = text.length === 1 ? from + 1 : Math.max(from, 0);
    for (let step = 0; step < items.length; step += 1) {
      const index = (start + step) % items.length;
      const item = items[index]!;
      if (!item.disabled && item.text.toLowerCase().startsWith(text)) return index;
    }
    return -1;
  };

  const onComboKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    if ([' ', 'Enter', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
      event.preventDefault();
      open();
    } else if (!multiple && isPrintable(event)) {
      // As a closed native select does: a letter chooses the next option it starts.
      const index = typeAhead(
        event,
        items.findIndex((item) => chosen.has(item.value)),
      );
      if (index >= 0 && !chosen.has(items[index]!.value)) onChoose(items[index]!.value);
    }
  };

  const onComboMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || disabled) return;
    event.preventDefault();
    open();
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const options = allOptions(event.currentTarget);
    const at = options.indexOf(document.activeElement as HTMLLIElement);
    const move = (index: number, step: number) => {
      for (let i = index; i >= 0 && i < options.length; i += step) {
        if (enabled(options[i]!)) return options[i]!.focus();
      }
    };
    switch (event.key) {
      case 'ArrowDown':
        move(at + 1, 1);
        break;
      case 'ArrowUp':
        move(at < 0 ? options.length - 1 : at - 1, -1);
        break;
      case 'Home':
        move(0, 1);
        break;
      case 'End':
        move(options.length - 1, -1);
        break;
      case 'Enter':
      case ' ':
        if (at >= 0 && enabled(options[at]!)) choose(items[at]!.value);
        break;
      case 'Escape':
      case 'Tab':
        event.stopPropagation();
        close();
        break;
      default:
        if (!isPrintable(event)) return;
        {
          const index = typeAhead(event, at);
          if (index >= 0) options[index]!.focus();
        }
    }
    event.preventDefault();
  };

  const at = place ?? (priming ? unseen : null);
  const list = at
    ? createPortal(
        <>
          <div className={c.menuBackdrop} aria-hidden="true" style={place ? undefined : hidden} onMouseDown={(event) => (event.preventDefault(), close())} />
          <div className={c.menu} aria-hidden={place ? undefined : true} style={{ left: at.left, top: at.top, ...(place ? undefined : hidden) }}>
            <div
              className={`MuiPaper-root MuiMenu-paper ${c.menuPaper}`}
              data-above={at.above || undefined}
              style={{ minWidth: at.minWidth, maxWidth: at.maxWidth, maxHeight: at.maxHeight }}
            >
              <ul
                ref={place ? listRef : undefined}
                id={place ? listId : undefined}
                role={place ? 'listbox' : undefined}
                aria-labelledby={label ? `${id}-label` : undefined}
                aria-label={label ? undefined : ariaLabel}
                aria-multiselectable={multiple || undefined}
                tabIndex={-1}
                className={`MuiMenu-list ${c.menuList}`}
                onKeyDown={onListKeyDown}
              >
                {items.slice(0, place ? made : PRIMER_OPTIONS).map((item, index) => (
                  <li
                    key={item.value}
                    role={place ? 'option' : undefined}
                    tabIndex={-1}
                    aria-selected={chosen.has(item.value)}
                    aria-disabled={item.disabled || undefined}
                    aria-label={item.ariaLabel}
                    // While the rest are still to come, each option says where it stands in the whole list.
                    {...(made < items.length ? { 'aria-setsize': items.length, 'aria-posinset': index + 1 } : {})}
                    data-value={item.value}
                    className={`MuiMenuItem-root ${c.option}`}
                    onClick={item.disabled ? undefined : () => choose(item.value)}
                  >
                    {item.label}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </>,
        document.body,
      )
    : null;

  return (
    <LeanFieldFrame
      id={id}
      label={label}
      required={required}
      error={error}
      disabled={disabled}
      boxClassName=" MuiSelect-root"
      onLabelClick={() => comboRef.current?.focus()}
      adornment={<SelectArrow />}
      footer={list}
    >
      <div
        ref={comboRef}
        id={id}
        role="combobox"
        tabIndex={disabled ? undefined : 0}
        aria-controls={place ? listId : undefined}
        aria-expanded={place !== null}
        aria-haspopup="listbox"
        aria-labelledby={label ? `${id}-label` : undefined}
        aria-label={label ? undefined : ariaLabel}
        aria-describedby={describedBy || undefined}
        aria-required={required || undefined}
        aria-invalid={error || undefined}
        aria-disabled={disabled || undefined}
        data-empty={empty || undefined}
        className={`MuiSelect-select MuiInputBase-input MuiOutlinedInput-input ${c.input} ${c.select}`}
        onMouseDown={onComboMouseDown}
        onKeyDown={onComboKeyDown}
        onFocus={onFocus}
        // Focus moving into the open list is not leaving the field.
        onBlur={() => {
          if (!place) onBlur?.();
        }}
      >
        {empty ? (
          <span className="notranslate" aria-hidden="true">
            &#8203;
          </span>
        ) : (
          shown.map((item, index) => (
            <span key={item.value}>
              {index > 0 ? ', ' : null}
              {item.label}
            </span>
          ))
        )}
      </div>
    </LeanFieldFrame>
  );
}

const unseen: Place = { left: 0, top: 0, minWidth: 0, maxWidth: 320, maxHeight: 240, above: false };
const hidden = { visibility: 'hidden' } as const;

const optionsOf = (list: HTMLUListElement) => Array.from(list.children) as HTMLLIElement[];
const enabled = (option: HTMLElement) => option.getAttribute('aria-disabled') !== 'true';
