/**
 * The orders queue across the ten tables: filter by kind, status, age and region, search; move one order along
 * the status flow from its row, or tick rows and move each of them (each judged and reported alone; Rejected asks
 * for a reason; a dispatch asks for an optional courier, and for one order a tracking number, which `Edit dispatch
 * details` sets later); one step back for a status set by mistake; download a print; export the filtered queue as CSV.
 * The screen's state lives in stores/order-queue.ts.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import {
  canMoveOrder,
  hasDispatchDetails,
  ORDER_STATUSES,
  ORDER_TABLES,
  orderPrint,
  ordersExport,
  ordersList,
  type QueueStatus,
  SETTABLE_STATUSES,
  statusFitsTable,
} from '../../shared/contract/admin/orders.ts';
import type { Query } from '../api.ts';
import { createOrderQueue, type OrderDialog, type Settable } from '../stores/order-queue.ts';
import { tickedElsewhere } from '../stores/bulk.ts';
import { text } from '../text.ts';
import type { QueueOrder } from '../types.ts';
import { ActionNotice } from '../ui/ActionNotice.tsx';
import { BulkBar } from '../ui/BulkBar.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { type Column, DataTable } from '../ui/DataTable.tsx';
import { consoleDateTime, consoleDay } from '../ui/dates.ts';
import { SearchBox } from '../ui/SearchBox.tsx';
import { useList } from '../ui/useList.ts';
import { DispatchDialog, type DispatchDialogProps } from './DispatchDialog.tsx';

/** The statuses an order may move to next, for its table's kind (visits and webinars are Scheduled, then Done). */
function nextStatuses(order: QueueOrder): Settable[] {
  return SETTABLE_STATUSES.filter((s) => canMoveOrder(order.table, order.status, s));
}

/** The statuses one step back, of the order's flow (to undo a status set by mistake). */
function previousStatuses(order: QueueOrder): QueueOrder['status'][] {
  return ORDER_STATUSES.filter(
    (s) =>
      canMoveOrder(order.table, s, order.status) &&
      statusFitsTable(order.table, s) &&
      (order.previousStatus === null || order.previousStatus === s),
  );
}

/** A dialog that asks for a courier and tracking number: a dispatch (one row's or the ticked rows'), or editing them. */
type DispatchKind = Extract<OrderDialog, { kind: 'dispatch' }> | Extract<OrderDialog, { kind: 'move' | 'bulk' }>;

/** True when the open dialog asks for a courier (a dispatch, or a parcel's details) rather than a confirmation. */
const asksDispatch = (dialog: OrderDialog): dialog is DispatchKind =>
  dialog.kind === 'dispatch' || (dialog.kind !== 'reopen' && dialog.status === 'Dispatched');

/** The dispatch dialog's texts, with `ticked` rows for a bulk dispatch (`elsewhere` of them on other pages). */
function dispatchProps(
  dialog: DispatchKind,
  ticked: number,
  elsewhere: number,
): Omit<DispatchDialogProps, 'onConfirm' | 'onCancel'> {
  if (dialog.kind === 'dispatch')
    return {
      title: text.orders.editDispatchTitle(dialog.id),
      body: text.orders.dispatchBody,
      confirmLabel: text.orders.saveDispatch,
      withTracking: true,
      initial: { courier: dialog.courier, trackingNumber: dialog.trackingNumber },
    };
  const bulk = dialog.kind === 'bulk';
  return {
    title: text.orders.confirmTitle('Dispatched'),
    body: bulk
      ? `${text.bulk.confirmBody(ticked, text.orders.bulkVerb.Dispatched, elsewhere)} ${text.orders.dispatchBody}`
      : text.orders.dispatchOneBody(dialog.id),
    confirmLabel: bulk ? text.orders.bulkVerb.Dispatched : text.orders.verb.Dispatched,
    withTracking: !bulk,
  };
}

/** The confirmation of the open dialog, with `ticked` rows for a bulk move (`elsewhere` of them on other pages). */
function dialogProps(dialog: Exclude<OrderDialog, { kind: 'dispatch' }>, ticked: number, elsewhere: number) {
  if (dialog.kind === 'reopen')
    return {
      title: text.undo.reopenTitle(dialog.status),
      body: text.undo.reopenBody,
      confirmLabel: text.undo.reopen(dialog.status),
      reasonLabel: text.undo.reopenReason,
    };
  const rejected = dialog.status === 'Rejected';
  return {
    title: text.orders.confirmTitle(dialog.status),
    body:
      dialog.kind === 'bulk'
        ? text.bulk.confirmBody(ticked, text.orders.bulkVerb[dialog.status], elsewhere)
        : text.orders.confirmBody(dialog.id, dialog.status),
    confirmLabel: dialog.kind === 'bulk' ? text.orders.bulkVerb[dialog.status] : text.orders.verb[dialog.status],
    danger: rejected,
    ...(rejected ? { reasonLabel: text.orders.reason } : {}),
  };
}

