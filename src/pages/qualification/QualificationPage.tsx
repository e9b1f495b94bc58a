import { useLanguage } from '../../kit/useLanguage';
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { cancelOrder, checkOrder, resumePayment, useParticipation, type OrderView, type ParticipationState } from '../../api/participation';
import { useOptionalMe } from '../../api/session';
import { Loading, LoadError } from '../../kit/Loading';
import { useToast } from '../../kit/toast';
import { EntryForm } from './EntryForm';
import { OrderStatus } from './OrderStatus';
import { PlanTable } from './PlanTable';
import { useQualificationTranslation } from './strings';

const statusSeverity = { done: 'success', free: 'success', todo: 'info', processing: 'info', refunded: 'warning' } as const;

/** How often the page asks again while a card payment it came back from is being confirmed, and for how long. */
const RECHECK_MS = 2000;
const RECHECK_FOR_MS = 60_000;

/** Goes to the provider's card page (another origin: a navigation, which the page's policy allows). */
const goToCardPage = (url: string) => window.location.assign(url);

export interface QualificationStateProps {
  state: ParticipationState;
  /** Back from the card page (`?returned=1`) or left it (`?cancelled=1`), for this order. */
  returnedFor?: number;
  leftFor?: number;
  onChanged: () => void;
  navigate?: (url: string) => void;
}

/** What /qualification shows for this attendee: the entry form, or the order and what comes next. */
export function QualificationState({ state, returnedFor, leftFor, onChanged, navigate = goToCardPage }: QualificationStateProps) {
  const { t } = useQualificationTranslation();
  const { both } = useLanguage();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const order = state.order;
  const live = order && (order.status === 'pending' || order.status === 'paid');
  const checking = Boolean(order && returnedFor === order.id && order.method === 'card' && order.status === 'pending');

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toast.error(error);
      onChanged();
    } finally {
      setBusy(false);
    }
  };
  const check = (id: number) => act(async () => void (await checkOrder(id, true), onChanged()));

  const status = state.qualificationStatus;
  const canEnter = state.approved && (state.access === 'open' || state.access === 'notRequired');
  return (
    <>
      <Alert severity={state.access === 'open' ? 'info' : state.access === 'notRequired' ? 'success' : 'warning'} sx={{ my: 2 }}>
        {t(`qualification.access.${state.access}`)}
      </Alert>
      <Typography component="p" sx={{ my: 2 }}>
        {t('qualification.yourStatus')}{' '}
        <Typography component="strong" sx={{ fontWeight: 'bold' }} color={`${statusSeverity[status] ?? 'info'}.main`}>
          {t(`qualification.status.${status in statusSeverity ? status : 'todo'}`)}
        </Typography>
      </Typography>
      {live ? (
        <OrderStatus
          order={order}
          qualified={status === 'done' || status === 'free'}
          attended={state.attended}
          certificateRequires={state.payment.certificateRequires}
          checking={checking}
          leftCardPage={leftFor === order.id}
          busy={busy}
          onCheck={() => void check(order.id)}
          onPay={() => void act(async () => navigate((await resumePayment(order.id)).checkoutUrl))}
          onCancel={() =>
            void act(async () => {
              await cancelOrder(order.id);
              toast.success(both('qualification.order.cancelled'));
              onChanged();
            })
          }
        />
      ) : (
        <>
          {order?.status === 'error' && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('qualification.order.ended')}
            </Alert>
          )}
          {!state.approved && <Alert severity="warning">{t('qualification.notApproved')}</Alert>}
          {state.payment.plans.length > 0 && <PlanTable state={state} />}
          {canEnter && state.payment.plans.length > 0 && (
            <EntryForm state={state} onPlaced={(_placed: OrderView, checkoutUrl) => (checkoutUrl ? navigate(checkoutUrl) : onChanged())} />
          )}
        </>
      )}
    </>
  );
}

/** Route /qualification: participation registration and payment (issue 64; docs/features/payment.md). */
export function QualificationPage() {
  const { t } = useQualificationTranslation();
  const me = useOptionalMe();
  const signedIn = Boolean(me.data?.user);
  const participation = useParticipation(signedIn);
  const [params] = useSearchParams();
  const orderParam = Number(params.get('order')) || undefined;
  const returnedFor = params.get('returned') === '1' ? orderParam : undefined;
  const leftFor = params.get('cancelled') === '1' ? orderParam : undefined;

  // Back from the card page: ask the provider once, then look again every 2 s for a minute while it is pending.
  const asked = useRef(false);
  const order = participation.data?.order;
  const waiting = Boolean(returnedFor && order?.id === returnedFor && order.status === 'pending');
  useEffect(() => {
    if (!waiting || asked.current) return;
    asked.current = true;
    void checkOrder(returnedFor!, true).then(
      () => participation.mutate(),
      () => undefined,
    );
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > RECHECK_FOR_MS) clearInterval(timer);
      else void participation.mutate();
    }, RECHECK_MS);
    return () => clearInterval(timer);
  }, [waiting, returnedFor, participation]);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="qualification-title" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography id="qualification-title" variant="h5" component="h1" gutterBottom>
        {t('qualification.title')}
      </Typography>
      {me.error || (signedIn && participation.error) ? (
        <LoadError onRetry={() => void Promise.all([me.mutate(), participation.mutate()])} />
      ) : !me.data || (signedIn && !participation.data) ? (
        <Loading />
      ) : !signedIn ? (
        <>
          <Alert severity="info" sx={{ my: 2 }}>
            {t('qualification.loginFirst')}
          </Alert>
          <Button variant="contained" component={RouterLink} to="/">
            {t('qualification.toLogin')}
          </Button>
        </>
      ) : (
        <QualificationState state={participation.data!} returnedFor={returnedFor} leftFor={leftFor} onChanged={() => void participation.mutate()} />
      )}
      <Button component={RouterLink} to="/" sx={{ mt: 3 }}>
        {t('app.backToTop')}
      </Button>
    </Paper>
  );
}
