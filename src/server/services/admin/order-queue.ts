/**
 * The orders queue for staff: every order of the ten tables with its doctor, filtered by table, status, age and
 * region (the doctor's country); status changes one or many at once, all or nothing, each order's move checked
 * with canMoveOrder (the flow and the table's kind: Scheduled/Done for visits and webinars, Dispatched/Delivered
 * for the rest), written with an audit row per order in one transaction; or many each alone (bulk work), each row
 * reported.
 */
import { and, asc, count, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { canMoveOrder, ORDER_STATUSES, type QueueStatus } from '../../../shared/contract/admin/orders.ts';
import type { Db } from '../../db/client.ts';
import { members, orders } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SampleConfig } from '../../config.ts';
import { checkSamplesGoToVerified } from '../samples/staff-moves.ts';
import type { Actor } from './actor.ts';
import { type BulkOutcome, eachRow } from './bulk.ts';
import { auditedWrite, auditExport, changesOf } from './audit.ts';
import { dispatchDetailsFor } from './dispatch-details.ts';
import { staffText } from './texts.ts';
import { doctorSearch, memberColumns } from './doctor-search.ts';
import { csvTime, toCsv } from './csv.ts';

/** An order in the queue, with its doctor. */
export interface QueueOrder {
  id: number;
  table: string;
  category: string;
  subCategory: string;
  message: string;
  language: string;
  date: string;
  time: string;
  addlDescription: string;
  details: Record<string, string>;
  status: QueueStatus;
  /** The status before the last change, when the audit trail knows it (the one a reopen may go back to). */
  previousStatus: QueueStatus | null;
  statusOn: string;
  reason: string;
  requestedOn: string;
  hasPrint: boolean;
  /** The parcel's courier ('' when none was entered). */
  courier: string;
  /** The parcel's tracking number ('' when none was entered). */
  trackingNumber: string;
  doctor: { id: number; name: string; countryCode: string; phone: string; location: string };
}

/** Filters of the queue. */
export interface QueueFilter {
  table?: string;
  status?: string;
  olderThanDays?: number;
  countryCode?: string;
  q?: string;
}

/** One audited status change of an order: a move along the flow (`order.status`) or a reopen (`order.reopen`). */
export interface StatusStep {
  action: string;
  from: string | null;
  to: string | null;
}

/** The order's status changes as its audit trail has them, oldest first, or null (none, or removed by retention). */
// Written out with table names: Drizzle leaves the columns of a select's fields unqualified, and "id" would be the log's.
export const statusHistory = sql<StatusStep[] | null>`(
  select jsonb_agg(jsonb_build_object(
      'action', audit_log.action,
      'from', audit_log.changes -> 'status' ->> 'from',
      'to', audit_log.changes -> 'status' ->> 'to')
    order by audit_log.created_at, audit_log.id)
  from audit_log
  where audit_log.entity = 'order' and audit_log.entity_id = orders.id::text
    and audit_log.action in ('order.status', 'order.reopen'))`;

const isQueueStatus = (status: string | undefined): status is QueueStatus =>
  (ORDER_STATUSES as readonly string[]).includes(status ?? '');

/**
 * The status an order in `current` had before it reached it, by replaying its history: each move along the flow
 * puts the status it left on a stack, each reopen takes the top one off, so every reopen goes one step further back
 * along the order's real history (Accepted → Dispatched, reopened to Accepted, is back to Requested next). Null
 * when the trail does not lead to `current` or has a gap (retention, a change before the trail): then the flow alone
 * decides.
 */
export function previousStatusOf(current: string, history: readonly StatusStep[] | null): QueueStatus | null {
  let left: string[] = [];
  let at: string | null = null;
  for (const step of history ?? []) {
    if (!step.from || !step.to || (at !== null && step.from !== at)) left = [];
    if (step.action === 'order.reopen') {
      if (left.at(-1) === step.to) left.pop();
      else left = [];
    } else if (step.from) left.push(step.from);
    at = step.to;
  }
  const previous = at === current ? left.at(-1) : undefined;
  return isQueueStatus(previous) ? previous : null;
}

/** The columns of a queue row: the order, its last status change and its doctor. */
export const row = {
  order: orders,
  history: statusHistory,
  doctorId: members.id,
  salutation: members.salutation,
  firstName: members.firstName,
  lastName: members.lastName,
  countryCode: members.countryCode,
  phone: members.phone,
  location: members.location,
};

type Row = {
  order: typeof orders.$inferSelect;
  history: StatusStep[] | null;
  doctorId: number;
  salutation: string;
  firstName: string;
  lastName: string;
  countryCode: string;
  phone: string;
  location: string;
};

