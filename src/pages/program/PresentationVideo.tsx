import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import { VIMEO_ID_PATTERN } from '../../../engine/live/videos';
import { reportPlayback, removeVideo, setVimeoVideo, uploadVideo, usePresentationVideo, type PresentationVideoState } from '../../api/videos';
import { useOperationTranslation } from '../../kit/operationStrings';
import { useToast } from '../../kit/toast';
import { bothLanguages, useLanguage } from '../../kit/useLanguage';
import { fieldMessage } from './CommentParts';
import { Player, VimeoPlayer } from './VideoPlayers';

export interface VideoViewProps {
  presentationId: number;
  title: string;
  state: PresentationVideoState;
  /** Called with the state after an upload or removal. */
  changed(state: PresentationVideoState): void;
  /** Tests and stories: the calls the player and the uploader make. */
  calls?: { report: typeof reportPlayback; upload: typeof uploadVideo; remove: typeof removeVideo; vimeo: typeof setVimeoVideo };
}

const realCalls = { report: reportPlayback, upload: uploadVideo, remove: removeVideo, vimeo: setVimeoVideo };

/**
 * A presentation's video (issue 65): played by the browser's own player from where the viewer
 * stopped, with where they are saved as they watch and "watched" once they reach the end; for the
 * presenter and managers, the upload (MP4) and removal.
 */
export function VideoView({ presentationId, title, state, changed, calls = realCalls }: VideoViewProps) {
  const { t } = useOperationTranslation();
  const { video, playback, mayUpload } = state;
  if (!video && !mayUpload) return null;
  return (
    <Box component="section" aria-labelledby="video-title" sx={{ mt: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography id="video-title" variant="h6" component="h2">
          {t('video.heading')}
        </Typography>
        {playback?.completedAt && <Chip size="small" color="success" label={t('video.completed')} />}
      </Stack>
      {video?.url ? (
        <Player presentationId={presentationId} title={title} url={video.url} resumeAt={playback?.resumeAt ?? 0} report={calls.report} />
      ) : video?.playerUrl && video.status === 'available' ? (
        <VimeoPlayer
          presentationId={presentationId}
          title={title}
          playerUrl={video.playerUrl}
          duration={video.durationSeconds}
          resumeAt={playback?.resumeAt ?? 0}
          report={calls.report}
        />
      ) : video ? (
        <Alert severity="info">
          {t(`video.status.${video.status === 'available' ? 'unavailable' : video.status}`, { defaultValue: t('video.status.unavailable') })}
        </Alert>
      ) : (
        <Typography color="text.secondary">{t('video.none')}</Typography>
      )}
      {mayUpload && <Uploader presentationId={presentationId} state={state} changed={changed} calls={calls} />}
    </Box>
  );
}

function Uploader({ presentationId, state, changed, calls }: Required<Pick<VideoViewProps, 'presentationId' | 'state' | 'changed' | 'calls'>>) {
  const { t, i18n } = useOperationTranslation();
  const { language } = useLanguage();
  const toast = useToast();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'uploading' | 'removing' | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy('uploading');
    setProblem(undefined);
    try {
      const { video } = await calls.upload(presentationId, file);
      changed({ ...state, video });
      toast.success(bothLanguages(i18n, 'video.uploaded'));
    } catch (failure) {
      const inline = fieldMessage(failure, 'video', language);
      setProblem(inline);
      if (!inline) toast.error(failure, undefined, bothLanguages(i18n, 'video.uploadFailed'));
    } finally {
      setBusy(undefined);
    }
  };
  const remove = async () => {
    setBusy('removing');
    try {
      await calls.remove(presentationId);
      changed({ ...state, video: null });
      setConfirming(false);
      toast.success(bothLanguages(i18n, 'video.removed'));
    } catch (failure) {
      toast.error(failure, undefined, bothLanguages(i18n, 'video.removeFailed'));
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" disabled={busy !== undefined} aria-describedby={hintId} onClick={() => input.current?.click()}>
          {t(state.video ? 'video.replace' : 'video.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          accept="video/mp4"
          hidden
          aria-label={t(state.video ? 'video.replace' : 'video.upload')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            void choose(file);
          }}
        />
        {state.video && !confirming && (
          <Button color="error" disabled={busy !== undefined} onClick={() => setConfirming(true)}>
            {t('video.remove')}
          </Button>
        )}
        {confirming && (
          <>
            <Button color="error" variant="contained" disabled={busy !== undefined} onClick={() => void remove()}>
              {t('video.confirmRemove')}
            </Button>
            <Button onClick={() => setConfirming(false)} disabled={busy !== undefined}>
              {t('video.cancel')}
            </Button>
          </>
        )}
      </Stack>
      <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {t('video.hint', { maxMb: state.maxMb })}
      </Typography>
      {busy === 'uploading' && (
        <Box role="status" sx={{ mt: 1 }}>
          <Typography variant="body2">{t('video.status.uploading')}</Typography>
          <LinearProgress aria-label={t('video.status.uploading')} />
        </Box>
      )}
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
      {state.vimeo && <VimeoChoice presentationId={presentationId} state={state} changed={changed} calls={calls} />}
    </Box>
  );
}

const vimeoId = new RegExp(VIMEO_ID_PATTERN);

/** Where the conference uses Vimeo: a video named by its Vimeo ID instead of a file; Vimeo tells its state and length. */
function VimeoChoice({ presentationId, state, changed, calls }: Required<Pick<VideoViewProps, 'presentationId' | 'state' | 'changed' | 'calls'>>) {
  const { t, i18n } = useOperationTranslation();
  const { language } = useLanguage();
  const toast = useToast();
  const [value, setValue] = useState(state.video?.source === 'vimeo' ? (state.video.vimeoVideoId ?? '') : '');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const id = value.trim();
    if (!vimeoId.test(id)) return setProblem(t('video.vimeoHint'));
    setBusy(true);
    setProblem(undefined);
    try {
      const { video } = await calls.vimeo(presentationId, id);
      changed({ ...state, video });
      toast.success(bothLanguages(i18n, 'video.vimeoSaved'));
    } catch (failure) {
      const inline = fieldMessage(failure, 'vimeoVideoId', language);
      setProblem(inline);
      if (!inline) toast.error(failure, undefined, bothLanguages(i18n, 'video.vimeoFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), void save())} sx={{ mt: 2, maxWidth: 560 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('video.or')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={t('video.vimeoId')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          size="small"
          error={Boolean(problem)}
          helperText={problem ?? t('video.vimeoHint')}
          slotProps={{ htmlInput: { maxLength: 40, inputMode: 'text', autoComplete: 'off' } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={busy}>
          {t('video.useVimeo')}
        </Button>
      </Stack>
    </Box>
  );
}

/** The video section of a presentation's page: nothing while it loads, and nothing when there is no video and no one to give it one. */
export function PresentationVideo({ presentationId, title }: { presentationId: number; title: string }) {
  const { data, mutate } = usePresentationVideo(presentationId);
  if (!data) return null;
  return <VideoView presentationId={presentationId} title={title} state={data} changed={(next) => void mutate(next, { revalidate: false })} />;
}
