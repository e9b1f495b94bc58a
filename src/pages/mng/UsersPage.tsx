import { useState, type FormEvent } from 'react';
import { displayName } from '../../kit/displayName';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { startImpersonation } from '../../api/console';
import { useConsoleTranslation } from '../../kit/consoleStrings';
import { ManagerPage } from './ManagerPage';
import { CsvDownload } from './CsvDownload';
import { needsAdmin, userRoles, type UserRole } from '../../../engine/roles';
import { useTimeFormat } from '../../kit/timeZone';
import type { LocalizedText } from '../../../engine/messages';
import {
  approveUsers,
  changeUserEmail,
  createDummyUsers,
  downloadNameCards,
  removeDummyUsers,
  filterVariables,
  setUserLocked,
  setUserRole,
  useMngUsers,
  userListParams,
  usersCsvUrl,
  type MngUser,
  type UserListParams,
} from '../../api/mngUsers';
import { Loading, LoadError } from '../../kit/Loading';
import { useLanguage } from '../../kit/useLanguage';
import { usePageStrings } from '../../kit/pageStrings';
import { refusalText } from '../judging/parts';
import { mngUsersStrings } from './userStrings';

const useUsersTranslation = () => usePageStrings(mngUsersStrings);

const nameOf = displayName;

/** One user's details: roles, lock, and an e-mail change typed twice (issue 19). */
/** The signed-in manager, as the server judges what they may change (engine/roles.ts `needsAdmin`). */
export interface Viewer {
  id: number;
  role: string;
}

export function UserDrawerBody({ user, viewer, onChanged }: { user: MngUser; viewer: Viewer; onChanged: (user: MngUser) => void }) {
  const { t } = useUsersTranslation();
  const { language } = useLanguage();
  const [refusal, setRefusal] = useState<LocalizedText>();
  const [done, setDone] = useState<string>();
  const [email, setEmail] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<MngUser>, note?: string) => {
    setBusy(true);
    setRefusal(undefined);
    setDone(undefined);
    try {
      onChanged(await work());
      setDone(note);
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setBusy(false);
    }
  };
  const target = { id: user.id, role: user.roles.includes('admin') ? 'admin' : user.roles.includes('manager') ? 'manager' : 'attendee' };
  const adminOnly = (role: UserRole) => needsAdmin(viewer, target, role);
  const accountAdminOnly = needsAdmin(viewer, target);
  return (
    <Box sx={{ p: 3, width: { xs: '100vw', sm: 420 }, maxWidth: '100vw' }}>
      <Typography id="user-drawer-title" variant="h6" component="h2">
        {nameOf(user, language)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {[user.affiliation, user.department, user.rank].filter(Boolean).join(' / ')}
      </Typography>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refusal[language]}
        </Alert>
      )}
      {done && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {done}
        </Alert>
      )}
      <Typography variant="subtitle1" component="h3">
        {t('mngUsers.rolesTitle')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', mb: 2 }}>
        {userRoles
          .filter((role) => role !== 'participant')
          .map((role) => (
            <FormControlLabel
              key={role}
              label={`${t(`mngUsers.roles.${role}`)}${adminOnly(role) && !accountAdminOnly ? ` (${t('mngUsers.adminOnly')})` : ''}`}
              control={
                <Checkbox
                  checked={user.roles.includes(role)}
                  disabled={busy || adminOnly(role)}
                  onChange={(event) => void run(() => setUserRole(user.id, role, event.target.checked))}
                />
              }
            />
          ))}
      </Box>
      {accountAdminOnly && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('mngUsers.managerAccountNote')}
        </Alert>
      )}
      {user.isLocked && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('mngUsers.lockedNote')}
        </Alert>
      )}
      <Button
        variant="outlined"
        color={user.isLocked ? 'primary' : 'error'}
        disabled={busy || accountAdminOnly || user.id === viewer.id}
        onClick={() => void run(() => setUserLocked(user.id, !user.isLocked))}
        sx={{ mb: 3 }}
      >
        {t(user.isLocked ? 'mngUsers.unlock' : 'mngUsers.lock')}
      </Button>
      <Box
        component="form"
        aria-labelledby="email-change-title"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void run(() => changeUserEmail(user.id, email, confirmation), t('mngUsers.emailChanged'));
        }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        <Typography id="email-change-title" variant="subtitle1" component="h3">
          {t('mngUsers.emailTitle')}
        </Typography>
        <TextField
          size="small"
          type="email"
          required
          id="new-email"
          label={t('mngUsers.newEmail')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          size="small"
          type="email"
          required
          id="confirm-email"
          label={t('mngUsers.confirmEmail')}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <Button type="submit" variant="contained" disabled={busy || accountAdminOnly}>
          {t('mngUsers.changeEmail')}
        </Button>
      </Box>
      <ImpersonationSection user={user} />
    </Box>
  );
}