/** A queue row as the console shows it. */
export function toQueueOrder(r: Row): QueueOrder {
  const { order } = r;
  const { print_file: printFile, ...details } = order.details;
  return {
    id: order.id,
    table: order.tableName,
    category: order.category,
    subCategory: order.subCategory,
    message: order.message,
    language: order.language,
    date: order.date,
    time: order.time,
    addlDescription: order.addlDescription,
    details,
    status: order.status as QueueStatus,
    previousStatus: previousStatusOf(order.status, r.history),
    statusOn: (order.statusOn ?? order.requestedOn).toISOString(),
    reason: order.statusReason,
    requestedOn: order.requestedOn.toISOString(),
    hasPrint: typeof printFile === 'string' && printFile !== '',
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    doctor: {
      id: r.doctorId,
      name: [r.salutation, r.firstName, r.lastName].filter(Boolean).join(' '),
      countryCode: r.countryCode,
      phone: r.phone,
      location: r.location,
    },
  };
}

function whereOf(filter: QueueFilter, now: number): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.table) conditions.push(eq(orders.tableName, filter.table));
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.olderThanDays !== undefined)
    conditions.push(lte(orders.requestedOn, new Date(now - filter.olderThanDays * 86_400_000)));
  if (filter.countryCode) conditions.push(eq(members.countryCode, filter.countryCode));
  const search = doctorSearch(filter.q, [memberColumns], [orders.subCategory]);
  if (search) conditions.push(search);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of the queue (oldest first unless `dir` is desc) and how many orders match. */
export async function listQueue(
  db: Db,
  filter: QueueFilter & { page: number; pageSize: number; dir?: 'asc' | 'desc' },
  now: number,
): Promise<{ rows: QueueOrder[]; total: number }> {
  const where = whereOf(filter, now);
  const order =
    filter.dir === 'desc' ? [desc(orders.requestedOn), desc(orders.id)] : [asc(orders.requestedOn), asc(orders.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(row)
      .from(orders)
      .innerJoin(members, eq(members.id, orders.memberId))
      .where(where)
      .orderBy(...order)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(orders).innerJoin(members, eq(members.id, orders.memberId)).where(where),
  ]);
  return { rows: rows.map(toQueueOrder), total: total?.n ?? 0 };
}

/** At most this many rows in one CSV export. */
const EXPORT_LIMIT = 50_000;

/** The filtered queue as CSV (oldest first, as the queue opens; times in India time), one line per order; audited. */
export async function exportQueueCsv(db: Db, actor: Actor, filter: QueueFilter, now: number): Promise<string> {
  const rows = await db
    .select(row)
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(whereOf(filter, now))
    .orderBy(asc(orders.requestedOn), asc(orders.id))
    .limit(EXPORT_LIMIT);
  const header = [
    'id',
    'table',
    'sub_category',
    'status',
    'status_on_ist',
    'reason',
    'requested_on_ist',
    'doctor',
    'country_code',
    'mobile',
    'location',
    'language',
    'date',
    'time',
    'addl_description',
    'message',
    'courier',
    'tracking_number',
  ];
  const lines = rows
    .map(toQueueOrder)
    .map((o) => [
      o.id,
      o.table,
      o.subCategory,
      o.status,
      csvTime(new Date(o.statusOn)),
      o.reason,
      csvTime(new Date(o.requestedOn)),
      o.doctor.name,
      o.doctor.countryCode,
      o.doctor.phone,
      o.doctor.location,
      o.language,
      o.date,
      o.time,
      o.addlDescription,
      o.message,
      o.courier,
      o.trackingNumber,
    ]);
  await auditExport(db, actor, 'orders', filter, lines.length, new Date(now));
  return toCsv(header, lines);
}

/** A status change as the doctor is told of it. */
export interface StatusChange {
  memberId: number;
  orderId: number;
  subCategory: string;
  status: QueueStatus;
  /** A parcel's courier and tracking number stored with a move to Dispatched (either may be ''). */
  dispatch?: { courier: string; trackingNumber: string };
}

/** The reason stored with `status`: the trimmed reason for Rejected (400 when there is none), else ''. */
function reasonOf(status: QueueStatus, reason: string | undefined): string {
  if (status !== 'Rejected') return '';
  const given = reason?.trim() ?? '';
  if (given === '') throw new AppError(400, 'VALIDATION_FAILED', staffText.reasonRequired, { field: 'reason' });
  return given;
}

/**
 * Moves each listed order to `status` alone (bulk work): a rejection without a reason is refused before any row,
 * then each row goes through setQueueStatus in its own transaction (its own audit row); each row's outcome, and
 * the changes made for the doctors' pushes.
 */
export async function setQueueStatusEach(
  db: Db,
  actor: Actor,
  input: {
    ids: readonly number[];
    status: QueueStatus;
    seen?: readonly { id: number; status: QueueStatus }[];
    reason?: string;
    courier?: string;
  },
  samples: SampleConfig,
  now: number,
): Promise<{ results: BulkOutcome[]; changes: StatusChange[] }> {
  const reason = reasonOf(input.status, input.reason);
  const courier = dispatchDetailsFor(input.status, { courier: input.courier })?.courier;
  const changes: StatusChange[] = [];
  const results = await eachRow(input.ids, async (id) => {
    const from = input.seen?.find((row) => row.id === id)?.status;
    const one = { ids: [id], status: input.status, reason, ...(from ? { from } : {}), ...(courier ? { courier } : {}) };
    const moved = await setQueueStatus(db, actor, one, samples, now);
    changes.push(...moved.changes);
  });
  return { results, changes };
}

