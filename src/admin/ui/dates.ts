/**
 * The console's one date formatter: an instant in the business time zone of the record's country (India: IST,
 * Nepal: NPT), with the zone named, so a record near midnight or 1 April lands on the day its country saw.
 */
import { businessDayAndTime, businessZone } from '../../shared/business-time.ts';

/** An ISO instant as "2027-03-31 23:30 IST" in the country's zone (India's without one); other text as it is. */
export function consoleDateTime(iso: string, countryCode?: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  const { day, time } = businessDayAndTime(instant, countryCode);
  return `${day} ${time} ${businessZone(countryCode).name}`;
}

/** An ISO instant as its calendar day "2027-03-31 IST" in the country's zone (India's without one). */
export function consoleDay(iso: string, countryCode?: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  return `${businessDayAndTime(instant, countryCode).day} ${businessZone(countryCode).name}`;
}
