/** Sending a sample order against the real API: a quantity refused for the yearly cap refreshes the packs left. */
import { eq } from 'drizzle-orm';
import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { members, products } from '../../src/server/db/schema.ts';
import { memberChanged } from '../../src/server/services/profile.ts';
import { $orderForm, $orderItem, type OrderItem, openOrder } from '../../src/stores/order-item.ts';
import { submitOrder } from '../../src/stores/orders.ts';
import { submitSampleOrder } from '../../src/stores/sample-order.ts';
import { $samples, allowanceOf, loadSamples } from '../../src/stores/samples.ts';
import { $toasts } from '../../src/stores/toasts.ts';
import { insertOrderCatalogue, PLAIN, VERIFIED_REGISTRATION } from '../server/helpers/order-fixtures.ts';
import { SIGN_IN_NUMBERS, signIn, inProcessApi } from './helpers/api.ts';

const api = inProcessApi({ TEST_NUMBERS: SIGN_IN_NUMBERS });
let productId = '';

beforeAll(async () => {
  const { db } = api.t.database;
  await insertOrderCatalogue(db);
  const { id } = await signIn(api.t, { focus: 'Cardiology' });
  await db.update(members).set(VERIFIED_REGISTRATION).where(eq(members.id, id));
  await memberChanged(db, id);
  const [product] = await db.select().from(products).where(eq(products.title, PLAIN));
  productId = String(product?.id);
});

afterEach(async () => {
  await allTasks();
  cleanStores($orderForm, $orderItem, $samples, $toasts);
});

const item: OrderItem = { table: 'samples', title: PLAIN, category: 'Samples', message: '' };
const order = (qty: number) => ({ sub_category: PLAIN, category: 'Samples', message: '', qty: String(qty) });

/** The packs of Plaintab the loaded summary says are left. */
function packsLeft(): number {
  const state = $samples.get();
  if (state.status !== 'ready') throw new Error(`samples not loaded: ${JSON.stringify(state)}`);
  const allowance = allowanceOf(state.samples, productId, PLAIN);
  return allowance.kind === 'open' ? allowance.remaining : -1;
}

describe('sample order', () => {
  it("a quantity refused for the year's cap reloads the packs left, so the form's note agrees with the error", async () => {
    await loadSamples();
    const cap = packsLeft();
    expect(cap).toBeGreaterThan(3);
    // Meanwhile, on another device, the doctor orders all but two of the year's packs (this page's summary is stale).
    openOrder(item);
    await submitOrder('samples', order(cap - 2), {});
    expect($orderItem.get()).toBeUndefined();
    expect(packsLeft()).toBe(cap);
    openOrder(item);
    await submitSampleOrder(order(3), {});
    expect($orderForm.get().errors.qty).toMatch(/only 2 more/);
    expect(packsLeft()).toBe(2);
  });
});
