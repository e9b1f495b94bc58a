import { useEffect, useMemo, useState } from 'react';
import debounce from 'lodash-es/debounce';
import isEqual from 'fast-deep-equal';
import type { FormData, GeneratedForm } from '../../engine/formModel';
import { readPath } from '../../engine/paths';

const PREFIX = 'kaigi.draft.';

/** `data` without the value at `path`: the objects on the way copied, nothing else (a long form is not cloned per save). */
function without(data: FormData, path: string): FormData {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  const copy = { ...data };
  if (rest.length === 0) delete copy[head];
  else if (copy[head] && typeof copy[head] === 'object' && !Array.isArray(copy[head])) copy[head] = without(copy[head] as FormData, rest.join('.'));
  return copy;
}

function withoutSecrets(form: GeneratedForm | undefined, data: FormData): FormData {
  let kept = data;
  for (const field of form?.fields ?? []) {
    // Files are too big for storage; they are chosen again after a reload.
    if ((field.secret || field.upload) && readPath(kept, field.path) !== undefined) kept = without(kept, field.path);
  }
  return kept;
}

export function readDraft(key: string): FormData | undefined {
  try {
    const text = localStorage.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as FormData) : undefined;
  } catch {
    return undefined;
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/**
 * Keeps what the attendee typed (passwords and files never) in this browser, so a reload or a failed
 * submit loses nothing. Writes are debounced; the last one is flushed when the page hides.
 * `pristine` is what the page shows when nothing was typed (the defaults, or what the server holds):
 * data equal to it is no draft, and removes one, so a second visit that typed nothing is not told
 * that something was restored.
 */
export function useFormDraft(key: string, form: GeneratedForm | undefined, data: FormData, enabled: boolean, pristine: FormData) {
  const kept = useMemo(() => withoutSecrets(form, pristine), [form, pristine]);
  const save = useMemo(
    () =>
      debounce((next: FormData) => {
        try {
          const draft = withoutSecrets(form, next);
          if (isEqual(draft, kept)) localStorage.removeItem(PREFIX + key);
          else localStorage.setItem(PREFIX + key, JSON.stringify(draft));
        } catch {
          // Quota or private mode: the draft is a convenience, the form still works.
        }
      }, 300),
    [key, form, kept],
  );
  useEffect(() => {
    if (enabled) save(data);
  }, [data, enabled, save]);
  useEffect(() => {
    const flush = () => save.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      save.flush();
    };
  }, [save]);
}

/** The draft saved for `key`, read once when the page opens. */
export function useInitialDraft(key: string) {
  const [draft] = useState(() => readDraft(key));
  return draft;
}
