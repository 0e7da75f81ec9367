/**
 * The orders queue across the ten tables: filter by table, status, age and region, search; move one order along
 * the status flow from its row, or many at once (all or nothing; Rejected asks for a reason); download a print;
 * export the filtered queue as CSV.
 */
import { useState } from 'react';
import {
  canMoveOrder,
  ORDER_STATUSES,
  ORDER_TABLES,
  orderPrint,
  orderReopen,
  ordersExport,
  ordersList,
  ordersSetStatus,
  SETTABLE_STATUSES,
  statusFitsTable,
} from '../../shared/contract/admin/orders.ts';
import { failureText, type Query, staffCall, staffDownload } from '../api.ts';
import { text } from '../text.ts';
import type { QueueOrder } from '../types.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { type Column, DataTable } from '../ui/DataTable.tsx';
import { SearchBox } from '../ui/SearchBox.tsx';
import { useList } from '../ui/useList.ts';
import Outcome from '../ui/Outcome.tsx';
import { consoleDateTime, consoleDay } from '../ui/dates.ts';
import { createActions } from '../stores/actions.ts';
import { ActionNotice } from '../ui/ActionNotice.tsx';

type Settable = (typeof SETTABLE_STATUSES)[number];

/** The statuses an order may move to next, for its table's kind (visits and webinars are Scheduled, then Done). */
function nextStatuses(order: QueueOrder): Settable[] {
  return SETTABLE_STATUSES.filter((s) => canMoveOrder(order.table, order.status, s));
}

/** The statuses one step back, of the order's flow (to undo a status set by mistake). */
function previousStatuses(order: QueueOrder): QueueOrder['status'][] {
  return ORDER_STATUSES.filter((s) => canMoveOrder(order.table, s, order.status) && statusFitsTable(order.table, s));
}

interface Change {
  ids: number[];
  status: Settable;
}

