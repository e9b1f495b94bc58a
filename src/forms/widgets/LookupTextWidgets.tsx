import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { WidgetProps } from '@rjsf/utils';
import { BufferedInputTemplate as BaseInputTemplate } from '../templates/BufferedInputTemplate';
import { useTranslation } from 'react-i18next';
import { useRegistrationWidgetState } from './formContext';

/**
 * The postal code: a text field that accepts full-width digits and a hyphen. The flow looks the
 * code up once it has seven digits and fills prefecture and address; this says what happened.
 */
export function PostalCodeWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { postal } = useRegistrationWidgetState();
  // Abroad a code takes any form and nothing is looked up: no hint about seven digits.
  const note = postal?.busy
    ? t('widgets.postalLooking')
    : postal?.notFound
      ? t('widgets.postalNotFound')
      : postal?.japanese === false
        ? undefined
        : t('widgets.postalHint');
  return (
    <BaseInputTemplate
      {...props}
      type="text"
      options={{ ...props.options, mui: { slotProps: { htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 20 } }, helperText: note } }}
    />
  );
}

/**
 * The member number, checked against the society's records after a pause (the flow runs it). A
 * record that differs from what was typed is offered for taking over.
 */
export function MemberCodeWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { collation } = useRegistrationWidgetState();
  const suggestion = collation?.suggestion;
  return (
    <Box>
      <BaseInputTemplate
        {...props}
        type="text"
        options={{ ...props.options, mui: { helperText: collation?.busy ? t('widgets.collating') : collation?.ok ? t('widgets.collated') : undefined } }}
      />
      {suggestion && !collation?.ok && (
        <Alert
          severity="info"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={collation?.onTakeSuggestion}>
              {t('widgets.takeSuggestion')}
            </Button>
          }
        >
          {t('widgets.suggestion', { name: `${suggestion.nameSei} ${suggestion.nameMei}`, affiliation: suggestion.affiliation })}
        </Alert>
      )}
    </Box>
  );
}
