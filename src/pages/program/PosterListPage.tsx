import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useOperationTranslation } from '../../kit/operationStrings';
import { useSearchParams } from 'react-router-dom';
import { posterFilters, usePresentations } from '../../api/program';
import { Loading } from '../../kit/Loading';
import { ProgramError, ProgramGate } from './ProgramGate';
import { ProgramPager } from './ProgramPager';
import { PresentationItem } from './PresentationItem';

/** The poster presentations in code order, a page at a time; the page lives in the URL. */
export function PosterList() {
  const { t } = useOperationTranslation();
  const [params, setParams] = useSearchParams();
  const list = usePresentations('poster', posterFilters(params));
  return (
    <Box component="section" aria-labelledby="posters-title">
      <Typography id="posters-title" variant="h5" component="h1" gutterBottom>
        {t('program.postersTitle')}
      </Typography>
      {list.error ? (
        <ProgramError error={list.error} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <Loading />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
            {t('program.count', { count: list.data.metadata.totalCount })}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {list.data.collection.map(({ presentation, programSession }) => (
              <li key={presentation.id}>
                <PresentationItem presentation={presentation} session={programSession} headingLevel="h2" />
              </li>
            ))}
          </Box>
          <ProgramPager pager={list.data.metadata} onPage={(next) => setParams({ page: String(next) })} />
        </>
      )}
    </Box>
  );
}

export function PosterListPage() {
  return (
    <ProgramGate feature="isPosterPresentations">
      <PosterList />
    </ProgramGate>
  );
}
