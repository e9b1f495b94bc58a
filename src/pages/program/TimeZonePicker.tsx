import { timeZones, utcOffset, type TimeZone } from '../../../engine/time';
import { LeanNativeSelect } from '../../forms/LeanNativeSelect';
import { useOperationTranslation } from '../../kit/operationStrings';
import { setTimeZone, useTimeZone } from '../../kit/timeZone';
import { zoneKeys } from './zoneNames';

/**
 * The zone every time is shown in (§9), with each zone's offset from UTC on the day asked about
 * (Los Angeles keeps daylight saving time). Changing it rewrites every time on the page at once.
 */
export function TimeZonePicker({ id = 'time-zone', on = new Date(), className }: { id?: string; on?: Date; className?: string }) {
  const { t } = useOperationTranslation();
  const zone = useTimeZone();
  return (
    <LeanNativeSelect
      id={id}
      small
      className={className}
      label={t('timeZone.label')}
      value={zone}
      options={timeZones.map((value) => ({ value, label: t(`timeZone.${zoneKeys[value]}`, { offset: utcOffset(on, value) }) }))}
      onChange={(value) => setTimeZone(value as TimeZone)}
    />
  );
}
