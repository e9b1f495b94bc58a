import { operationStrings } from '../../kit/operationStrings';
import { usePageStrings } from '../../kit/pageStrings';
import ja from '../../locales/venue.ja.json';
import en from '../../locales/venue.en.json';

/** The venue pages' strings (src/locales/venue.*.json), with the operation area's (their titles are the dashboard's labels). */
export const venueStrings = { ja, en };
export const useVenueTranslation = () => usePageStrings(operationStrings, venueStrings);
