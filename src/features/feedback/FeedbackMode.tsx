import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../kit/toast';
import { useLanguage } from '../../kit/useLanguage';
import { useTypedSequence } from '../typedSequence';
import type { CaptureProgressProps } from './CaptureProgress';
import type { FeedbackOverlayProps } from './FeedbackOverlay';

/** The server writes the word into the page; the default is for pages it did not serve (Vite dev). */
const feedbackWord = () => document.querySelector<HTMLMetaElement>('meta[name="kaigi-feedback-word"]')?.content || 'KAIGIFIXME';

type Phase = { name: 'off' } | { name: 'capturing' } | { name: 'on'; Overlay: ComponentType<FeedbackOverlayProps>; screen: string };

/**
 * Feedback mode's switch (docs/requirements/operation-area.md §4): the secret word captures the page and opens
 * the overlay. Only this small part is in the shell; the capture, konva and the backdrop shown
 * while capturing load when the word is typed (the backdrop stays, to fade out).
 */
export function FeedbackMode() {
  const { t } = useTranslation();
  const { both } = useLanguage();
  const toast = useToast();
  const [phase, setPhase] = useState<Phase>({ name: 'off' });
  const [word] = useState(feedbackWord);
  const [Progress, setProgress] = useState<ComponentType<CaptureProgressProps> | null>(null);

  useTypedSequence(
    word,
    () => {
      setPhase({ name: 'capturing' });
      const progress = import('./CaptureProgress').then(({ CaptureProgress }) => setProgress(() => CaptureProgress));
      Promise.all([import('./captureBody'), import('./FeedbackOverlay'), progress])
        .then(async ([{ captureBody }, { FeedbackOverlay }]) => setPhase({ name: 'on', Overlay: FeedbackOverlay, screen: await captureBody() }))
        .catch((error: unknown) => {
          toast.error(error, undefined, both('feedbackMode.captureFailed'));
          setPhase({ name: 'off' });
        });
    },
    phase.name === 'off',
  );

  return (
    <>
      {Progress && <Progress open={phase.name === 'capturing'} label={t('feedbackMode.capturing')} />}
      {phase.name === 'on' && <phase.Overlay screen={phase.screen} onClose={() => setPhase({ name: 'off' })} />}
    </>
  );
}
