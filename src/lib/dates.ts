/**
 * One way to write dates for a doctor: the page's language (en-IN, hi-IN, ne-NP: day, short month, year), in the
 * member's country's time (India or Nepal); times of day are in lib/times.ts. Digits stay Latin, as for phone numbers
 * and codes (docs/LANGUAGES.md).
 */
import { isLanguage, LOCALES } from '../shared/messages/languages.ts';

/** The time zone of a member's country calling code: Nepal for 977, India otherwise. */
export function memberTimeZone(countryCode: string | undefined): string {
  return countryCode === '977' ? 'Asia/Kathmandu' : 'Asia/Kolkata';
}

/**
 * The locale to write dates in: the page's language (English as written in India when it is not one of ours, or when
 * the browser has no date data for it: Chrome has none for Nepali, and would write "2026 M12 1" for ne-NP).
 */
export function dateLocale(): string {
  const language = typeof document === 'undefined' ? 'en' : document.documentElement.lang.split('-')[0] || 'en';
  const locale = isLanguage(language) ? LOCALES[language].locale : LOCALES.en.locale;
  return Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0 ? locale : LOCALES.en.locale;
}

/**
 * The page's own day format where the browser has no date data for its language, else undefined: its `data-day`
 * (BaseLayout), the order of D, M and Y, then the twelve month names ("Y M D|जनवरी,…" on a Nepali page in Chrome).
 */
export function pageDayFormat(): string | undefined {
  const root = typeof document === 'undefined' ? undefined : document.documentElement;
  return root && root.lang !== 'en' && dateLocale() === LOCALES.en.locale ? root.dataset?.day : undefined;
}

/** A day (YYYY-MM-DD) in the page's own format ("2026 डिसेम्बर 7", pageDayFormat), or undefined without one. */
export function pageDay(day: string): string | undefined {
  const [order, names = ''] = pageDayFormat()?.split('|') ?? [];
  const [year = '', month, date] = day.split('-');
  return order?.replace(/[DMY]/g, (part) =>
    part === 'Y' ? year : part === 'D' ? String(Number(date)) : (names.split(',')[Number(month) - 1] ?? ''),
  );
}

/** Day, short month and year, Latin digits. */
export const DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  numberingSystem: 'latn',
};

/** A calendar date (YYYY-MM-DD) as "5 Dec 2026"; any other text as it is. */
export function formatDay(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time)) return value;
  return pageDay(value) ?? new Intl.DateTimeFormat(dateLocale(), { ...DAY, timeZone: 'UTC' }).format(time);
}
