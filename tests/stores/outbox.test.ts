/**
 * The outbox (issue 43 §3) through the real API client against the in-process API: orders, a PDF print order and a
 * question kept offline, sent once when the connection returns, refused items kept with the reason, another member's
 * items never sent, logout erasing them.
 */
import 'fake-indexeddb/auto';
import { allTasks, cleanStores, type ReadableAtom } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../src/api/orders.ts';
import { t as text } from '../../src/shared/messages/index.ts';
import { $orderHistory, loadOrderHistory } from '../../src/stores/order-history.ts';
import { $orderForm, $orderItem, type OrderItem, openOrder } from '../../src/stores/order-item.ts';
import { submitOrder, submitPrint } from '../../src/stores/orders.ts';
import { $outbox, cancelItem, loadOutbox, sendWaiting, startOutbox } from '../../src/stores/outbox.ts';
import { mayHaveWaiting } from '../../src/stores/outbox-storage.ts';
import { logout } from '../../src/stores/logout.ts';
import { $productSearch, findProducts } from '../../src/stores/safety.ts';
import { $myQuestions, $questionForm, loadQuestions, sendQuestion } from '../../src/stores/safety-question.ts';
import { $profile, $session, clearStorage } from '../../src/stores/session.ts';
import { $toasts } from '../../src/stores/toasts.ts';
import { balancerUnavailableNext, dropNextCalls } from '../server/helpers/client.ts';
import { buildPdf, insertOrderCatalogue, itemOf } from '../server/helpers/order-fixtures.ts';
import { inProcessApi, SIGN_IN_NUMBERS, signIn } from './helpers/api.ts';

const api = inProcessApi({ TEST_NUMBERS: SIGN_IN_NUMBERS });

/** Sets the browser's network flag, firing its event. */
function network(online: boolean): void {
  (navigator as { onLine: boolean }).onLine = online;
  dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const LABELS = { date_on: 'Date', time_at: 'Time', print_pdf: 'PDF file' };
const sanitization: OrderItem = { table: 'sanitization', title: itemOf('sanitization'), category: '', message: '' };
const prints: OrderItem = { table: 'prints', title: itemOf('prints'), category: '', message: '' };
const body = (date: string, message = 'Evening please') => ({
  message,
  sub_category: sanitization.title,
  date_on: date,
  time_at: '18:30',
});

/** The first value of `store` that passes `check` (its current one, or when it changes). */
function until<T>(store: ReadableAtom<T>, check: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const stop = store.subscribe((value) => {
      if (!check(value)) return;
      queueMicrotask(() => stop());
      resolve(value);
    });
  });
}

/** Clicks the "Send later" the outbox (loaded lazily) offers on a form whose send the network refused. */
async function keep(form: ReadableAtom<{ alert?: string; offer?: { label: string; send: () => void } }>) {
  const { offer, alert } = await until(form, (state) => state.offer !== undefined);
  expect(alert).toBe(text.errors.offline);
  expect(offer?.label).toBe(text.outboxOffer.sendLater);
  offer?.send();
}

/** Orders the offline form refused, then keeps for later through "Send later". */
async function queueOrder(date: string, message?: string): Promise<void> {
  openOrder(sanitization);
  await submitOrder('sanitization', body(date, message), LABELS);
  await keep($orderForm);
  await until($orderItem, (item) => item === undefined);
}

/** The member's orders as Order History names them: the date asked for, or the file to print. */
async function historyTitles(): Promise<string[]> {
  await loadOrderHistory();
  const history = $orderHistory.get();
  if (history.status !== 'ready') throw new Error(JSON.stringify(history));
  return history.items.map((row) => row.cells.Date || row.cells.Addl_Description);
}

beforeAll(async () => {
  await insertOrderCatalogue(api.t.database.db);
});

