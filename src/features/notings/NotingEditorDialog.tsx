import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { NOTING_MAX_LENGTH, notingKeys, type NotingKey } from '../../../engine/notings/notingKeys';
import { visibleLength } from '../../../engine/richText';
import Typography from '@mui/material/Typography';
import { ApiRequestError } from '../../api/http';
import { notingsKey, saveNoting, type Noting } from '../../api/notings';
import { useToast } from '../../kit/toast';
import { useLanguage } from '../../kit/useLanguage';
import type { LocalizedText } from '../../../engine/messages';
import { RichTextEditor } from './RichTextEditor';

/** The place's name in the catalogue: every key is one of notingKeys. */
const placeOf = (key: NotingKey) => Object.entries(notingKeys).find(([, value]) => value === key)![0];

interface Props {
  notingKey: NotingKey;
  noting: Noting | undefined;
  onClose: () => void;
  /** Where the texts go; stories pass their own. */
  save?: typeof saveNoting;
}

/**
 * Editing one noting in both languages. Escape or cancel discards (docs/requirements/public-area.md §4); save
 * sends both texts with the page's location, and the server sanitizes them again.
 */
export default function NotingEditorDialog({ notingKey, noting, onClose, save = saveNoting }: Props) {
  const { t } = useTranslation();
  const { pick, both } = useLanguage();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [texts, setTexts] = useState({ ja: noting?.ja ?? '', en: noting?.en ?? '' });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<LocalizedText>();
  const lengths = { ja: visibleLength(texts.ja), en: visibleLength(texts.en) };
  const tooLong = lengths.ja > NOTING_MAX_LENGTH || lengths.en > NOTING_MAX_LENGTH;

  const onSave = async () => {
    setSaving(true);
    setFailure(undefined);
    try {
      await save(notingKey, noting, texts, window.location.pathname + window.location.search);
      await mutate(notingsKey);
      toast.success(both('notings.saved'));
      onClose();
    } catch (error) {
      const text =
        error instanceof ApiRequestError && (error.messageJa || error.messageEn)
          ? { ja: error.messageJa ?? error.messageEn!, en: error.messageEn ?? error.messageJa! }
          : both('notings.saveFailed');
      setFailure(text);
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={() => !saving && onClose()} fullWidth maxWidth="md" aria-labelledby="noting-editor-title">
      <DialogTitle id="noting-editor-title">{t('notings.editorTitle', { place: t(`notings.place.${placeOf(notingKey)}`) })}</DialogTitle>
      <DialogContent>
        {/* The fixture key is for whoever edits the files; it stays out of the way until asked for. */}
        <Typography component="details" variant="caption" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          <summary>{t('notings.forFixtures')}</summary>
          <span>{t('notings.keyHint', { key: notingKey })}</span>
        </Typography>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {pick(failure)}
          </Alert>
        )}
        {(['ja', 'en'] as const).map((language) => (
          <RichTextEditor
            key={language}
            id={`noting-${language}`}
            label={t(`notings.text.${language}`)}
            initialHtml={texts[language]}
            length={lengths[language]}
            maxLength={NOTING_MAX_LENGTH}
            onChange={(html) => setTexts((current) => ({ ...current, [language]: html }))}
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('notings.cancel')}
        </Button>
        <Button variant="contained" loading={saving} disabled={tooLong} onClick={() => void onSave()}>
          {t('notings.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
