import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { errorLabel, errorToastTitle } from '../../engine/errorToast';
import type { LocalizedText } from '../../engine/messages';
import { ApiRequestError } from '../api/http';
import { useTranslation } from 'react-i18next';
import { lazyModule, useModuleState } from './lazyModule';
import { useLanguage } from './useLanguage';

export interface Toast {
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

export interface ToastViewProps {
  toast: Toast;
  /** The text in the page's language. */
  text: string;
  closeText: string;
  onClose: () => void;
}

// MUI's Snackbar with its transition and click-away listener: fetched when the first toast shows, not by every page.
const toastView = lazyModule(() => import('./ToastView'));

/**
 * The toast on screen. Until the snackbar's code has loaded, nothing; if it cannot load (the
 * network that failed the request the toast is about), the alert still shows in the same place,
 * without the snackbar's transition, and closes by its button or after the same time.
 */
function CurrentToast(props: ToastViewProps) {
  const { module, failure } = useModuleState(toastView);
  const failed = failure !== undefined;
  const { toast, onClose } = props;
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(onClose, toast.durationMs);
    return () => clearTimeout(timer);
  }, [failed, toast, onClose]);
  if (module) return <module.ToastView {...props} />;
  return failed ? <FallbackToast {...props} /> : null;
}

/**
 * A toast without the snackbar: its alert fixed where the snackbar puts it, without the transition.
 * MUI's Alert is in every page's code anyway (pages show it for their own errors).
 */
export function FallbackToast({ toast, text, closeText, onClose }: ToastViewProps) {
  return (
    <Box sx={{ position: 'fixed', zIndex: 'snackbar', bottom: 24, left: 8, right: 8, mx: 'auto', maxWidth: 600 }}>
      <Alert severity={toast.severity} variant="filled" closeText={closeText} onClose={onClose} role={toast.severity === 'error' ? 'alert' : 'status'}>
        {text}
      </Alert>
    </Box>
  );
}

/** Toasts held in both languages, so a language switch changes an open toast at once. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const { t } = useTranslation();
  const [toast, setToast] = useState<Toast>();
  const show = useCallback((next: Omit<Toast, 'id'>) => setToast({ ...next, id: Date.now() }), []);
  const close = useCallback(() => setToast(undefined), []);
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
      {toast && <CurrentToast key={toast.id} toast={toast} text={toast.text[language]} closeText={t('toast.close')} onClose={close} />}
    </ToastContext.Provider>
  );
}
