import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useOperationTranslation } from '../../kit/operationStrings';
import type { ApplicationData } from '../../../schemas/submission';
import { numberedAuthorship } from '../../../engine/submission/authorship';
import { abstractPurifyConfig } from '../../../engine/richText';
import { useSafeHtml } from '../../kit/useSafeHtml';

/** An abstract's sanitized marks (italic, bold, sub- and superscripts) and line breaks, as printed. */
export function AbstractText({ html, lang }: { html: string; lang: string }) {
  const clean = useSafeHtml(html.replace(/\n/g, '<br>'), abstractPurifyConfig);
  return <Typography component="div" lang={lang} sx={{ textAlign: 'justify', lineHeight: 1.8 }} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />;
}

/**
 * The abstract as it will be printed (issue 17): title, authors with superscript affiliation
 * numbers and the presenter marked, the numbered institutes, then the abstract in each language
 * it is written in.
 */
export function AbstractPreview({ data }: { data: ApplicationData }) {
  const { t } = useOperationTranslation();
  const { authors, institutes } = numberedAuthorship(data);
  const names = (english: boolean) =>
    authors.map(({ author, numbers }, i) => {
      const name = english ? [author.firstNameEn, author.lastNameEn].filter(Boolean).join(' ') : `${author.lastName ?? ''} ${author.firstName ?? ''}`.trim();
      // A name and its numbers stay together; the line breaks between names, after the separator
      // (inside the unbreakable part it could not, and a phone's page widened; issue 68, item 19).
      return (
        <Fragment key={i}>
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {author.isPresenter ? (
              <Box component="span" aria-label={t('submission.preview.presenter')}>
                ○
              </Box>
            ) : null}
            {name}
            {numbers.length > 0 && <sup>{numbers.join(',')}</sup>}
            {i < authors.length - 1 ? (english ? ',' : '、') : ''}
          </Box>
          {i < authors.length - 1 && english ? ' ' : ''}
          {i < authors.length - 1 && !english ? <wbr /> : null}
        </Fragment>
      );
    });
  const hasEnglishNames = authors.some(({ author }) => author.lastNameEn || author.firstNameEn);
  return (
    <Box
      component="article"
      aria-label={t('submission.preview.title')}
      sx={{
        p: { xs: 2, sm: 4 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        fontFamily: 'serif',
        overflowWrap: 'anywhere',
      }}
    >
      {data.title && (
        <Typography component="h2" variant="h6" lang="ja" sx={{ textAlign: 'center', fontWeight: 700 }}>
          {data.title}
        </Typography>
      )}
      {data.titleEn && (
        <Typography component={data.title ? 'p' : 'h2'} variant="subtitle1" lang="en" sx={{ textAlign: 'center', fontWeight: 700 }}>
          {data.titleEn}
        </Typography>
      )}
      <Typography component="p" lang="ja" sx={{ textAlign: 'center', mt: 2 }}>
        {names(false)}
      </Typography>
      {hasEnglishNames && (
        <Typography component="p" lang="en" sx={{ textAlign: 'center' }}>
          {names(true)}
        </Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, my: 1, textAlign: 'center', fontSize: '0.875rem' }}>
        {institutes.map(({ number, institute }) => (
          <li key={institute.key}>
            <sup>{number}</sup>
            {[institute.name, institute.nameEn].filter(Boolean).join(' / ')}
          </li>
        ))}
      </Box>
      {data.abstract && (
        <Box sx={{ mt: 3 }}>
          <AbstractText html={data.abstract} lang="ja" />
        </Box>
      )}
      {data.abstractEn && (
        <Box sx={{ mt: 3 }}>
          <AbstractText html={data.abstractEn} lang="en" />
        </Box>
      )}
    </Box>
  );
}
