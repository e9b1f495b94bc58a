import { useLanguage } from '../../kit/useLanguage';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatYen, priceWithoutTax, taxTypeLabels } from '../../../engine/payment/fees';
import type { ParticipationState } from '../../api/participation';
import { useQualificationTranslation } from './strings';

type Item = ParticipationState['payment']['plans'][number] | ParticipationState['payment']['extras'][number];

/** The plans and extras with their prices, tax and places left (docs/requirements/operation-area.md §3), before the form. */
export function PlanTable({ state }: { state: ParticipationState }) {
  const { t } = useQualificationTranslation();
  const { language } = useLanguage();
  const places = new Map(state.availability.map((item) => [item.id, item]));
  const placesText = (item: Item) => {
    const known = places.get(item.id);
    if (known && !known.onSale) return t('qualification.plans.notOnSale');
    if (known?.remaining === 0) return t('qualification.plans.soldOut');
    return known?.remaining == null ? t('qualification.plans.noLimit') : String(known.remaining);
  };
  const rows = (items: readonly Item[]) =>
    items.map((item) => {
      const taxType = item.taxType ?? 'standard10';
      const remarks = language === 'ja' ? item.remarks : item.remarksEn;
      return (
        <TableRow key={item.id}>
          <TableCell component="th" scope="row">
            {language === 'ja' ? item.name : item.nameEn}
            {remarks && (
              <Typography variant="body2" color="text.secondary">
                {remarks}
              </Typography>
            )}
          </TableCell>
          <TableCell align="right">{item.price === 0 ? t('qualification.plans.free') : formatYen(item.price, language)}</TableCell>
          <TableCell align="right">{item.price === 0 ? '—' : formatYen(priceWithoutTax(item.price, taxType), language)}</TableCell>
          <TableCell>{taxTypeLabels[taxType][language]}</TableCell>
          <TableCell>{placesText(item)}</TableCell>
        </TableRow>
      );
    });
  const header = (first: string) => (
    <TableHead>
      <TableRow>
        <TableCell>{first}</TableCell>
        <TableCell align="right">{t('qualification.plans.price')}</TableCell>
        <TableCell align="right">{t('qualification.plans.withoutTax')}</TableCell>
        <TableCell>{t('qualification.plans.tax')}</TableCell>
        <TableCell>{t('qualification.plans.remaining')}</TableCell>
      </TableRow>
    </TableHead>
  );
  return (
    <section aria-labelledby="plans-title">
      <Typography id="plans-title" variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('qualification.plans.heading')}
      </Typography>
      <Table size="small" sx={{ display: 'block', overflowX: 'auto' }}>
        {header(t('qualification.plans.name'))}
        <TableBody>{rows(state.payment.plans)}</TableBody>
        {state.payment.extras.length > 0 && (
          <>
            {header(t('qualification.plans.extrasHeading'))}
            <TableBody>{rows(state.payment.extras)}</TableBody>
          </>
        )}
      </Table>
    </section>
  );
}
