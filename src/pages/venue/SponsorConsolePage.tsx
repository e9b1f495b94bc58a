import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { localize, type LocalizedText } from '../../../engine/messages';
import { exhibitionProblems, type ExhibitionView } from '../../../engine/sponsors';
import { EXHIBITION_FILES_MAX, EXHIBITION_IMAGES_MAX, EXHIBITION_LINKS_MAX, SPONSOR_BANNERS_MAX, type ExhibitionInput } from '../../../schemas/sponsors';
import { ApiRequestError } from '../../api/http';
import { useDashboardSettings } from '../../api/program';
import { saveExhibition, useInsight, useSponsorConsole, type SponsorConsoleView } from '../../api/sponsors';
import { useBilingual } from '../../kit/bilingual';
import { Loading } from '../../kit/Loading';
import { Section } from '../../kit/Section';
import { useLanguage } from '../../kit/useLanguage';
import { ProgramError, ProgramGate } from '../program/ProgramGate';
import { BannerSection, ExhibitionFiles, InsightTable, RallyCodeSection } from './sponsorParts';
import { useVenueTranslation } from './strings';
import { growingText } from '../../kit/growingText';

type Errors = Record<string, LocalizedText>;
type TextName = 'nameJa' | 'nameEn' | 'bodyJa' | 'bodyEn' | 'booth' | 'contactJa' | 'contactEn' | 'contactEmail';

const inputOf = (exhibition: ExhibitionView | null): ExhibitionInput => ({
  nameJa: exhibition?.nameJa ?? '',
  nameEn: exhibition?.nameEn ?? '',
  bodyJa: exhibition?.bodyJa ?? '',
  bodyEn: exhibition?.bodyEn ?? '',
  booth: exhibition?.booth ?? '',
  contactJa: exhibition?.contactJa ?? '',
  contactEn: exhibition?.contactEn ?? '',
  contactEmail: exhibition?.contactEmail ?? '',
  links: exhibition?.links ?? [],
  isPublished: exhibition?.isPublished ?? false,
});
const errorsOf = (input: ExhibitionInput): Errors =>
  Object.fromEntries(exhibitionProblems(input).map((problem) => [problem.path, localize(problem.code, problem.params)]));
const fieldId = (path: string) => `exhibition-${path.replaceAll('.', '-')}`;

