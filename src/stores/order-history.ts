/** Order History (SPEC §2 /services "My Services / Order History"): the member's orders, newest first. */
import type { Order, OrderTable } from '../shared/contract/entities.ts';
import { t } from '../shared/messages/index.ts';
import { formatDay } from '../lib/dates.ts';
import { formatMoment, formatTimeOfDay } from '../lib/times.ts';
import { ORDER_PLACED_LATER } from '../lib/order-events.ts';
import { createLoader } from './catalogue.ts';
import { $profile } from './session.ts';

/** The columns of an order row, in display order (SPEC §2 Order History). */
export const ORDER_COLUMNS = [
  'sub_category',
  'Table',
  'Language',
  'Date',
  'Time',
  'Addl_Description',
  'message',
  'requested_on',
  'status',
  'status_on',
] as const;

/** One column of an order row. */
type OrderColumn = (typeof ORDER_COLUMNS)[number];

/** An order as its row shows it: the order number the confirmation gave, every column as text ('' when empty). */
export interface OrderRowModel {
  id: string;
  /** "Order no. 42", as the confirmation named it. */
  number: string;
  cells: Record<OrderColumn, string>;
  /** A parcel's "Courier: X · Tracking: Y" (either part alone; '' when staff entered neither). */
  dispatch: string;
}

/** A printable's or video's language as the page names it; any other text as it is. */
function languageLabel(value: string): string {
  const names: Partial<Record<string, string>> = t.orderHistory.contentLanguages;
  return names[value] ?? value;
}

function tableLabel(table: string): string {
  const labels: Record<OrderTable, string> = t.orderHistory.tables;
  return table in labels ? labels[table as OrderTable] : table;
}

/** An order's status in words, with the reason the company gave when it rejected the order. */
function statusText(order: Order): string {
  const words: Partial<Record<string, string>> = t.orderHistory.statuses;
  const status = words[order.status] ?? order.status;
  return order.reason ? `${status}: ${order.reason}` : status;
}

/** A parcel's courier and tracking number in words, '' when it has neither. */
function dispatchText(order: Order): string {
  const parts = [
    order.courier ? t.orderHistory.courier(order.courier) : '',
    order.tracking_number ? t.orderHistory.tracking(order.tracking_number) : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

/** An order's row: dates in one format, in the member's locale and country's time; the status in words. */
function orderRow(order: Order, country: string | undefined): OrderRowModel {
  return {
    id: order.ID,
    number: t.orderHistory.orderNumber(order.ID),
    cells: {
      sub_category: order.sub_category_shown || order.sub_category,
      Table: tableLabel(order.Table),
      Language: languageLabel(order.Language),
      Date: formatDay(order.Date),
      Time: formatTimeOfDay(order.Time),
      Addl_Description: order.Addl_Description,
      message: order.message,
      requested_on: formatMoment(order.requested_on, country),
      status: statusText(order),
      status_on: order.status_on ? formatMoment(order.status_on, country) : '',
    },
    dispatch: dispatchText(order),
  };
}

const history = createLoader<OrderRowModel>();

/** The member's orders. */
export const $orderHistory = history.$state;

// An order the outbox placed while this page was open joins a list already shown (a list not asked for yet has it).
if (typeof window !== 'undefined')
  addEventListener(ORDER_PLACED_LATER, () => {
    if (history.$state.get().status !== 'idle') void loadOrderHistory();
  });

/** Loads (or reloads) the member's orders. */
export function loadOrderHistory(): Promise<void> {
  // Imported lazily as stores/orders.ts does, so the orders API stays one chunk of its own (loaded on demand).
  const country = $profile.get()?.country_code;
  return history.load(async () =>
    (await (await import('../api/orders.ts')).getOrderHistory()).map((order) => orderRow(order, country)),
  );
}
