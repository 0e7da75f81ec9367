/** The order modal, Order History and the sub-category cards, against the real API on a small catalogue of our own. */
import { eq } from 'drizzle-orm';
import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { $orderHistory, loadOrderHistory } from '../../src/stores/order-history.ts';
import {
  $categoryHeader,
  $subCategories,
  loadSubCategories,
  ORDER_TABLES as CARD_TABLES,
} from '../../src/stores/order-services.ts';
import { ORDER_TABLES } from '../../src/shared/contract/admin/orders.ts';
import { orders } from '../../src/server/db/schema.ts';
import { $orderForm, $orderItem, closeOrder, type OrderItem, openOrder } from '../../src/stores/order-item.ts';
import { orderDraftKey, resumeOrder, SLOW_AFTER_MS, submitOrder, submitPrint } from '../../src/stores/orders.ts';
import { $session } from '../../src/stores/session.ts';
import { $toasts } from '../../src/stores/toasts.ts';
import { t as text } from '../../src/shared/messages/index.ts';
import { dropNextCalls, holdNextCall } from '../server/helpers/client.ts';
import { DIGITAL_LINK, insertOrderCatalogue, itemOf, TEST_CATEGORY } from '../server/helpers/order-fixtures.ts';
import { navigations } from './helpers/browser.ts';
import { SIGN_IN_NUMBERS, signIn, inProcessApi } from './helpers/api.ts';

const api = inProcessApi({ TEST_NUMBERS: SIGN_IN_NUMBERS });
let ordinaryKey: string | undefined;

beforeAll(async () => {
  await insertOrderCatalogue(api.t.database.db);
  await signIn(api.t, { focus: 'Cardiology' });
  ordinaryKey = $session.get();
});

afterEach(async () => {
  await allTasks();
  cleanStores($orderForm, $orderItem, $orderHistory, $subCategories, $categoryHeader, $toasts);
  $session.set(ordinaryKey);
});

/** The labels the sanitization and prints forms give their fields. */
const LABELS = { date_on: 'Date', time_at: 'Time', print_pdf: 'PDF file' };

const sanitization: OrderItem = { table: 'sanitization', title: itemOf('sanitization'), category: '', message: '' };
const body = (date: string) => ({
  message: 'Evening please',
  sub_category: sanitization.title,
  date_on: date,
  time_at: '18:30',
});

