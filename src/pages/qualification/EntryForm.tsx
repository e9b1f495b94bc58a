import { useLanguage } from '../../kit/useLanguage';
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PaymentSettings } from '../../../schemas/payment';
import type { FormData } from '../../../engine/formModel';
import { entryForm } from '../../../engine/payment/entryForm';
import { orderAmounts, orderLines } from '../../../engine/payment/fees';
import { pruneToVisible } from '../../../engine/registration/wire';
import { fileFromDataUrl } from '../../api/dataUrlFile';
import { ApiRequestError } from '../../api/http';
import { placeOrder, type OrderView, type ParticipationState } from '../../api/participation';
import { FORM_MESSAGE_ID, focusFirstError, focusRefusal, type DisplayError } from '../../forms/displayErrors';
import { GeneratedFormView, withFormDefaults } from '../../forms/GeneratedFormView';
import { useFormCheck } from '../../forms/useFormCheck';
import { useToast } from '../../kit/toast';
import { AmountsSummary } from './AmountsSummary';
import { useQualificationTranslation } from './strings';

export interface EntryFormProps {
  state: ParticipationState;
  /** Placed: a card order goes on to the provider's page, any other shows its state. */
  onPlaced: (order: OrderView, checkoutUrl?: string) => void;
  /** Tests and stories: the call that places the order. */
  submit?: typeof placeOrder;
}

const texts = ['planId', 'memberCode', 'method', 'transferPayerKana', 'receiptName', 'invoicePayee'] as const;

/**
 * The entry form generated from the plans (engine/payment/entryForm.ts) with the total it makes,
 * checked as the server checks it; errors follow the typing once shown.
 */
export function EntryForm({ state, onPlaced, submit = placeOrder }: EntryFormProps) {
  const { t } = useQualificationTranslation();
  const { both, language } = useLanguage();
  const toast = useToast();
  const settings = state.payment as PaymentSettings;
  const form = useMemo(() => entryForm(settings, state.offer, language), [settings, state.offer, language]);
  const [formData, setFormData] = useState<FormData>(() => withFormDefaults(form, {}));
  const [errors, setErrors] = useState<DisplayError[]>([]);
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<{ ja: string; en: string }>();
  const [sending, setSending] = useState(false);
  const { followChange, checkAll } = useFormCheck(form);

  const onChange = (data: FormData, changed?: string) => {
    setFormData(data);
    if (checked) followChange(data, changed, setErrors);
  };

  const lines = orderLines(settings, Number(formData.planId), ((formData.extraIds as string[] | undefined) ?? []).map(Number));
  const amounts = lines ? orderAmounts(lines) : undefined;

  const onSubmit = async () => {
    let found: DisplayError[];
    try {
      found = await checkAll(formData);
    } catch (error) {
      // The check's code could not be fetched (a dropped connection): say so; pressing again retries.
      toast.error(error);
      return;
    }
    setChecked(true);
    setErrors(found);
    setRefusal(undefined);
    if (found.length > 0) {
      toast.error(undefined, undefined, both('qualification.hasErrors'));
      requestAnimationFrame(() => focusFirstError(found));
      return;
    }
    const data = pruneToVisible(form, formData);
    const entries: Array<[string, string]> = texts.flatMap((name) =>
      typeof data[name] === 'string' && data[name] !== '' ? [[name, data[name] as string] as [string, string]] : [],
    );
    for (const id of (data.extraIds as string[] | undefined) ?? []) entries.push(['extraIds', id]);
    const certificate = typeof data.certificate === 'string' ? fileFromDataUrl(data.certificate) : undefined;
    setSending(true);
    try {
      const placed = await submit(entries, certificate);
      onPlaced(placed.order, placed.checkoutUrl);
    } catch (error) {
      const fieldErrors: DisplayError[] =
        error instanceof ApiRequestError
          ? error.fieldErrors.map((fieldError) => ({ path: fieldError.field, text: { ja: fieldError.message, en: fieldError.messageEn } }))
          : [];
      setErrors(fieldErrors);
      // Field errors speak for themselves beside their fields; a refusal without any is said here.
      if (error instanceof ApiRequestError && error.messageJa && fieldErrors.length === 0)
        setRefusal({ ja: error.messageJa, en: error.messageEn ?? error.messageJa });
      toast.error(error);
      requestAnimationFrame(() => focusRefusal(fieldErrors));
    } finally {
      setSending(false);
    }
  };

  const paying = amounts !== undefined && amounts.total > 0;
  return (
    <section aria-labelledby="entry-title">
      <Typography id="entry-title" variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('qualification.order.heading')}
      </Typography>
      <GeneratedFormView form={form} formData={formData} onChange={onChange} errors={errors} language={language} />
      {amounts && <AmountsSummary amounts={amounts} live />}
      {paying && formData.method === 'card' && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('qualification.cardHold', { minutes: settings.cardHoldMinutes })}
        </Typography>
      )}
      <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
        {errors.length > 0 && (
          <Typography color="error" sx={{ mb: 1 }}>
            {t('qualification.hasErrors')}
          </Typography>
        )}
        {refusal && (
          <Alert id={FORM_MESSAGE_ID} tabIndex={-1} role="alert" severity="error" sx={{ mb: 1 }}>
            {refusal[language]}
          </Alert>
        )}
      </Box>
      <Button variant="contained" size="large" onClick={() => void onSubmit()} disabled={sending} sx={{ mt: 1 }}>
        {sending ? t('qualification.applying') : paying && formData.method === 'card' ? t('qualification.applyAndPay') : t('qualification.apply')}
      </Button>
    </section>
  );
}
