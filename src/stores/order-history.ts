/** Order History (SPEC §2 /services "My Services / Order History"): the member's orders, newest first. */
import type { Order, OrderTable } from '../shared/contract/entities.ts';
import { t } from '../shared/messages/index.ts';
import { createLoader } from './catalogue.ts';

/** The columns of an order row, in display order (SPEC §2 Order History). */
export const ORDER_COLUMNS = [
  'sub_category',
  'Table',
  'Language',
  'Date',
  'Time',
  'Addl_Description',
  'requested_on',
  'status',
  'status_on',
] as const;

/** One column of an order row. */
type OrderColumn = (typeof ORDER_COLUMNS)[number];

/** An order as its row shows it: every column as text ('' when empty). */
export interface OrderRowModel {
  id: string;
  cells: Record<OrderColumn, string>;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** requested_on (ISO 8601) as a readable date and time; the raw text when it is not a date. */
function formatRequestedOn(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : dateFormat.format(time);
}

function tableLabel(table: string): string {
  const labels: Record<OrderTable, string> = t.orderHistory.tables;
  return table in labels ? labels[table as OrderTable] : table;
}

function orderRow(order: Order): OrderRowModel {
  return {
    id: order.ID,
    cells: {
      sub_category: order.sub_category,
      Table: tableLabel(order.Table),
      Language: order.Language,
      Date: order.Date,
      Time: order.Time,
      Addl_Description: order.Addl_Description,
      requested_on: formatRequestedOn(order.requested_on),
      status: order.reason ? `${order.status}: ${order.reason}` : order.status,
      status_on: order.status_on ? formatRequestedOn(order.status_on) : '',
    },
  };
}

const history = createLoader<OrderRowModel>();

/** The member's orders. */
export const $orderHistory = history.$state;

/** Loads (or reloads) the member's orders. */
export function loadOrderHistory(): Promise<void> {
  // Imported lazily as stores/orders.ts does, so the orders API stays one chunk of its own (loaded on demand).
  return history.load(async () => (await (await import('../api/orders.ts')).getOrderHistory()).map(orderRow));
}
