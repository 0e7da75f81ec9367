/**
 * Staff accounts (admins): the list, adding an account (its one-time enrolment link is shown once, to pass on),
 * changing a role (confirmed first, naming the screens it opens) and deactivating one (its sessions end at once; never
 * one's own).
 */
import { type FormEvent, useState } from 'react';
import { STAFF_ROLES, type StaffRole } from '../../shared/contract/admin/define.ts';
import {
  staffCreate,
  staffDeactivate,
  staffEnrolLink,
  staffList,
  staffReactivate,
  staffSetRole,
} from '../../shared/contract/admin/staff.ts';
import { text } from '../text.ts';
import { staffAccountsText } from './staff-text.ts';
import type { StaffAccount } from '../types.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { type Column, DataTable } from '../ui/DataTable.tsx';
import { Field } from '../ui/Field.tsx';
import { useList } from '../ui/useList.ts';
import { createActions } from '../stores/actions.ts';
import { ActionNotice } from '../ui/ActionNotice.tsx';
import { useForm } from '../ui/useForm.ts';
import Failure from '../ui/Failure.tsx';

/** Props: the signed-in account (it cannot deactivate itself) and the names of the screens a role opens. */
export interface StaffScreenProps {
  myId: number;
  screensOf: (role: StaffRole) => string[];
}

/** The staff screen. */
export function StaffScreen({ myId, screensOf }: StaffScreenProps) {
  const list = useList<StaffAccount>(staffList, {});
  const { values, errors, formRef, set, reset, save } = useForm({
    email: '',
    name: '',
    role: 'fulfilment' as StaffRole,
  });
  // The one-time set-up link on screen, with the sentence that says whose it is; any other action takes it away.
  const [link, setLink] = useState<{ intro: string; address: string } | null>(null);
  const [ending, setEnding] = useState<StaffAccount | null>(null);
  // A role picked in a row, confirmed before it is saved (a keyboard's arrow keys change a closed select at once).
  const [promoting, setPromoting] = useState<{ account: StaffAccount; role: StaffRole } | null>(null);
  const [undo] = useState(createActions);
  const u = text.undo;
  const reactivate = async (a: StaffAccount) => {
    setLink(null);
    if (await undo.run(staffReactivate, { id: a.id }, () => u.reactivated(a.email))) list.reload();
  };
  const changeRole = async (a: StaffAccount, role: StaffRole) => {
    const done = () => u.roleChanged(a.email, text.roles[role]);
    setPromoting(null);
    setLink(null);
    if (await undo.run(staffSetRole, { id: a.id, role }, done)) list.reload();
  };
  const newLink = async (a: StaffAccount) => {
    setLink(null);
    const answer = await undo.run<{ enrolLink: string }>(staffEnrolLink, { id: a.id }, () => '');
    if (answer) setLink({ intro: u.newLinkIntro(a.email), address: answer.enrolLink });
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setLink(null);
    undo.say('');
    const body = { ...values, email: values.email.trim(), name: values.name.trim() };
    const answer = await save<{ enrolLink: string }>(staffCreate, body, { conflictField: 'email' });
    if (!answer) return;
    setLink({ intro: staffAccountsText.linkIntro(body.email), address: answer.enrolLink });
    reset({ email: '', name: '', role: values.role });
    list.reload();
  };

  const deactivate = async (account: StaffAccount) => {
    setEnding(null);
    setLink(null);
    if (await undo.run(staffDeactivate, { id: account.id }, () => u.staffDeactivated(account.email))) list.reload();
  };

  const columns: Column<StaffAccount>[] = [
    { header: staffAccountsText.email, cell: (a) => a.email },
    { header: staffAccountsText.name, cell: (a) => a.name },
    {
      header: staffAccountsText.role,
      cell: (a) => (
        <select
          aria-label={u.roleFor(a.email)}
          value={a.role}
          onChange={(e) => setPromoting({ account: a, role: e.target.value as StaffRole })}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {text.roles[role]}
            </option>
          ))}
        </select>
      ),
    },
    {
      header: text.doctors.status,
      cell: (a) => (
        <>
          <span className={a.active ? 'tag tag-ok' : 'tag tag-off'}>
            {a.active ? text.doctors.active : text.doctors.inactive}
          </span>
          {!a.enrolled && <span className="tag tag-warn">{staffAccountsText.notEnrolled}</span>}
        </>
      ),
    },
    {
      header: text.orders.actions,
      cell: (a) => (
        <span className="row-actions">
          {a.active && a.id !== myId && (
            <button
              type="button"
              className="small danger"
              aria-label={u.staffAction(text.doctorForm.deactivate, a.email)}
              onClick={() => setEnding(a)}
            >
              {text.doctorForm.deactivate}
            </button>
          )}
          {!a.active && (
            <button
              type="button"
              className="small"
              aria-label={u.staffAction(u.reactivate, a.email)}
              onClick={() => void reactivate(a)}
            >
              {u.reactivate}
            </button>
          )}
          {a.active && !a.enrolled && (
            <button
              type="button"
              className="small"
              aria-label={u.staffAction(u.newLink, a.email)}
              onClick={() => void newLink(a)}
            >
              {u.newLink}
            </button>
          )}
        </span>
      ),
    },
  ];

  return (
    <section>
      <header className="screen-head">
        <h1>{staffAccountsText.title}</h1>
      </header>
      <form ref={formRef} className="filters" onSubmit={add} noValidate aria-label={staffAccountsText.add}>
        <Field id="staff-email" label={staffAccountsText.email} error={errors.email}>
          <input id="staff-email" type="email" value={values.email} onChange={(e) => set({ email: e.target.value })} />
        </Field>
        <Field id="staff-name" label={staffAccountsText.name} error={errors.name}>
          <input id="staff-name" value={values.name} onChange={(e) => set({ name: e.target.value })} />
        </Field>
        <Field id="staff-role" label={staffAccountsText.role} error={errors.role}>
          <select id="staff-role" value={values.role} onChange={(e) => set({ role: e.target.value as StaffRole })}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {text.roles[role]}
              </option>
            ))}
          </select>
        </Field>
        <div className="field">
          <button type="submit" className="primary">
            {staffAccountsText.add}
          </button>
        </div>
      </form>
      {link && (
        <div className="banner banner-ok" role="status">
          <p>{link.intro}</p>
          <code className="wrap" data-testid="enrol-link">
            {link.address}
          </code>
        </div>
      )}
      <Failure text={errors.form} />
      <ActionNotice actions={undo} />
      <DataTable label={staffAccountsText.title} list={list} columns={columns} rowKey={(a) => a.id} />
      {ending && (
        <ConfirmDialog
          title={staffAccountsText.confirmTitle}
          body={staffAccountsText.confirmBody(ending.email)}
          confirmLabel={text.doctorForm.deactivate}
          danger
          onCancel={() => setEnding(null)}
          onConfirm={() => void deactivate(ending)}
        />
      )}
      {promoting && (
        <ConfirmDialog
          title={staffAccountsText.roleTitle(text.roles[promoting.role])}
          body={staffAccountsText.roleBody(promoting.account.email, screensOf(promoting.role).join(', '))}
          confirmLabel={staffAccountsText.roleConfirm(text.roles[promoting.role])}
          danger={promoting.role === 'admin'}
          onCancel={() => setPromoting(null)}
          onConfirm={() => void changeRole(promoting.account, promoting.role)}
        />
      )}
    </section>
  );
}
