import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowIcon from '@mui/icons-material/NorthEast';
import CircleIcon from '@mui/icons-material/RadioButtonUnchecked';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import ImageIcon from '@mui/icons-material/Image';
import RectIcon from '@mui/icons-material/CropSquare';
import SendIcon from '@mui/icons-material/Send';
import TextIcon from '@mui/icons-material/TextFields';
import { useFeedbackTranslation } from './strings';
import { ApiRequestError } from '../../api/http';
import { sendClientReport } from '../../api/client-reports';
import { useToast } from '../../kit/toast';
import { useLanguage } from '../../kit/useLanguage';
import type { LocalizedText } from '../../../engine/messages';
import { FeedbackCanvas, type FeedbackCanvasHandle } from './FeedbackCanvas';
import { ReplaceDropzone } from './ReplaceDropzone';
import { ShapeList } from './ShapeList';
import {
  FONT_SIZE,
  canReport,
  canvasForImage,
  canvasSize,
  drawingReducer,
  PHONE_WIDTH,
  emptyDrawing,
  reportComments,
  selectedShape,
  type DrawingState,
  type ShapeKind,
} from './shapes';

export interface FeedbackOverlayProps {
  /** The captured page as an image URL. */
  screen: string;
  onClose: () => void;
  /** Where the report goes; stories pass their own. */
  send?: typeof sendClientReport;
  /** A drawing to start from (stories). */
  initialDrawing?: DrawingState;
}

/** Yellow on the green overlay: the actions that matter stand out and keep their contrast. */
const highlighted = { bgcolor: '#fdd835', color: 'rgba(0, 0, 0, 0.87)', '&:hover': { bgcolor: '#fbc02d' } };

const tools: Array<{ kind: ShapeKind; icon: React.ReactNode }> = [
  { kind: 'rect', icon: <RectIcon /> },
  { kind: 'circle', icon: <CircleIcon /> },
  { kind: 'arrow', icon: <ArrowIcon /> },
  { kind: 'text', icon: <TextIcon /> },
];

function useImage(url: string) {
  const [image, setImage] = useState<{ url: string; element: HTMLImageElement }>();
  useEffect(() => {
    const element = new window.Image();
    element.onload = () => setImage({ url, element });
    element.src = url;
  }, [url]);
  return image?.url === url ? image.element : undefined;
}

/**
 * A tool's name: shown beside its icon, and on a phone only to assistive technology, so that the
 * tools fit on one or two rows (issue 21, item 2).
 */
function ButtonLabel({ text }: { text: string }) {
  return (
    <Box component="span" sx={{ '@media (max-width: 599.95px)': visuallyHidden }}>
      {text}
    </Box>
  );
}

/** On a phone the toolbar's buttons are icons: no space kept for the hidden words. */
const compactOnPhone = {
  '@media (max-width: 599.95px)': { '& .MuiButton-root': { minWidth: 40, px: 1 }, '& .MuiButton-startIcon': { m: 0 } },
} as const;

/**
 * Feedback mode (docs/requirements/operation-area.md §2): the captured page on a canvas, shapes drawn over it,
 * and a report of the result. Loaded on demand, with konva, only once the secret word is typed.
 */
