import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCompanies, type Company, type CompanyKind } from '../../api/companies';
import { Loading } from '../../kit/Loading';

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

export function CompanyList({ companies }: { companies: Company[] }) {
  const { t } = useTranslation();
  if (companies.length === 0) return <Typography>{t('companies.none')}</Typography>;
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {companies.map((company) => (
        <Card key={company.id} component="li" variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              {company.url && isWebAddress(company.url) ? (
                <Link href={company.url} target="_blank" rel="noopener noreferrer">
                  {company.name}
                </Link>
              ) : (
                company.name
              )}
            </Typography>
            {company.note && (
              <Typography variant="body2" color="text.secondary">
                {company.note}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** Routes /related_companies and /supporting_companies; a failed fetch shows the "fetch error" alert (§8). */
export function CompaniesPage({ kind }: { kind: CompanyKind }) {
  const { t } = useTranslation();
  const { data, error } = useCompanies(kind);
  return (
    <section aria-labelledby="companies-title">
      <Typography id="companies-title" variant="h5" component="h1" gutterBottom>
        {t(kind === 'related' ? 'companies.relatedTitle' : 'companies.supportingTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t(kind === 'related' ? 'companies.relatedLead' : 'companies.supportingLead')}</Typography>
      {error ? (
        <Alert severity="error" role="alert">
          {t('companies.fetchError')}
        </Alert>
      ) : !data ? (
        <Loading />
      ) : (
        <CompanyList companies={data} />
      )}
    </section>
  );
}
