/**
 * Withdrawn content cannot be ordered by name (issue 41): the order calls name a product or card by its title, so a
 * doctor who kept it (an old page, the outbox) must not order what staff unpublished, nor a product whose therapy
 * they unpublished (GetProduct and the search hide it). Nothing is stored.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, orders, products, subCategories, therapies } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { PLAIN, TEST_CATEGORY, insertOrderCatalogue, itemOf, memberWithKey } from './helpers/order-fixtures.ts';

let t: TestApp;
let doctor: { id: number; key: string };

beforeAll(async () => {
  t = await build();
  await insertOrderCatalogue(t.database.db);
  doctor = await memberWithKey(t);
});
afterAll(() => t.close());

const orderSample = () => t.request(post('/ServSamples.php', { sub_category: PLAIN, qty: '1' }, doctor.key));
const orderService = () => t.request(post('/ServAccessories.php', { sub_category: itemOf('accessories') }, doctor.key));
const storedOrders = async () =>
  (await t.database.db.select().from(orders).where(eq(orders.memberId, doctor.id))).length;

/** Runs `check` with a row unpublished, publishing it again afterwards. */
async function whileUnpublished(
  set: () => Promise<unknown>,
  reset: () => Promise<unknown>,
  check: () => Promise<void>,
) {
  await set();
  try {
    await check();
  } finally {
    await reset();
  }
}

async function expectRefused(answer: Awaited<ReturnType<typeof orderSample>>): Promise<void> {
  expect(answer.statusCode).toBe(400);
  expect(answer.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'sub_category' });
}

describe('ordering withdrawn content', () => {
  it('orders a published product and card (the baseline)', async () => {
    expect((await orderSample()).statusCode).toBe(200);
    expect((await orderService()).statusCode).toBe(200);
  });

  it('refuses samples of an unpublished product', async () => {
    const before = await storedOrders();
    const db = t.database.db;
    await whileUnpublished(
      () => db.update(products).set({ published: false }).where(eq(products.title, PLAIN)),
      () => db.update(products).set({ published: true }).where(eq(products.title, PLAIN)),
      async () => expectRefused(await orderSample()),
    );
    expect(await storedOrders()).toBe(before);
  });

  it('refuses samples of a product whose therapy is unpublished (hidden from GetProduct and the search)', async () => {
    const before = await storedOrders();
    const db = t.database.db;
    await whileUnpublished(
      () => db.update(therapies).set({ published: false }).where(eq(therapies.title, 'Test Therapy')),
      () => db.update(therapies).set({ published: true }).where(eq(therapies.title, 'Test Therapy')),
      async () => {
        const listed = await t.request({
          method: 'GET',
          url: '/api/GetProduct.php?title=Test%20Therapy',
          headers: { authorization: `Bearer ${doctor.key}` },
        });
        expect(listed.body).not.toContain(PLAIN);
        await expectRefused(await orderSample());
      },
    );
    expect(await storedOrders()).toBe(before);
  });

  it('refuses a service of an unpublished card or of a card in an unpublished category', async () => {
    const before = await storedOrders();
    const db = t.database.db;
    const card = itemOf('accessories');
    await whileUnpublished(
      () => db.update(subCategories).set({ published: false }).where(eq(subCategories.title, card)),
      () => db.update(subCategories).set({ published: true }).where(eq(subCategories.title, card)),
      async () => expectRefused(await orderService()),
    );
    await whileUnpublished(
      () => db.update(categories).set({ published: false }).where(eq(categories.title, TEST_CATEGORY)),
      () => db.update(categories).set({ published: true }).where(eq(categories.title, TEST_CATEGORY)),
      async () => expectRefused(await orderService()),
    );
    expect(await storedOrders()).toBe(before);
  });
});
