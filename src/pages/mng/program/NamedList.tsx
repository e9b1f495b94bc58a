import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
// Not ArrowUpward/ArrowDownward: the sign-up form's array buttons use those, and a second user
// would split them into a chunk of their own that every sign-up then fetches.
import DownIcon from '@mui/icons-material/KeyboardArrowDown';
import UpIcon from '@mui/icons-material/KeyboardArrowUp';
import { namedRowProblems } from '../../../../engine/program/editing';
import type { PresentationKind } from '../../../../schemas/program';
import { orderNamed, removeNamed, saveNamed, type GroupView, type NamedTable, type RoomView, type SeriesView } from '../../../api/programEditing';
import { useLanguage } from '../../../kit/useLanguage';
import { ChoiceField, errorsOf, inBoth, refusalOf, type Errors } from './parts';
import { useMngProgramTranslation } from './strings';

type Row = RoomView | GroupView | SeriesView;
type Say = (severity: 'success' | 'error', text: { ja: string; en: string }) => void;

/** One room, group or series: its names (a room's group, a series' kind) edited in place, saved on top of the version shown. */
function NamedRow({ table, row, groups = [], onChanged, say }: { table: NamedTable; row?: Row; groups?: GroupView[]; onChanged: () => void; say: Say }) {
  const { t } = useMngProgramTranslation();
  const { language } = useLanguage();
  const [name, setName] = useState(row?.name ?? '');
  const [nameEn, setNameEn] = useState(row?.nameEn ?? '');
  const [kind, setKind] = useState<PresentationKind>((row as SeriesView | undefined)?.kind ?? 'oral');
  const [groupId, setGroupId] = useState<number | null>((row as RoomView | undefined)?.groupId ?? null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const id = `${table}-${row?.id ?? 'new'}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = errorsOf(namedRowProblems({ name, nameEn }));
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const own = table === 'series' ? { kind } : table === 'rooms' ? { groupId } : {};
      await saveNamed(table, { name, nameEn, ...own, ...(row ? { version: row.version } : {}) } as never, row?.id);
      setErrors({});
      if (!row) {
        setName('');
        setNameEn('');
        setGroupId(null);
      }
      say('success', inBoth(t, 'mngProgram.saved'));
      onChanged();
    } catch (error) {
      const refusal = refusalOf(error);
      setErrors(refusal.fields);
      say('error', refusal.message);
    }
    setBusy(false);
  };
  const field = (key: 'name' | 'nameEn', value: string, set: (value: string) => void) => (
    <TextField
      id={`${id}-${key}`}
      label={t(`mngProgram.${key}`)}
      value={value}
      onChange={(event) => set(event.target.value)}
      required={key === 'name'}
      error={Boolean(errors[key])}
      helperText={errors[key]?.[language]}
      size="small"
      sx={{ flex: 1, minWidth: 160 }}
    />
  );
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      aria-label={row ? row.name : t(`mngProgram.${table}.new`)}
    >
      {field('name', name, setName)}
      {field('nameEn', nameEn, setNameEn)}
      {table === 'series' && (
        <TextField
          id={`${id}-kind`}
          select
          label={t('mngProgram.kind.label')}
          value={kind}
          onChange={(event) => setKind(event.target.value as PresentationKind)}
          error={Boolean(errors.kind)}
          helperText={errors.kind?.[language]}
          size="small"
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="oral">{t('mngProgram.kind.oral')}</MenuItem>
          <MenuItem value="poster">{t('mngProgram.kind.poster')}</MenuItem>
        </TextField>
      )}
      {table === 'rooms' && groups.length > 0 && (
        <Box sx={{ minWidth: 160 }}>
          <ChoiceField
            id={`${id}-groupId`}
            label={t('mngProgram.rooms.group')}
            error={errors.groupId}
            language={language}
            value={groupId}
            required={false}
            none={t('mngProgram.rooms.noGroup')}
            options={groups.map((group) => ({ value: group.id, label: language === 'en' && group.nameEn ? group.nameEn : group.name }))}
            onChange={setGroupId}
          />
        </Box>
      )}
      <Box>
        <Button type="submit" variant={row ? 'outlined' : 'contained'} disabled={busy}>
          {row ? t('mngProgram.save') : t('mngProgram.add')}
        </Button>
      </Box>
    </Stack>
  );
}

/** What depends on a row, as its line says. */
function usesOf(t: ReturnType<typeof useMngProgramTranslation>['t'], row: Row) {
  if ('sessions' in row)
    return row.events > 0
      ? `${t('mngProgram.rooms.sessions', { count: row.sessions })} · ${t('mngProgram.rooms.events', { count: row.events })}`
      : t('mngProgram.rooms.sessions', { count: row.sessions });
  if ('rooms' in row) return t('mngProgram.groups.rooms', { count: row.rooms });
  return t('mngProgram.series.uses', { count: row.uses });
}

/** The rooms (groups, series) in their order: rename, reorder with the arrows, remove (refused while in use), add. */
export function NamedList({
  table,
  rows,
  groups,
  onChanged,
  say,
}: {
  table: NamedTable;
  rows: Row[];
  /** The groups a room may be put in. */
  groups?: GroupView[];
  onChanged: () => void;
  say: Say;
}) {
  const { t } = useMngProgramTranslation();
  const move = async (index: number, by: -1 | 1) => {
    const ids = rows.map((row) => row.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    try {
      await orderNamed(table, ids);
      say('success', inBoth(t, 'mngProgram.saved'));
    } catch (error) {
      say('error', refusalOf(error).message);
    }
    onChanged();
    document.getElementById(`${table}-${rows[index]!.id}-${by < 0 ? 'up' : 'down'}`)?.focus();
  };
  const remove = async (row: Row) => {
    if (!window.confirm(t('mngProgram.removeConfirm', { name: row.name }))) return;
    try {
      await removeNamed(table, row.id);
      say('success', inBoth(t, 'mngProgram.removed'));
      onChanged();
    } catch (error) {
      say('error', refusalOf(error).message);
    }
  };
  return (
    <Stack spacing={2}>
      {rows.length === 0 && <Typography>{t(`mngProgram.${table}.none`)}</Typography>}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {rows.map((row, index) => (
          <Box component="li" key={`${row.id}-${row.version}`} sx={{ borderBottom: 1, borderColor: 'divider', pb: 2 }}>
            <NamedRow table={table} row={row} groups={groups} onChanged={onChanged} say={say} />
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
              <IconButton
                id={`${table}-${row.id}-up`}
                size="small"
                disabled={index === 0}
                onClick={() => void move(index, -1)}
                aria-label={t('mngProgram.moveUp', { name: row.name })}
              >
                <UpIcon fontSize="small" />
              </IconButton>
              <IconButton
                id={`${table}-${row.id}-down`}
                size="small"
                disabled={index === rows.length - 1}
                onClick={() => void move(index, 1)}
                aria-label={t('mngProgram.moveDown', { name: row.name })}
              >
                <DownIcon fontSize="small" />
              </IconButton>
              <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                {usesOf(t, row)}
              </Typography>
              <Button size="small" color="error" onClick={() => void remove(row)}>
                {t('mngProgram.remove')}
              </Button>
            </Stack>
          </Box>
        ))}
      </Box>
      <Typography variant="h6" component="h2">
        {t(`mngProgram.${table}.new`)}
      </Typography>
      <NamedRow table={table} groups={groups} onChanged={onChanged} say={say} />
    </Stack>
  );
}