/** "Act as this user" (issue 19): not for managers, admins or locked accounts, which the server refuses too. */
export function ImpersonationSection({ user, onStart = startImpersonation }: { user: MngUser; onStart?: (id: number) => Promise<void> }) {
  const { t } = useConsoleTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<LocalizedText>();
  const [busy, setBusy] = useState(false);
  const isManager = user.roles.includes('manager') || user.roles.includes('admin');
  const reason = isManager ? t('console.impersonation.notPossibleManager') : user.isLocked ? t('console.impersonation.notPossibleLocked') : undefined;
  const start = async () => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await onStart(user.id);
      navigate('/');
    } catch (error) {
      setRefusal(refusalText(error));
      setBusy(false);
    }
  };
  return (
    <Box component="section" aria-labelledby="impersonation-title" sx={{ mt: 3 }}>
      <Typography id="impersonation-title" variant="subtitle1" component="h3">
        {t('console.impersonation.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {reason ?? t('console.impersonation.note')}
      </Typography>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {refusal[language]}
        </Alert>
      )}
      <Button variant="outlined" color="warning" disabled={busy || reason !== undefined} onClick={() => void start()}>
        {t('console.impersonation.start')}
      </Button>
    </Box>
  );
}

/**
 * The rows' look as fixed CSS written once for the table: a page of 50 users is 50 plain rows with
 * a native checkbox and text tags, not 50 × (a MUI Checkbox with its ripple, and several Chips),
 * each styled on every mount (BENCHMARKS.md "The managers' users page").
 */
const rowStyles = (theme: Theme) => ({
  '& tbody td': {
    padding: '6px 16px',
    borderBottom: `1px solid ${theme.palette.divider}`,
    fontSize: theme.typography.body2.fontSize,
    lineHeight: 1.43,
    verticalAlign: 'middle',
  },
  '& tbody td.check': { padding: '0 0 0 12px', width: 48 },
  '& tbody tr.selected': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) },
  '& tbody input[type=checkbox]': { width: 18, height: 18, margin: 0, accentColor: theme.palette.primary.main, cursor: 'pointer' },
  '& .name': {
    background: 'none',
    border: 0,
    padding: 0,
    color: theme.palette.primary.main,
    font: 'inherit',
    fontWeight: 500,
    cursor: 'pointer',
    textAlign: 'left',
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  '& .tag': {
    display: 'inline-block',
    padding: '0 8px',
    borderRadius: 12,
    fontSize: '0.8125rem',
    lineHeight: '22px',
    margin: '0 4px 4px 0',
    border: `1px solid ${theme.palette.grey[400]}`,
    whiteSpace: 'nowrap',
  },
  '& .tag.role': { backgroundColor: theme.palette.action.selected, borderColor: 'transparent' },
  '& .tag.approved': { backgroundColor: theme.palette.success.main, color: theme.palette.success.contrastText, borderColor: 'transparent' },
  '& .tag.locked': { backgroundColor: theme.palette.error.main, color: theme.palette.error.contrastText, borderColor: 'transparent' },
  '& .tag.backdoor': { color: theme.palette.text.primary, backgroundColor: alpha(theme.palette.warning.main, 0.12), borderColor: theme.palette.warning.main },
});

