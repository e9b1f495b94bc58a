import { displayName } from '../../../kit/displayName';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { alpha, type Theme } from '@mui/material/styles';
import { useConsoleTranslation } from '../../../kit/consoleStrings';
import { useTimeFormat } from '../../../kit/timeZone';
import { type MngUser } from '../../../api/mngUsers';
import { useLanguage } from '../../../kit/useLanguage';
import { usePageStrings } from '../../../kit/pageStrings';
import { mngUsersStrings } from '../userStrings';
import { plainRowStyles } from '../plainTable';

const useUsersTranslation = () => usePageStrings(mngUsersStrings);

const nameOf = displayName;

/** The users' own additions to the plain rows (src/pages/mng/plainTable.ts): the checkbox column and a selected row. */
const userRowStyles = (theme: Theme) => ({
  '& tbody td.check': { padding: '0 0 0 12px', width: 48 },
  '& .name': { whiteSpace: 'nowrap' },
  '& tbody tr.selected': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) },
  '& tbody input[type=checkbox]': { width: 18, height: 18, margin: 0, accentColor: theme.palette.primary.main, cursor: 'pointer' },
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
      <Table size="small" aria-labelledby="mng-users-title" sx={[{ minWidth: 820 }, plainRowStyles, userRowStyles]}>
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
                      <span key={role} className="tag default">
                        {t(`mngUsers.roles.${role}`)}
                      </span>
                    ))}
                </td>
                <td>
                  <span className={user.isVerified ? 'tag success' : 'tag'}>{t(user.isVerified ? 'mngUsers.status.approved' : 'mngUsers.status.waiting')}</span>
                  {user.isLocked && <span className="tag error">{t('mngUsers.status.locked')}</span>}
                  {user.isDummy && <span className="tag">{t('mngUsers.dummyChip')}</span>}
                  {user.isBackdoorUsed && <span className="tag warning">{backdoorLabel}</span>}
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
