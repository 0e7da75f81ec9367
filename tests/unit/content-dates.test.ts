/** Front-matter dates of the Markdown pages: a real day written YYYY-MM-DD, or the build stops with a clear message. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Loader, LoaderContext } from 'astro/loaders';
import { describe, expect, it } from 'vitest';
import { calendarDate, calendarDay, rawValue, withDatesAsWritten } from '../../src/delivery/content-dates.ts';

const MESSAGE = 'date must be a real date written YYYY-MM-DD, e.g. 2026-03-09';

describe('content dates', () => {
  it('accepts a real day written YYYY-MM-DD, as text or as the Date YAML makes of it', () => {
    expect(calendarDate('date').parse('2026-03-09')).toEqual(new Date('2026-03-09T00:00:00Z'));
    expect(calendarDate('date').parse(new Date('2024-02-29T00:00:00Z'))).toEqual(new Date('2024-02-29T00:00:00Z'));
    expect(calendarDay('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('refuses a day that does not exist or another way of writing it, with a message a marketer understands', () => {
    for (const typo of [
      '2026-13-45',
      '2026-02-30',
      '2025-02-29',
      '09-03-2026',
      '2026-3-9',
      '9 March 2026',
      '',
      20260309,
    ])
      expect(calendarDay(typo)).toBeUndefined();
    expect(calendarDay(new Date('nonsense'))).toBeUndefined();
    const result = calendarDate('date').safeParse('2026-13-45');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGE);
    expect(calendarDate('updated').safeParse(undefined).error?.issues[0]?.message).toMatch(
      /^updated must be a real date/,
    );
  });

  it('reads a front-matter value as written, without quotes or a comment', () => {
    const source = "---\ntitle: x\ndate: 2026-13-45   # typo\nupdated: '2026-01-02'\n---\nBody";
    expect(rawValue(source, 'date')).toBe('2026-13-45');
    expect(rawValue(source, 'updated')).toBe('2026-01-02');
    expect(rawValue(source, 'missing')).toBeUndefined();
  });

  it('hands the schema the date as the file writes it, not the later day YAML rolled it over to', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'content-dates-')), 'typo.md');
    const source = '---\ntitle: Typo\ndate: 2026-13-45\n---\nBody\n';
    writeFileSync(file, source);
    // What YAML (js-yaml, Astro's front-matter parser) makes of that line: Date.UTC(2026, 12, 45).
    const yaml = { title: 'Typo', date: new Date(Date.UTC(2026, 12, 45)) };
    expect(yaml.date.toISOString()).toBe('2027-02-14T00:00:00.000Z');
    const seen: unknown[] = [];
    const inner: Loader = {
      name: 'fake',
      load: async ({ parseData }) => {
        await parseData({ id: 'typo', data: yaml, filePath: file });
      },
    };
    const context = {
      parseData: async (props: { data: Record<string, unknown> }) => {
        seen.push(props.data.date);
        return props.data;
      },
    } as unknown as LoaderContext;
    await withDatesAsWritten(inner, ['date']).load(context);
    expect(seen).toEqual(['2026-13-45']);
    expect(calendarDate('date').safeParse(seen[0]).success).toBe(false);
  });
});