/** The list: a checkbox, the name (opens the details), e-mail, affiliation, roles and state, sortable. */
export function UsersTable({
  users,
  selected,
  onSelect,
  sort,
  descending,
  onSort,
  onOpen,
}: {
  users: MngUser[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  sort: string;
  descending: boolean;
  onSort: (sort: string) => void;
  onOpen: (user: MngUser) => void;
}) {
  const at = useTimeFormat();
  const { t } = useUsersTranslation();
  const backdoorLabel = useConsoleTranslation().t('console.impersonation.usedChip');
  const { language } = useLanguage();
  const all = users.length > 0 && users.every((user) => selected.has(user.id));
  const sortable = (key: string, label: string) => (
    <TableSortLabel active={sort === key} direction={sort === key && descending ? 'desc' : 'asc'} onClick={() => onSort(key)}>
      {label}
    </TableSortLabel>
  );
  return (
    // On a phone the table scrolls sideways rather than breaking addresses mid-word.
    <TableContainer>
      <Table size="small" aria-labelledby="mng-users-title" sx={[{ minWidth: 820 }, rowStyles]}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={all}
                onChange={(event) =>
                  onSelect(
                    users.map((user) => user.id),
                    event.target.checked,
                  )
                }
                slotProps={{ input: { 'aria-label': t('mngUsers.selectPage') } }}
              />
            </TableCell>
            <TableCell>{sortable('name', t('mngUsers.column.name'))}</TableCell>
            <TableCell>{sortable('email', t('mngUsers.column.email'))}</TableCell>
            <TableCell>{t('mngUsers.column.affiliation')}</TableCell>
            <TableCell>{t('mngUsers.column.roles')}</TableCell>
            <TableCell>{t('mngUsers.column.status')}</TableCell>
            <TableCell>{sortable('createdAt', t('mngUsers.column.registered'))}</TableCell>
          </TableRow>
        </TableHead>
        <tbody>
          {users.map((user) => {
            const name = nameOf(user, language);
            const isSelected = selected.has(user.id);
            return (
              <tr key={user.id} className={isSelected ? 'selected' : undefined}>
                <td className="check">
                  <input
                    type="checkbox"
                    checked={isSelected}
                    onChange={(event) => onSelect([user.id], event.target.checked)}
                    aria-label={t('mngUsers.select', { name })}
                  />
                </td>
                <td>
                  <button type="button" className="name" onClick={() => onOpen(user)} aria-label={t('mngUsers.details', { name })}>
                    {name}
                  </button>
                </td>
                <td>{user.email}</td>
                <td>{user.affiliation ?? '—'}</td>
                <td>
                  {user.roles
                    .filter((role) => role !== 'participant')
                    .map((role) => (
                      <span key={role} className="tag role">
                        {t(`mngUsers.roles.${role}`)}
                      </span>
                    ))}
                </td>
                <td>
                  <span className={user.isVerified ? 'tag approved' : 'tag'}>
                    {t(user.isVerified ? 'mngUsers.status.approved' : 'mngUsers.status.waiting')}
                  </span>
                  {user.isLocked && <span className="tag locked">{t('mngUsers.status.locked')}</span>}
                  {user.isDummy && <span className="tag">{t('mngUsers.dummyChip')}</span>}
                  {user.isBackdoorUsed && <span className="tag backdoor">{backdoorLabel}</span>}
                </td>
                <td style={{ whiteSpace: 'nowrap' }}>{at(user.createdAt)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableContainer>
  );
}

/** Admins only: dummy accounts for a rehearsal, made 1 to 100 at a time and removed together. */
export function DummyUsersPanel({ onChanged }: { onChanged: () => Promise<unknown> }) {
  const { t } = useUsersTranslation();
  const { language } = useLanguage();
  const [count, setCount] = useState('10');
  const [made, setMade] = useState<{ email: string; password: string }[]>([]);
  const [notice, setNotice] = useState<string>();
  const [refusal, setRefusal] = useState<LocalizedText>();
  const run = async (work: () => Promise<void>) => {
    setRefusal(undefined);
    setNotice(undefined);
    try {
      await work();
      await onChanged();
    } catch (error) {
      setRefusal(refusalText(error));
    }
  };
  return (
    <Box component="section" aria-labelledby="dummy-title" sx={{ mt: 4 }}>
      <Typography id="dummy-title" variant="h6" component="h2">
        {t('mngUsers.dummyTitle')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void run(async () => setMade(await createDummyUsers(Number(count))));
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', my: 1 }}
      >
        <TextField
          size="small"
          type="number"
          id="dummy-count"
          label={t('mngUsers.dummyCount')}
          value={count}
          onChange={(event) => setCount(event.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 100 } }}
          sx={{ width: 180 }}
        />
        <Button type="submit" variant="outlined">
          {t('mngUsers.dummyCreate')}
        </Button>
        <Button
          color="error"
          onClick={() => {
            if (window.confirm(t('mngUsers.dummyConfirm')))
              void run(async () => {
                setMade([]);
                setNotice(t('mngUsers.dummyRemoved', { count: await removeDummyUsers() }));
              });
          }}
        >
          {t('mngUsers.dummyRemove')}
        </Button>
      </Box>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {refusal[language]}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 1 }}>
          {notice}
        </Alert>
      )}
      {made.length > 0 && (
        <>
          <Alert severity="warning" sx={{ mb: 1 }}>
            {t('mngUsers.dummyMade')}
          </Alert>
          <Box component="pre" sx={{ fontSize: 13, bgcolor: 'action.hover', p: 1, overflowX: 'auto', maxHeight: 240 }}>
            {made.map((account) => `${account.email}\t${account.password}`).join('\n')}
          </Box>
        </>
      )}
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
  const [draft, setDraft] = useState(params);
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
    <>
      <Box
        component="form"
        role="search"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          go({ ...draft, page: '' });
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
              go({});
            }}
          >
            {t('mngUsers.clear')}
          </Button>
        </Box>
      </Box>
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
