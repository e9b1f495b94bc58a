import { useLanguage } from '../../kit/useLanguage';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { useTimeFormat } from '../../kit/timeZone';
import { formatYen } from '../../../engine/payment/fees';
import { orderStatuses } from '../../../engine/payment/transitions';
import { orderQueryString, useMngOrders, type MngOrder, type OrderQuery } from '../../api/mngPayments';
import { Loading, LoadError } from '../../kit/Loading';
import { ManagerPage } from './ManagerPage';
import { OrderDialog } from './payments/OrderDialog';
import { StatementImport } from './payments/StatementImport';
import { usePaymentsTranslation } from './payments/strings';

const filterKeys = ['status', 'method', 'from', 'until', 'q'] as const;

/** The list of orders: one row each, opened in a dialog. */
export function OrdersTable({ orders, onOpen }: { orders: MngOrder[]; onOpen: (id: number) => void }) {
  const at = useTimeFormat();
  const { t } = usePaymentsTranslation();
  const { language } = useLanguage();
  if (orders.length === 0) return <Typography sx={{ my: 2 }}>{t('payments.empty')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-labelledby="payments-title" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            {(['id', 'attendee', 'plan', 'total', 'method', 'status', 'createdAt', 'paidAt'] as const).map((column) => (
              <TableCell key={column} align={column === 'total' ? 'right' : 'left'}>
                {t(`payments.column.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id} hover>
              <TableCell>
                <Button size="small" onClick={() => onOpen(order.id)} aria-label={t('payments.open', { id: order.id })}>
                  {order.id}
                </Button>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {order.name}
                <Typography variant="body2" color="text.secondary">
                  {order.email}
                </Typography>
              </TableCell>
              <TableCell>{language === 'ja' ? order.planName : order.planNameEn}</TableCell>
              <TableCell align="right">{formatYen(order.total, language)}</TableCell>
              <TableCell>{t(`payments.methods.${order.method}`)}</TableCell>
              <TableCell>{t(`payments.statuses.${order.status}`)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{at(order.createdAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{order.paidAt ? at(order.paidAt) : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Orders() {
  const { t } = usePaymentsTranslation();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const query: OrderQuery = Object.fromEntries(filterKeys.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
  const page = Number(params.get('page')) || 1;
  const orders = useMngOrders({ ...query, page });
  const [open, setOpen] = useState<number>();
  const setFilter = (key: (typeof filterKeys)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const select = (key: 'status' | 'method', values: readonly string[], words: string) => (
    <TextField
      select
      size="small"
      label={t(`payments.${key}`)}
      value={query[key] ?? ''}
      onChange={(event) => setFilter(key, event.target.value)}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{t('payments.all')}</MenuItem>
      {values.map((value) => (
        <MenuItem key={value} value={value}>
          {t(`payments.${words}.${value}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      <Box
        component="form"
        role="search"
        aria-label={t('payments.filters')}
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}
      >
        {select('status', orderStatuses, 'statuses')}
        {select('method', ['card', 'bankTransfer', 'free'], 'methods')}
        <TextField
          type="date"
          size="small"
          label={t('payments.from')}
          value={query.from ?? ''}
          onChange={(event) => setFilter('from', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('payments.until')}
          value={query.until ?? ''}
          onChange={(event) => setFilter('until', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField size="small" label={t('payments.search')} defaultValue={query.q ?? ''} onBlur={(event) => setFilter('q', event.target.value.trim())} />
        <Button variant="outlined" href={`/web_api/mng/orders.csv?${orderQueryString({ ...query, lang: language })}`}>
          {t('payments.csv')}
        </Button>
      </Box>
      {orders.error ? (
        <LoadError onRetry={() => void orders.mutate()} />
      ) : !orders.data ? (
        <Loading />
      ) : (
        <>
          <Typography role="status" sx={{ mb: 1 }}>
            {t('payments.count', { count: orders.data.totalCount })}
          </Typography>
          <OrdersTable orders={orders.data.orders} onOpen={setOpen} />
          {orders.data.totalPages > 1 && (
            <Pagination
              count={orders.data.totalPages}
              page={page}
              onChange={(_event, next) => {
                const nextParams = new URLSearchParams(params);
                nextParams.set('page', String(next));
                setParams(nextParams);
              }}
              sx={{ mt: 2 }}
            />
          )}
        </>
      )}
      {open !== undefined && <OrderDialog id={open} onClose={() => setOpen(undefined)} onChanged={() => void orders.mutate()} />}
      <StatementImport onImported={() => void orders.mutate()} />
    </>
  );
}

/** Route /mng/payments: the managers' payments console (issue 64; docs/features/payment.md). */
export function PaymentsPage() {
  const { t } = usePaymentsTranslation();
  return (
    <ManagerPage titleId="payments-title" title={t('payments.title')} lead={t('payments.lead')}>
      {() => <Orders />}
    </ManagerPage>
  );
}
