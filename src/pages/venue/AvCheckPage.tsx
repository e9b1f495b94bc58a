import { useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { canCheckMedia, useMediaCheck, type DeviceCheck } from './avCheck';
import { useVenueTranslation } from './strings';

/** What the page shows of a check: the hook's state and actions (stories hand in their own). */
export type MediaCheck = ReturnType<typeof useMediaCheck>;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A device's state in words: working (with its own hint), asking, or why it cannot be used, with a way to try again. */
function DeviceStatusText({ kind, check, onRetry }: { kind: 'camera' | 'microphone'; check: DeviceCheck; onRetry: () => void }) {
  const { t } = useVenueTranslation();
  if (check.status === 'idle') return null;
  if (check.status === 'asking') return <Typography role="status">{t('avCheck.asking')}</Typography>;
  if (check.status === 'working') return <Typography>{t(`avCheck.${kind}.working`)}</Typography>;
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('avCheck.retry')}
        </Button>
      }
    >
      {t(check.status === 'unsupported' ? 'avCheck.notSupported' : `avCheck.${kind}.${check.status}`)}
    </Alert>
  );
}

/** The devices of one kind to switch between, once the browser has named them (after the permission). */
function DevicePicker({ id, devices, check, onChoose }: { id: string; devices: MediaDeviceInfo[]; check: DeviceCheck; onChoose: (deviceId: string) => void }) {
  const { t } = useVenueTranslation();
  if (check.status !== 'working' || devices.length === 0) return null;
  return (
    <TextField
      id={id}
      select
      size="small"
      label={t('avCheck.choose')}
      value={devices.some((device) => device.deviceId === check.deviceId) ? check.deviceId : ''}
      onChange={(event) => onChoose(event.target.value)}
      sx={{ mt: 2, minWidth: 240, maxWidth: '100%' }}
    >
      {devices.map((device, index) => (
        <MenuItem key={device.deviceId || index} value={device.deviceId}>
          {device.label || `${t('avCheck.choose')} ${index + 1}`}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The camera's live picture, muted (the microphone's sound is the meter's). */
function CameraPreview({ stream }: { stream: MediaStream }) {
  const { t } = useVenueTranslation();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <Box
      component="video"
      ref={video}
      autoPlay
      muted
      playsInline
      aria-label={t('avCheck.camera.preview')}
      sx={{ display: 'block', width: '100%', maxWidth: 480, aspectRatio: '4 / 3', bgcolor: 'grey.900', borderRadius: 1, mt: 2 }}
    />
  );
}

export interface AvCheckViewProps {
  check: MediaCheck;
  /** False where the browser lacks camera, microphone or Web Audio access (§8 "browser not supported"). */
  supported: boolean;
}

/** The audio and camera check (operation area §1): camera preview, microphone level, a test sound; nothing leaves the browser. */
export function AvCheckView({ check, supported }: AvCheckViewProps) {
  const { t } = useVenueTranslation();
  const started = check.camera.status !== 'idle' || check.microphone.status !== 'idle';
  const retry = () => void check.start();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        {t('venue.avCheckTitle')}
      </Typography>
      <Typography>{t('avCheck.intro')}</Typography>
      {!supported ? (
        <Alert severity="error" role="alert">
          {t('avCheck.notSupported')}
        </Alert>
      ) : (
        <>
          {!started && (
            <Box>
              <Button variant="contained" onClick={retry}>
                {t('avCheck.start')}
              </Button>
            </Box>
          )}
          {started && (
            <>
              <Section id="av-camera" title={t('avCheck.camera.heading')}>
                <DeviceStatusText kind="camera" check={check.camera} onRetry={retry} />
                {check.camera.status === 'working' && check.video && <CameraPreview stream={check.video} />}
                <DevicePicker id="av-camera-device" devices={check.devices.cameras} check={check.camera} onChoose={(id) => void check.chooseCamera(id)} />
              </Section>
              <Section id="av-microphone" title={t('avCheck.microphone.heading')}>
                <DeviceStatusText kind="microphone" check={check.microphone} onRetry={retry} />
                {check.microphone.status === 'working' && (
                  <>
                    <LinearProgress
                      variant="determinate"
                      value={check.level}
                      aria-label={t('avCheck.microphone.level')}
                      sx={{ height: 12, borderRadius: 6, mt: 2, '& .MuiLinearProgress-bar': { transition: 'none' } }}
                    />
                    <Typography role="status" sx={{ mt: 1 }} color={check.heard ? 'success.dark' : 'text.secondary'}>
                      {t(check.heard ? 'avCheck.microphone.heard' : 'avCheck.microphone.notHeard')}
                    </Typography>
                  </>
                )}
                <DevicePicker
                  id="av-microphone-device"
                  devices={check.devices.microphones}
                  check={check.microphone}
                  onChoose={(id) => void check.chooseMicrophone(id)}
                />
              </Section>
            </>
          )}
          <Section id="av-speakers" title={t('avCheck.speakers.heading')}>
            <Typography gutterBottom>{t('avCheck.speakers.hint')}</Typography>
            <Button variant="outlined" onClick={check.playTestSound} disabled={check.playing}>
              {t(check.playing ? 'avCheck.speakers.playing' : 'avCheck.speakers.play')}
            </Button>
          </Section>
        </>
      )}
    </Stack>
  );
}

/** Route /audio_test: open to anyone, signed in or not (nothing is stored); linked from the dashboard and my page. */
export function AvCheckPage() {
  const check = useMediaCheck();
  return <AvCheckView check={check} supported={canCheckMedia()} />;
}
