/**
 * The profile's medical registration (UCPMP 2024): number, council and year with the compliance team's verdict and
 * reason; until Verified, the form that submits it for verification (status Pending).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type FormEvent } from 'react';
import type { MySamples } from '../../shared/contract/entities.ts';
import { t } from '../../shared/messages/index.ts';
import { $registrationForm, $samples, loadSamples, submitRegistration } from '../../stores/samples.ts';
import Button from '../../ui/Button.tsx';
import Form from '../../ui/Form.tsx';
import ErrorRetry from '../../ui/ErrorRetry.tsx';
import { Field, focusInError, SelectField } from '../../ui/Field.tsx';
import Skeleton from '../../ui/Skeleton.tsx';

function RegistrationForm({ samples }: { samples: MySamples }) {
  const form = useStore($registrationForm);
  const labels = t.samples.fields;
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string): string => String(data.get(name) ?? '').trim();
    void submitRegistration({
      registration_number: value('registration_number'),
      registration_council: value('registration_council'),
      registration_year: value('registration_year'),
    }).then(() => {
      // The first field the server named takes the focus, to be read with its error (as in every other form).
      const { errors } = $registrationForm.get();
      const first = (['registration_number', 'registration_council', 'registration_year'] as const).find(
        (field) => errors[field],
      );
      if (first) focusInError(document.getElementById(first.replace('_', '-')));
    });
  };
  return (
    <Form className="form" noValidate onSubmit={onSubmit}>
      <Field
        id="registration-number"
        name="registration_number"
        label={labels.registration_number}
        defaultValue={samples.registration_number}
        required
        autoComplete="off"
        error={form.errors.registration_number}
      />
      <SelectField
        id="registration-council"
        name="registration_council"
        label={labels.registration_council}
        defaultValue={samples.registration_council}
        required
        error={form.errors.registration_council}
        options={[
          { value: '', label: t.samples.councilPlaceholder },
          ...samples.councils.map((council) => ({ value: council, label: council })),
        ]}
      />
      <Field
        id="registration-year"
        name="registration_year"
        label={labels.registration_year}
        defaultValue={samples.registration_year}
        required
        inputMode="numeric"
        maxLength={4}
        error={form.errors.registration_year}
      />
      {form.alert ? (
        <p className="alert" role="alert">
          {form.alert}
        </p>
      ) : null}
      <Button type="submit" busy={form.busy} busyLabel={t.samples.submitting}>
        {t.samples.submit}
      </Button>
    </Form>
  );
}

function Details({ samples }: { samples: MySamples }) {
  const rows: [string, string][] = [
    [t.samples.statusLabel, t.samples.statuses[samples.verification_status]],
    ...(samples.verification_reason ? [[t.samples.reasonLabel, samples.verification_reason] as [string, string]] : []),
    ...(samples.verification_status === 'Verified'
      ? ([
          [t.samples.fields.registration_number, samples.registration_number],
          [t.samples.fields.registration_council, samples.registration_council],
          [t.samples.fields.registration_year, samples.registration_year],
        ] as [string, string][])
      : []),
  ];
  return (
    <dl className="info-list">
      {rows.map(([label, value]) => (
        <div key={label} className="info-list__row">
          <dt>{label}</dt>
          <dd data-status={label === t.samples.statusLabel ? samples.verification_status : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The registration section of /profile (#registration, where the samples form sends a doctor who cannot order). */
export default function RegistrationSection() {
  const state = useStore($samples);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    void loadSamples();
  }, []);
  // Opened as /profile#registration ("Go to my registration"): once loaded, the section is scrolled to and its
  // heading takes the focus (the browser's own jump happened before the profile above it had its height; issue 40 §6).
  const arrived = state.status === 'ready' || state.status === 'error';
  useEffect(() => {
    if (!arrived || location.hash !== '#registration') return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [arrived]);
  return (
    <section className="sheet" id="registration" aria-labelledby="registration-title">
      <h2 id="registration-title" ref={heading} tabIndex={-1}>
        {t.samples.registrationTitle}
      </h2>
      <p className="muted">{t.samples.registrationIntro}</p>
      {state.status === 'ready' ? (
        <>
          <Details samples={state.samples} />
          {state.samples.verification_status === 'Verified' ? null : <RegistrationForm samples={state.samples} />}
        </>
      ) : state.status === 'error' ? (
        <ErrorRetry message={state.message} onRetry={() => void loadSamples()} />
      ) : (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            {t.samples.loading}
          </p>
          <Skeleton count={2} height="2.75rem" />
        </div>
      )}
    </section>
  );
}
