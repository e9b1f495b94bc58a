import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { useOperationTranslation } from '../../kit/operationStrings';
import type { Pager } from '../../api/program';

/** The pages of a list (the spec's Pager), as links a keyboard reaches. */
export function ProgramPager({ pager, onPage }: { pager: Pick<Pager, 'currentPage' | 'totalPages'>; onPage: (page: number) => void }) {
  const { t } = useOperationTranslation();
  if (pager.totalPages <= 1) return null;
  return (
    <Box component="nav" aria-label={t('program.pages')} sx={{ display: 'flex', justifyContent: 'center', my: 2 }}>
      <Pagination
        count={pager.totalPages}
        page={pager.currentPage}
        onChange={(_event, page) => onPage(page)}
        siblingCount={1}
        getItemAriaLabel={(type, page, selected) =>
          type === 'page' ? t(selected ? 'program.currentPage' : 'program.goToPage', { page }) : t(`program.pager.${type}`)
        }
      />
    </Box>
  );
}