export function FeedbackOverlay({ screen, onClose, send = sendClientReport, initialDrawing = emptyDrawing }: FeedbackOverlayProps) {
  const { t } = useFeedbackTranslation();
  const { pick, both } = useLanguage();
  const toast = useToast();
  const [drawing, dispatch] = useReducer(drawingReducer, initialDrawing);
  const [imageUrl, setImageUrl] = useState(screen);
  const image = useImage(imageUrl);
  const [controlsHeight, setControlsHeight] = useState(0);
  const [area, setArea] = useState(() => canvasSize(window));
  const canvas = useRef<FeedbackCanvasHandle>(null);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<LocalizedText>();
  const selected = selectedShape(drawing);
  const size = useMemo(() => canvasForImage(image && { width: image.naturalWidth, height: image.naturalHeight }, area), [image, area]);

  useEffect(() => {
    const onResize = () => setArea(canvasSize(window, controlsHeight));
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [controlsHeight]);

  // Where the tools end on screen, which a phone's canvas stays below (they change with the text
  // row and a failure). A callback ref: the dialog mounts its content after this component.
  const controlsObserver = useRef<ResizeObserver>(undefined);
  const controls = useCallback((element: HTMLDivElement | null) => {
    controlsObserver.current?.disconnect();
    if (!element) return;
    const measure = () => setControlsHeight(Math.ceil(element.getBoundingClientRect().bottom));
    controlsObserver.current = new ResizeObserver(measure);
    controlsObserver.current.observe(element);
    measure();
  }, []);

  // Delete or Backspace removes the selection, unless a text is being edited or a field has the key (§2).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Delete' && event.key !== 'Backspace') return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')) return;
      if (drawing.selectedId === null || drawing.editingId !== null) return;
      event.preventDefault();
      dispatch({ type: 'deleteSelected' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [drawing.selectedId, drawing.editingId]);

  const report = async () => {
    setConfirming(false);
    if (!canReport(drawing) || !canvas.current) return;
    setSending(true);
    setFailure(undefined);
    try {
      const png = await canvas.current.toPng();
      await send({ comments: reportComments(drawing), screen: png, location: window.location.pathname + window.location.search });
      toast.success(both('feedback.sent'));
      onClose();
    } catch (error) {
      // §8: the server's message, or the generic failure text.
      const text =
        error instanceof ApiRequestError && (error.messageJa || error.messageEn)
          ? { ja: error.messageJa ?? error.messageEn!, en: error.messageEn ?? error.messageJa! }
          : both('feedback.failure');
      setFailure(text);
      toast.error(error, undefined, text);
      setSending(false);
    }
  };

  const replaceWith = (url: string) => {
    setImageUrl(url);
    dispatch({ type: 'replaceImage' });
  };

  return (
    <Dialog
      fullScreen
      open
      aria-labelledby="feedback-title"
      // Each row keeps its height: the canvas is as tall as the window, so the paper scrolls instead.
      slotProps={{ paper: { sx: { bgcolor: '#1b5e20', color: 'common.white', '& > *': { flexShrink: 0 } } } }}
    >
      <Box ref={controls} sx={{ position: 'relative' }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', flexWrap: 'wrap', gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 }, py: 1, minHeight: 52, ...compactOnPhone }}
          role="toolbar"
          aria-label={t('feedback.tools')}
        >
          <Typography id="feedback-title" variant="subtitle1" component="h2" sx={{ fontWeight: 'bold', mr: 1, '@media (max-width: 599.95px)': visuallyHidden }}>
            {t('feedback.title')}
          </Typography>
          {tools.map(({ kind, icon }) => (
            <Button
              key={kind}
              size="small"
              variant="contained"
              color="inherit"
              startIcon={icon}
              sx={{ color: 'text.primary' }}
              disabled={drawing.replaceMode || sending}
              onClick={() => dispatch({ type: 'add', kind, canvas: size, text: kind === 'text' ? t('feedback.defaultText') : undefined })}
            >
              <ButtonLabel text={t(`feedback.shape.${kind}`)} />
            </Button>
          ))}
          <Button
            size="small"
            variant="contained"
            color="inherit"
            sx={{ color: 'text.primary' }}
            startIcon={<DeleteIcon />}
            disabled={!selected || drawing.editingId !== null || sending}
            onClick={() => dispatch({ type: 'deleteSelected' })}
          >
            <ButtonLabel text={t('feedback.delete')} />
          </Button>
          <Button
            size="small"
            variant={drawing.replaceMode ? 'contained' : 'outlined'}
            color="inherit"
            sx={drawing.replaceMode ? highlighted : undefined}
            aria-pressed={drawing.replaceMode}
            startIcon={<ImageIcon />}
            disabled={sending}
            onClick={() => dispatch({ type: 'toggleReplace' })}
          >
            <ButtonLabel text={t('feedback.replace')} />
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button
            size="small"
            variant="contained"
            color="inherit"
            sx={highlighted}
            startIcon={<SendIcon />}
            loading={sending}
            loadingPosition="start"
            disabled={!canReport(drawing)}
            onClick={() => setConfirming(true)}
          >
            <ButtonLabel text={sending ? t('feedback.sending') : t('feedback.report')} />
          </Button>
          <Button size="small" variant="outlined" color="inherit" startIcon={<CloseIcon />} disabled={sending} onClick={onClose}>
            <ButtonLabel text={t('feedback.close')} />
          </Button>
        </Stack>
        {selected?.kind === 'text' && (
          // On a phone a row of its own, which the canvas stays below; wider, it floats over the
          // canvas's top edge, so choosing a text never moves the canvas (issue 68, item 20).
          <Stack
            direction="row"
            sx={{
              alignItems: 'center',
              gap: 2,
              px: 2,
              pb: 1,
              flexWrap: 'wrap',
              [`@media (min-width: ${PHONE_WIDTH}px)`]: {
                position: 'absolute',
                top: '100%',
                right: 24,
                zIndex: 2,
                pt: 0.5,
                bgcolor: '#1b5e20',
                borderRadius: 1,
                boxShadow: 3,
              },
            }}
          >
            <Button
              size="small"
              variant="contained"
              color="inherit"
              sx={{ color: 'text.primary' }}
              startIcon={<EditIcon />}
              disabled={drawing.editingId !== null}
              onClick={() => dispatch({ type: 'startEditing', id: selected.id })}
            >
              {t('feedback.editText')}
            </Button>
            <Typography id="feedback-font-size" variant="body2">
              {t('feedback.fontSize')}
            </Typography>
            <Slider
              sx={{ width: 200, color: 'common.white' }}
              aria-labelledby="feedback-font-size"
              min={FONT_SIZE.min}
              max={FONT_SIZE.max}
              step={FONT_SIZE.step}
              value={selected.fontSize}
              valueLabelDisplay="auto"
              onChange={(_event, value) => dispatch({ type: 'fontSize', size: value as number })}
            />
            <Typography variant="body2" aria-hidden>
              {selected.fontSize}
            </Typography>
          </Stack>
        )}
        {failure && (
          <Alert severity="error" role="alert" sx={{ mx: 2, mb: 1 }} onClose={() => setFailure(undefined)} closeText={t('toast.close')}>
            {pick(failure)}
          </Alert>
        )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', pb: 2, position: 'relative' }}>
        <FeedbackCanvas ref={canvas} image={image} size={size} drawing={drawing} dispatch={dispatch} />
        {drawing.replaceMode && <ReplaceDropzone size={size} onImage={replaceWith} />}
      </Box>
      <ShapeList drawing={drawing} />
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="feedback-confirm-title">
        <DialogTitle id="feedback-confirm-title">{t('feedback.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('feedback.confirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('feedback.cancel')}</Button>
          <Button variant="contained" onClick={() => void report()} autoFocus>
            {t('feedback.send')}
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
