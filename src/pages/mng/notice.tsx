import { useCallback, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import type { LocalizedText } from '../../../engine/messages';
import { useLanguage } from '../../kit/useLanguage';

/**
 * "Saved", "Removed" or a refusal, said where the manager looks and announced to screen readers:
 * every change on a console page says what became of it.
 */
export function useNotice() {
  const { language } = useLanguage();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: LocalizedText }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const say = useCallback((severity: 'success' | 'error', text: LocalizedText) => {
    setNotice({ severity, text });
    clearTimeout(timer.current);
    if (severity === 'success') timer.current = setTimeout(() => setNotice(undefined), 6000);
  }, []);
  const element = (
    <div role={notice?.severity === 'error' ? 'alert' : 'status'} aria-live={notice?.severity === 'error' ? 'assertive' : 'polite'}>
      {notice && (
        <Alert severity={notice.severity} sx={{ mb: 2 }} onClose={() => setNotice(undefined)}>
          {notice.text[language]}
        </Alert>
      )}
    </div>
  );
  return { element, say };
}