/** The queue. */
export function OrdersScreen() {
  const list = useList<QueueOrder>(ordersList, { dir: 'asc' });
  const [queue] = useState(createOrderQueue);
  const { bulk, actions, $dialog } = queue;
  const selected = useStore(bulk.$selected);
  const dialog = useStore($dialog);
  const confirm = async (reason: string, dispatch?: { courier: string; trackingNumber: string }) => {
    if (await queue.confirm(reason, dispatch)) list.reload();
  };
  const elsewhere = tickedElsewhere(selected, list.page?.rows);
  // The status each order was last listed in: a move sends it, and the server refuses a row moved on since.
  const [seen] = useState(() => new Map<number, QueueStatus>());
  for (const o of list.page?.rows ?? []) seen.set(o.id, o.status);
  const seenOf = (ids: ReadonlySet<number>) =>
    [...ids].flatMap((id) => {
      const status = seen.get(id);
      return status ? [{ id, status }] : [];
    });
  const filter = (changes: Query) => {
    bulk.reset();
    list.filter(changes);
  };

  const columns: Column<QueueOrder>[] = [
    { header: text.orders.id, cell: (o) => o.id },
    { header: text.orders.table, cell: (o) => text.orders.tables[o.table] ?? o.table },
    {
      header: text.orders.item,
      cell: (o) => (
        <>
          {o.subCategory || o.category}
          {o.addlDescription && <small className="detail">{o.addlDescription}</small>}
          {(o.language || o.date) && <small className="detail">{text.orders.facts(o.language, o.date, o.time)}</small>}
          {o.message && <small className="muted">{text.orders.message(o.message)}</small>}
        </>
      ),
    },
    {
      header: text.orders.doctor,
      cell: (o) => (
        <>
          <a href={`#/doctors/${o.doctor.id}`}>{o.doctor.name}</a>
          <small className="muted">
            +{o.doctor.countryCode} {o.doctor.phone}
            {o.doctor.location && ` · ${o.doctor.location}`}
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
          {(o.courier || o.trackingNumber) && (
            <small className="muted">{text.orders.dispatchLine(o.courier, o.trackingNumber)}</small>
          )}
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
              aria-label={text.orders.moveOne(text.orders.verb[status], o.id)}
              onClick={() => $dialog.set({ kind: 'move', id: o.id, status, from: o.status })}
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
              onClick={() => $dialog.set({ kind: 'reopen', id: o.id, status })}
            >
              {text.undo.reopen(status)}
            </button>
          ))}
          {hasDispatchDetails(o.table, o.status) && (
            <button
              type="button"
              className="small"
              aria-label={text.orders.moveOne(text.orders.editDispatch, o.id)}
              onClick={() =>
                $dialog.set({ kind: 'dispatch', id: o.id, courier: o.courier, trackingNumber: o.trackingNumber })
              }
            >
              {text.orders.editDispatch}
            </button>
          )}
          {o.hasPrint && (
            <button
              type="button"
              className="small"
              aria-label={text.orders.moveOne(text.orders.print, o.id)}
              onClick={() => void queue.actions.download(orderPrint, { id: o.id }, `print-${o.id}.pdf`)}
            >
              {text.orders.print}
            </button>
          )}
        </div>
      ),
    },
  ];

  // The controls show the list's query (restored from the address on a reload or Back).
  const select = (name: string) => ({
    value: String(list.query[name] ?? ''),
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => filter({ [name]: event.target.value }),
  });
  const filters = (({ page: _p, pageSize: _s, dir: _d, ...rest }: Query) => rest)(list.query);

  return (
    <section>
      <header className="screen-head">
        <h1>{text.orders.title}</h1>
        <div className="actions">
          <button type="button" onClick={() => void queue.actions.download(ordersExport, filters, 'orders.csv')}>
            {text.orders.export}
          </button>
        </div>
      </header>
      <div className="filters">
        <SearchBox
          id="orders-q"
          label={text.orders.search}
          value={String(list.query.q ?? '')}
          onSearch={(q) => filter({ q })}
        />
        <div className="field">
          <label htmlFor="orders-table">{text.orders.table}</label>
          <select id="orders-table" {...select('table')}>
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
          <select id="orders-status" {...select('status')}>
            <option value="">{text.common.all}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-age">{text.orders.age}</label>
          <select id="orders-age" {...select('olderThanDays')}>
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
          <select id="orders-dir" {...select('dir')}>
            <option value="asc">{text.orders.oldestFirst}</option>
            <option value="desc">{text.orders.newestFirst}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-region">{text.orders.region}</label>
          <select id="orders-region" {...select('countryCode')}>
            <option value="">{text.common.all}</option>
            <option value="91">{text.doctors.india}</option>
            <option value="977">{text.doctors.nepal}</option>
          </select>
        </div>
      </div>
      <ActionNotice actions={actions} />
      <BulkBar
        bulk={bulk}
        nameOf={(id) => {
          const order = list.page?.rows.find((o) => o.id === id);
          return text.orders.row(id, order && { item: order.subCategory || order.category, doctor: order.doctor.name });
        }}
        actions={SETTABLE_STATUSES.map((status) => ({
          label: text.orders.bulkVerb[status],
          danger: status === 'Rejected',
          onClick: () => $dialog.set({ kind: 'bulk', status, seen: seenOf(selected) }),
        }))}
      />
      <DataTable
        label={text.orders.title}
        list={list}
        columns={columns}
        rowKey={(o) => o.id}
        rowName={(o) => text.orders.row(o.id, { item: o.subCategory || o.category, doctor: o.doctor.name })}
        selected={selected}
        onSelect={(next) => bulk.$selected.set(next)}
      />
      {dialog && asksDispatch(dialog) && (
        <DispatchDialog
          {...dispatchProps(dialog, selected.size, elsewhere)}
          onCancel={() => $dialog.set(null)}
          onConfirm={(dispatch) => void confirm('', dispatch)}
        />
      )}
      {dialog && !asksDispatch(dialog) && (
        <ConfirmDialog
          {...dialogProps(dialog, selected.size, elsewhere)}
          onCancel={() => $dialog.set(null)}
          onConfirm={(reason) => void confirm(reason)}
        />
      )}
    </section>
  );
}
