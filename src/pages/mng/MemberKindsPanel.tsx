import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownIcon from '@mui/icons-material/KeyboardArrowDown';
import UpIcon from '@mui/icons-material/KeyboardArrowUp';
import { addMessages } from '../../../engine/messages';
import { memberKindMessages, memberKindProblems } from '../../../engine/memberKinds';
import type { MemberKindInput } from '../../../schemas/memberKinds';
import { saveMemberKinds, useMemberKinds, type MemberKindList } from '../../api/memberKinds';
import { useConsoleTranslation } from '../../kit/consoleStrings';
import { Loading, LoadError } from '../../kit/Loading';
import { useLanguage } from '../../kit/useLanguage';
import { useNotice } from './notice';
import { errorsOf, refusalOf, type Errors } from './program/parts';

// The rules' messages come with the page (engine/memberKinds.ts), not with every first load.
addMessages(memberKindMessages);

type Row = MemberKindInput & { key: string };
let nextKey = 0;
const keyed = (kind: MemberKindInput): Row => ({ ...kind, key: `kind-${nextKey++}` });

/**
 * The society's member kinds (a regular member, a student, a non-member) and the plans each may
 * choose, edited as one list: rename, reorder, add, remove, then save it whole on top of the
 * version loaded. The rules run as the manager types after a first save; registration reads the
 * saved list at once.
 */
type Say = ReturnType<typeof useNotice>['say'];

export function MemberKindsEditor({ list, onSaved, say }: { list: MemberKindList; onSaved: (saved: MemberKindList) => void; say: Say }) {
  const { t } = useConsoleTranslation();
  const { language } = useLanguage();
  const [rows, setRows] = useState<Row[]>(() => list.kinds.map(keyed));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const kinds = rows.map(({ key: _key, ...kind }) => kind);
  const check = () =>
    errorsOf(
      memberKindProblems(
        kinds,
        list.plans.map((plan) => plan.id),
      ),
    );
  const errors: Errors = tried ? { ...serverErrors, ...check() } : serverErrors;
  const change = (index: number, patch: Partial<MemberKindInput>) => {
    setRows(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
    setServerErrors({});
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    setRows(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const first = Object.keys(check())[0];
    if (first) {
      document.getElementById(`member-${first.replaceAll('.', '-')}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const saved = await saveMemberKinds({ version: list.version, kinds });
      say('success', { ja: t('console.memberKinds.saved', { lng: 'ja' }), en: t('console.memberKinds.saved', { lng: 'en' }) });
      onSaved(saved);
    } catch (error) {
      const refusal = refusalOf(error);
      setServerErrors(refusal.fields);
      say('error', refusal.message);
    }
    setBusy(false);
  };
  const named = (row: { name: string; nameEn: string }) => (language === 'en' && row.nameEn ? row.nameEn : row.name);
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="member-kinds-title">
      {rows.length === 0 && <Typography sx={{ mb: 2 }}>{t('console.memberKinds.none')}</Typography>}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {rows.map((row, index) => {
          const id = (field: string) => `member-kinds-${index}-${field}`;
          const error = (field: string) => errors[`kinds.${index}.${field}`];
          const field = (key: 'name' | 'nameEn' | 'value') => (
            <TextField
              id={id(key)}
              label={t(`console.memberKinds.${key}`)}
              value={row[key]}
              onChange={(event) => change(index, { [key]: event.target.value })}
              required={key !== 'nameEn'}
              error={Boolean(error(key))}
              helperText={error(key)?.[language] ?? (key === 'value' ? t('console.memberKinds.valueHelp') : undefined)}
              size="small"
              sx={{ flex: 1, minWidth: 160 }}
            />
          );
          return (
            <Box component="li" key={row.key} aria-label={row.name || t('console.memberKinds.newKind')} sx={{ borderBottom: 1, borderColor: 'divider', pb: 2 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                {field('name')}
                {field('nameEn')}
                {field('value')}
              </Stack>
              <FormControl component="fieldset" error={Boolean(error('planIds'))} sx={{ mt: 1 }}>
                <FormLabel component="legend">{t('console.memberKinds.plans')}</FormLabel>
                <FormGroup row>
                  {list.plans.map((plan) => (
                    <FormControlLabel
                      key={plan.id}
                      label={named(plan)}
                      control={
                        <Checkbox
                          size="small"
                          checked={row.planIds.includes(plan.id)}
                          onChange={(event) =>
                            change(index, {
                              planIds: event.target.checked
                                ? list.plans.map((item) => item.id).filter((item) => item === plan.id || row.planIds.includes(item))
                                : row.planIds.filter((item) => item !== plan.id),
                            })
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
                {error('planIds') && <FormHelperText>{error('planIds')![language]}</FormHelperText>}
              </FormControl>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <IconButton
                  size="small"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t('console.memberKinds.moveUp', { name: row.name })}
                >
                  <UpIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t('console.memberKinds.moveDown', { name: row.name })}
                >
                  <DownIcon fontSize="small" />
                </IconButton>
                <Box sx={{ flex: 1 }} />
                <Button size="small" color="error" onClick={() => setRows(rows.filter((_, at) => at !== index))}>
                  {t('console.memberKinds.remove')}
                </Button>
              </Stack>
            </Box>
          );
        })}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
        <Button onClick={() => setRows([...rows, keyed({ id: null, value: '', name: '', nameEn: '', planIds: [] })])}>{t('console.memberKinds.add')}</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('console.memberKinds.save')}
        </Button>
      </Stack>
    </Box>
  );
}

/** The member kinds' section of the member authentication page. */
export function MemberKindsPanel() {
  const { t } = useConsoleTranslation();
  const kinds = useMemberKinds();
  // The notice outlives the editor, which starts again from each saved version.
  const notice = useNotice();
  return (
    <Box component="section" aria-labelledby="member-kinds-title" sx={{ mb: 4 }}>
      <Typography id="member-kinds-title" variant="h6" component="h2">
        {t('console.memberKinds.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('console.memberKinds.lead')}
      </Typography>
      {notice.element}
      {kinds.error ? (
        <LoadError onRetry={() => void kinds.mutate()} />
      ) : !kinds.data ? (
        <Loading />
      ) : (
        <MemberKindsEditor key={kinds.data.version} list={kinds.data} say={notice.say} onSaved={(saved) => void kinds.mutate(saved, { revalidate: false })} />
      )}
    </Box>
  );
}
