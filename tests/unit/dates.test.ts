/** One date format: the page's language with the member's country, India or Nepal time. */
import { describe, expect, it, vi } from 'vitest';
import { formatDay, memberTimeZone } from '../../src/lib/dates.ts';
import { formatMoment, formatTimeOfDay } from '../../src/lib/times.ts';
import { pages as hiPages } from '../../src/shared/messages/hi/pages.ts';
import { pages as nePages } from '../../src/shared/messages/ne/pages.ts';

describe('dates', () => {
  it('writes calendar dates and times of day one way', () => {
    expect(formatDay('2026-12-05')).toBe('5 Dec 2026');
    expect(formatTimeOfDay('18:30')).toBe('6:30 pm');
    expect(formatDay('soon')).toBe('soon');
    expect(formatTimeOfDay('')).toBe('');
  });

  it('writes an instant in India time, or Nepal time for a Nepali member', () => {
    expect(memberTimeZone('91')).toBe('Asia/Kolkata');
    expect(memberTimeZone('977')).toBe('Asia/Kathmandu');
    expect(formatMoment('2026-11-25T22:00:00Z', '91')).toBe('26 Nov 2026, 3:30 am');
    expect(formatMoment('2026-11-25T22:00:00Z', '977')).toBe('26 Nov 2026, 3:45 am');
    expect(formatMoment('not a date')).toBe('not a date');
  });

  it('writes times of day in Hindi words on a Hindi page and in 24 hours on a Nepali one, with Latin digits', () => {
    const page = globalThis as { document?: unknown };
    try {
      page.document = { documentElement: { lang: 'hi' } };
      expect(formatTimeOfDay('15:44')).toBe('दोपहर 3:44');
      expect(formatTimeOfDay('09:05')).toBe('सुबह 9:05');
      expect(formatMoment('2026-11-25T22:00:00Z', '91')).toMatch(/^26 नव॰ 2026, रात 3:30$/);
      page.document = { documentElement: { lang: 'ne' } };
      expect(formatTimeOfDay('15:44')).toBe('15:44');
      for (const text of [formatTimeOfDay('15:44'), formatMoment('2026-11-25T22:00:00Z', '977')])
        expect(text).not.toMatch(/[ap]m|[०-९]/i);
    } finally {
      delete page.document;
    }
  });

  it('writes the dates of a Nepali page in Nepali where the browser knows its month names', () => {
    const page = globalThis as { document?: unknown };
    page.document = { documentElement: { lang: 'ne' } };
    try {
      expect(formatDay('2026-12-01')).toMatch(/^[^M]*डिसेम्बर[^M]*$/);
      expect(formatDay('2026-12-01')).not.toMatch(/M12/);
    } finally {
      delete page.document;
    }
  });

  it("writes a page's own month names, in its order, where the browser has no date data for its language", () => {
    const page = globalThis as { document?: unknown };
    // Chrome's own data has no Nepali (nor, here, Hindi) dates: it would write "2026 M12 1".
    const offered = Intl.DateTimeFormat.supportedLocalesOf;
    const supported = vi
      .spyOn(Intl.DateTimeFormat, 'supportedLocalesOf')
      .mockImplementation((locales, options) => offered(locales, options).filter((tag) => !/^(ne|hi)\b/.test(tag)));
    try {
      page.document = { documentElement: { lang: 'ne', dataset: { day: nePages.dayFormat } } };
      expect(formatDay('2026-12-01')).toBe('2026 डिसेम्बर 1');
      expect(formatMoment('2026-11-25T22:00:00Z', '977')).toBe('2026 नोभेम्बर 26, 3:45');
      expect(formatTimeOfDay('15:44')).toBe('15:44');
      page.document = { documentElement: { lang: 'hi', dataset: { day: hiPages.dayFormat } } };
      expect(formatDay('2026-09-05')).toBe('5 सित॰ 2026');
      // A page without the format (one cached from before it) writes the day as en-IN does.
      page.document = { documentElement: { lang: 'ne', dataset: {} } };
      expect(formatDay('2026-12-01')).toBe('1 Dec 2026');
    } finally {
      supported.mockRestore();
      delete page.document;
    }
  });
});
