/** One date format: the page's language with the member's country, India or Nepal time. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDay, memberTimeZone } from '../../src/lib/dates.ts';
import { formatMoment, formatTimeOfDay } from '../../src/lib/times.ts';
import { pages as enPages } from '../../src/shared/messages/en/pages.ts';
import { pages as hiPages } from '../../src/shared/messages/hi/pages.ts';
import { LOCALES } from '../../src/shared/messages/languages.ts';
import { pages as nePages } from '../../src/shared/messages/ne/pages.ts';

const FORMATS = { en: enPages.dayFormat, hi: hiPages.dayFormat, ne: nePages.dayFormat };
const page = globalThis as { document?: unknown };

/** Stands in for a page of the language, with its `data-day` (BaseLayout) or, with `withFormat` false, none. */
function onPage(lang: keyof typeof FORMATS, withFormat = true): void {
  page.document = { documentElement: { lang, dataset: withFormat ? { day: FORMATS[lang] } : {} } };
}

afterEach(() => {
  delete page.document;
  vi.restoreAllMocks();
});

describe('dates', () => {
  it('writes calendar dates and times of day one way', () => {
    onPage('en');
    expect(formatDay('2026-12-05')).toBe('5 Dec 2026');
    expect(formatTimeOfDay('18:30')).toBe('6:30 pm');
    expect(formatDay('soon')).toBe('soon');
    expect(formatDay('2026-13-05')).toBe('2026-13-05');
    expect(formatTimeOfDay('')).toBe('');
  });

  it('writes an instant in India time, or Nepal time for a Nepali member', () => {
    onPage('en');
    expect(memberTimeZone('91')).toBe('Asia/Kolkata');
    expect(memberTimeZone('977')).toBe('Asia/Kathmandu');
    expect(formatMoment('2026-11-25T22:00:00Z', '91')).toBe('26 Nov 2026, 3:30 am');
    expect(formatMoment('2026-11-25T22:00:00Z', '977')).toBe('26 Nov 2026, 3:45 am');
    expect(formatMoment('not a date')).toBe('not a date');
  });

  it('writes times of day in Hindi words on a Hindi page and in 24 hours on a Nepali one, with Latin digits', () => {
    onPage('hi');
    expect(formatTimeOfDay('15:44')).toBe('दोपहर 3:44');
    expect(formatTimeOfDay('09:05')).toBe('सुबह 9:05');
    expect(formatMoment('2026-11-25T22:00:00Z', '91')).toBe('26 नव॰ 2026, रात 3:30');
    onPage('ne');
    expect(formatTimeOfDay('15:44')).toBe('15:44');
    for (const text of [formatTimeOfDay('15:44'), formatMoment('2026-11-25T22:00:00Z', '977')])
      expect(text).not.toMatch(/[ap]m|[०-९]/i);
  });

  it("writes a page's days with its own format, as en-IN, hi-IN and ne-NP write them, without the browser's date data", () => {
    const options = { day: 'numeric', month: 'short', year: 'numeric', numberingSystem: 'latn', timeZone: 'UTC' };
    for (const lang of ['en', 'hi', 'ne'] as const) {
      onPage(lang);
      for (let month = 1; month <= 12; month += 1) {
        const ymd = `2026-${String(month).padStart(2, '0')}-05`;
        const intl = new Intl.DateTimeFormat(LOCALES[lang].locale, options as Intl.DateTimeFormatOptions);
        expect(formatDay(ymd), `${lang} ${ymd}`).toBe(intl.format(Date.parse(ymd)));
      }
    }
    // The first use of the browser's date data is a long task on a cheap phone (/profile's birth date).
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const asked = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    onPage('en');
    expect(formatDay('1990-03-21')).toBe('21 Mar 1990');
    expect(made).not.toHaveBeenCalled();
    expect(asked).not.toHaveBeenCalled();
  });

  it('writes Nepali times in 24 hours where the browser has no Nepali date data (Chrome)', () => {
    // Chrome's own data has no Nepali dates: it would write "2026 M12 1" and en-IN's "3:45 am".
    const offered = Intl.DateTimeFormat.supportedLocalesOf;
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales, options) =>
      offered(locales, options).filter((tag) => !/^ne\b/.test(tag)),
    );
    onPage('ne');
    expect(formatDay('2026-12-01')).toBe('2026 डिसेम्बर 1');
    expect(formatMoment('2026-11-25T22:00:00Z', '977')).toBe('2026 नोभेम्बर 26, 3:45');
    expect(formatTimeOfDay('15:44')).toBe('15:44');
  });

  it('leaves a day as it is where the page has no format (rendered at build time)', () => {
    expect(formatDay('2026-12-01')).toBe('2026-12-01');
    onPage('ne', false);
    expect(formatDay('2026-12-01')).toBe('2026-12-01');
  });
});