/** The exhibition's texts, contact, links and publication; the server's checks as the sponsor types after a first save. */
export function ExhibitionForm({ exhibition, onSaved }: { exhibition: ExhibitionView | null; onSaved: (saved: SponsorConsoleView) => void }) {
  const { t } = useVenueTranslation();
  const { language } = useLanguage();
  const [input, setInput] = useState<ExhibitionInput>(() => inputOf(exhibition));
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<unknown>();
  const [saved, setSaved] = useState(false);
  const update = (next: ExhibitionInput) => {
    setInput(next);
    setSaved(false);
    if (tried) setErrors(errorsOf(next));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefusal(undefined);
    const problems = errorsOf(input);
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) return document.getElementById(fieldId(first))?.focus();
    setBusy(true);
    try {
      onSaved(await saveExhibition(input));
      setSaved(true);
    } catch (error) {
      if (error instanceof ApiRequestError && error.fieldErrors.length > 0)
        setErrors(Object.fromEntries(error.fieldErrors.map((item) => [item.field, { ja: item.message, en: item.messageEn }])));
      setRefusal(error);
    }
    setBusy(false);
  };
  const field = (name: TextName, options: { required?: boolean; multiline?: boolean; type?: string } = {}) => (
    <TextField
      id={fieldId(name)}
      label={t(`sponsorConsole.${name}`)}
      value={input[name]}
      onChange={(event) => update({ ...input, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]?.[language]}
      required={options.required}
      {...(options.multiline ? growingText(4) : {})}
      type={options.type}
      fullWidth
      size="small"
    />
  );
  const setLink = (index: number, change: Partial<ExhibitionInput['links'][number]>) =>
    update({ ...input, links: input.links.map((link, at) => (at === index ? { ...link, ...change } : link)) });
  const count = Object.keys(errors).length;
  return (
    <Section id="sponsor-exhibition" title={t('sponsorConsole.exhibition')}>
      <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
        {count > 0 && (
          <Alert severity="error" role="alert">
            {t('sponsorConsole.hasErrors')}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('nameJa', { required: true })}
          {field('nameEn')}
        </Stack>
        {field('bodyJa', { multiline: true })}
        {field('bodyEn', { multiline: true })}
        <Box sx={{ maxWidth: 240 }}>{field('booth')}</Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('contactJa', { multiline: true })}
          {field('contactEn', { multiline: true })}
        </Stack>
        {field('contactEmail', { type: 'email' })}
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" gutterBottom>
            {t('sponsorConsole.links')}
          </Typography>
          <Stack spacing={1}>
            {input.links.map((link, index) => (
              <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                <TextField
                  id={fieldId(`links.${index}.label`)}
                  size="small"
                  label={t('sponsorConsole.linkLabel')}
                  value={link.label}
                  onChange={(event) => setLink(index, { label: event.target.value })}
                  error={Boolean(errors[`links.${index}.label`])}
                  helperText={errors[`links.${index}.label`]?.[language]}
                />
                <TextField
                  id={fieldId(`links.${index}.url`)}
                  size="small"
                  type="url"
                  label={t('sponsorConsole.linkUrl')}
                  value={link.url}
                  onChange={(event) => setLink(index, { url: event.target.value })}
                  error={Boolean(errors[`links.${index}.url`])}
                  helperText={errors[`links.${index}.url`]?.[language]}
                  sx={{ flexGrow: 1 }}
                />
                <Button color="error" onClick={() => update({ ...input, links: input.links.filter((_, at) => at !== index) })}>
                  {t('sponsorConsole.removeLink', { n: index + 1 })}
                </Button>
              </Stack>
            ))}
            {input.links.length < EXHIBITION_LINKS_MAX && (
              <Box>
                <Button onClick={() => update({ ...input, links: [...input.links, { label: '', url: 'https://' }] })}>{t('sponsorConsole.addLink')}</Button>
              </Box>
            )}
          </Stack>
        </Box>
        <FormControlLabel
          control={<Switch checked={input.isPublished} onChange={(event) => update({ ...input, isPublished: event.target.checked })} />}
          label={t('sponsorConsole.isPublished')}
        />
        {refusal !== undefined && !(refusal instanceof ApiRequestError && refusal.fieldErrors.length > 0) && <ProgramError error={refusal} />}
        {saved && (
          <Alert severity="success" role="status">
            {t('sponsorConsole.saved')}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('sponsorConsole.save')}
          </Button>
        </Box>
      </Stack>
    </Section>
  );
}

function InsightSection() {
  const { t } = useVenueTranslation();
  const dashboard = useDashboardSettings();
  const open = Boolean(dashboard.data?.isSponsorInsight);
  const { data, error, mutate } = useInsight(open);
  return (
    <Section id="sponsor-insight" title={t('sponsorConsole.insight')}>
      {!dashboard.data ? (
        <Loading />
      ) : !open ? (
        <Typography>{t('sponsorConsole.insightOff')}</Typography>
      ) : error ? (
        <ProgramError error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {t('sponsorConsole.insightHint')}
          </Typography>
          <InsightTable insight={data} />
        </>
      )}
    </Section>
  );
}

function SponsorConsoleBody() {
  const { t } = useVenueTranslation();
  const name = useBilingual();
  const { data, error, mutate } = useSponsorConsole();
  if (error) return <ProgramError error={error} onRetry={() => void mutate()} />;
  if (!data) return <Loading />;
  const refresh = () => void mutate();
  const { exhibition } = data;
  return (
    <Stack spacing={2}>
      <Typography>{t('sponsorConsole.lead')}</Typography>
      <ExhibitionForm exhibition={exhibition} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
      {!exhibition ? (
        <Alert severity="info">{t('sponsorConsole.saveFirst')}</Alert>
      ) : (
        <>
          <ExhibitionFiles kind="image" files={exhibition.images} limit={EXHIBITION_IMAGES_MAX} onChanged={refresh} />
          <ExhibitionFiles kind="file" files={exhibition.files} limit={EXHIBITION_FILES_MAX} onChanged={refresh} />
          <BannerSection banners={data.banners} limit={SPONSOR_BANNERS_MAX} onChanged={refresh} />
          {data.rallyCode && <RallyCodeSection code={data.rallyCode} points={data.rallyPoints ?? 0} name={name(exhibition.nameJa, exhibition.nameEn)} />}
          <InsightSection />
        </>
      )}
    </Stack>
  );
}

/** Route /sponsor: a sponsor account's own exhibition, banners, rally code and insight (issue 66). */
export function SponsorConsolePage() {
  const { t } = useVenueTranslation();
  return (
    <ProgramGate>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('venue.sponsorConsoleTitle')}
      </Typography>
      <SponsorConsoleBody />
    </ProgramGate>
  );
}
