import { useLanguage } from '../../kit/useLanguage';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTimeFormat } from '../../kit/timeZone';
import { formatYen } from '../../../engine/payment/fees';
import type { OrderView } from '../../api/participation';
import { AmountsSummary } from './AmountsSummary';
import { Documents } from './Documents';
import type { AttendanceEvidence } from '../../../schemas/payment';
import { useQualificationTranslation } from './strings';

export interface OrderStatusProps {
  order: OrderView;
  /** The attendee's registration is done or free. */
  qualified?: boolean;
  /** Whether the attendee attended as the conference counts it, and what counts (the certificate of attendance). */
  attended?: boolean;
  certificateRequires?: readonly AttendanceEvidence[];
  /** Back from the card page: the payment is being confirmed. */
  checking?: boolean;
  /** The attendee left the card page without paying. */
  leftCardPage?: boolean;
  busy?: boolean;
  onPay?: () => void;
  onCancel?: () => void;
  onCheck?: () => void;
}

const severity = { pending: 'info', paid: 'success', refunded: 'warning', error: 'warning' } as const;

/** An attendee's order: what was ordered, its amounts, its state, and what to do next (pay, transfer, wait). */
export function OrderStatus({
  order,
  qualified = false,
  attended = true,
  certificateRequires = [],
  checking,
  leftCardPage,
  busy,
  onPay,
  onCancel,
  onCheck,
}: OrderStatusProps) {
  const at = useTimeFormat();
  const { t } = useQualificationTranslation();
  const { language } = useLanguage();
  const cardPending = order.method === 'card' && order.status === 'pending';
  const row = (label: string, value: string) => (
    <TableRow key={label}>
      <TableCell component="th" scope="row" sx={{ width: { sm: 200 }, fontWeight: 'bold' }}>
        {label}
      </TableCell>
      <TableCell>{value}</TableCell>
    </TableRow>
  );
  return (
    <section aria-labelledby="order-title">
      <Typography id="order-title" variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('qualification.order.heading')}
      </Typography>
      <Alert severity={severity[order.status]} sx={{ mb: 2 }}>
        <strong>{t(`qualification.order.status.${order.status}`)}</strong> — {t(`qualification.order.method.${order.method}`)}
        {order.status === 'paid' && <Box component="span"> {t('qualification.order.paidMessage')}</Box>}
      </Alert>
      <Typography variant="body2" color="text.secondary">
        {t('qualification.order.number', { id: order.id })} · {t('qualification.order.placedAt', { date: at(order.createdAt) })}
        {order.paidAt && ` · ${t('qualification.order.paidAt', { date: at(order.paidAt) })}`}
      </Typography>
      <Table size="small" sx={{ my: 1 }}>
        <TableBody>
          {order.lines.map((line) => row(language === 'ja' ? line.name : line.nameEn, formatYen(line.price, language)))}
          {order.receiptName && row(t('qualification.order.receiptName'), order.receiptName)}
          {order.invoicePayee && row(t('qualification.order.invoicePayee'), order.invoicePayee)}
        </TableBody>
      </Table>
      <AmountsSummary amounts={order.amounts} />
      {cardPending && (
        <Box role="status" aria-live="polite">
          <Alert severity={checking ? 'info' : 'warning'} sx={{ mb: 2 }}>
            {checking
              ? t('qualification.order.returnedPending')
              : leftCardPage
                ? t('qualification.order.paymentCancelled')
                : t('qualification.order.cardPending', { date: order.holdUntil ? at(order.holdUntil) : '' })}
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {checking ? (
              <Button variant="outlined" onClick={onCheck} disabled={busy}>
                {t('qualification.order.checkAgain')}
              </Button>
            ) : (
              <Button variant="contained" onClick={onPay} disabled={busy}>
                {t('qualification.order.payNow')}
              </Button>
            )}
            <Button color="error" onClick={onCancel} disabled={busy}>
              {t('qualification.order.cancel')}
            </Button>
          </Stack>
        </Box>
      )}
      {order.transfer && order.status === 'pending' && (
        <Box component="section" aria-labelledby="transfer-title" sx={{ mt: 2 }}>
          <Typography id="transfer-title" variant="h6" component="h3">
            {t('qualification.order.transferHeading')}
          </Typography>
          <Typography variant="body2" sx={{ my: 1 }}>
            {t('qualification.order.transferIntro')}
          </Typography>
          <Table size="small">
            <TableBody>
              {row(t('qualification.order.bank'), order.transfer.bankAccount.bankName)}
              {row(t('qualification.order.branch'), order.transfer.bankAccount.branchName)}
              {row(t('qualification.order.accountType'), t(`qualification.order.accountTypes.${order.transfer.bankAccount.accountType}`))}
              {row(t('qualification.order.accountNumber'), order.transfer.bankAccount.accountNumber)}
              {row(t('qualification.order.accountHolder'), order.transfer.bankAccount.accountHolderKana)}
              {row(t('qualification.order.amount'), formatYen(order.transfer.amount, language))}
              {row(t('qualification.order.dueAt'), at(order.transfer.dueAt, 'date'))}
              {row(t('qualification.order.payerKana'), order.transfer.payerKana)}
            </TableBody>
          </Table>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('qualification.order.transferExpires', { date: at(order.transfer.expiresAt, 'date') })}
          </Typography>
        </Box>
      )}
      <Documents order={order} qualified={qualified} attended={attended} certificateRequires={certificateRequires} />
    </section>
  );
}
