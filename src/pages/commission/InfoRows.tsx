import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Label widths of docs/requirements/operation-area.md §9: 240px, 180px when thin; stacked on phones. */
export function InfoRows({ children, thin = false }: { children: ReactNode; thin?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: `${thin ? 180 : 240}px 1fr` },
        columnGap: 2,
        rowGap: { xs: 0.25, md: 1 },
        m: 0,
        '& dt': { fontWeight: 600, color: 'text.secondary', mt: { xs: 1, md: 0 } },
        '& dd': { m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
      }}
    >
      {children}
    </Box>
  );
}

export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
