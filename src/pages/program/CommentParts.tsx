import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTimeFormat } from '../../kit/timeZone';
import { commentLength, HIDE_REASON_MAX_LENGTH, normalizeComment } from '../../../engine/live/comments';
import { ApiRequestError } from '../../api/http';
import { deleteComment, editComment, hideComment, type CommentView } from '../../api/live';
import { useOperationTranslation } from '../../kit/operationStrings';
import { useToast } from '../../kit/toast';
import { useLanguage } from '../../kit/useLanguage';
import { growingText } from '../../kit/growingText';

/** One comment on a presentation's page, with its author's and a manager's actions, and the box a comment is written in. */

/** The server's message for a field, in the page's language, when a call was refused over it. */
export function fieldMessage(error: unknown, field: string, language: 'ja' | 'en'): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const found = error.fieldErrors.find((item) => item.field === field);
  return found ? (language === 'en' ? found.messageEn : found.message) : undefined;
}

/** A text box for a comment with its count against the conference's limit; the count turns red past it. */
export function CommentBox(props: {
  id: string;
  value: string;
  onChange(value: string): void;
  maxLength: number;
  error?: string;
  label: string;
  autoFocus?: boolean;
}) {
  const { t } = useOperationTranslation();
  const length = commentLength(normalizeComment(props.value));
  const over = length > props.maxLength;
  const problem = props.error ?? (over ? t('live.tooLong', { max: props.maxLength }) : undefined);
  return (
    <TextField
      id={props.id}
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      {...growingText(3)}
      fullWidth
      autoFocus={props.autoFocus}
      error={Boolean(problem)}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span role={problem ? 'alert' : undefined}>{problem ?? ''}</span>
          <span>{t('live.counter', { length, max: props.maxLength })}</span>
        </Box>
      }
    />
  );
}

export interface CommentItemProps {
  comment: CommentView;
  mine: boolean;
  isManager: boolean;
  maxLength: number;
  onChanged(comment: CommentView): void;
  onRemoved(id: number): void;
  onHide(comment: CommentView): void;
}

export function CommentItem({ comment, mine, isManager, maxLength, onChanged, onRemoved, onHide }: CommentItemProps) {
  const at = useTimeFormat();
  const { t } = useOperationTranslation();
  const { language } = useLanguage();
  const toast = useToast();
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      onChanged((await editComment(comment.id, draft ?? '')).comment);
      setDraft(undefined);
      setError(undefined);
    } catch (failure) {
      setError(failure);
      if (!fieldMessage(failure, 'body', language)) toast.error(failure);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!window.confirm(t('live.deleteConfirm'))) return;
    try {
      await deleteComment(comment.id);
      onRemoved(comment.id);
    } catch (failure) {
      toast.error(failure);
    }
  };
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none', opacity: comment.hidden ? 0.7 : 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 'bold' }}>
          {language === 'en' ? comment.author.en : comment.author.ja}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary">
          <time dateTime={comment.createdAt}>{at(comment.createdAt)}</time>
          {comment.editedAt && ` ${t('live.edited')}`}
        </Typography>
      </Stack>
      {comment.hidden && (
        <Typography variant="body2" color="warning.dark" sx={{ mt: 0.5 }}>
          {t('live.hidden', { reason: comment.hidden.reason })}
        </Typography>
      )}
      {draft === undefined ? (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{comment.body}</Typography>
      ) : (
        <Box sx={{ mt: 1 }}>
          <CommentBox
            id={`comment-edit-${comment.id}`}
            label={t('live.commentLabel')}
            value={draft}
            onChange={setDraft}
            maxLength={maxLength}
            error={fieldMessage(error, 'body', language)}
            autoFocus
          />
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button variant="contained" size="small" onClick={() => void save()} disabled={busy}>
              {t('live.save')}
            </Button>
            <Button size="small" onClick={() => setDraft(undefined)} disabled={busy}>
              {t('live.cancel')}
            </Button>
          </Stack>
        </Box>
      )}
      {draft === undefined && (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
          {mine && !comment.hidden && (
            <>
              <Button size="small" onClick={() => setDraft(comment.body)}>
                {t('live.edit')}
              </Button>
              <Button size="small" color="error" onClick={() => void remove()}>
                {t('live.delete')}
              </Button>
            </>
          )}
          {isManager && !comment.hidden && (
            <Button size="small" onClick={() => onHide(comment)}>
              {t('live.hide')}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}

export function HideDialog({ comment, onClose, onHidden }: { comment: CommentView | undefined; onClose(): void; onHidden(comment: CommentView): void }) {
  const { t } = useOperationTranslation();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const hide = async () => {
    if (!comment) return;
    setBusy(true);
    try {
      onHidden((await hideComment(comment.id, reason.trim())).comment);
      setReason('');
      onClose();
    } catch (failure) {
      toast.error(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={comment !== undefined} onClose={onClose} aria-labelledby="hide-comment-title" fullWidth maxWidth="sm">
      <DialogTitle id="hide-comment-title">{t('live.hideTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>{comment?.body}</Typography>
        <TextField
          id="hide-comment-reason"
          label={t('live.hideReason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          fullWidth
          slotProps={{ htmlInput: { maxLength: HIDE_REASON_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('live.cancel')}</Button>
        <Button variant="contained" color="warning" onClick={() => void hide()} disabled={busy || reason.trim() === ''}>
          {t('live.hide')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
