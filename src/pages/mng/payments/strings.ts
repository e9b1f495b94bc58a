import { usePageStrings } from '../../../kit/pageStrings';
import ja from '../../../locales/mngPayments.ja.json';
import en from '../../../locales/mngPayments.en.json';

/** The payments console's strings (src/locales/mngPayments.*.json), shipped with that page. */
const paymentStrings = { ja, en };
export const usePaymentsTranslation = () => usePageStrings(paymentStrings);
