/**
 * Times of day for a doctor, beside lib/dates.ts (apart from it, so that pages showing only days do not carry this):
 * the page's language, Latin digits, the member's country's time. Hindi names the part of the day in Hindi words
 * ("दोपहर 3:44") where en-IN writes "pm"; Nepali writes 24 hours ("15:44").
 */
import { LOCALES } from '../shared/messages/languages.ts';
import { dateLocale, lacksDateData, memberTimeZone, pageDay } from './dates.ts';

const TIME = { hour: 'numeric', minute: '2-digit', numberingSystem: 'latn' } as const;

/**
 * `time` with its hour and minute (and whatever else `options` asks) in the page's locale; in 24 hours where the
 * browser has no date data for the page's language (as ne-NP writes them).
 */
function write(time: number, options: Intl.DateTimeFormatOptions): string {
  if (lacksDateData()) return new Intl.DateTimeFormat('en-GB', { ...options, ...TIME, hourCycle: 'h23' }).format(time);
  const locale = dateLocale();
  const dayPeriod = locale === LOCALES.hi.locale ? 'short' : undefined;
  return new Intl.DateTimeFormat(locale, { ...options, ...TIME, dayPeriod }).format(time);
}

/** A time of day (HH:MM) as the locale writes it ("6:30 pm", "शाम 6:30", "18:30"); any other text as it is. */
export function formatTimeOfDay(value: string): string {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (!match) return value;
  return write(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])), { timeZone: 'UTC' });
}

/**
 * An instant (ISO 8601) as "5 Dec 2026, 6:30 pm" in the member's country's time, its day in the page's own format
 * (dates.ts pageDay); any other text as it is. Where the browser has no date data for the page's language, the time
 * in 24 hours ("2026 डिसेम्बर 7, 15:44", as ne-NP writes it).
 */
export function formatMoment(value: string, countryCode?: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const timeZone = memberTimeZone(countryCode);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone }).format(time);
  return `${pageDay(day) ?? day}, ${write(time, { timeZone })}`;
}
