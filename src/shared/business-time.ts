/**
 * The business time zone of a record's country (India: Asia/Kolkata, IST; Nepal: Asia/Kathmandu, NPT): the console
 * writes dates in it with the zone named, and the server's date filters and sample years judge days by it.
 */

/** A country's business time zone and the short name written after its times. */
export interface BusinessZone {
  timeZone: string;
  name: string;
}

const ZONES: Record<string, BusinessZone> = {
  '91': { timeZone: 'Asia/Kolkata', name: 'IST' },
  '977': { timeZone: 'Asia/Kathmandu', name: 'NPT' },
};

/** The zone of a country calling code; India's (the company's) for records without a country or an unknown one. */
export function businessZone(countryCode?: string): BusinessZone {
  return ZONES[countryCode ?? '91'] ?? (ZONES['91'] as BusinessZone);
}

/** The wall-clock parts (year … minute) of an instant in a time zone, as numbers. */
function wallClock(instant: number, timeZone: string): number[] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [part('year'), part('month'), part('day'), part('hour'), part('minute'), part('second')];
}

/** The calendar day (YYYY-MM-DD) and time (HH:MM) of an instant in the country's business zone. */
export function businessDayAndTime(instant: number, countryCode?: string): { day: string; time: string } {
  const [y, mo, d, h, mi] = wallClock(instant, businessZone(countryCode).timeZone).map((n) =>
    String(n).padStart(2, '0'),
  );
  return { day: `${y}-${mo}-${d}`, time: `${h}:${mi}` };
}

/** The instant a calendar day (YYYY-MM-DD) starts in the country's business zone. */
export function businessDayStart(day: string, countryCode?: string): Date {
  const asUtc = Date.parse(`${day}T00:00:00Z`);
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = wallClock(asUtc, businessZone(countryCode).timeZone);
  const offset = Date.UTC(y, mo - 1, d, h, mi, s) - asUtc;
  return new Date(asUtc - offset);
}
