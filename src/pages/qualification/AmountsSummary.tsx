import { useLanguage } from '../../kit/useLanguage';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatYen, taxTypeLabels, type OrderAmounts } from '../../../engine/payment/fees';
import { useQualificationTranslation } from './strings';

/** The total and the tax inside it per rate, as the receipt and invoice will state them. */
export function AmountsSummary({ amounts, live }: { amounts: OrderAmounts; live?: boolean }) {
  const { t } = useQualificationTranslation();
  const { language } = useLanguage();
  const yen = (amount: number) => formatYen(amount, language);
  return (
    <Box aria-live={live ? 'polite' : undefined} sx={{ my: 2, p: 2, bgcolor: 'grey.100', borderRadius: 1 }}>
      <Typography component="p" variant="h6">
        {t('qualification.total')}: {yen(amounts.total)}
      </Typography>
      {amounts.byTaxType.map((rate) => (
        <Typography key={rate.taxType} component="p" variant="body2" color="text.secondary">
          {rate.taxType === 'exempt'
            ? t('qualification.exemptLine', { total: yen(rate.total) })
            : t('qualification.taxLine', { rate: taxTypeLabels[rate.taxType][language], tax: yen(rate.tax), base: yen(rate.total) })}
        </Typography>
      ))}
      {amounts.total === 0 && (
        <Typography component="p" variant="body2">
          {t('qualification.nothingToPay')}
        </Typography>
      )}
    </Box>
  );
}
