import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SummarySection } from '../../../engine/summary';

export interface ConfirmationStepProps {
  sections: SummarySection[];
  submitting: boolean;
  /** Dummy links can look but never register. */
  canRegister: boolean;
  onBack: () => void;
  onRegister: () => void;
}

export function ConfirmationStep({ sections, submitting, canRegister, onBack, onRegister }: ConfirmationStepProps) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('signup.confirmationTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('signup.confirmationLead')}</Typography>
      <Stack spacing={2}>
        {sections.map((section) => (
          <Paper key={section.id} component="section" variant="outlined" aria-labelledby={`summary-${section.id}`} sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id={`summary-${section.id}`} variant="h6" component="h3" gutterBottom>
              {section.title}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '240px 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 1 }, m: 0 }}>
              {section.rows.map((row) => (
                <Box key={row.path} sx={{ display: 'contents' }}>
                  <Typography component="dt" sx={{ fontWeight: 'bold', mt: { xs: 1, sm: 0 } }}>
                    {row.label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', color: row.value ? 'text.primary' : 'text.secondary' }}>
                    {row.value ?? t('signup.notEntered')}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>
      {!canRegister && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('signup.dummyBanner')}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: 3 }}>
        <Button variant="outlined" onClick={onBack} disabled={submitting}>
          {t('signup.back')}
        </Button>
        <Button variant="contained" onClick={onRegister} disabled={submitting || !canRegister} aria-busy={submitting}>
          {submitting ? t('signup.registering') : t('signup.register')}
        </Button>
      </Stack>
    </Box>
  );
}
