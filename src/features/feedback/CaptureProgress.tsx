import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { NOT_CAPTURED } from './captureBody';

export interface CaptureProgressProps {
  open: boolean;
  /** What the spinner says to assistive technology. */
  label: string;
}

/** The backdrop over the page while feedback mode captures it; left out of the capture itself. */
export function CaptureProgress({ open, label }: CaptureProgressProps) {
  return (
    <Backdrop
      className={NOT_CAPTURED}
      open={open}
      transitionDuration={{ enter: 0, exit: 200 }}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: 'common.white' }}
    >
      {/* Only while capturing: a hidden spinner would keep animating on every page. */}
      {open && <CircularProgress color="inherit" aria-label={label} />}
    </Backdrop>
  );
}
