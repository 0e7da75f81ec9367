/**
 * Managers (admin, compliance): the list with each manager's level (the doctor slot they fill), adding one, editing
 * one (its code stays) and deactivating or reactivating one; a deactivated manager is offered in no doctor's slot.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  MANAGER_LEVELS,
  type ManagerLevel,
  managerCreate,
  managersList,
  managerUpdate,
} from '../../shared/contract/admin/managers.ts';
import { createActions } from '../stores/actions.ts';
import { createResource } from '../stores/resource.ts';
import { text } from '../text.ts';
import { managersText } from './managers-text.ts';
import { ActionNotice } from '../ui/ActionNotice.tsx';
import { mayDiscard } from '../ui/discard.ts';
import { Field } from '../ui/Field.tsx';
import { useForm } from '../ui/useForm.ts';
import Failure from '../ui/Failure.tsx';

/** A manager as the list answers it. */
interface Manager {
  code: string;
  name: string;
  mail: string;
  country: string;
  phone: string;
  level: ManagerLevel;
  active: boolean;
}

type Values = Omit<Manager, 'active'>;

const EMPTY: Values = { code: '', name: '', mail: '', country: '91', phone: '', level: 'tbm' };
const t = managersText;

/** The managers screen. */
export function ManagersScreen() {
  const [managers] = useState(() => createResource<Manager[]>(managersList));
  const [actions] = useState(createActions);
  const rows = useStore(managers.$value) ?? [];
  const loadFailure = useStore(managers.$failure);
  const { values, errors, edited, formRef, set, reset, save } = useForm<Values>(EMPTY);
  const [editing, setEditing] = useState(false);
  // The row's Edit that filled the form, which takes the focus back once the manager is saved.
  const opener = useRef<HTMLButtonElement | null>(null);
  // The name field, the first an edit may change (the code is fixed).
  const nameField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void managers.load();
  }, [managers]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    actions.say('');
    const body = { ...values, code: values.code.trim(), name: values.name.trim(), mail: values.mail.trim() };
    if (!(await save(editing ? managerUpdate : managerCreate, body))) return;
    actions.say(t.saved(body.code));
    // The row shows what was saved at once: an Edit pressed before the load below answers opens the saved values.
    if (editing) managers.set(rows.map((m) => (m.code === body.code ? { ...m, ...body } : m)));
    reset(EMPTY);
    setEditing(false);
    if (editing && opener.current?.isConnected) opener.current.focus();
    opener.current = null;
    void managers.load();
  };

  /**
   * Fills the form above the list with the row (asking first when the form holds typed changes) and moves the
   * keyboard to its first field (the code stays).
   */
  const edit = (manager: Manager, button: HTMLButtonElement) => {
    // Typed changes of the form (another manager, or a new one) are not replaced without asking.
    if (!mayDiscard(edited)) return;
    const { active: _active, ...fields } = manager;
    reset(fields);
    setEditing(true);
    opener.current = button;
    nameField.current?.focus();
  };

  const setActive = async (manager: Manager, active: boolean) => {
    const done = () => (active ? t.reactivated(manager.code) : t.deactivated(manager.code));
    // Loaded again either way: a refusal (another staff member changed the row) shows the row as it is now.
    await actions.run(managerUpdate, { code: manager.code, active }, done);
    void managers.load();
  };

  const input = (name: keyof Values, label: string, type = 'text') => (
    <Field id={`manager-${name}`} label={label} error={errors[name]}>
      <input
        id={`manager-${name}`}
        ref={name === 'name' ? nameField : undefined}
        type={type}
        value={values[name]}
        disabled={name === 'code' && editing}
        onChange={(e) => set({ [name]: e.target.value })}
      />
    </Field>
  );

  return (
    <section>
      <header className="screen-head">
        <h1>{t.title}</h1>
        <a href="#/doctors">{text.doctorForm.backToList}</a>
      </header>
      <form ref={formRef} className="filters" onSubmit={submit} noValidate aria-label={editing ? t.edit : t.add}>
        {input('code', t.code)}
        {input('name', t.name)}
        {input('mail', t.mail, 'email')}
        {input('phone', t.phone, 'tel')}
        <Field id="manager-country" label={t.country} error={errors.country}>
          <select id="manager-country" value={values.country} onChange={(e) => set({ country: e.target.value })}>
            <option value="91">{t.countries['91']}</option>
            <option value="977">{t.countries['977']}</option>
          </select>
        </Field>
        <Field id="manager-level" label={t.level} error={errors.level}>
          <select
            id="manager-level"
            value={values.level}
            onChange={(e) => set({ level: e.target.value as ManagerLevel })}
          >
            {MANAGER_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t.levels[level]}
              </option>
            ))}
          </select>
        </Field>
        <div className="field">
          <button type="submit" className="primary">
            {editing ? t.save : t.add}
          </button>
        </div>
      </form>
      <ActionNotice actions={actions} />
      <Failure text={loadFailure} />
      <Failure text={errors.form} />
      <div className="table-wrap cards">
        <table aria-label={t.title}>
          <thead>
            <tr>
              <th>{t.code}</th>
              <th>{t.name}</th>
              <th>{t.level}</th>
              <th>{t.country}</th>
              <th>{t.mail}</th>
              <th>{text.doctors.status}</th>
              <th>{text.orders.actions}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={m.code}>
                <td data-label={t.code}>{m.code}</td>
                <td data-label={t.name}>{m.name}</td>
                <td data-label={t.level}>{t.levels[m.level]}</td>
                <td data-label={t.country}>{t.countries[m.country as '91'] ?? m.country}</td>
                <td data-label={t.mail}>{m.mail}</td>
                <td data-label={text.doctors.status}>
                  <span className={m.active ? 'tag tag-ok' : 'tag tag-off'}>
                    {m.active ? text.doctors.active : text.doctors.inactive}
                  </span>
                </td>
                <td data-label={text.orders.actions}>
                  <button
                    type="button"
                    className="small"
                    aria-label={`${t.edit} ${m.code}`}
                    onClick={(event) => edit(m, event.currentTarget)}
                  >
                    {t.edit}
                  </button>{' '}
                  <button
                    type="button"
                    className={m.active ? 'small danger' : 'small'}
                    aria-label={`${m.active ? text.doctorForm.deactivate : text.doctorForm.reactivate} ${m.code}`}
                    onClick={() => void setActive(m, !m.active)}
                  >
                    {m.active ? text.doctorForm.deactivate : text.doctorForm.reactivate}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
