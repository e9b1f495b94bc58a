import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Author } from '../../api/program';
import { useBilingual } from '../../app/bilingual';
import { useLanguage } from '../../app/useLanguage';
import { Highlight } from './Highlight';

export const authorName = (author: Author, language: 'ja' | 'en') =>
  language === 'en' && author.lastNameEn && author.firstNameEn ? `${author.firstNameEn} ${author.lastNameEn}` : `${author.lastName} ${author.firstName}`;

/** Institutes numbered in order of first appearance, as an abstract book numbers affiliations. */
function numbered(authors: Author[]) {
  const order: Author['institutes'] = [];
  const numbers = new Map<number, number>();
  for (const author of authors) {
    for (const institute of author.institutes) {
      if (!numbers.has(institute.id)) {
        order.push(institute);
        numbers.set(institute.id, order.length);
      }
    }
  }
  return { order, numbers };
}

/**
 * Authors in order with their affiliation numbers; the presenter is marked with ○ (and said so
 * to screen readers). With `full`, the numbered institutes follow.
 */
export function AuthorList({ authors, full = false, terms = [], institutes = true }: { authors: Author[]; full?: boolean; terms?: readonly string[]; institutes?: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const pick = useBilingual();
  const { order, numbers } = numbered(authors);
  return (
    <Box>
      <Typography variant="body2" component="p" sx={{ m: 0 }}>
        {authors.map((author, a) => (
          <Fragment key={author.id}>
            {a > 0 && ', '}
            <span>
              {author.isPresenter && <span aria-hidden>○</span>}
              {author.isPresenter && <Box component="span" sx={visuallyHidden}>{t('program.presenter')}: </Box>}
              <Highlight text={authorName(author, language)} terms={terms} />
              <sup>{author.institutes.map((institute) => numbers.get(institute.id)).join(',')}</sup>
            </span>
          </Fragment>
        ))}
      </Typography>
      {!institutes ? null : full ? (
        <Typography variant="body2" component="ol" color="text.secondary" sx={{ m: 0, mt: 0.5, pl: 3 }}>
          {order.map((institute) => (
            <li key={institute.id}>
              <Highlight text={pick(institute.name, institute.nameEn)} terms={terms} />
            </li>
          ))}
        </Typography>
      ) : (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ m: 0 }}>
          {order.map((institute, i) => (
            <Fragment key={institute.id}>
              {i > 0 && '; '}
              <sup>{i + 1}</sup>
              <Highlight text={pick(institute.name, institute.nameEn)} terms={terms} />
            </Fragment>
          ))}
        </Typography>
      )}
    </Box>
  );
}
