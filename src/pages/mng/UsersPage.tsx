import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { ManagerPage } from './ManagerPage';
import { CsvDownload } from './CsvDownload';
import { userRoles } from '../../../engine/roles';
import type { LocalizedText } from '../../../engine/messages';
import {
  approveUsers,
  downloadNameCards,
  filterVariables,
  useMngUsers,
  userListParams,
  usersCsvUrl,
  type MngUser,
  type UserListParams,
} from '../../api/mngUsers';
import { Loading, LoadError } from '../../kit/Loading';
import { useLanguage } from '../../kit/useLanguage';
import { usePageStrings } from '../../kit/pageStrings';
import { operationStrings } from '../../kit/operationStrings';
import { refusalText } from '../judging/parts';
import { mngUsersStrings } from './userStrings';
import { UserDrawerBody, type Viewer } from './users/UserDrawer';
import { UsersTable } from './users/UsersTable';
import { DummyUsersPanel } from './users/DummyUsersPanel';

/** The users list's strings, with the operation area's (the pager). */
const useUsersTranslation = () => usePageStrings(operationStrings, mngUsersStrings);

/**
 * The list's filters. Typing changes only this form: the table (50 rows) renders again when a
 * search is sent, not at every key.
 */
function UsersFilter({ params, onSearch }: { params: UserListParams; onSearch: (next: UserListParams) => void }) {
  const { t } = useUsersTranslation();
  const [draft, setDraft] = useState(params);
  const select = (label: string, name: keyof UserListParams, options: [string, string][]) => (
    <TextField
      select
      size="small"
      id={`filter-${name}`}
      label={label}
      value={draft[name] ?? ''}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
    >
      <MenuItem value="">{t('mngUsers.filter.any')}</MenuItem>
      {options.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSearch(draft);
      }}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr', md: '2fr 1fr 1fr 1fr 1fr' }, gap: 1.5, mb: 2 }}
    >
      <TextField
        size="small"
        id="filter-q"
        label={t('mngUsers.filter.q')}
        value={draft.q ?? ''}
        onChange={(event) => setDraft({ ...draft, q: event.target.value })}
      />
      {select(
        t('mngUsers.filter.role'),
        'role',
        userRoles.filter((role) => role !== 'participant').map((role) => [role, t(`mngUsers.roles.${role}`)]),
      )}
      {select(t('mngUsers.filter.verified'), 'verified', [
        ['true', t('mngUsers.filter.approved')],
        ['false', t('mngUsers.filter.waiting')],
      ])}
      {select(t('mngUsers.filter.locked'), 'locked', [
        ['true', t('mngUsers.filter.lockedOnly')],
        ['false', t('mngUsers.filter.unlockedOnly')],
      ])}
      {select(t('mngUsers.filter.application'), 'application', [
        ['true', t('mngUsers.filter.with')],
        ['false', t('mngUsers.filter.without')],
      ])}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          {t('mngUsers.search')}
        </Button>
        <Button
          onClick={() => {
            setDraft({});
            onSearch({});
          }}
        >
          {t('mngUsers.clear')}
        </Button>
      </Box>
    </Box>
  );
}

