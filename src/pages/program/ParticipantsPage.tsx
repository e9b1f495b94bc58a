import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { setListed, useParticipants, type ParticipantPage } from '../../api/participants';
import { useOperationTranslation } from '../../kit/operationStrings';
import { Loading } from '../../kit/Loading';
import { useToast } from '../../kit/toast';
import { bothLanguages, useLanguage } from '../../kit/useLanguage';
import { ProgramError, ProgramGate } from './ProgramGate';
import { ProgramPager } from './ProgramPager';

export interface ParticipantListProps {
  data: ParticipantPage;
  query: string;
  onSearch(query: string): void;
  onPage(page: number): void;
  /** Saves the viewer's choice; answers whether it was saved. */
  onListed(listed: boolean): Promise<boolean>;
}

/**
 * The participant list (issue 65): names and affiliations of those who chose to appear, a search
 * by either, pages of 20, and the viewer's own switch to appear or not.
 */
export function ParticipantList({ data, query, onSearch, onPage, onListed }: ParticipantListProps) {
  const { t } = useOperationTranslation();
  const { language } = useLanguage();
  const [draft, setDraft] = useState(query);
  const [saving, setSaving] = useState(false);
  // The switch moves at once; a choice that could not be saved moves it back.
  const [choice, setChoice] = useState<boolean | undefined>(undefined);
  return (
    <Box component="section" aria-labelledby="participants-title">
      <Typography id="participants-title" variant="h5" component="h1" gutterBottom>
        {t('participants.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('participants.intro')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={choice ?? data.listed}
            disabled={saving}
            onChange={(event) => {
              const wanted = event.target.checked;
              setChoice(wanted);
              setSaving(true);
              void onListed(wanted)
                .then((saved) => setChoice(saved ? undefined : !wanted))
                .finally(() => setSaving(false));
            }}
          />
        }
        label={t('participants.listMe')}
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 2 }}>
        {t('participants.listMeHint')}
      </Typography>
      <Stack
        component="form"
        role="search"
        direction="row"
        spacing={1}
        sx={{ mb: 2, maxWidth: 560 }}
        onSubmit={(event) => (event.preventDefault(), onSearch(draft.trim()))}
      >
        <TextField
          label={t('participants.search')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button type="submit" variant="outlined">
          {t('participants.searchButton')}
        </Button>
      </Stack>
      <Typography role="status" sx={{ mb: 1 }}>
        {data.pager.totalCount === 0 ? t('participants.none') : t('participants.count', { count: data.pager.totalCount })}
      </Typography>
      <List aria-labelledby="participants-title" dense>
        {data.items.map((person) => (
          <ListItem key={person.id} divider>
            <ListItemText
              primary={person.name[language]}
              secondary={
                person.affiliation
                  ? language === 'en' && person.affiliation.en
                    ? person.affiliation.en
                    : person.affiliation.ja
                  : t('participants.noAffiliation')
              }
            />
          </ListItem>
        ))}
      </List>
      <ProgramPager pager={data.pager} onPage={onPage} />
    </Box>
  );
}

function Participants() {
  const { i18n } = useOperationTranslation();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, mutate } = useParticipants(query, page);
  if (error) return <ProgramError error={error} onRetry={() => void mutate()} />;
  if (!data) return <Loading />;
  const go = (q: string, p: number) => setParams(Object.fromEntries([...(q ? [['q', q]] : []), ...(p > 1 ? [['page', String(p)]] : [])]));
  return (
    <ParticipantList
      data={data}
      query={query}
      onSearch={(q) => go(q, 1)}
      onPage={(p) => go(query, p)}
      onListed={async (listed) => {
        try {
          await setListed(listed);
          toast.success(bothLanguages(i18n, listed ? 'participants.listed' : 'participants.unlisted'));
          await mutate();
          return true;
        } catch (failure) {
          toast.error(failure, undefined, bothLanguages(i18n, 'participants.saveFailed'));
          return false;
        }
      }}
    />
  );
}

export function ParticipantsPage() {
  return (
    <ProgramGate feature="isUserListPage">
      <Participants />
    </ProgramGate>
  );
}
