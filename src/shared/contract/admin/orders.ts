/**
 * The orders queue (fulfilment, admin): one queue across the ten order tables, filtered by table, status, age and
 * region; the status flow Requested → Accepted → Dispatched (Scheduled for visits and webinars) → Delivered (Done),
 * or Rejected with a reason; one order's change (or an all-or-nothing set) and the console's bulk change, each row
 * judged and reported alone; prints downloadable; CSV export.
 */
import Type from 'typebox';
import { idText, nameText, requiredText, text, rowId } from '../define.ts';
import { bulkIds, bulkOutcome, defineStaffCall, obj, okOf, oneOf, pageOf, paging, type StaffRole } from './define.ts';

/** Who works the queue. */
const FULFILMENT: readonly StaffRole[] = ['admin', 'fulfilment'];

/** The ten order tables. */
export const ORDER_TABLES = [
  'samples',
  'sanitization',
  'personalised_printables',
  'printables',
  'prints',
  'accessories',
  'therapy_specific',
  'webinar',
  'personalised_video',
  'digital',
] as const;

/** Tables whose orders are visits or events: Scheduled and Done instead of Dispatched and Delivered. */
const SCHEDULED_TABLES: readonly (typeof ORDER_TABLES)[number][] = ['sanitization', 'webinar'];

/** Every status an order can have (Approved and Cancelled only on rows older than the console). */
export const ORDER_STATUSES = [
  'Requested',
  'Accepted',
  'Dispatched',
  'Scheduled',
  'Delivered',
  'Done',
  'Rejected',
  'Approved',
  'Cancelled',
] as const;

/** One order status. */
export type QueueStatus = (typeof ORDER_STATUSES)[number];

/** The statuses staff may set. */
export const SETTABLE_STATUSES = ['Accepted', 'Dispatched', 'Scheduled', 'Delivered', 'Done', 'Rejected'] as const;

/**
 * The moves the flow allows, from each status (`canMoveOrder` checks the table's kind too); a status without moves
 * is final. A legacy Dispatched visit closes as Done, a legacy Scheduled delivery as Delivered.
 */
export const STATUS_FLOW: Readonly<Record<QueueStatus, readonly QueueStatus[]>> = {
  Requested: ['Accepted', 'Rejected'],
  Approved: ['Dispatched', 'Scheduled', 'Rejected'],
  Accepted: ['Dispatched', 'Scheduled', 'Rejected'],
  Dispatched: ['Delivered', 'Done'],
  Scheduled: ['Done', 'Delivered'],
  Delivered: [],
  Done: [],
  Rejected: [],
  Cancelled: [],
};

/** True when `status` belongs to the flow of `table` (visits and webinars: Scheduled, Done; the rest the others). */
export function statusFitsTable(table: string, status: QueueStatus): boolean {
  const scheduled = (SCHEDULED_TABLES as readonly string[]).includes(table);
  if (scheduled) return status !== 'Dispatched' && status !== 'Delivered';
  return status !== 'Scheduled' && status !== 'Done';
}

/** True when orders of `table` are parcels (Dispatched, then Delivered), which may carry a courier and tracking number. */
export function isParcelTable(table: string): boolean {
  return !(SCHEDULED_TABLES as readonly string[]).includes(table);
}

/** The longest courier name kept (after trimming). */
export const COURIER_MAX = 60;

/** The longest tracking number kept (after trimming). */
export const TRACKING_MAX = 40;

/** A tracking number: letters, digits and dashes ('' when not given). */
export const TRACKING_PATTERN = /^[A-Za-z0-9-]*$/;

/** A tracking number as kept: couriers print it in groups, so the spaces of a pasted or typed one are dropped. */
export function trackingNumberOf(typed: string): string {
  return typed.replace(/\s+/g, '');
}

/** True when a parcel order in `status` may have its courier and tracking number set or corrected. */
export const hasDispatchDetails = (table: string, status: QueueStatus): boolean =>
  isParcelTable(table) && (status === 'Dispatched' || status === 'Delivered');

/** True when an order of `table` may move from `from` to `to` (visits and webinars: Scheduled, Done). */
export function canMoveOrder(table: string, from: QueueStatus, to: QueueStatus): boolean {
  return STATUS_FLOW[from]?.includes(to) === true && statusFitsTable(table, to);
}

/** An order in the queue, with its doctor. */
export const queueOrderSchema = obj({
  id: Type.Integer(),
  table: Type.String(),
  category: Type.String(),
  subCategory: Type.String(),
  message: Type.String(),
  language: Type.String(),
  date: Type.String(),
  time: Type.String(),
  addlDescription: Type.String(),
  details: Type.Record(Type.String(), Type.String()),
  status: oneOf(ORDER_STATUSES),
  /** The status the order had before its last change, as the audit trail has it (null: not known). */
  previousStatus: Type.Union([oneOf(ORDER_STATUSES), Type.Null()]),
  statusOn: Type.String(),
  reason: Type.String(),
  requestedOn: Type.String(),
  hasPrint: Type.Boolean(),
  /** The parcel's courier, as staff entered it at dispatch ('' when none). */
  courier: Type.String(),
  /** The parcel's tracking number ('' when none). */
  trackingNumber: Type.String(),
  doctor: obj({
    id: Type.Integer(),
    name: Type.String(),
    countryCode: Type.String(),
    phone: Type.String(),
    location: Type.String(),
  }),
});

