import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { abstractBookStatusLabels } from '../../../engine/abstractBook';
import type { Language } from '../../../schemas/conferenceSettings';
import { isWriting, requestAbstractBook, useAbstractBooks, type AbstractBook } from '../../api/abstractBooks';
import { useConsoleTranslation } from '../../kit/consoleStrings';
import { Loading, LoadError } from '../../kit/Loading';
import { useTimeFormat } from '../../kit/timeZone';
import { useLanguage } from '../../kit/useLanguage';
import { refusalText } from '../judging/parts';
import { ManagerPage } from './ManagerPage';
import { useNotice } from './notice';

const megabytes = (bytes: number, language: Language) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1_000_000);

/** One book: its language and state, its progress while it is written, its download once ready, §8's message if it failed. */
export function AbstractBookCard({ book }: { book: AbstractBook }) {
  const { t } = useConsoleTranslation();
  const { language, pick } = useLanguage();
  const at = useTimeFormat();
  const bookLanguage = t(`console.abstractBook.${book.language}`);
  const titleId = `abstract-book-${book.id}`;
  const writing = book.status === 'queued' || book.status === 'running';
  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: 2, mb: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 'bold' }}>
        {bookLanguage} · {pick(abstractBookStatusLabels[book.status])}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('console.abstractBook.requested', { at: at(book.createdAt), who: book.requestedBy ?? t('console.abstractBook.someone') })}
        {book.finishedAt && ` · ${t('console.abstractBook.finished', { at: at(book.finishedAt) })}`}
      </Typography>
      {writing && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress
            variant={book.total > 0 ? 'determinate' : 'indeterminate'}
            value={book.total > 0 ? (100 * book.done) / book.total : undefined}
            aria-label={t('console.abstractBook.progressLabel', { language: bookLanguage })}
            aria-valuetext={book.total > 0 ? t('console.abstractBook.progress', { done: book.done, total: book.total }) : undefined}
          />
          {book.total > 0 && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t('console.abstractBook.progress', { done: book.done, total: book.total })}
            </Typography>
          )}
        </Box>
      )}
      {book.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('console.abstractBook.failed')}
        </Alert>
      )}
      {book.status === 'completed' && book.downloadUrl && (
        <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Button
            component={Link}
            href={book.downloadUrl}
            download
            variant="outlined"
            aria-label={t('console.abstractBook.downloadLabel', { language: bookLanguage, at: at(book.createdAt) })}
          >
            {t('console.abstractBook.download')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('console.abstractBook.size', { pages: book.pages, size: megabytes(book.size, language) })}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}

/** The form that asks for a book and the latest books, following the one being written. */
export function AbstractBookBody() {
  const { t } = useConsoleTranslation();
  const { language: pageLanguage } = useLanguage();
  const [language, setLanguage] = useState<Language>(pageLanguage);
  const [asking, setAsking] = useState(false);
  const books = useAbstractBooks();
  const notice = useNotice();
  const writing = isWriting(books.data?.abstractBooks);
  const ask = async () => {
    setAsking(true);
    try {
      await requestAbstractBook(language);
      await books.mutate();
      const named = { ja: t(`console.abstractBook.${language}`, { lng: 'ja' }), en: t(`console.abstractBook.${language}`, { lng: 'en' }) };
      notice.say('success', {
        ja: t('console.abstractBook.asked', { language: named.ja, lng: 'ja' }),
        en: t('console.abstractBook.asked', { language: named.en, lng: 'en' }),
      });
    } catch (error) {
      notice.say('error', refusalText(error));
      await books.mutate();
    } finally {
      setAsking(false);
    }
  };
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', mb: 2 }}>
        <FormControl>
          <FormLabel id="abstract-book-language">{t('console.abstractBook.language')}</FormLabel>
          <RadioGroup row aria-labelledby="abstract-book-language" value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
            <FormControlLabel value="ja" control={<Radio />} label={t('console.abstractBook.ja')} />
            <FormControlLabel value="en" control={<Radio />} label={t('console.abstractBook.en')} />
          </RadioGroup>
        </FormControl>
        <Button variant="contained" onClick={() => void ask()} disabled={asking || writing}>
          {t('console.abstractBook.generate')}
        </Button>
      </Box>
      {writing && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('console.abstractBook.busy')}
        </Typography>
      )}
      {notice.element}
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {t('console.abstractBook.latest')}
      </Typography>
      {books.error ? (
        <LoadError onRetry={() => void books.mutate()} />
      ) : !books.data ? (
        <Loading />
      ) : books.data.abstractBooks.length === 0 ? (
        <Typography>{t('console.abstractBook.none')}</Typography>
      ) : (
        books.data.abstractBooks.map((book) => <AbstractBookCard key={book.id} book={book} />)
      )}
    </>
  );
}

/** Route /mng/abstract_book: the abstract book of §2's console (issue 67). */
export function AbstractBookPage() {
  const { t } = useConsoleTranslation();
  return (
    <ManagerPage titleId="abstract-book-title" title={t('console.abstractBook.title')} lead={t('console.abstractBook.lead')}>
      {() => <AbstractBookBody />}
    </ManagerPage>
  );
}
