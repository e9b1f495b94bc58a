import { createContext, useContext, type FormEvent, type ReactNode } from 'react';

/**
 * A generated form is not one `<form>` element but several: the profile sections together, then
 * the custom questions in parts of {@link FORM_PART_FIELDS}. Chromium's autofill reads the whole
 * form that holds the field being typed in, on every key, unless that form has more than 200 fields,
 * in which case it gives up on it. A 300-input form just under that limit cost about 30 ms a key
 * at 4x CPU throttle in that read alone (BENCHMARKS.md). Smaller forms cost it a few ms, and
 * autofill still fills the profile sections together.
 *
 * The parts never submit: the page's own button confirms the whole form, and Enter in a field
 * does nothing, so a stray Enter never sends a 300-question form half filled.
 */
export const FORM_PART_FIELDS = 10;

/** How many form parts of a long column share one group (see PartGroup). */
export const PARTS_PER_GROUP = 10;

const InFormPart = createContext(false);

/** Whether the fields rendered here are already inside a form part. */
export const useInFormPart = () => useContext(InFormPart);

const neverSubmits = (event: FormEvent) => event.preventDefault();
// The part's children lay out as if the form element were not there (flex gaps included).
const transparent = { display: 'contents' } as const;

/** A part's height until it has been shown once (about 90 px a question); the gap between parts and between groups. */
const PART_HEIGHT = 900;
const PART_GAP = 26;

/**
 * A part of a long column of questions, laid out and painted only near the screen
 * (`content-visibility: auto`): on a 1,000-input form, a click or a message that appears restyles
 * and repaints the part it is in, not the whole page. What is off screen stays in the DOM, in the
 * accessibility tree and in find-in-page. The padding, taken back by the margin, keeps inside the
 * painted box what a field draws past its edges (a floating label, a checkbox's focus circle).
 */
const skippedOffscreen = {
  display: 'flex',
  flexDirection: 'column',
  gap: PART_GAP,
  contentVisibility: 'auto',
  containIntrinsicBlockSize: `auto ${PART_HEIGHT}px`,
  padding: 12,
  margin: -12,
} as const;

/**
 * The parts of a long column of questions say `autocomplete="off"`, which their text inputs take
 * back (LeanTextField: `on`, so the browser still suggests what was typed before). What it turns
 * off is the browser saving every other control's state for the history entry (radios,
 * checkboxes, switches, selects): Chromium does that a second after each change, and on a
 * 1,000-input form it took 23 ms at 4x CPU throttle every time, landing on whatever key or click
 * came next (BENCHMARKS.md, session 39). An app that draws its form itself never gets that state
 * back anyway: the draft (useFormDraft) is what survives a reload.
 */
export function FormPart({ children, offscreenSkipped = false }: { children: ReactNode; offscreenSkipped?: boolean }) {
  return (
    <form noValidate onSubmit={neverSubmits} style={offscreenSkipped ? skippedOffscreen : transparent} autoComplete={offscreenSkipped ? 'off' : undefined}>
      <InFormPart.Provider value={true}>{children}</InFormPart.Provider>
    </form>
  );
}

/**
 * {@link PARTS_PER_GROUP} form parts of a long column of questions, skipped as one when away from
 * the screen, like each part inside it. A key or a click lays out, hit-tests and paints along one
 * branch: the column's groups, then one group's parts, not all of a 1,000-input form's hundred
 * parts side by side (layout per key at 4x CPU throttle 3.0 → 2.0 ms, BENCHMARKS.md, session 40).
 * Every column has its groups, however short, so parts never move from one parent to another as
 * a form's later questions arrive (a move would remount the fields, and a field being typed in
 * would lose its focus).
 */
export function PartGroup({ parts, children }: { parts: number; children: ReactNode }) {
  return <div style={{ ...skippedOffscreen, containIntrinsicBlockSize: `auto ${parts * PART_HEIGHT + (parts - 1) * PART_GAP}px` }}>{children}</div>;
}

/** Consecutive runs of the items that `belongs` accepts, each run as one group; the rest alone. */
export function groupRuns<T>(items: readonly T[], belongs: (item: T) => boolean): Array<{ grouped: boolean; items: T[] }> {
  const groups: Array<{ grouped: boolean; items: T[] }> = [];
  for (const item of items) {
    const grouped = belongs(item);
    const last = groups.at(-1);
    if (grouped && last?.grouped) last.items.push(item);
    else groups.push({ grouped, items: [item] });
  }
  return groups;
}
