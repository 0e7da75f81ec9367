/**
 * Create or edit a doctor: the contract's fields, checked before sending (doctor-checks.ts, then the schema; errors
 * under each label, and the server's 400/409 under the field it names), the four managers chosen from the managers of
 * the doctor's country, and for an existing doctor: deactivate or reactivate (sessions end at once) and clear the OTP
 * lock. A save names the version the form loaded: when someone else saved since, the typed values stay, the server's
 * sentence says who and when, and `Reload their version` loads theirs. A new doctor opens at its own address with
 * the saved notice.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  doctorCreate,
  doctorGet,
  doctorSetActive,
  doctorUnlock,
  doctorUpdate,
} from '../../shared/contract/admin/doctors.ts';
import { createActions } from '../stores/actions.ts';
import { carryNotice, takeNotice } from '../stores/carried-notice.ts';
import { createResource } from '../stores/resource.ts';
import { text } from '../text.ts';
import type { Doctor } from '../types.ts';
import { ActionNotice } from '../ui/ActionNotice.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { Field } from '../ui/Field.tsx';
import { FocusKeepingButton } from '../ui/FocusKeepingButton.tsx';
import { focusStatic } from '../ui/focus.ts';
import { useForm } from '../ui/useForm.ts';
import { StaleNotice } from '../ui/StaleNotice.tsx';
import { conflictText } from '../form-text.ts';
import { doctorChecks } from './doctor-checks.ts';
import { doctorName } from './DoctorsScreen.tsx';
import { DoctorStatus } from './DoctorStatus.tsx';
import type { Options } from './options.ts';
import Failure from '../ui/Failure.tsx';

/** The text fields of the form, in order, with their labels. */
const TEXT_FIELDS = [
  ['salutation', text.doctorForm.salutation],
  ['firstName', text.doctorForm.firstName],
  ['middleName', text.doctorForm.middleName],
  ['lastName', text.doctorForm.lastName],
  ['email', text.doctorForm.email],
  ['qualification', text.doctorForm.qualification],
  ['memberRole', text.doctorForm.memberRole],
  ['location', text.doctorForm.location],
  ['department', text.doctorForm.department],
  ['headquarter', text.doctorForm.headquarter],
] as const;

const MANAGERS = [
  ['tbm', text.doctorForm.tbm],
  ['abm', text.doctorForm.abm],
  ['rbm', text.doctorForm.rbm],
  ['sm', text.doctorForm.sm],
] as const;

/** The addresses the doctor's campaign poster and feedback banner open. */
const LINKS = [
  ['campaignLink', text.doctorForm.campaignLink],
  ['feedbackLink', text.doctorForm.feedbackLink],
] as const;

type Values = Record<string, string>;

const EMPTY: Values = { countryCode: '91', phone: '', therapeuticFocus: '' };

function valuesOf(doctor: Doctor): Values {
  const { id: _id, active: _a, otpLocked: _l, erased: _e, isDemo: _d, createdAt: _c, version: _v, ...fields } = doctor;
  return fields;
}

/** Props: the doctor's id (undefined for a new one), the choices, whether this role may write. */
export interface DoctorFormProps {
  id: number | undefined;
  options: Options;
  canWrite: boolean;
}

type Pending = 'deactivate' | 'reactivate' | 'unlock' | null;

/** The managers a slot offers: the active ones of its level, and the doctor's current one (deactivated since). */
function slotChoices(
  managers: Options['managers'],
  slot: string,
  current: string | undefined,
): { code: string; name: string }[] {
  const offered = managers.filter((m) => m.level === slot);
  return current && !offered.some((m) => m.code === current) ? [{ code: current, name: '' }, ...offered] : offered;
}

