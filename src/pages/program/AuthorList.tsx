import { visuallyHidden } from '@mui/utils';
import { Fragment } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Author } from '../../api/program';
import { pickBilingual } from '../../kit/bilingual';
import { currentLanguage } from '../../kit/i18n';
import { Highlight } from './Highlight';
import { authorName, numberedInstitutes } from '../../../engine/program/authors';
import { useProgramClasses } from './programStyles';

/**
 * Authors in order with their affiliation numbers; the presenter is marked with ○ (and said so
 * to screen readers). With `full`, the numbered institutes follow. The texts come from the
 * caller's `i18n` (its useTranslation): a list holds over a hundred of these, and each
 * useTranslation of its own copies the i18n instance when it mounts.
 */
export function AuthorList({
  authors,
  i18n,
  full = false,
  terms = [],
  institutes = true,
}: {
  authors: Author[];
  i18n: I18n;
  full?: boolean;
  terms?: readonly string[];
  institutes?: boolean;
}) {
  const { t } = i18n;
  const language = currentLanguage(i18n.language);
  const { order, numbers } = numberedInstitutes(authors);
  const c = useProgramClasses();
  return (
    <div className={c.authors}>
      <p className={c.names}>
        {authors.map((author, a) => (
          <Fragment key={author.id}>
            {a > 0 && ', '}
            <span>
              {author.isPresenter && <span aria-hidden>○</span>}
              {author.isPresenter && <span style={visuallyHidden}>{t('program.presenter')}: </span>}
              <Highlight text={authorName(author, language)} terms={terms} />
              <sup>{author.institutes.map((institute) => numbers.get(institute.id)).join(',')}</sup>
            </span>
          </Fragment>
        ))}
      </p>
      {!institutes ? null : full ? (
        <ol className={c.institutes}>
          {order.map((institute) => (
            <li key={institute.id}>
              <Highlight text={pickBilingual(language, institute.name, institute.nameEn)} terms={terms} />
            </li>
          ))}
        </ol>
      ) : (
        <p className={c.institutesInline}>
          {order.map((institute, i) => (
            <Fragment key={institute.id}>
              {i > 0 && '; '}
              <sup>{i + 1}</sup>
              <Highlight text={pickBilingual(language, institute.name, institute.nameEn)} terms={terms} />
            </Fragment>
          ))}
        </p>
      )}
    </div>
  );
}
