/** From the fields of an order call to the row it stores: Order History columns plus all its fields in details. */
import type { OrderTable } from '../../../shared/contract/entities.ts';
import { m } from '../language.ts';
import { checkOrderDate, checkOrderTime, checkDose, findOrderItem, findSampleProduct } from './rules.ts';
import type { Tx } from '../../db/client.ts';
import type { OrderDraft } from './store.ts';

/** The text fields of an order request (validated by the contract schema before they get here). */
export type OrderFields = Readonly<Record<string, string | undefined>>;

/** A draft and what was ordered: its title and the link of the item (for ServDigital). */
export interface PreparedOrder {
  draft: OrderDraft;
  link: string;
}

/** Builds an order for one table, checking it against the catalogue; `now` is the injected clock. */
export type OrderPreparer = (tx: Tx, fields: OrderFields, now: number) => Promise<PreparedOrder>;

/** The trimmed text of a field, '' when absent. */
function field(fields: OrderFields, name: string): string {
  return fields[name]?.trim() ?? '';
}

/** The named fields as details, '' for those not sent. */
function detailsOf(fields: OrderFields, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, field(fields, name)]));
}

/** The doctor's own message: '' when the posted text is only the sub-category's default order message. */
function ownMessage(posted: string, defaultMessage: string): string {
  return posted === defaultMessage.trim() ? '' : posted;
}

const joined = (first: string, second: string) => (second ? `${first}; ${second}` : first);

type Columns = Partial<Pick<OrderDraft, 'language' | 'date' | 'time' | 'addlDescription'>>;

/** An order of a service sub-category: finds it, then fills the columns and details the table names. */
function service(
  table: OrderTable,
  detailNames: readonly string[],
  columns: (f: OrderFields, now: number) => Columns = () => ({}),
): OrderPreparer {
  return async (tx, fields, now) => {
    const item = await findOrderItem(tx, table, field(fields, 'sub_category'));
    const filled = columns(fields, now);
    const draft: OrderDraft = {
      tableName: table,
      category: field(fields, 'category') || item.categoryTitle,
      subCategory: item.title,
      message: ownMessage(field(fields, 'message'), item.message),
      language: filled.language ?? '',
      date: filled.date ?? '',
      time: filled.time ?? '',
      addlDescription: filled.addlDescription ?? '',
      details: detailsOf(fields, detailNames),
    };
    return { draft, link: item.sampleLink };
  };
}

/** Samples: sub_category is the product title; the dose must be one the product is offered in. */
const samples: OrderPreparer = async (tx, fields) => {
  const product = await findSampleProduct(tx, field(fields, 'sub_category'));
  const dose = checkDose(product, fields.dose);
  const qty = field(fields, 'qty');
  const draft: OrderDraft = {
    tableName: 'samples',
    category: field(fields, 'category') || 'Samples',
    subCategory: product.title,
    message: field(fields, 'message'),
    language: '',
    date: '',
    time: '',
    addlDescription: m.sampleSummary(product.title, dose, qty),
    details: { product_id: String(product.id), dose, qty },
  };
  return { draft, link: '' };
};

/** How each order table is prepared (prints adds its file in its own route). */
export const PREPARERS: Readonly<Record<OrderTable, OrderPreparer>> = {
  samples,
  sanitization: service('sanitization', ['date_on', 'time_at'], (f, now) => {
    const date = checkOrderDate('date_on', field(f, 'date_on'), now);
    return { date, time: checkOrderTime('time_at', date, field(f, 'time_at'), now) };
  }),
  personalised_printables: service('personalised_printables', ['printable_language', 'printable_addl_info'], (f) => ({
    language: field(f, 'printable_language'),
    addlDescription: field(f, 'printable_addl_info'),
  })),
  printables: service('printables', ['printable_language'], (f) => ({ language: field(f, 'printable_language') })),
  prints: service('prints', []),
  accessories: service('accessories', []),
  therapy_specific: service('therapy_specific', []),
  webinar: service('webinar', ['webinar_date_on', 'webinar_time', 'webinar_title', 'webinar_addl_info'], (f, now) => {
    const date = checkOrderDate('webinar_date_on', field(f, 'webinar_date_on'), now);
    return {
      date,
      time: checkOrderTime('webinar_time', date, field(f, 'webinar_time'), now),
      addlDescription: joined(field(f, 'webinar_title'), field(f, 'webinar_addl_info')),
    };
  }),
  personalised_video: service('personalised_video', ['vdo_language', 'vdo_addl_info'], (f) => ({
    language: field(f, 'vdo_language'),
    addlDescription: field(f, 'vdo_addl_info'),
  })),
  digital: service('digital', []),
};