describe('order modal', () => {
  it('an accepted order closes the modal with a success toast and shows in Order History', async () => {
    openOrder(sanitization);
    expect($orderItem.get()).toEqual(sanitization);
    await submitOrder('sanitization', body('2026-12-05'), LABELS);
    expect($orderItem.get()).toBeUndefined();
    expect($orderForm.get()).toEqual({ busy: false, errors: {} });
    expect($toasts.get().map((toast) => toast.tone)).toEqual(['success']);
    await loadOrderHistory();
    const history = $orderHistory.get();
    if (history.status !== 'ready') throw new Error(`history not loaded: ${JSON.stringify(history)}`);
    expect(history.items.map((row) => row.cells.sub_category)).toEqual([sanitization.title]);
    // One date format (the doctor's locale, India time), the order number the confirmation gave, status in words.
    expect(history.items[0]?.cells).toMatchObject({
      Date: '5 Dec 2026',
      Time: '6:30 pm',
      Table: 'Sanitization',
      // The doctor's own words on the order are shown again.
      message: 'Evening please',
      status: 'Requested: we have your request',
    });
    expect(history.items[0]?.cells.requested_on).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m$/);
    const placed = $toasts.get()[0]?.text ?? '';
    expect(placed).toContain(`(order ${history.items[0]?.id})`);
    expect(history.items[0]?.number).toBe(`Order no. ${history.items[0]?.id}`);
  });

  it("a parcel's courier and tracking number show under it, either alone; none shows nothing", async () => {
    await loadOrderHistory();
    const before = $orderHistory.get();
    const id = Number(before.status === 'ready' ? before.items[0]?.id : 0);
    const [placed] = await api.t.database.db.select().from(orders).where(eq(orders.id, id));
    if (!placed) throw new Error('no order to dispatch');
    const parcel = { memberId: placed.memberId, tableName: 'accessories', subCategory: 'Clinic Accessories' };
    const rows = await api.t.database.db
      .insert(orders)
      .values([
        { ...parcel, status: 'Dispatched', courier: 'Blue Dart', trackingNumber: 'BD-1234', requestedOn: new Date() },
        { ...parcel, status: 'Delivered', courier: 'DTDC', requestedOn: new Date() },
        { ...parcel, status: 'Dispatched', requestedOn: new Date() },
      ])
      .returning({ id: orders.id });
    await loadOrderHistory();
    const history = $orderHistory.get();
    if (history.status !== 'ready') throw new Error('history not loaded');
    const shown = rows.map((row) => history.items.find((item) => item.id === String(row.id))?.dispatch);
    expect(shown).toEqual(['Courier: Blue Dart · Tracking: BD-1234', 'Courier: DTDC', '']);
    for (const row of rows) await api.t.database.db.delete(orders).where(eq(orders.id, row.id));
  });

  it('a refused field stays in the open modal beside the field, and nothing is ordered', async () => {
    openOrder(sanitization);
    await submitOrder('sanitization', body('2020-01-01'), LABELS);
    expect($orderItem.get()).toEqual(sanitization);
    expect(Object.keys($orderForm.get().errors)).toEqual(['date_on']);
    // The field is named as the form labels it, never by its API name.
    expect($orderForm.get().errors.date_on).toMatch(/^Please check Date: it is in the past/);
    expect($orderForm.get().errors.date_on).not.toContain('date_on');
    closeOrder();
    expect($orderItem.get()).toBeUndefined();
    await loadOrderHistory();
    const history = $orderHistory.get();
    expect(history.status === 'ready' && history.items.length).toBe(1);
  });

  it('every invalid field of the webinar form shows its error at once, named by its label (issue 40 §9)', async () => {
    const webinar: OrderItem = { table: 'webinar', title: itemOf('webinar'), category: '', message: '' };
    openOrder(webinar);
    const labels = { webinar_date_on: 'Date', webinar_time: 'Time', webinar_title: 'Webinar title' };
    await submitOrder(
      'webinar',
      { sub_category: webinar.title, webinar_date_on: '', webinar_time: '', webinar_title: '', webinar_addl_info: '' },
      labels,
    );
    const { errors } = $orderForm.get();
    expect(Object.keys(errors).sort()).toEqual(['webinar_date_on', 'webinar_time', 'webinar_title']);
    expect(errors.webinar_title).toBe('Please check Webinar title: it is required.');
    expect($orderItem.get()).toEqual(webinar);
  });

  it('a print without a file is refused before any request', async () => {
    openOrder({ ...sanitization, table: 'prints', title: itemOf('prints') });
    await submitPrint({ message: '', sub_category: itemOf('prints') }, undefined, LABELS);
    expect($orderForm.get().errors).toEqual({ print_pdf: text.orders.pdfRequired });
  });

  it("a file the browser finds wrong is refused before any request, in the form's words", async () => {
    openOrder({ ...sanitization, table: 'prints', title: itemOf('prints') });
    const notPdf = 'Please check PDF file: the file is not a PDF. Please choose a PDF document.';
    const fields = { message: '', sub_category: itemOf('prints') };
    await submitPrint(fields, new File(['hello'], 'notes.txt', { type: 'text/plain' }), LABELS);
    expect($orderForm.get()).toEqual({ busy: false, errors: { print_pdf: notPdf } });
    // A chosen empty file (0 bytes) is no PDF: not "Please choose a PDF file", which the doctor just did.
    await submitPrint(fields, new File([], 'poster.pdf', { type: 'application/pdf' }), LABELS);
    expect($orderForm.get()).toEqual({ busy: false, errors: { print_pdf: notPdf } });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'poster.pdf', { type: 'application/pdf' });
    await submitPrint(fields, big, LABELS);
    expect($orderForm.get().errors.print_pdf).toMatch(/^Please check PDF file: the file is larger than 10 MB/);
    await loadOrderHistory();
    expect($orderHistory.get()).toMatchObject({ status: 'ready' });
    const history = $orderHistory.get();
    expect(history.status === 'ready' && history.items.filter((row) => row.cells.Table === 'Prints')).toEqual([]);
  });

  it('a digital item whose new tab the browser blocks (an answer after the tap had expired) opens in this tab', async () => {
    const digital: OrderItem = { table: 'digital', title: itemOf('digital'), category: '', message: '' };
    const tabs: string[] = [];
    vi.stubGlobal('open', (url: string) => {
      tabs.push(url);
      return null;
    });
    try {
      openOrder(digital);
      await submitOrder('digital', { sub_category: digital.title, message: '' }, LABELS);
      expect($toasts.get().at(-1)?.tone).toBe('success');
      expect(tabs).toEqual([DIGITAL_LINK]);
      await vi.waitFor(() => expect(navigations.at(-1)).toEqual({ path: DIGITAL_LINK, replace: false }));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a demo account is told so in a toast and the modal closes', async () => {
    await signIn(api.t, { isDemo: true });
    openOrder(sanitization);
    await submitOrder('sanitization', body('2026-12-05'), LABELS);
    expect($orderItem.get()).toBeUndefined();
    expect($toasts.get().at(-1)?.tone).toBe('error');
  });
});

