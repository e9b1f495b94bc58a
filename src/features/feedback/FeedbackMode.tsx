import { useState, type ComponentType } from 'react';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/toast';
import { useLanguage } from '../../app/useLanguage';
import { useTypedSequence } from '../typedSequence';
import type { FeedbackOverlayProps } from './FeedbackOverlay';

/** The class dom-to-image-more leaves out; kept here so the capture code loads only on demand. */
const NOT_CAPTURED = 'kaigi-not-captured';
/** The server writes the word into the page; the default is for pages it did not serve (Vite dev). */
const feedbackWord = () => document.querySelector<HTMLMetaElement>('meta[name="kaigi-feedback-word"]')?.content || 'KAIGIFIXME';

type Phase = { name: 'off' } | { name: 'capturing' } | { name: 'on'; Overlay: ComponentType<FeedbackOverlayProps>; screen: string };

/**
 * Feedback mode's switch (spec/operation-area.md §4): the secret word captures the page and opens
 * the overlay. Only this small part is in the shell; the capture and konva load when needed.
 */
export function FeedbackMode() {
  const { t } = useTranslation();
  const { both } = useLanguage();
  const toast = useToast();
  const [phase, setPhase] = useState<Phase>({ name: 'off' });
  const [word] = useState(feedbackWord);

  useTypedSequence(
    word,
    () => {
      setPhase({ name: 'capturing' });
      Promise.all([import('./captureBody'), import('./FeedbackOverlay')])
        .then(async ([{ captureBody }, { FeedbackOverlay }]) => setPhase({ name: 'on', Overlay: FeedbackOverlay, screen: await captureBody() }))
        .catch((error: unknown) => {
          toast.error(error, undefined, both('feedback.captureFailed'));
          setPhase({ name: 'off' });
        });
    },
    phase.name === 'off',
  );

  return (
    <>
      <Backdrop className={NOT_CAPTURED} open={phase.name === 'capturing'} transitionDuration={{ enter: 0, exit: 200 }} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: 'common.white' }}>
        {/* Only while capturing: a hidden spinner would keep animating on every page. */}
        {phase.name === 'capturing' && <CircularProgress color="inherit" aria-label={t('feedback.capturing')} />}
      </Backdrop>
      {phase.name === 'on' && <phase.Overlay screen={phase.screen} onClose={() => setPhase({ name: 'off' })} />}
    </>
  );
}