function UsersBody({ viewer }: { viewer: Viewer }) {
  const viewerIsAdmin = viewer.role === 'admin';
  const { t } = useUsersTranslation();
  const { language } = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const params: UserListParams = Object.fromEntries(userListParams.flatMap((name) => (searchParams.get(name) ? [[name, searchParams.get(name)!]] : [])));
  const list = useMngUsers(params, true);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [printing, setPrinting] = useState(false);
  const [open, setOpen] = useState<MngUser>();
  const [notice, setNotice] = useState<string>();
  const [refusal, setRefusal] = useState<LocalizedText>();
  const go = (next: UserListParams) => {
    setSelected(new Set());
    setSearchParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value)) as Record<string, string>);
  };
  const approve = async (target: Parameters<typeof approveUsers>[0]) => {
    setRefusal(undefined);
    try {
      const count = await approveUsers(target);
      setNotice(t('mngUsers.approved', { count }));
      setSelected(new Set());
      await list.mutate();
    } catch (error) {
      setRefusal(refusalText(error));
    }
  };
  /** Name cards for the selected accounts, or every approved one's when none is selected. */
  const printNameCards = async () => {
    setRefusal(undefined);
    setPrinting(true);
    try {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await downloadNameCards(selected.size > 0 ? [...selected] : undefined));
      link.download = 'name-cards.pdf';
      link.click();
      URL.revokeObjectURL(link.href);
    } catch {
      setRefusal({ ja: t('mngUsers.nameCardsFailed', { lng: 'ja' }), en: t('mngUsers.nameCardsFailed', { lng: 'en' }) });
    } finally {
      setPrinting(false);
    }
  };
  return (
    <>
      <UsersFilter params={params} onSearch={(next) => go({ ...next, page: '' })} />
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refusal[language]}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(undefined)}>
          {notice}
        </Alert>
      )}
      {list.error ? (
        <LoadError onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <Loading />
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
            <Typography role="status" sx={{ mr: 1 }}>
              {t('mngUsers.count', { count: list.data.pager.totalCount })}
            </Typography>
            <Button size="small" variant="contained" disabled={selected.size === 0} onClick={() => void approve({ ids: [...selected] })}>
              {t('mngUsers.approveSelected', { count: selected.size })}
            </Button>
            <Button
              size="small"
              variant="outlined"
              disabled={list.data.pager.totalCount === 0}
              onClick={() => void approve({ filter: filterVariables(params) })}
            >
              {t('mngUsers.approveAll')}
            </Button>
            <Button size="small" disabled={printing} onClick={() => void printNameCards()}>
              {selected.size > 0 ? t('mngUsers.nameCardsSelected', { count: selected.size }) : t('mngUsers.nameCards')}
            </Button>
          </Box>
          <Box sx={{ mb: 1 }}>
            <CsvDownload url={(language) => usersCsvUrl(params, language)} />
          </Box>
          <UsersTable
            users={list.data.items}
            selected={selected}
            onSelect={(ids, on) =>
              setSelected((current) => {
                const next = new Set(current);
                for (const id of ids)
                  if (on) next.add(id);
                  else next.delete(id);
                return next;
              })
            }
            sort={params.sort ?? 'id'}
            descending={params.descending === 'true'}
            onSort={(sort) => go({ ...params, sort, descending: params.sort === sort && params.descending !== 'true' ? 'true' : '', page: '' })}
            onOpen={setOpen}
          />
          {list.data.pager.totalPages > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              page={list.data.pager.currentPage}
              count={list.data.pager.totalPages}
              onChange={(_event, page) => go({ ...params, page: String(page) })}
              getItemAriaLabel={(type, page, isSelected) =>
                type === 'page' ? t(isSelected ? 'program.currentPage' : 'program.goToPage', { page }) : t(`program.pager.${type}`)
              }
            />
          )}
        </>
      )}
      {viewerIsAdmin && <DummyUsersPanel onChanged={() => list.mutate()} />}
      <Drawer anchor="right" open={open !== undefined} onClose={() => setOpen(undefined)} slotProps={{ paper: { 'aria-labelledby': 'user-drawer-title' } }}>
        {open && (
          <UserDrawerBody
            user={open}
            viewer={viewer}
            onChanged={(user) => {
              setOpen(user);
              void list.mutate();
            }}
          />
        )}
        <Button onClick={() => setOpen(undefined)} sx={{ m: 2, alignSelf: 'flex-start' }}>
          {t('mngUsers.close')}
        </Button>
      </Drawer>
    </>
  );
}

/** Route /mng/user_list: every account with the filters of §7 in the address (issue 19). */
export function UsersPage() {
  const { t } = useUsersTranslation();
  return (
    <ManagerPage titleId="mng-users-title" title={t('mngUsers.title')}>
      {(manager) => <UsersBody viewer={manager} />}
    </ManagerPage>
  );
}
