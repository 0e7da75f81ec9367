/**
 * /report-side-effect: the suspected adverse-event form (patient initials, age or age group, sex; the product; the
 * event; seriousness and its criteria; dates; outcome; other medicines) and, once sent, the acknowledgement.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef } from 'react';
import { AGE_GROUPS, OUTCOMES, PATIENT_SEXES, SERIOUS_CRITERIA } from '../../shared/safety.ts';
import { t } from '../../shared/messages/index.ts';
import { startOver } from '../../stores/safety.ts';
import { $reportForm, sendReport } from '../../stores/safety-report.ts';
import Button from '../../ui/Button.tsx';
import Form from '../../ui/Form.tsx';
import { Field, SelectField } from '../../ui/Field.tsx';
import ChoiceGroup from './ChoiceGroup.tsx';
import ProductPicker from './ProductPicker.tsx';
import Receipt from './Receipt.tsx';
import TextArea from './TextArea.tsx';
import { useFocusFirstError } from './useFocusFirstError.ts';

/** Today in the browser, YYYY-MM-DD, without Intl (its first use is a long task on a cheap phone). */
function today(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
}

function ReportForm() {
  const form = useStore($reportForm);
  const labels = t.safety.fields;
  const errors = form.errors;
  const formElement = useRef<HTMLFormElement>(null);
  useFocusFirstError(formElement, errors);
  // The date fields' latest day is today in the browser, set once the form is mounted: the page was drawn on the day
  // it was built, and React does not mend an attribute that differs when it hydrates (the server checks it too).
  useEffect(() => {
    for (const field of formElement.current?.querySelectorAll<HTMLInputElement>('input[type="date"]') ?? [])
      field.max = today();
  }, []);
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string): string => String(data.get(name) ?? '').trim();
    const seriousness = value('serious');
    const isSerious = seriousness === 'yes';
    void sendReport({
      product_id: Number(value('product_id')),
      patient_initials: value('patient_initials'),
      patient_age: value('patient_age'),
      patient_age_group: value('patient_age_group'),
      patient_sex: value('patient_sex'),
      event: value('event'),
      serious: seriousness ? isSerious : undefined,
      serious_criteria: isSerious ? data.getAll('serious_criteria').map(String) : [],
      onset_date: value('onset_date'),
      stop_date: value('stop_date'),
      outcome: value('outcome'),
      other_medicines: value('other_medicines'),
    });
  };
  if (form.receipt)
    return <Receipt receipt={form.receipt} again={t.safety.reportAnother} onAgain={() => startOver($reportForm)} />;
  return (
    <Form ref={formElement} className="sheet form" data-draft="report" noValidate onSubmit={onSubmit}>
      <ProductPicker error={errors.product_id} />
      <fieldset className="safety__group">
        <legend>{t.safety.patient}</legend>
        <Field
          id="safety-initials"
          name="patient_initials"
          label={labels.patient_initials}
          required
          maxLength={10}
          autoComplete="off"
          error={errors.patient_initials}
        />
        <Field
          id="safety-age"
          name="patient_age"
          label={labels.patient_age}
          inputMode="numeric"
          maxLength={3}
          error={errors.patient_age}
        />
        <SelectField
          id="safety-age-group"
          name="patient_age_group"
          label={labels.patient_age_group}
          defaultValue=""
          error={errors.patient_age_group}
          options={[
            { value: '', label: t.safety.ageGroupNone },
            ...AGE_GROUPS.map((g) => ({ value: g, label: t.safety.ageGroups[g] })),
          ]}
        />
        <ChoiceGroup
          id="safety-sex"
          name="patient_sex"
          type="radio"
          legend={labels.patient_sex}
          required
          error={errors.patient_sex}
          options={PATIENT_SEXES.map((s) => ({ value: s, label: t.safety.sexes[s] }))}
        />
      </fieldset>
      <fieldset className="safety__group">
        <legend>{t.safety.eventHeading}</legend>
        <TextArea
          id="safety-event"
          name="event"
          label={labels.event}
          hint={t.safety.eventHint}
          required
          maxLength={4000}
          error={errors.event}
        />
        <ChoiceGroup
          id="safety-serious"
          name="serious"
          type="radio"
          legend={t.safety.seriousQuestion}
          required
          error={errors.serious}
          options={[
            { value: 'no', label: t.safety.seriousNo },
            { value: 'yes', label: t.safety.seriousYes },
          ]}
        />
        {/* Shown by the style sheet once "Serious" is chosen (before React too); read only for a serious event. */}
        <ChoiceGroup
          id="safety-criteria"
          name="serious_criteria"
          type="checkbox"
          legend={labels.serious_criteria}
          hint={errors.serious_criteria ? undefined : t.safety.criteriaHint}
          required
          error={errors.serious_criteria}
          options={SERIOUS_CRITERIA.map((c) => ({ value: c, label: t.safety.criteria[c] }))}
        />
        <Field
          id="safety-onset"
          name="onset_date"
          type="date"
          label={labels.onset_date}
          required
          error={errors.onset_date}
        />
        <Field id="safety-stop" name="stop_date" type="date" label={labels.stop_date} error={errors.stop_date} />
        <SelectField
          id="safety-outcome"
          name="outcome"
          label={labels.outcome}
          required
          defaultValue=""
          error={errors.outcome}
          options={[
            { value: '', label: t.safety.choose },
            ...OUTCOMES.map((o) => ({ value: o, label: t.safety.outcomes[o] })),
          ]}
        />
        <TextArea
          id="safety-other"
          name="other_medicines"
          label={labels.other_medicines}
          hint={t.safety.otherHint}
          rows={3}
          maxLength={1000}
          error={errors.other_medicines}
        />
      </fieldset>
      {form.alert ? (
        <p className="alert" role="alert">
          {form.alert}
        </p>
      ) : null}
      <div>
        <Button type="submit" busy={form.busy} busyLabel={t.safety.sending}>
          {t.safety.sendReport}
        </Button>
        {form.offer ? (
          <Button variant="secondary" onClick={form.offer.send}>
            {form.offer.label}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/** The screen; a form started over (another report, or one kept to send later) is a new one, as the page gave it. */
export default function ReportScreen() {
  const { round } = useStore($reportForm);
  return (
    <div className="safety">
      <ReportForm key={round} />
    </div>
  );
}
