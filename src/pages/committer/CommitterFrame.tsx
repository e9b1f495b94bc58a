import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { notingKeys } from '../../../engine/notings/notingKeys';
import { Noting } from '../../features/notings/Noting';
import { DummyBanner } from '../signup/DummyBanner';
import { TermsLinks } from '../signup/TermsLinks';

/**
 * What surrounds the commission registration form: the dummy link's banner, who is registering,
 * the terms and the conference's notice. It needs none of the form's code, so it shows while
 * that loads.
 */
export function CommitterFrame({ kind, isDummy, children }: { kind: 'organizer' | 'other'; isDummy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    // Not one form element: the generated form brings its own parts (see FormPart).
    <Box component="section" aria-labelledby="committer-title">
      {isDummy && <DummyBanner />}
      <Typography sx={{ mb: 2 }}>{t(`committer.intro.${kind}`)}</Typography>
      <TermsLinks />
      <Noting notingKey={notingKeys.committerSignupForm} />
      {children}
    </Box>
  );
}

/** Registered: what comes next, and the way to the top page. */
export function CommitterDone() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="committer-done" sx={{ my: 4 }}>
      <Typography id="committer-done" variant="h5" component="h2" gutterBottom>
        {t('committer.completed')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('committer.completedBody')}</Typography>
      <Link component={RouterLink} to="/">
        {t('committer.toTop')}
      </Link>
    </Box>
  );
}