/** The queue. */
export function OrdersScreen() {
  const list = useList<QueueOrder>(ordersList, { dir: 'asc' });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulk, setBulk] = useState<Settable | ''>('');
  const [change, setChange] = useState<Change | null>(null);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState('');
  const [undo] = useState(createActions);
  const [reopening, setReopening] = useState<{ id: number; status: QueueOrder['status'] } | null>(null);
  const reopen = async (target: { id: number; status: QueueOrder['status'] }, reason: string) => {
    setReopening(null);
    const done = () => text.undo.reopened(target.id, target.status);
    if (await undo.run(orderReopen, { ...target, reason }, done)) list.reload();
  };

  const apply = async ({ ids, status }: Change, reason: string) => {
    setChange(null);
    setMessage('');
    setFailure('');
    try {
      const answer = await staffCall<{ changed: number }>(ordersSetStatus, {
        body: { ids, status, ...(status === 'Rejected' ? { reason } : {}) },
      });
      setMessage(text.orders.changed(answer.changed, status));
      setSelected(new Set());
      list.reload();
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  const download = (call: typeof orderPrint | typeof ordersExport, query: Query, name: string) =>
    staffDownload(call, query, name).catch((error: unknown) => setFailure(failureText(error)));

  const columns: Column<QueueOrder>[] = [
    { header: text.orders.id, cell: (o) => o.id },
    { header: text.orders.table, cell: (o) => text.orders.tables[o.table] ?? o.table },
    {
      header: text.orders.item,
      cell: (o) => (
        <>
          {o.subCategory || o.category}
          {o.message && <small className="muted">{o.message}</small>}
        </>
      ),
    },
    {
      header: text.orders.doctor,
      cell: (o) => (
        <>
          <a href={`#/doctors/${o.doctor.id}`}>{o.doctor.name}</a>
          <small className="muted">
            +{o.doctor.countryCode} {o.doctor.phone} · {o.doctor.location}
          </small>
        </>
      ),
    },
    { header: text.orders.requested, cell: (o) => consoleDateTime(o.requestedOn, o.doctor.countryCode) },
    {
      header: text.orders.status,
      cell: (o) => (
        <>
          <span className={`tag status-${o.status.toLowerCase()}`}>{o.status}</span>
          {o.statusOn && <small className="muted">{consoleDay(o.statusOn, o.doctor.countryCode)}</small>}
          {o.reason && <small className="muted">{o.reason}</small>}
        </>
      ),
    },
    {
      header: text.orders.actions,
      cell: (o) => (
        <div className="row-actions">
          {nextStatuses(o).map((status) => (
            <button
              key={status}
              type="button"
              className={status === 'Rejected' ? 'small danger' : 'small'}
              aria-label={text.orders.moveOne(status, o.id)}
              onClick={() => setChange({ ids: [o.id], status })}
            >
              {text.orders.verb[status]}
            </button>
          ))}
          {previousStatuses(o).map((status) => (
            <button
              key={`back-${status}`}
              type="button"
              className="small"
              aria-label={text.undo.reopenLabel(status, o.id)}
              onClick={() => setReopening({ id: o.id, status })}
            >
              {text.undo.reopen(status)}
            </button>
          ))}
          {o.hasPrint && (
            <button
              type="button"
              className="small"
              onClick={() => void download(orderPrint, { id: o.id }, `print-${o.id}.pdf`)}
            >
              {text.orders.print}
            </button>
          )}
        </div>
      ),
    },
  ];

  const select = (name: string) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    list.filter({ [name]: event.target.value });
  const filters = (({ page: _p, pageSize: _s, dir: _d, ...rest }: Query) => rest)(list.query);

  return (
    <section>
      <header className="screen-head">
        <h1>{text.orders.title}</h1>
        <div className="actions">
          <button type="button" onClick={() => void download(ordersExport, filters, 'orders.csv')}>
            {text.orders.export}
          </button>
        </div>
      </header>
      <div className="filters">
        <SearchBox id="orders-q" label={text.orders.search} value="" onSearch={(q) => list.filter({ q })} />
        <div className="field">
          <label htmlFor="orders-table">{text.orders.table}</label>
          <select id="orders-table" onChange={select('table')}>
            <option value="">{text.common.all}</option>
            {ORDER_TABLES.map((t) => (
              <option key={t} value={t}>
                {text.orders.tables[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-status">{text.orders.status}</label>
          <select id="orders-status" onChange={select('status')}>
            <option value="">{text.common.all}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-age">{text.orders.age}</label>
          <select id="orders-age" onChange={select('olderThanDays')}>
            <option value="">{text.common.all}</option>
            {[1, 3, 7, 14, 30].map((days) => (
              <option key={days} value={days}>
                {text.orders.olderThan(days)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-dir">{text.orders.order}</label>
          <select id="orders-dir" onChange={select('dir')}>
            <option value="asc">{text.orders.oldestFirst}</option>
            <option value="desc">{text.orders.newestFirst}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-region">{text.orders.region}</label>
          <select id="orders-region" onChange={select('countryCode')}>
            <option value="">{text.common.all}</option>
            <option value="91">{text.doctors.india}</option>
            <option value="977">{text.doctors.nepal}</option>
          </select>
        </div>
      </div>
      <Outcome message={message} failure={failure} />
      <ActionNotice actions={undo} />
      <div className="bulk" aria-live="polite">
        <span>{text.orders.selected(selected.size)}</span>
        <label htmlFor="orders-bulk">{text.orders.bulkTo}</label>
        <select id="orders-bulk" value={bulk} onChange={(e) => setBulk(e.target.value as Settable | '')}>
          <option value="">{text.orders.chooseStatus}</option>
          {SETTABLE_STATUSES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
        <button
          type="button"
          disabled={selected.size === 0 || bulk === ''}
          onClick={() => bulk !== '' && setChange({ ids: [...selected], status: bulk })}
        >
          {text.orders.applyBulk}
        </button>
      </div>
      <DataTable
        label={text.orders.title}
        list={list}
        columns={columns}
        rowKey={(o) => o.id}
        selected={selected}
        onSelect={setSelected}
      />
      {change && (
        <ConfirmDialog
          title={text.orders.confirmTitle(change.status)}
          body={text.orders.confirmBody(change.ids.length, change.status)}
          confirmLabel={text.orders.verb[change.status]}
          danger={change.status === 'Rejected'}
          {...(change.status === 'Rejected' ? { reasonLabel: text.orders.reason } : {})}
          onCancel={() => setChange(null)}
          onConfirm={(reason) => void apply(change, reason)}
        />
      )}
      {reopening && (
        <ConfirmDialog
          title={text.undo.reopenTitle(reopening.status)}
          body={text.undo.reopenBody}
          confirmLabel={text.undo.reopen(reopening.status)}
          reasonLabel={text.undo.reopenReason}
          onCancel={() => setReopening(null)}
          onConfirm={(reason) => void reopen(reopening, reason)}
        />
      )}
    </section>
  );
}
