import { useEffect, useRef } from 'react';

/** Keys typed into a field are the person's text, not a command. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * The last keys typed, compared with a word in uppercase (docs/requirements/operation-area.md §4: "the last 10
 * keys typed match the secret word"). Only printable keys outside form fields count, and a match
 * clears the memory so the word must be typed again to match again.
 */
export function typedSequenceMatcher(word: string): (key: string) => boolean {
  const target = word.toUpperCase();
  let recent = '';
  return (key) => {
    if (key.length !== 1 || target.length === 0) return false;
    recent = (recent + key.toUpperCase()).slice(-target.length);
    if (recent !== target) return false;
    recent = '';
    return true;
  };
}

/** Calls onMatch when the word is typed anywhere on the page outside a form field. */
export function useTypedSequence(word: string | undefined, onMatch: () => void, enabled = true) {
  const latest = useRef(onMatch);
  latest.current = onMatch;
  useEffect(() => {
    if (!word || !enabled) return;
    const matches = typedSequenceMatcher(word);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing || isEditable(event.target)) return;
      if (matches(event.key)) latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [word, enabled]);
}
