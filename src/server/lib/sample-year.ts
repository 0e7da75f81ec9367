/** The sample year (UCPMP 2024 cap period) of a country at an instant: pure date arithmetic, no database. */
import type { SampleYearRule } from '../../shared/constants.ts';

/** A sample year: its first day and its last day, both YYYY-MM-DD in the country's calendar. */
export interface SampleYear {
  start: string;
  end: string;
}

/** The calendar date (YYYY-MM-DD) at `now` in `timeZone`. */
function localDate(now: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(now),
  );
}

/** The day before a YYYY-MM-DD date. */
function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The sample year holding the instant `now`: it starts on the rule's MM-DD, judged by the country's calendar. */
export function sampleYearOf(rule: SampleYearRule, now: number): SampleYear {
  const today = localDate(now, rule.timeZone);
  const year = Number(today.slice(0, 4));
  const thisYears = `${year}-${rule.yearStart}`;
  const startYear = today >= thisYears ? year : year - 1;
  return { start: `${startYear}-${rule.yearStart}`, end: dayBefore(`${startYear + 1}-${rule.yearStart}`) };
}
