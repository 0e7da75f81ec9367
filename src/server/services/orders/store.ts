/** The orders table: one row per order of any table_name, and the Order History rows of SPEC §3. */
import { type Column, desc, eq, getTableName, sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '../../../shared/contract/admin/orders.ts';
import type { Order, OrderTable } from '../../../shared/contract/entities.ts';
import { perDatabase, type Db, type Tx } from '../../db/client.ts';
import { orders, subCategories } from '../../db/schema.ts';
import { m } from '../language.ts';
import { shownTitles } from './shown-titles.ts';

/** An order before it is stored: the Order History columns plus every table-specific field in `details`. */
export interface OrderDraft {
  tableName: OrderTable;
  category: string;
  subCategory: string;
  message: string;
  language: string;
  date: string;
  time: string;
  addlDescription: string;
  details: Record<string, string>;
}

/** Order History shows at most this many orders, newest first. */
const HISTORY_LIMIT = 500;

/** Stores an order as 'Requested' at `requestedOn` (the injected clock) and returns its id. */
export async function insertOrder(tx: Tx, memberId: number, draft: OrderDraft, requestedOn: Date): Promise<number> {
  const [row] = await tx
    .insert(orders)
    .values({ memberId, ...draft, status: 'Requested', requestedOn })
    .returning({ id: orders.id });
  if (!row) throw new Error('order not stored');
  return row.id;
}

/** `table.column` written out: in a one-table select Drizzle writes a column bare, which a subquery reads as its own. */
const qualified = (table: string, column: Column) => sql`${sql.identifier(table)}.${sql.identifier(column.name)}`;
const order = (column: Column) => qualified(getTableName(orders), column);
/** A column of `item`, the sub-category of an order in the subquery below. */
const item = (column: Column) => qualified('item', column);

/**
 * The doctor's own message: '' where the stored text is the default order message of the order's sub-category (the
 * order modal sends it with every order; orders stored before it was left out still hold it).
 */
const ownMessage = sql<string>`case when exists (
  select 1 from ${subCategories} as item
  where ${item(subCategories.title)} = ${order(orders.subCategory)}
    and ${item(subCategories.tableName)} = ${order(orders.tableName)}
    and ${item(subCategories.message)} <> '' and btrim(${item(subCategories.message)}) = ${order(orders.message)}
) then '' else ${order(orders.message)} end`;

/** The columns Order History shows (not the table-specific details). */
const historyColumns = {
  id: orders.id,
  subCategory: orders.subCategory,
  tableName: orders.tableName,
  language: orders.language,
  date: orders.date,
  time: orders.time,
  addlDescription: orders.addlDescription,
  message: ownMessage,
  requestedOn: orders.requestedOn,
  status: orders.status,
  statusOn: orders.statusOn,
  statusReason: orders.statusReason,
  courier: orders.courier,
  trackingNumber: orders.trackingNumber,
  sampleDose: sql<string | null>`${orders.details}->>'dose'`,
  sampleQty: sql<string | null>`${orders.details}->>'qty'`,
};

/** An orders row as Order History reads it (the history query's row), with a samples order's dose and quantity. */
type HistoryRow = Awaited<ReturnType<ReturnType<typeof historyQuery>['execute']>>[number];

/**
 * A samples order's summary in the member's language, written when read from its stored dose and quantity:
 * "<shown title> <dose>, quantity <n>". The stored text (in the language of the order) stays for staff; an erased
 * order has neither, and keeps its emptied text.
 */
function shownSummary(row: HistoryRow, shownTitle: string): string {
  const { tableName, sampleDose, sampleQty, addlDescription } = row;
  if (tableName !== 'samples' || !sampleQty) return addlDescription;
  return m.sampleSummary(shownTitle, sampleDose ?? '', sampleQty);
}

/** An Order History row as the API answers it, titled `shownTitle` in the member's language. */
function toOrder(row: HistoryRow, shownTitle: string): Order {
  return {
    ID: String(row.id),
    sub_category: row.subCategory,
    sub_category_shown: shownTitle,
    Table: row.tableName,
    Language: row.language,
    Date: row.date,
    Time: row.time,
    Addl_Description: shownSummary(row, shownTitle),
    message: row.message,
    requested_on: row.requestedOn.toISOString(),
    status: ORDER_STATUSES.find((s) => s === row.status) ?? 'Requested',
    status_on: row.statusOn?.toISOString() ?? '',
    reason: row.statusReason,
    courier: row.courier,
    tracking_number: row.trackingNumber,
  };
}

/** The history query, prepared once per database (a named statement on PostgreSQL: parsed and planned once). */
const historyQuery = perDatabase((db) =>
  db
    .select(historyColumns)
    .from(orders)
    .where(eq(orders.memberId, sql.placeholder('memberId')))
    .orderBy(desc(orders.requestedOn), desc(orders.id))
    .limit(HISTORY_LIMIT)
    .prepare('order_history'),
);

/** A member's own orders, newest first (ties by id, newest first), each titled also in the member's language. */
export async function orderHistoryOf(db: Db, memberId: number): Promise<Order[]> {
  const rows = await historyQuery(db).execute({ memberId });
  const shown = await shownTitles(
    db,
    rows.map((row) => row.subCategory),
  );
  return rows.map((row) => toOrder(row, shown.get(row.subCategory) ?? row.subCategory));
}
