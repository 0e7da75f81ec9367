/**
 * Console dates (issue 41, item 5): an instant is written in the business zone of the record's country with the
 * zone named, so an order near midnight or on 1 April lands on its country's day and sample year.
 */
import { describe, expect, it } from 'vitest';
import { consoleDateTime, consoleDay } from '../../src/admin/ui/dates.ts';
import { businessDayStart, businessZone } from '../../src/shared/business-time.ts';
import { SAMPLE_YEAR_RULES } from '../../src/shared/constants.ts';
import { sampleYearOf } from '../../src/server/lib/sample-year.ts';

/** 23:30 IST on 31 March 2027 (18:00 UTC). */
const LATE_31_MARCH_IST = '2027-03-31T18:00:00Z';
/** 00:15 IST on 1 April 2027 (18:45 UTC on 31 March). */
const EARLY_1_APRIL_IST = '2027-03-31T18:45:00Z';

describe('console dates', () => {
  it('writes an Indian record in IST with the zone named', () => {
    expect(consoleDateTime(LATE_31_MARCH_IST, '91')).toBe('2027-03-31 23:30 IST');
    expect(consoleDateTime(EARLY_1_APRIL_IST, '91')).toBe('2027-04-01 00:15 IST');
    expect(consoleDay(EARLY_1_APRIL_IST, '91')).toBe('2027-04-01 IST');
  });

  it('writes a Nepali record in NPT, a quarter hour ahead of IST', () => {
    expect(consoleDateTime('2027-03-31T18:14:00Z', '977')).toBe('2027-03-31 23:59 NPT');
    expect(consoleDateTime('2027-03-31T18:15:00Z', '977')).toBe('2027-04-01 00:00 NPT');
    expect(consoleDay('2026-12-31T18:30:00Z', '977')).toBe('2027-01-01 NPT');
  });

  it('uses India time for a record without a country and leaves other text alone', () => {
    expect(consoleDateTime('2026-12-31T18:29:00Z')).toBe('2026-12-31 23:59 IST');
    expect(consoleDay('2026-12-31T18:30:00Z')).toBe('2027-01-01 IST');
    expect(consoleDay('')).toBe('');
    expect(consoleDateTime('not a date', '91')).toBe('not a date');
  });

  it('starts a day at midnight of the business zone (the date filters)', () => {
    expect(businessDayStart('2027-04-01', '91').toISOString()).toBe('2027-03-31T18:30:00.000Z');
    expect(businessDayStart('2027-04-01', '977').toISOString()).toBe('2027-03-31T18:15:00.000Z');
    expect(businessDayStart('2027-04-01').toISOString()).toBe('2027-03-31T18:30:00.000Z');
  });

  it('puts 23:30 IST on 31 March in the old sample year and 1 April in the new one', () => {
    expect(sampleYearOf(SAMPLE_YEAR_RULES['91'], Date.parse(LATE_31_MARCH_IST)).start).toBe('2026-04-01');
    expect(sampleYearOf(SAMPLE_YEAR_RULES['91'], Date.parse(EARLY_1_APRIL_IST)).start).toBe('2027-04-01');
  });

  it('judges sample years by the same zone the console writes dates in', () => {
    for (const [country, rule] of Object.entries(SAMPLE_YEAR_RULES)) {
      expect(rule.timeZone).toBe(businessZone(country).timeZone);
    }
  });
});
