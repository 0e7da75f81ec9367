/**
 * Checks a side-effect report as the doctor sent it and returns the record to store; every problem is a 400 naming
 * the field, in the request's language (services/language.ts). Only what the report needs is kept.
 */
import {
  AGE_GROUPS,
  type AgeGroup,
  OUTCOMES,
  type Outcome,
  PATIENT_SEXES,
  type PatientSex,
  SERIOUS_CRITERIA,
  type SeriousCriterion,
} from '../../../shared/safety.ts';
import { m } from '../language.ts';
import { invalid } from '../orders/rules.ts';

/** The report's fields as the contract admits them (reportEvent). */
export interface ReportInput {
  patient_initials: string;
  patient_age?: string | undefined;
  patient_age_group?: string | undefined;
  patient_sex: string;
  event: string;
  serious: boolean;
  serious_criteria: string[];
  onset_date: string;
  stop_date?: string | undefined;
  outcome: string;
  other_medicines?: string | undefined;
}

/** A checked report, ready to store. */
export interface CheckedReport {
  patientInitials: string;
  patientAge: number | null;
  patientAgeGroup: AgeGroup | '';
  patientSex: PatientSex;
  event: string;
  serious: boolean;
  seriousCriteria: SeriousCriterion[];
  onsetDate: string;
  stopDate: string;
  outcome: Outcome;
  otherMedicines: string;
}

/** Initials: one to five letters (Latin or Devanagari, with their signs), dots and spaces between them. */
const INITIALS = /^(?:[\p{L}\p{M}][.\s]*){1,5}$/u;

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** A real calendar day YYYY-MM-DD not after `today`, or a 400 naming `field`. */
function pastDay(field: string, value: string, today: string): string {
  const day = value.trim();
  if (day === '') throw invalid(field, m.fieldRequired);
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw invalid(field, m.dateNotReal);
  }
  if (day > today) throw invalid(field, m.dateInFuture);
  return day;
}

/** Checks the patient's age (years) or age group: at least one, each valid. */
function checkAge(input: ReportInput): { patientAge: number | null; patientAgeGroup: AgeGroup | '' } {
  const age = (input.patient_age ?? '').trim();
  const group = (input.patient_age_group ?? '').trim();
  if (age === '' && group === '') throw invalid('patient_age', m.ageOrGroupRequired);
  if (age !== '' && (!/^\d{1,3}$/.test(age) || Number(age) > 120)) throw invalid('patient_age', m.ageInvalid);
  if (group !== '' && !isOneOf(AGE_GROUPS, group)) throw invalid('patient_age_group', m.ageGroupUnknown);
  return { patientAge: age === '' ? null : Number(age), patientAgeGroup: group === '' ? '' : (group as AgeGroup) };
}

/** Checks seriousness and its criteria (at least one when serious, none otherwise). */
function checkSeriousness(input: ReportInput): SeriousCriterion[] {
  const criteria: SeriousCriterion[] = [];
  for (const value of input.serious_criteria) {
    if (!isOneOf(SERIOUS_CRITERIA, value)) throw invalid('serious_criteria', m.seriousCriteriaUnknown);
    if (!criteria.includes(value)) criteria.push(value);
  }
  if (input.serious && criteria.length === 0) throw invalid('serious_criteria', m.seriousCriteriaRequired);
  if (!input.serious && criteria.length > 0) throw invalid('serious_criteria', m.criteriaNeedSerious);
  return criteria;
}

/** The checked report, in the order the form asks (patient, event, seriousness, dates, outcome), or a 400. */
export function checkReport(input: ReportInput, today: string): CheckedReport {
  const patientInitials = input.patient_initials.trim();
  if (patientInitials === '') throw invalid('patient_initials', m.fieldRequired);
  if (!INITIALS.test(patientInitials)) throw invalid('patient_initials', m.initialsInvalid);
  const age = checkAge(input);
  const sex = input.patient_sex.trim();
  if (!isOneOf(PATIENT_SEXES, sex)) throw invalid('patient_sex', m.sexUnknown);
  const event = input.event.trim();
  if (event === '') throw invalid('event', m.fieldRequired);
  const seriousCriteria = checkSeriousness(input);
  const onsetDate = pastDay('onset_date', input.onset_date, today);
  const stop = (input.stop_date ?? '').trim();
  const stopDate = stop === '' ? '' : pastDay('stop_date', stop, today);
  if (stopDate !== '' && stopDate < onsetDate) throw invalid('stop_date', m.stopBeforeOnset);
  const outcome = input.outcome.trim();
  if (!isOneOf(OUTCOMES, outcome)) throw invalid('outcome', m.outcomeUnknown);
  return {
    patientInitials,
    ...age,
    patientSex: sex,
    event,
    serious: input.serious,
    seriousCriteria,
    onsetDate,
    stopDate,
    outcome,
    otherMedicines: (input.other_medicines ?? '').trim(),
  };
}
