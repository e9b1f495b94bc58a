import { useState } from 'react';
import Alert from '@mui/material/Alert';
import type { LocalizedText } from '../../../../engine/messages';
import { refusalText } from '../../judging/parts';

/** Runs a manager's action, keeping its refusal, or what it did, to show (issue 68, item 25). */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<LocalizedText>();
  const [done, setDone] = useState<string>();
  const run = async (work: () => Promise<unknown>, doneText?: string) => {
    setBusy(true);
    setRefusal(undefined);
    setDone(undefined);
    try {
      await work();
      setDone(doneText);
      return true;
    } catch (error) {
      setRefusal(refusalText(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, refusal, done, run };
}

/** The action's outcome: its refusal as an alert, or what it did as a status message. */
export function ActionOutcome({ action, language }: { action: ReturnType<typeof useAction>; language: 'ja' | 'en' }) {
  if (action.refusal)
    return (
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        {action.refusal[language]}
      </Alert>
    );
  if (action.done)
    return (
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        {action.done}
      </Alert>
    );
  return null;
}
