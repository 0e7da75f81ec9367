/** The side-effect report form (issue 27 §3): its state and receipt; the product search and retry key are safety.ts's. */
import { atom } from 'nanostores';
import * as safetyApi from '../api/safety.ts';
import type { ReportFields } from '../api/safety.ts';
import { t } from '../shared/messages/index.ts';
import { idleForm } from '../lib/form-state.ts';
import { failedSend, keyOf, type SafetyFormState, sent } from './safety.ts';

/** The report form's fields. */
type ReportField = keyof ReportFields;

/** A report as the form read it: `serious` unset while neither answer is chosen (there is no default answer). */
export type ReportInput = Omit<ReportFields, 'serious'> & { serious?: boolean | undefined };

/** True when the doctor said whether the event was serious. */
const answered = (fields: ReportInput): fields is ReportFields => fields.serious !== undefined;

const REPORT_FIELDS: readonly string[] = [
  'product_id',
  'patient_initials',
  'patient_age',
  'patient_age_group',
  'patient_sex',
  'event',
  'serious',
  'serious_criteria',
  'onset_date',
  'stop_date',
  'outcome',
  'other_medicines',
];

/** The report form. */
export const $reportForm = atom<SafetyFormState<ReportField>>(idleForm());

/** Every required field of a report left empty, each with its error (all at once, issue 40 §1); the API checks the rest. */
function missingReportFields(fields: ReportInput): Partial<Record<ReportField, string>> {
  const missing: Partial<Record<ReportField, string>> = {};
  const required = t.safety.fieldRequired;
  if (!fields.product_id) missing.product_id = t.safety.productRequired;
  if (fields.patient_initials === '') missing.patient_initials = required;
  if (fields.patient_age === '' && fields.patient_age_group === '') missing.patient_age = t.safety.ageRequired;
  if (fields.patient_sex === '') missing.patient_sex = required;
  if (fields.event === '') missing.event = required;
  if (fields.serious === undefined) missing.serious = required;
  if (fields.serious && fields.serious_criteria.length === 0) missing.serious_criteria = t.safety.criteriaHint;
  if (fields.onset_date === '') missing.onset_date = required;
  if (fields.outcome === '') missing.outcome = required;
  return missing;
}

/** Sends a side-effect report; on success keeps the receipt (the acknowledgement on screen). */
export async function sendReport(fields: ReportInput): Promise<void> {
  if ($reportForm.get().busy) return;
  const missing = missingReportFields(fields);
  if (Object.keys(missing).length > 0 || !answered(fields)) {
    $reportForm.set({ busy: false, errors: missing });
    return;
  }
  $reportForm.set({ busy: true, errors: {} });
  try {
    const receipt = await safetyApi.reportEvent(fields, keyOf(fields));
    sent();
    $reportForm.set({ ...idleForm(), receipt });
  } catch (error) {
    const known = (field: string) => (REPORT_FIELDS.includes(field) ? (field as ReportField) : undefined);
    failedSend($reportForm, error, known, { kind: 'report', fields });
  }
}
