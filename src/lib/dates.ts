/**
 * One way to write dates for a doctor: the page's language (en-IN, hi-IN, ne-NP: day, short month, year; written by
 * the page's own format, `data-day`), in the member's country's time (India or Nepal); times of day are in
 * lib/times.ts. Digits stay Latin, as for phone numbers and codes (docs/LANGUAGES.md).
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
 * The page's own day format: its `data-day` (BaseLayout, `pages.dayFormat`), the order of D, M and Y, then the twelve
 * month names ("D M Y|Jan,…", "Y M D|जनवरी,…"); undefined on a page without one (a page cached from before it).
 */
function pageDayFormat(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.dataset?.day;
}

/** Whether the browser has no date data for the page's language (Chrome has none for Nepali). */
export function lacksDateData(): boolean {
  const root = typeof document === 'undefined' ? undefined : document.documentElement;
  return Boolean(root && root.lang !== 'en' && dateLocale() === LOCALES.en.locale);
}

/**
 * A day (YYYY-MM-DD) in the page's own format ("7 Dec 2026", "7 दिस॰ 2026", "2026 डिसेम्बर 7": what en-IN, hi-IN and
 * ne-NP write), or undefined without one. No Intl: the browser's first use of its date data took 15 ms here, 150 ms
 * at 10x, in the task that draws /profile.
 */
export function pageDay(day: string): string | undefined {
  const [order, names = ''] = pageDayFormat()?.split('|') ?? [];
  const [year = '', month, date] = day.split('-');
  return order?.replace(/[DMY]/g, (part) =>
    part === 'Y' ? year : part === 'D' ? String(Number(date)) : (names.split(',')[Number(month) - 1] ?? ''),
  );
}

/**
 * A calendar date (YYYY-MM-DD) as the page writes it ("5 Dec 2026", pageDay); any other text, or any without the
 * page's format (rendered at build time), as it is.
 */
export function formatDay(value: string): string {
  return (/^\d{4}-(0[1-9]|1[0-2])-\d{2}$/.test(value) && pageDay(value)) || value;
}
