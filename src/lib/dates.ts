/**
 * One way to write dates for a doctor: the page's language (en-IN, hi-IN, ne-NP: day, short month, year) and times
 * of day in the member's country's time (India or Nepal).
 */

/** The time zone of a member's country calling code: Nepal for 977, India otherwise. */
export function memberTimeZone(countryCode: string | undefined): string {
  return countryCode === '977' ? 'Asia/Kathmandu' : 'Asia/Kolkata';
}

const LOCALES: Readonly<Record<string, string>> = { en: 'en-IN', hi: 'hi-IN', ne: 'ne-NP' };

/** The locale to write dates in: the page's language (English as written in India when it is not one of ours). */
function dateLocale(): string {
  const language = typeof document === 'undefined' ? 'en' : document.documentElement.lang.split('-')[0] || 'en';
  return LOCALES[language] ?? 'en-IN';
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** A calendar date (YYYY-MM-DD) as "5 Dec 2026"; any other text as it is. */
export function formatDay(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(dateLocale(), { ...DAY, timeZone: 'UTC' }).format(time);
}

/** A time of day (HH:MM) as the locale writes it ("6:30 pm"); any other text as it is. */
export function formatTimeOfDay(value: string): string {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (!match) return value;
  const time = Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]));
  return new Intl.DateTimeFormat(dateLocale(), { ...TIME, timeZone: 'UTC' }).format(time);
}

/** An instant (ISO 8601) as "5 Dec 2026, 6:30 pm" in the member's country's time; any other text as it is. */
export function formatMoment(value: string, countryCode?: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const options = { ...DAY, ...TIME, timeZone: memberTimeZone(countryCode) };
  return new Intl.DateTimeFormat(dateLocale(), options).format(time);
}
