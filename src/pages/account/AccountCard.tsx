import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The narrow card every sign-in page sits in, titled for screen readers and the eye alike. */
export function AccountCard({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560, mx: 'auto' }}>
      <Typography id={id} variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