describe('sub-category cards', () => {
  it("order every table the server takes (the cards' own copy of the list, kept apart from the staff contract for bytes)", () => {
    expect(CARD_TABLES).toEqual(ORDER_TABLES);
  });

  it('shows the category and a card per service: modal tables order, samples link to the therapies', async () => {
    const categoryId = await api.t.database.db.query.categories.findFirst();
    if (!categoryId) throw new Error('no category');
    await loadSubCategories(String(categoryId.id), '');
    const cards = $subCategories.get();
    if (cards.status !== 'ready') throw new Error(`cards not loaded: ${JSON.stringify(cards)}`);
    expect($categoryHeader.get().title).toBe(TEST_CATEGORY);
    const byTitle = new Map(cards.items.map((card) => [card.title, card.action]));
    expect(byTitle.get(itemOf('sanitization'))).toMatchObject({
      kind: 'order',
      item: {
        table: 'sanitization',
        title: itemOf('sanitization'),
        key: itemOf('sanitization'),
        category: TEST_CATEGORY,
      },
    });
    expect(byTitle.get(itemOf('samples'))).toEqual({ kind: 'link', href: '/therapies' });
  });

  it('shows the category’s own header when the cards’ answer fails and the category’s does not', async () => {
    const category = await api.t.database.db.query.categories.findFirst();
    if (!category) throw new Error('no category');
    dropNextCalls(1); // GetSubCategory, asked first
    await loadSubCategories(String(category.id), 'from the address');
    expect($subCategories.get().status).toBe('error');
    expect($categoryHeader.get()).toMatchObject({ title: TEST_CATEGORY, description: 'from the address' });
  });
});

describe('a slow send', () => {
  /** Submits with the answer held back, and lets SLOW_AFTER_MS pass on a fake clock; answers the release and the send. */
  function slowSend(date: string): { release: () => void; sent: Promise<void> } {
    const release = holdNextCall();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const sent = submitOrder('sanitization', body(date), LABELS);
      closeOrder();
      // Not in its first seconds: Cancel then would seem to cancel an order that may still be placed.
      expect($orderItem.get()).toEqual(sanitization);
      vi.advanceTimersByTime(SLOW_AFTER_MS);
      return { release, sent };
    } finally {
      vi.useRealTimers();
    }
  }

  it('may be left once slow: the order goes on and its confirmation arrives as a toast', async () => {
    openOrder(sanitization);
    const { release, sent } = slowSend('2026-12-07');
    expect($orderForm.get()).toMatchObject({ busy: true, slow: true });
    closeOrder();
    expect($orderItem.get()).toBeUndefined();
    release();
    await sent;
    expect($toasts.get().at(-1)?.tone).toBe('success');
    await loadOrderHistory();
    const history = $orderHistory.get();
    expect(history.status === 'ready' && history.items.map((row) => row.cells.Date)).toContain('7 Dec 2026');
  });

  it('a form opened again while its send goes on shows it still sending and places no second order', async () => {
    openOrder(sanitization);
    const { release, sent } = slowSend('2026-12-09');
    closeOrder();
    // The doctor, with no answer yet, opens the same item again (its frame resumes the send) and presses Order Now.
    openOrder(sanitization);
    resumeOrder(orderDraftKey(sanitization));
    expect($orderForm.get()).toEqual({ busy: true, errors: {}, slow: true });
    await submitOrder('sanitization', body('2026-12-09'), LABELS);
    release();
    await sent;
    // The first send's confirmation closes the reopened form.
    expect($orderItem.get()).toBeUndefined();
    expect($orderForm.get()).toEqual({ busy: false, errors: {} });
    await loadOrderHistory();
    const history = $orderHistory.get();
    expect(history.status === 'ready' && history.items.filter((row) => row.cells.Date === '9 Dec 2026')).toHaveLength(
      1,
    );
  });

  it('asks before the page is left (a reload, a link) while the answer is awaited, not after', async () => {
    openOrder(sanitization);
    const leave = (): boolean => {
      const event = new Event('beforeunload', { cancelable: true });
      dispatchEvent(event);
      return event.defaultPrevented;
    };
    const { release, sent } = slowSend('2026-12-11');
    closeOrder();
    expect(leave()).toBe(true);
    release();
    await sent;
    expect(leave()).toBe(false);
  });

  it('a refusal after the modal was left is a toast naming the item, and a form opened since is not touched', async () => {
    openOrder(sanitization);
    const { release, sent } = slowSend('2020-01-01');
    closeOrder();
    openOrder(sanitization);
    release();
    await sent;
    expect($orderForm.get()).toEqual({ busy: false, errors: {} });
    expect($orderItem.get()).toEqual(sanitization);
    const toast = $toasts.get().at(-1);
    expect(toast?.tone).toBe('error');
    expect(toast?.text).toMatch(
      new RegExp(`^${sanitization.title} was not ordered\\. Please check Date: it is in the past`),
    );
  });
});
