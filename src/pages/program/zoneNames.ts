import type { TimeZone } from '../../../engine/time';
import { useOperationTranslation } from '../../kit/operationStrings';
import { useTimeZone } from '../../kit/timeZone';

/** Each zone's strings under `timeZone.*` (src/locales/operation.*.json). */
export const zoneKeys: Record<TimeZone, 'tokyo' | 'losAngeles'> = { 'Asia/Tokyo': 'tokyo', 'America/Los_Angeles': 'losAngeles' };

/** The name of the reader's zone's time ("Japan time", "Los Angeles time"), for a text that says which times it gives. */
export function useZoneTimeName(): string {
  const { t } = useOperationTranslation();
  return t(`timeZone.${zoneKeys[useTimeZone()]}Time`);
}
