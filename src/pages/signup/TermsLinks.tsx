import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Terms and privacy pages linked from the registration form (docs/requirements/public-area.md §2). */
export function TermsLinks() {
  const { t } = useTranslation();
  const links = [
    ['/term', t('signup.terms'), 'ja'],
    ['/term_en', t('signup.termsEn'), 'en'],
    ['/privacy_policy', t('signup.privacy'), 'ja'],
    ['/privacy_policy/en', t('signup.privacyEn'), 'en'],
  ] as const;
  return (
    <Stack component="nav" aria-label={t('signup.termsLead')} spacing={0.5} sx={{ mb: 2 }}>
      <Typography variant="body2">{t('signup.termsLead')}</Typography>
      <Stack direction="row" component="ul" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
        {links.map(([href, text, lang]) => (
          <li key={href}>
            <Link href={href} target="_blank" rel="noopener" hrefLang={lang}>
              {text}
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
