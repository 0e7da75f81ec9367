/** Registrations by verification status (Pending first): verify, or reject with a reason (compliance, admin). */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import {
  registrationDecide,
  registrationsDecideMany,
  registrationsList,
} from '../../shared/contract/admin/compliance.ts';
import { createActions } from '../stores/actions.ts';
import { ActionNotice } from '../ui/ActionNotice.tsx';
import { text } from '../text.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { type Column, DataTable } from '../ui/DataTable.tsx';
import { SearchBox } from '../ui/SearchBox.tsx';
import { useList } from '../ui/useList.ts';
import { complianceText as c, type Registration } from './compliance-text.ts';
import { BulkBar } from '../ui/BulkBar.tsx';
import { createBulk, tickedElsewhere } from '../stores/bulk.ts';

/** The screen's bulk decision (one store while the console runs; the screen resets it when it opens). */
const bulk = createBulk(registrationsDecideMany);

/** The statuses to list by (the contract's VERIFICATION_STATUSES, Pending first; kept here so no doctor page carries them). */
const STATUSES = ['Pending', 'Rejected', 'Verified', 'Unverified'] as const;

/** The registration as a row shows it, the one staff checked: the server refuses a decision if the doctor changed it. */
const checkedOf = (row: Registration) => ({
  registrationNumber: row.registrationNumber,
  registrationCouncil: row.registrationCouncil,
  registrationYear: row.registrationYear,
});

interface Decision {
  /** One row, or every ticked row (bulk). */
  row: Registration | 'selected';
  status: 'Verified' | 'Rejected';
}

/** The registrations screen. */
export function RegistrationsScreen() {
  const list = useList<Registration>(registrationsList, { status: 'Pending' });
  const [decision, setDecision] = useState<Decision | null>(null);
  const [actions] = useState(createActions);
  const selected = useStore(bulk.$selected);
  useEffect(() => bulk.reset(), []);
  // Every row as the list last showed it, ticked rows on other pages too: a bulk decision names what staff checked.
  const shown = useRef(new Map<number, Registration>());
  useEffect(() => {
    for (const row of list.page?.rows ?? []) shown.current.set(row.id, row);
  }, [list.page]);

  const decide = async ({ row, status }: Decision, reason: string) => {
    setDecision(null);
    actions.say('');
    if (row === 'selected') {
      const checked = [...selected].flatMap((id) => {
        const shownRow = shown.current.get(id);
        return shownRow ? [{ id, ...checkedOf(shownRow) }] : [];
      });
      await bulk.run({ status, checked, ...(status === 'Rejected' ? { reason } : {}) }, c.bulkDone[status]);
      list.reload();
      return;
    }
    // One row's notice replaces the last bulk report (two notices would read as one outcome).
    bulk.forget();
    const body = { id: row.id, status, ...checkedOf(row), ...(status === 'Rejected' ? { reason } : {}) };
    const done = () => (status === 'Verified' ? c.verified(row.name) : c.rejected(row.name));
    if (await actions.run(registrationDecide, body, done)) list.reload();
  };

  const columns: Column<Registration>[] = [
    {
      header: c.doctor,
      cell: (r) => (
        <>
          <a href={`#/doctors/${r.id}`}>{r.name}</a>
          <small className="muted">
            +{r.countryCode} {r.phone}
          </small>
        </>
      ),
    },
    { header: c.number, cell: (r) => r.registrationNumber || c.notGiven },
    { header: c.council, cell: (r) => r.registrationCouncil || c.notGiven },
    { header: c.year, cell: (r) => r.registrationYear || c.notGiven },
    {
      header: c.status,
      cell: (r) => (
        <>
          <span className="tag">{r.verificationStatus}</span>
          {r.verificationReason && <small className="muted">{r.verificationReason}</small>}
        </>
      ),
    },
    {
      header: c.actions,
      cell: (r) => (
        <div className="row-actions">
          {r.verificationStatus !== 'Verified' && r.registrationNumber !== '' && r.registrationCouncil !== '' && (
            <button
              type="button"
              className="small"
              aria-label={c.verifyOne(r.name)}
              onClick={() => setDecision({ row: r, status: 'Verified' })}
            >
              {c.verify}
            </button>
          )}
          {r.verificationStatus !== 'Rejected' && (
            <button
              type="button"
              className="small danger"
              aria-label={c.rejectOne(r.name)}
              onClick={() => setDecision({ row: r, status: 'Rejected' })}
            >
              {c.reject}
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section>
      <header className="screen-head">
        <h1>{c.registrationsTitle}</h1>
      </header>
      <p className="muted">{c.registrationsIntro}</p>
      <div className="filters">
        <SearchBox
          id="registrations-q"
          label={c.search}
          value={String(list.query.q ?? '')}
          onSearch={(q) => {
            bulk.reset();
            list.filter({ q });
          }}
        />
        <div className="field">
          <label htmlFor="registrations-status">{c.status}</label>
          <select
            id="registrations-status"
            value={String(list.query.status ?? '')}
            onChange={(e) => {
              bulk.reset();
              list.filter({ status: e.target.value });
            }}
          >
            {STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
      </div>
      <ActionNotice actions={actions} />
      <BulkBar
        bulk={bulk}
        nameOf={(id) => list.page?.rows.find((r) => r.id === id)?.name ?? `#${id}`}
        actions={[
          { label: c.verifySelected, onClick: () => setDecision({ row: 'selected', status: 'Verified' }) },
          {
            label: c.rejectSelected,
            danger: true,
            onClick: () => setDecision({ row: 'selected', status: 'Rejected' }),
          },
        ]}
      />
      <DataTable
        label={c.registrationsTitle}
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        rowName={(r) => r.name}
        selected={selected}
        onSelect={(next) => bulk.$selected.set(next)}
      />
      {decision && (
        <ConfirmDialog
          title={
            decision.row === 'selected'
              ? decision.status === 'Verified'
                ? c.confirmVerifyMany
                : c.confirmRejectMany
              : decision.status === 'Verified'
                ? c.confirmVerify
                : c.confirmReject
          }
          body={
            decision.row === 'selected'
              ? text.bulk.confirmBody(
                  selected.size,
                  decision.status === 'Verified' ? c.verify : c.reject,
                  tickedElsewhere(selected, list.page?.rows),
                )
              : c.confirmBody(decision.row.name, decision.row.registrationNumber, decision.row.registrationCouncil)
          }
          confirmLabel={decision.status === 'Verified' ? c.verify : c.reject}
          danger={decision.status === 'Rejected'}
          {...(decision.status === 'Rejected' ? { reasonLabel: c.rejectReason } : {})}
          onCancel={() => setDecision(null)}
          onConfirm={(reason) => void decide(decision, reason)}
        />
      )}
    </section>
  );
}
