import { useLanguage } from '../../../kit/useLanguage';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTimeFormat } from '../../../kit/timeZone';
import { formatYen, taxTypeLabels } from '../../../../engine/payment/fees';
import { confirmTransfer, refundOrder, useMngOrder, type MngOrderDetail } from '../../../api/mngPayments';
import { Loading, LoadError } from '../../../kit/Loading';
import { useToast } from '../../../kit/toast';
import { usePaymentsTranslation } from './strings';

/** One order in full: what was ordered, its amounts, every move of its states, and what a manager may do next. */
export function OrderDetailView({
  detail,
  onConfirm,
  onRefund,
  busy,
}: {
  detail: MngOrderDetail;
  onConfirm: () => void;
  onRefund: () => void;
  busy?: boolean;
}) {
  const at = useTimeFormat();
  const { t } = usePaymentsTranslation();
  const { language } = useLanguage();
  const { order } = detail;
  const facts: Array<[string, string]> = [
    [t('payments.column.attendee'), `${order.name} <${order.email}>`],
    [t('payments.column.status'), t(`payments.statuses.${order.status}`)],
    [t('payments.column.method'), t(`payments.methods.${order.method}`)],
    ...detail.lines.map((line): [string, string] => [language === 'ja' ? line.name : line.nameEn, formatYen(line.price, language)]),
    [t('payments.column.total'), formatYen(detail.amounts.total, language)],
    ...detail.amounts.byTaxType.map((rate): [string, string] => [
      taxTypeLabels[rate.taxType][language],
      `${formatYen(rate.total, language)} (${formatYen(rate.tax, language)})`,
    ]),
    ...(detail.memberCode ? [[t('payments.detail.memberCode'), detail.memberCode] as [string, string]] : []),
    ...(detail.hasCertificate ? [[t('payments.detail.certificate'), t('payments.detail.certificateAttached')] as [string, string]] : []),
    ...(detail.transferPayerKana ? [[t('payments.detail.payerKana'), detail.transferPayerKana] as [string, string]] : []),
    ...(detail.receiptName ? [[t('payments.detail.receiptName'), detail.receiptName] as [string, string]] : []),
    ...(detail.invoicePayee ? [[t('payments.detail.invoicePayee'), detail.invoicePayee] as [string, string]] : []),
  ];
  return (
    <>
      <Table size="small" aria-label={t('payments.detail.title', { id: order.id })}>
        <TableBody>
          {facts.map(([term, value]) => (
            <TableRow key={term}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 'bold', width: 180 }}>
                {term}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 'bold' }}>
        {t('payments.detail.history')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('payments.detail.at')}</TableCell>
            <TableCell>{t('payments.detail.move')}</TableCell>
            <TableCell>{t('payments.detail.actor')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {detail.history.map((event, index) => (
            <TableRow key={index}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{at(event.at)}</TableCell>
              <TableCell>{`${t(`payments.detail.machines.${event.machine}`)}: ${event.fromState} → ${event.toState}`}</TableCell>
              <TableCell>{t(`payments.detail.actors.${event.actor}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {order.method === 'bankTransfer' && order.status === 'pending' && (
        <Button variant="contained" onClick={onConfirm} disabled={busy} sx={{ mt: 2, mr: 1 }}>
          {t('payments.detail.confirm')}
        </Button>
      )}
      {order.status === 'paid' && order.total > 0 && (
        <Button color="error" variant="outlined" onClick={onRefund} disabled={busy} sx={{ mt: 2 }}>
          {t('payments.detail.refund')}
        </Button>
      )}
    </>
  );
}

/** The dialog of one order, with its actions and the question a refund asks first. */
export function OrderDialog({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const { t } = usePaymentsTranslation();
  const { both, language } = useLanguage();
  const detail = useMngOrder(id);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(both(done));
      await detail.mutate();
      onChanged();
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="order-dialog-title">
      <DialogTitle id="order-dialog-title">{t('payments.detail.title', { id })}</DialogTitle>
      <DialogContent>
        {detail.error ? (
          <LoadError onRetry={() => void detail.mutate()} />
        ) : !detail.data ? (
          <Loading />
        ) : asking ? (
          <Alert severity="warning" role="alertdialog" aria-labelledby="refund-question">
            <DialogContentText id="refund-question" sx={{ color: 'inherit' }}>
              {t('payments.detail.refundQuestion', { total: formatYen(detail.data.order.total, language), name: detail.data.order.name })}
            </DialogContentText>
            <Button
              color="error"
              variant="contained"
              disabled={busy}
              onClick={() => void act(() => refundOrder(id), 'payments.detail.refunded')}
              sx={{ mt: 1, mr: 1 }}
            >
              {t('payments.detail.refundYes')}
            </Button>
            <Button onClick={() => setAsking(false)} sx={{ mt: 1 }}>
              {t('payments.detail.cancel')}
            </Button>
          </Alert>
        ) : (
          <OrderDetailView
            detail={detail.data}
            busy={busy}
            onConfirm={() => void act(() => confirmTransfer(id), 'payments.detail.confirmed')}
            onRefund={() => setAsking(true)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('payments.detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