/**
 * Moves every listed order to `status` in one transaction (all or nothing): 404 when one does not exist, 409 when
 * one is no longer in the status staff saw (`from`) or cannot make that move (the flow, or the sample rules), 400 when Rejected has no reason or a courier or
 * tracking number comes with any status but Dispatched (which stores them, '' when not given, in the audit row too).
 */
export async function setQueueStatus(
  db: Db,
  actor: Actor,
  input: {
    ids: number[];
    status: QueueStatus;
    from?: QueueStatus;
    reason?: string;
    courier?: string;
    trackingNumber?: string;
  },
  samples: SampleConfig,
  now: number,
): Promise<{ orders: QueueOrder[]; changes: StatusChange[] }> {
  const reason = reasonOf(input.status, input.reason);
  const dispatch = dispatchDetailsFor(input.status, input);
  return auditedWrite(
    db,
    actor,
    async (tx) => {
      const current = await tx
        .select({
          id: orders.id,
          tableName: orders.tableName,
          status: orders.status,
          courier: orders.courier,
          trackingNumber: orders.trackingNumber,
        })
        .from(orders)
        .where(inArray(orders.id, input.ids))
        .orderBy(asc(orders.id))
        .for('update');
      const byId = new Map(current.map((o) => [o.id, o]));
      for (const id of input.ids) {
        const order = byId.get(id);
        if (!order) throw new AppError(404, 'NOT_FOUND', staffText.orderNotFound(id), { field: 'ids' });
        if (input.from && order.status !== input.from)
          throw new AppError(409, 'CONFLICT', staffText.statusMovedOn(id, input.from, order.status), { field: 'ids' });
        if (!canMoveOrder(order.tableName, order.status as QueueStatus, input.status))
          throw new AppError(409, 'CONFLICT', staffText.statusNotAllowed(id, order.status, input.status), {
            field: 'ids',
          });
      }
      await checkSamplesGoToVerified(tx, input.ids, input.status, samples);
      await tx
        .update(orders)
        .set({ status: input.status, statusOn: new Date(now), statusReason: reason, ...dispatch })
        .where(inArray(orders.id, input.ids));
      const rows = await tx
        .select(row)
        .from(orders)
        .innerJoin(members, eq(members.id, orders.memberId))
        .where(inArray(orders.id, input.ids))
        .orderBy(asc(orders.id));
      const changed = rows.map(toQueueOrder);
      return {
        result: {
          orders: changed,
          changes: changed.map((o) => ({
            memberId: o.doctor.id,
            orderId: o.id,
            subCategory: o.subCategory,
            status: o.status,
            ...(dispatch ? { dispatch: { courier: o.courier, trackingNumber: o.trackingNumber } } : {}),
          })),
        },
        audit: changed.map((o) => {
          const before = byId.get(o.id);
          const was = { courier: before?.courier, trackingNumber: before?.trackingNumber };
          return {
            action: 'order.status',
            entity: 'order',
            entityId: o.id,
            memberId: o.doctor.id,
            changes: changesOf(
              { status: before?.status, reason: '', ...(dispatch ? was : {}) },
              { status: input.status, reason, ...dispatch },
            ),
          };
        }),
      };
    },
    new Date(now),
  );
}

/** The stored print file of an order and the name to download it as, or 404. */
export async function printOf(db: Db, id: number): Promise<{ file: string; name: string }> {
  const [order] = await db.select({ details: orders.details }).from(orders).where(eq(orders.id, id));
  if (!order) throw new AppError(404, 'NOT_FOUND', staffText.orderNotFound(id), { field: 'id' });
  const file = order.details.print_file;
  if (!file) throw new AppError(404, 'NOT_FOUND', staffText.noPrint, { field: 'id' });
  // Named by the order first, so that a day's downloads sort and tell their orders apart.
  const given = printBaseName(order.details.print_name ?? '');
  return { file, name: given ? `order-${id}-${given}.pdf` : `order-${id}.pdf` };
}

/**
 * The doctor's file name as part of a download name staff save: control, bidirectional and other invisible characters
 * dropped (`x\u202Efdp.exe` would show as `xexe.pdf`) and a `.pdf` ending taken off, so the saved file always ends in
 * `.pdf`: a name of the doctor's choosing (`invoice.hta`, `notes.html`) never makes the checked PDF open as a program
 * or a web page on a staff computer.
 */
function printBaseName(given: string): string {
  return given
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .trim()
    .replace(/(\.pdf)+$/i, '')
    .trim();
}
