/**
 * One way to write dates for a doctor: the page's language (en-IN, hi-IN, ne-NP: day, short month, year) and times
 * of day in the member's country's time (India or Nepal). Digits stay Latin, as for phone numbers and codes
 * (docs/LANGUAGES.md).
 */
import { isLanguage, LOCALES } from '../shared/messages/languages.ts';

/** The time zone of a member's country calling code: Nepal for 977, India otherwise. */
export function memberTimeZone(countryCode: string | undefined): string {
  return countryCode === '977' ? 'Asia/Kathmandu' : 'Asia/Kolkata';
}

/**
 * The locale to write dates in: the page's language (English as written in India when it is not one of ours, or when
 * the browser has no date data for it: Debian's Chromium, like some phones', would write "2026 M12 1" for ne-NP).
 */
function dateLocale(): string {
  const language = typeof document === 'undefined' ? 'en' : document.documentElement.lang.split('-')[0] || 'en';
  const locale = isLanguage(language) ? LOCALES[language].locale : LOCALES.en.locale;
  return Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0 ? locale : LOCALES.en.locale;
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', numberingSystem: 'latn' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', numberingSystem: 'latn' };

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
