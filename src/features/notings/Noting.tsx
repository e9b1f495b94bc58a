import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useTranslation } from 'react-i18next';
import { useSafeHtml } from '../../kit/useSafeHtml';
import type { NotingKey } from '../../../engine/notings/notingKeys';
import { useNotings } from '../../api/notings';
import { useLanguage } from '../../kit/useLanguage';
import { useNotingMode } from './NotingMode';

// The rich-text editor is large and only a manager ever opens it.
const NotingEditorDialog = lazy(() => import('./NotingEditorDialog'));

/**
 * A noting at its place on a form (docs/requirements/public-area.md §3): staff rich text in the current
 * language, sanitized again here, and for a manager in noting mode the edit control.
 */
export function Noting({ notingKey }: { notingKey: NotingKey }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { canEdit } = useNotingMode();
  const { data } = useNotings();
  const [editing, setEditing] = useState(false);
  const noting = data?.notings[notingKey];
  const html = useSafeHtml(noting?.[language]) ?? '';
  if (html === '' && !canEdit) return null;
  return (
    <Box component="aside" aria-label={t('notings.label')} data-noting={notingKey} sx={{ mb: 2 }}>
      {html !== '' && (
        <Alert severity="info" icon={false} sx={{ '& p': { my: 0.5 }, '& a': { color: 'primary.main' }, '& ul, & ol': { my: 0.5, pl: 3 } }}>
          <div className="noting-text" dangerouslySetInnerHTML={{ __html: html }} />
        </Alert>
      )}
      {canEdit && (
        <Button size="small" startIcon={<EditNoteIcon />} onClick={() => setEditing(true)} sx={{ mt: 0.5 }}>
          {noting ? t('notings.edit') : t('notings.add')}
        </Button>
      )}
      {editing && (
        <Suspense fallback={null}>
          <NotingEditorDialog notingKey={notingKey} noting={noting} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Box>
  );
}
