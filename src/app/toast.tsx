import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { errorLabel, errorToastTitle } from '../../engine/errorToast';
import type { LocalizedText } from '../../engine/messages';
import { ApiRequestError } from '../api/http';
import { useTranslation } from 'react-i18next';
import { useLanguage } from './useLanguage';

interface Toast {
  id: number;
  severity: 'success' | 'error' | 'info';
  text: LocalizedText;
  durationMs: number;
}

interface ToastApi {
  success(text: LocalizedText, durationMs?: number): void;
  /** §8: "Error: {message}", or the status and the label; the response is logged too. A given text replaces the title. */
  error(failure: unknown, label?: LocalizedText, text?: LocalizedText): void;
}

const ToastContext = createContext<ToastApi>({ success: () => undefined, error: () => undefined });

export const useToast = () => useContext(ToastContext);

const DEFAULT_MS = 5000;

/** Toasts held in both languages, so a language switch changes an open toast at once. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const { t } = useTranslation();
  const [toast, setToast] = useState<Toast>();
  const show = useCallback((next: Omit<Toast, 'id'>) => setToast({ ...next, id: Date.now() }), []);
  const api = useMemo<ToastApi>(
    () => ({
      success: (text, durationMs = DEFAULT_MS) => show({ severity: 'success', text, durationMs }),
      error: (failure, label = errorLabel, text) => {
        if (text) return show({ severity: 'error', text, durationMs: DEFAULT_MS });
        console.error(failure);
        const response =
          failure instanceof ApiRequestError
            ? { status: failure.status, message: failure.messageJa || failure.messageEn ? { ja: failure.messageJa, en: failure.messageEn } : undefined }
            : { status: 0 };
        show({ severity: 'error', text: { ja: errorToastTitle(response, 'ja', label), en: errorToastTitle(response, 'en', label) }, durationMs: DEFAULT_MS });
      },
    }),
    [show],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Snackbar
        key={toast?.id}
        open={toast !== undefined}
        autoHideDuration={toast?.durationMs}
        onClose={(_event, reason) => reason !== 'clickaway' && setToast(undefined)}
        // At the bottom: at the top it covered the header and the language switch on phones (issue 21, item 14).
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={toast?.severity ?? 'info'} variant="filled" closeText={t('toast.close')} onClose={() => setToast(undefined)} role={toast?.severity === 'error' ? 'alert' : 'status'} sx={{ width: '100%' }}>
          {toast?.text[language]}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}
