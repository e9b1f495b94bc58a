import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { ToastViewProps } from './toast';

/** A toast as MUI draws it: a snackbar at the bottom with a filled alert. */
export function ToastView({ toast, text, closeText, onClose }: ToastViewProps) {
  return (
    <Snackbar
      open
      autoHideDuration={toast.durationMs}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      // At the bottom: at the top it covered the header and the language switch on phones (issue 21, item 14).
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        closeText={closeText}
        onClose={onClose}
        role={toast.severity === 'error' ? 'alert' : 'status'}
        sx={{ width: '100%' }}
      >
        {text}
      </Alert>
    </Snackbar>
  );
}