/** The filters of the queue and its export. */
const queueFilters = {
  table: Type.Optional(oneOf(ORDER_TABLES)),
  status: Type.Optional(oneOf(ORDER_STATUSES)),
  /** Only orders requested at least this many days ago. */
  olderThanDays: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })),
  /** Region: the doctor's country code. */
  countryCode: Type.Optional(oneOf(['91', '977'] as const)),
  q: Type.Optional(text(100)),
};

/** GET /admin/orders: the queue, oldest first by default. */
export const ordersList = defineStaffCall({
  method: 'GET',
  path: '/admin/orders',
  access: FULFILMENT,
  summary: 'The orders queue across the ten tables: filter by table, status, age, region; sort; page',
  query: Type.Object({
    ...paging,
    ...queueFilters,
    dir: Type.Optional(oneOf(['asc', 'desc'] as const)),
  }),
  answer: okOf(pageOf(queueOrderSchema)),
});

/**
 * A parcel's courier and tracking number as sent: trimmed by the server, which refuses a courier over COURIER_MAX
 * characters and a tracking number over TRACKING_MAX or with other than letters, digits and dashes.
 */
const courierText = nameText(200);
const trackingText = nameText(200);

/**
 * POST /admin/orders/status: move one order (a row's button), or a set all or nothing; Rejected needs a reason;
 * Dispatched may carry the parcel's courier and tracking number; `from` refuses a move made from an old list.
 */
export const ordersSetStatus = defineStaffCall({
  method: 'POST',
  path: '/admin/orders/status',
  access: FULFILMENT,
  summary:
    'Change the status of one or many orders, all or nothing (Rejected needs a reason; Dispatched may name a courier and tracking number)',
  body: Type.Object({
    ids: Type.Array(rowId, { minItems: 1, maxItems: 500, uniqueItems: true }),
    status: oneOf(SETTABLE_STATUSES),
    /** The status staff saw the orders in (the row's): 409 when one has another now (someone moved it meanwhile). */
    from: Type.Optional(oneOf(ORDER_STATUSES)),
    reason: Type.Optional(requiredText(500)),
    courier: Type.Optional(courierText),
    trackingNumber: Type.Optional(trackingText),
  }),
  answer: okOf(obj({ changed: Type.Integer(), orders: Type.Array(queueOrderSchema) })),
  errors: [404, 409],
});

/**
 * POST /admin/orders/status-many: move up to 200 orders (the console's bulk bar), each judged as the single call
 * and reported alone; a rejection without a reason is refused before any row.
 */
export const ordersSetStatusMany = defineStaffCall({
  method: 'POST',
  path: '/admin/orders/status-many',
  access: FULFILMENT,
  summary:
    'Change the status of up to 200 orders, each row judged, audited and reported alone (Rejected: a reason; Dispatched: a courier for all)',
  body: Type.Object({
    ids: bulkIds,
    status: oneOf(SETTABLE_STATUSES),
    /** The status staff saw each order in: a row that has another now is refused alone (someone moved it meanwhile). */
    seen: Type.Optional(Type.Array(obj({ id: rowId, status: oneOf(ORDER_STATUSES) }), { maxItems: 200 })),
    reason: Type.Optional(requiredText(500)),
    courier: Type.Optional(courierText),
  }),
  answer: bulkOutcome,
});

/** POST /admin/orders/reopen: move one order one step back (a status set by mistake), with a reason. */
export const orderReopen = defineStaffCall({
  method: 'POST',
  path: '/admin/orders/reopen',
  access: FULFILMENT,
  summary: 'Reopen an order one step back along the status flow, with a reason (audited)',
  body: Type.Object({ id: rowId, status: oneOf(ORDER_STATUSES), reason: requiredText(500) }),
  answer: okOf(queueOrderSchema),
  errors: [404, 409],
});

/**
 * POST /admin/orders/dispatch-details: set or correct the courier and tracking number of a Dispatched or Delivered
 * parcel order (both replaced; '' clears one), audited `order.dispatch`.
 */
export const orderDispatchDetails = defineStaffCall({
  method: 'POST',
  path: '/admin/orders/dispatch-details',
  access: FULFILMENT,
  summary: 'Set the courier and tracking number of a dispatched parcel order (audited)',
  body: Type.Object({ id: rowId, courier: courierText, trackingNumber: trackingText }),
  answer: okOf(queueOrderSchema),
  errors: [404, 409],
});

/** GET /admin/orders/print: the print PDF a doctor uploaded with an order. */
export const orderPrint = defineStaffCall({
  method: 'GET',
  path: '/admin/orders/print',
  access: FULFILMENT,
  summary: 'Download the print PDF of an order',
  query: Type.Object({ id: idText }),
  answer: { file: 'application/pdf' },
  errors: [404],
});

/** GET /admin/orders/export: the filtered queue as CSV (at most 50 000 rows). */
export const ordersExport = defineStaffCall({
  method: 'GET',
  path: '/admin/orders/export',
  access: FULFILMENT,
  summary: 'Export the filtered queue as CSV',
  query: Type.Object(queueFilters),
  answer: { file: 'text/csv' },
});