/** The doctor form. */
export function DoctorForm({ id, options, canWrite }: DoctorFormProps) {
  const [loaded] = useState(() => createResource<Doctor>(doctorGet, id === undefined ? undefined : { id }));
  const [actions] = useState(() => {
    const created = createActions();
    created.say(takeNotice());
    return created;
  });
  const doctor = useStore(loaded.$value);
  const loadFailure = useStore(loaded.$failure);
  const { values, errors, formRef, busy, set: change, reset, save } = useForm<Values>(EMPTY);
  const [pending, setPending] = useState<Pending>(null);
  // A save takes the focus to its notice at the top: the Save button is a screen below it on a phone, and `Saved.`
  // would show nowhere in view.
  const section = useRef<HTMLElement>(null);
  const [saves, setSaves] = useState(0);
  useEffect(() => {
    const notice = saves > 0 && section.current?.querySelector<HTMLElement>('.banner[role="status"]');
    if (notice) focusStatic(notice);
  }, [saves]);

  useEffect(() => {
    if (id === undefined) return;
    void loaded.load().then((found) => found && reset(valuesOf(found)));
  }, [id, loaded, reset]);

  const set = (name: string) => (event: { target: { value: string } }) => change({ [name]: event.target.value });
  // Each slot takes a manager of the doctor's country: a new country empties the slots holding another one's.
  const setCountry = (event: { target: { value: string } }) => {
    const countryCode = event.target.value;
    const offered = options.managers.filter((m) => m.country === '' || m.country === countryCode);
    const cleared = MANAGERS.filter(([name]) => values[name] && !offered.some((m) => m.code === values[name]));
    change({ countryCode, ...Object.fromEntries(cleared.map(([name]) => [name, ''])) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    actions.say('');
    const body = doctor ? { id: doctor.id, version: doctor.version, ...values } : values;
    const call = doctor ? doctorUpdate : doctorCreate;
    const saved = await save<Doctor>(call, body, { conflictField: 'phone', more: doctorChecks(values) });
    if (!saved) return;
    if (!doctor) {
      carryNotice(conflictText.added(doctorName(saved)));
      window.location.hash = `#/doctors/${saved.id}`;
      return;
    }
    loaded.set(saved);
    reset(valuesOf(saved));
    actions.say(text.doctorForm.saved);
    setSaves((n) => n + 1);
  };

  const reload = async () => {
    const found = await loaded.load();
    if (!found) return;
    reset(valuesOf(found));
    actions.say(conflictText.reloaded);
  };

  const act = async (reason: Pending) => {
    if (!doctor) return;
    setPending(null);
    if (reason === 'unlock') {
      const done = () => text.doctorForm.unlocked;
      if (await actions.run(doctorUnlock, { id: doctor.id }, done)) loaded.set({ ...doctor, otpLocked: false });
      return;
    }
    const active = reason === 'reactivate';
    const done = () => (active ? text.doctorForm.reactivated : text.doctorForm.deactivated);
    const changed = await actions.run<Doctor>(doctorSetActive, { id: doctor.id, active }, done);
    if (changed) loaded.set(changed);
  };

  const managers = options.managers.filter((m) => m.country === '' || m.country === values.countryCode);
  const writable = canWrite && doctor?.erased !== true;
  const readOnly = !writable;

  return (
    <section ref={section}>
      <header className="screen-head">
        <h1>{doctor ? doctorName(doctor) : id === undefined ? text.doctorForm.newTitle : text.common.loading}</h1>
        <a href="#/doctors">{text.doctorForm.backToList}</a>
      </header>
      <ActionNotice actions={actions} />
      <Failure text={loadFailure} />
      <Failure text={errors.form} />
      <StaleNotice text={errors.version} onReload={() => void reload()} />
      {doctor && (
        <div className="status-bar">
          <DoctorStatus doctor={doctor} />
          {doctor.erased && <p className="muted">{text.doctorForm.erasedNote}</p>}
          {writable && (
            <div className="actions">
              {doctor.otpLocked && (
                <button type="button" onClick={() => setPending('unlock')}>
                  {text.doctorForm.unlock}
                </button>
              )}
              <button
                type="button"
                className={doctor.active ? 'danger' : undefined}
                onClick={() => setPending(doctor.active ? 'deactivate' : 'reactivate')}
              >
                {doctor.active ? text.doctorForm.deactivate : text.doctorForm.reactivate}
              </button>
            </div>
          )}
        </div>
      )}
      {(doctor || id === undefined) && (
        <form ref={formRef} onSubmit={submit} noValidate className="grid-form">
          <fieldset disabled={readOnly}>
            <legend>{text.doctorForm.identity}</legend>
            <Field id="doctor-countryCode" label={text.doctorForm.country} error={errors.countryCode}>
              <select id="doctor-countryCode" value={values.countryCode ?? '91'} onChange={setCountry}>
                <option value="91">{text.doctors.india} (+91)</option>
                <option value="977">{text.doctors.nepal} (+977)</option>
              </select>
            </Field>
            <Field id="doctor-phone" label={text.doctorForm.phone} error={errors.phone}>
              <input
                id="doctor-phone"
                inputMode="numeric"
                maxLength={10}
                value={values.phone ?? ''}
                onChange={set('phone')}
              />
            </Field>
            {TEXT_FIELDS.map(([name, label]) => (
              <Field key={name} id={`doctor-${name}`} label={label} error={errors[name]}>
                <input id={`doctor-${name}`} value={values[name] ?? ''} onChange={set(name)} />
              </Field>
            ))}
            <Field id="doctor-therapeuticFocus" label={text.doctorForm.focus} error={errors.therapeuticFocus}>
              <select
                id="doctor-therapeuticFocus"
                value={values.therapeuticFocus ?? ''}
                onChange={set('therapeuticFocus')}
              >
                <option value="">{text.doctorForm.choose}</option>
                {options.focuses.map((focus) => (
                  <option key={focus}>{focus}</option>
                ))}
              </select>
            </Field>
          </fieldset>
          <fieldset disabled={readOnly}>
            <legend>{text.doctorForm.managers}</legend>
            {MANAGERS.map(([name, label]) => (
              <Field key={name} id={`doctor-${name}`} label={label} error={errors[name]}>
                <select id={`doctor-${name}`} value={values[name] ?? ''} onChange={set(name)}>
                  <option value="">{text.doctorForm.none}</option>
                  {slotChoices(managers, name, values[name]).map((m) => (
                    <option key={m.code} value={m.code}>
                      {m.name ? `${m.name} (${m.code})` : m.code}
                    </option>
                  ))}
                </select>
              </Field>
            ))}
          </fieldset>
          <fieldset disabled={readOnly}>
            <legend>{text.doctorForm.links}</legend>
            {LINKS.map(([name, label]) => (
              <Field
                key={name}
                id={`doctor-${name}`}
                label={label}
                hint={text.doctorForm.linkHint}
                error={errors[name]}
              >
                <input
                  id={`doctor-${name}`}
                  type="url"
                  inputMode="url"
                  value={values[name] ?? ''}
                  onChange={set(name)}
                />
              </Field>
            ))}
          </fieldset>
          {writable && (
            <div className="actions">
              <FocusKeepingButton type="submit" className="primary" unavailable={busy}>
                {doctor ? text.doctorForm.save : text.doctorForm.create}
              </FocusKeepingButton>
            </div>
          )}
        </form>
      )}
      {pending && doctor && (
        <ConfirmDialog
          title={text.doctorForm.confirmTitle[pending]}
          body={text.doctorForm.confirmBody[pending](doctorName(doctor))}
          confirmLabel={text.doctorForm.confirmAction[pending]}
          danger={pending === 'deactivate'}
          onCancel={() => setPending(null)}
          onConfirm={() => void act(pending)}
        />
      )}
    </section>
  );
}