afterEach(async () => {
  network(true);
  await allTasks();
  cleanStores($orderForm, $orderItem, $orderHistory, $productSearch, $questionForm, $myQuestions, $toasts, $outbox);
});

describe('outbox', () => {
  it('keeps two orders, a PDF print order and a question offline and sends each once when back online', async () => {
    await signIn(api.t, { focus: 'Cardiology' });
    await findProducts('Plaintab');
    const search = $productSearch.get();
    const productId = search.status === 'ready' ? (search.products[0]?.id ?? 0) : 0;
    expect(productId).toBeGreaterThan(0);
    network(false);
    await queueOrder('2026-12-05', 'First order');
    await queueOrder('2026-12-06', 'Second order');
    openOrder(prints);
    const pdf = new File([new Uint8Array(buildPdf())], 'leaflet.pdf', { type: 'application/pdf' });
    await submitPrint({ message: 'Print order', sub_category: prints.title }, pdf, LABELS);
    await keep($orderForm);
    await until($orderItem, (item) => item === undefined);
    await sendQuestion({ product_id: productId, question: 'Safe with ramipril?', reply_channel: 'phone' });
    await keep($questionForm);
    await until($questionForm, (state) => state.alert === undefined);
    expect($outbox.get().map((entry) => entry.payload.kind)).toEqual(['order', 'order', 'print', 'question']);
    expect(await mayHaveWaiting($profile.get()?.member_id)).toBe(true);
    // The page was reloaded meanwhile: nothing is sent while offline.
    startOutbox();
    await sendWaiting();
    expect(await loadOutbox()).toHaveLength(4);

    // The first order's answer was lost on an earlier try: the server already has it under the same key.
    const first = $outbox.get()[0];
    if (first?.payload.kind !== 'order') throw new Error('the first item is not an order');
    network(true);
    await placeOrder(first.payload.table, first.payload.body, first.id);
    await sendWaiting();
    expect($outbox.get()).toEqual([]);
    expect(await mayHaveWaiting($profile.get()?.member_id)).toBe(false);
    expect((await historyTitles()).sort()).toEqual(['5 Dec 2026', '6 Dec 2026', 'leaflet.pdf']);
    await loadQuestions();
    const questions = $myQuestions.get();
    expect(questions.status === 'ready' && questions.questions.map((q) => q.question)).toEqual(['Safe with ramipril?']);
    expect($toasts.get().filter((toast) => toast.tone === 'success')).toHaveLength(4);
    // Sent once: another reconnection sends nothing more.
    await sendWaiting();
    expect(await historyTitles()).toHaveLength(3);
  });

  it('an Order History already shown lists the order the outbox placed, without being asked again', async () => {
    await signIn(api.t, { focus: 'Cardiology' });
    await loadOrderHistory();
    const before = $orderHistory.get();
    const count = before.status === 'ready' ? before.items.length : -1;
    expect(count).toBeGreaterThanOrEqual(0);
    network(false);
    await queueOrder('2026-12-07', 'Placed later');
    network(true);
    await sendWaiting();
    const shown = await until($orderHistory, (state) => state.status === 'ready' && state.items.length === count + 1);
    expect(shown.status === 'ready' && shown.items.map((row) => row.cells.Date)).toContain('7 Dec 2026');
  });

  it('tries again by itself when the first send after the connection returns does not get through', async () => {
    await signIn(api.t, { focus: 'Cardiology' });
    network(false);
    await queueOrder('2026-12-10', 'Retried by itself');
    // The browser says online, but the first call does not get out yet; nothing else (no event, no reload) follows.
    const sent = () => $toasts.get().filter((toast) => toast.tone === 'success').length;
    const before = sent();
    dropNextCalls(1);
    network(true);
    await until($outbox, (entries) => entries.length === 0);
    expect(await historyTitles()).toEqual(['10 Dec 2026']);
    expect(sent() - before).toBe(1);
  });

  it('offers "Send later" when the portal answers 503 online (no replica ready), and the kept order is placed once', async () => {
    await signIn(api.t, { focus: 'Cardiology' });
    balancerUnavailableNext(1);
    openOrder(sanitization);
    await submitOrder('sanitization', body('2026-12-11', 'While the portal was busy'), LABELS);
    const { offer, alert } = await until($orderForm, (state) => state.offer !== undefined);
    expect(alert).toBe(text.errors.server);
    expect(offer?.label).toBe(text.outboxOffer.sendLater);
    offer?.send();
    await until($orderItem, (item) => item === undefined);
    await until($outbox, (entries) => entries.length === 0);
    expect(await historyTitles()).toEqual(['11 Dec 2026']);
  });

  it('keeps an item the server refuses on arrival, with the reason and its text; it can be cancelled', async () => {
    await signIn(api.t, { focus: 'Cardiology' });
    network(false);
    await queueOrder('2020-01-01', 'Too late');
    await queueOrder('2026-12-07', 'In time');
    network(true);
    await sendWaiting();
    const [refused, ...rest] = $outbox.get();
    expect(rest).toEqual([]);
    expect(refused?.refused).toMatch(/past/);
    expect(refused?.payload.kind === 'order' && refused.payload.body.message).toBe('Too late');
    expect($toasts.get().find((toast) => toast.tone === 'error')?.text).toContain(sanitization.title);
    expect(await historyTitles()).toEqual(['7 Dec 2026']);
    // A refused item is not sent again by itself.
    await sendWaiting();
    expect(await historyTitles()).toEqual(['7 Dec 2026']);
    await cancelItem(refused?.id ?? '');
    expect($outbox.get()).toEqual([]);
  });

  it("keeps a member's items sealed after their session ends and never sends them for another member", async () => {
    await signIn(api.t, { focus: 'Cardiology' });
    const first = { key: $session.get(), profile: $profile.get() };
    network(false);
    await queueOrder('2026-12-08', 'Sealed order');
    // The session ends: the device's storage is cleared, the outbox and its note stay.
    clearStorage();
    expect(await mayHaveWaiting(first.profile?.member_id)).toBe(true);
    network(true);
    await signIn(api.t, { focus: 'Cardiology' });
    await sendWaiting();
    expect($outbox.get()).toEqual([]);
    expect(await historyTitles()).toEqual([]);
    // The same member logs in again: their item is sent.
    $session.set(first.key);
    $profile.set(first.profile);
    expect(await loadOutbox()).toHaveLength(1);
    await sendWaiting();
    expect(await historyTitles()).toEqual(['8 Dec 2026']);
    expect($outbox.get()).toEqual([]);
  });

  it('logout erases the outbox after the doctor agrees to the warning', async () => {
    await signIn(api.t, { focus: 'Cardiology' });
    const owner = $profile.get()?.member_id;
    network(false);
    await queueOrder('2026-12-09', 'Never sent');
    const warnings: string[] = [];
    let agree = false;
    Object.assign(globalThis, {
      confirm: (message: string) => {
        warnings.push(message);
        return agree;
      },
    });
    expect(await logout()).toBe(false);
    expect(warnings).toEqual([text.outbox.logoutWarning]);
    expect($session.get()).toBeDefined();
    expect(await loadOutbox()).toHaveLength(1);
    agree = true;
    network(true);
    expect(await logout()).toBe(true);
    expect($session.get()).toBeUndefined();
    expect(warnings).toHaveLength(2);
    expect(await mayHaveWaiting(owner)).toBe(false);
    $session.set('anything');
    $profile.set({ member_id: owner } as never);
    expect(await loadOutbox()).toEqual([]);
    $session.set(undefined);
    $profile.set(undefined);
    // With nothing waiting, logout asks nothing.
    await signIn(api.t, { focus: 'Cardiology' });
    expect(await logout()).toBe(true);
    expect(warnings).toHaveLength(2);
  });
});
