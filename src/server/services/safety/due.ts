/**
 * When an adverse-event report is due to the regulator (docs/API.md "Medical questions and side effects"), counted in
 * calendar days from the day the company received it (day 0), as PvPI/CDSCO practice asks of a marketing
 * authorisation holder: death or life-threatening 7 days, other serious 15 days, non-serious 90 days.
 */
import type { SeriousCriterion } from '../../../shared/safety.ts';

/** Calendar days to the due date by seriousness. */
const DUE_DAYS = { fatalOrLifeThreatening: 7, serious: 15, nonSerious: 90 } as const;

/** The days a report has, by its seriousness and criteria. */
function dueDays(serious: boolean, criteria: readonly SeriousCriterion[]): number {
  if (!serious) return DUE_DAYS.nonSerious;
  if (criteria.includes('death') || criteria.includes('life-threatening')) return DUE_DAYS.fatalOrLifeThreatening;
  return DUE_DAYS.serious;
}

/** The instant a report received at `receivedAt` is due (the same time of day, `dueDays` later). */
export function dueAt(serious: boolean, criteria: readonly SeriousCriterion[], receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + dueDays(serious, criteria) * 86_400_000);
}

/** Calendar days the medical-information team has to answer a question (docs/API.md "Safety queues"). */
export const QUESTION_DUE_DAYS = 5;

/** The instant a medical question received at `receivedAt` should be answered by. */
export function questionDueAt(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + QUESTION_DUE_DAYS * 86_400_000);
}

/** How far ahead a due time counts as near: the queues highlight it and the daily mail lists it. */
export const DUE_SOON_MS = 48 * 3_600_000;
