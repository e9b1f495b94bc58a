import { useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import debounce from 'lodash-es/debounce';
import { COLLATION_PAUSE_MS, type CollationInput } from '../../../engine/registration/collation';
import { isPostalCode, normalizePostalCode } from '../../../engine/postalCode';
import { inJapan } from '../../../engine/lists/countries';
import { conditionHolds } from '../../../engine/rules';
import { readPath } from '../../../engine/paths';
import type { FormData } from '../../../engine/formModel';
import { collateMember, lookUpPostalCode, type CollationAnswer } from '../../api/lookups';
import { fromServerErrors, type DisplayError } from '../../forms/displayErrors';
import type { RegistrationWidgetState } from '../../forms/widgets/formContext';

const collationInput = (data: FormData): CollationInput => ({
  memberCode: (data.memberCode as string | undefined)?.trim() ?? '',
  nameSei: (data.nameSei as string | undefined) ?? '',
  nameMei: (data.nameMei as string | undefined) ?? '',
  affiliation: (readPath(data, 'affiliation.name') as string | undefined) ?? '',
});

/**
 * External member collation (docs/requirements/public-area.md §4): one second after the attendee stops typing
 * the member number, names or affiliation, the server compares them with the member record. Its
 * errors show under the fields and keep the confirm button disabled; its suggestion can be taken.
 */
export function useCollation(enabled: boolean, formData: FormData, setFormData: Dispatch<SetStateAction<FormData>>) {
  const [answer, setAnswer] = useState<CollationAnswer>();
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);
  const input = collationInput(formData);
  const key = JSON.stringify(input);

  const run = useMemo(
    () =>
      debounce(async (next: CollationInput) => {
        controller.current?.abort();
        const abort = new AbortController();
        controller.current = abort;
        try {
          const result = await collateMember(next, abort.signal);
          if (!abort.signal.aborted) setAnswer(result);
        } catch {
          // Unreachable server: no verdict; the server checks again on submit.
          if (!abort.signal.aborted) setAnswer(undefined);
        } finally {
          if (!abort.signal.aborted) setBusy(false);
        }
      }, COLLATION_PAUSE_MS),
    [],
  );

  useEffect(() => {
    if (!enabled) return;
    if (!input.memberCode) {
      run.cancel();
      controller.current?.abort();
      setAnswer(undefined);
      setBusy(false);
      return;
    }
    setBusy(true);
    void run(JSON.parse(key) as CollationInput);
    // The key stands for the input.
  }, [enabled, key, run]);
  useEffect(() => () => run.cancel(), [run]);

  useEffect(() => {
    if (answer?.ok && answer.suggestionAttributes) {
      const id = answer.suggestionAttributes.externalMemberId;
      setFormData((data) => (data.externalMemberId === id ? data : { ...data, externalMemberId: id }));
    }
  }, [answer, setFormData]);

  const errors: DisplayError[] = useMemo(() => (enabled && answer ? fromServerErrors(answer.errors) : []), [enabled, answer]);
  // One object per answer, so the widgets reading it re-render when it changes, not per keystroke.
  const state = useMemo<RegistrationWidgetState['collation']>(
    () =>
      enabled
        ? {
            busy,
            ok: answer?.ok,
            suggestion: answer?.suggestionAttributes,
            onTakeSuggestion: () => {
              const suggestion = answer?.suggestionAttributes;
              if (!suggestion) return;
              setFormData((data) => ({
                ...data,
                nameSei: suggestion.nameSei,
                nameMei: suggestion.nameMei,
                affiliation: { ...(data.affiliation as FormData | undefined), name: suggestion.affiliation },
                externalMemberId: suggestion.externalMemberId,
              }));
            },
          }
        : undefined,
    [enabled, busy, answer, setFormData],
  );
  return { errors, state };
}

/**
 * The postal code (docs/requirements/public-area.md §4): once it holds seven digits (full-width and hyphens
 * accepted) and the address is Japanese, the lookup fills prefecture and address; a failed lookup
 * clears both.
 */
export function usePostalLookup(enabled: boolean, formData: FormData, setFormData: Dispatch<SetStateAction<FormData>>) {
  const [busy, setBusy] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const raw = (formData.zipCode as string | undefined) ?? '';
  const japanese = conditionHolds(inJapan, (path) => readPath(formData, path));
  const code = normalizePostalCode(raw);
  const applies = enabled && isPostalCode(code) && japanese;
  const last = useRef<string | undefined>(applies ? code : undefined);

  useEffect(() => {
    if (!applies) {
      last.current = undefined;
      setNotFound(false);
      return;
    }
    // A restored draft or an unchanged code is not looked up again.
    if (last.current === code) return;
    last.current = code;
    const abort = new AbortController();
    setBusy(true);
    lookUpPostalCode(code, abort.signal)
      .then((answer) => answer.items[0])
      .catch(() => undefined)
      .then((found) => {
        if (abort.signal.aborted) return;
        setBusy(false);
        setNotFound(!found);
        setFormData((data) => ({ ...data, prefecture: found?.pref, address: found?.address }));
      });
    return () => abort.abort();
  }, [applies, code, setFormData]);

  return useMemo(() => ({ busy, notFound, japanese }), [busy, notFound, japanese]);
}
