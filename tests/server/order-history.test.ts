/** OrderHistory.php: the member's own orders only, newest first, with the Order columns of SPEC §3. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, orders, products, subCategories } from '../../src/server/db/schema.ts';
import type { Order } from '../../src/shared/contract/entities.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { DOSED, insertOrderCatalogue, itemOf, memberWithKey } from './helpers/order-fixtures.ts';

let t: TestApp;

const historyOf = async (key: string): Promise<Order[]> => {
  const response = await t.request(post('/OrderHistory.php', {}, key));
  expect(response.statusCode).toBe(200);
  const [status, list] = response.json() as [{ status: string }, Order[]];
  expect(status).toEqual({ status: 'success' });
  return list;
};

beforeAll(async () => {
  t = await build();
  await insertOrderCatalogue(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('OrderHistory.php', () => {
  it('is empty for a member who has not ordered', async () => {
    const member = await memberWithKey(t);
    expect(await historyOf(member.key)).toEqual([]);
  });

  it("lists the member's orders newest first, with requested_on from the clock and their status", async () => {
    const member = await memberWithKey(t);
    const placed: { id: string; at: string }[] = [];
    const calls: [string, object][] = [
      ['/ServAccessories.php', { sub_category: itemOf('accessories') }],
      ['/ServPrintables.php', { sub_category: itemOf('printables'), printable_language: 'Hindi' }],
      ['/ServSamples.php', { sub_category: DOSED.title, dose: '5 mg', qty: '2', message: ' Please send next week ' }],
    ];
    for (const [path, body] of calls) {
      t.clock.advance(3600);
      const response = await t.request(post(path, body, member.key));
      placed.push({ id: response.json()[1].ID, at: new Date(t.clock.now()).toISOString() });
    }
    await t.database.db
      .update(orders)
      .set({ status: 'Dispatched' })
      .where(eq(orders.id, Number(placed[0]?.id)));
    const list = await historyOf(member.key);
    expect(list.map((o) => o.ID)).toEqual(placed.map((p) => p.id).reverse());
    expect(list.map((o) => o.requested_on)).toEqual(placed.map((p) => p.at).reverse());
    expect(list.map((o) => o.status)).toEqual(['Requested', 'Requested', 'Dispatched']);
    expect(list[0]).toEqual({
      ID: placed[2]?.id,
      sub_category: DOSED.title,
      sub_category_shown: DOSED.title,
      Table: 'samples',
      Language: '',
      Date: '',
      Time: '',
      Addl_Description: 'Dosetab 5 mg, quantity 2',
      // The doctor's own words on the order, as stored (trimmed).
      message: 'Please send next week',
      requested_on: placed[2]?.at,
      status: 'Requested',
      status_on: '',
      reason: '',
      courier: '',
      tracking_number: '',
    });
    expect(list[1]).toMatchObject({ sub_category: itemOf('printables'), Table: 'printables', Language: 'Hindi' });
  });

  it('titles each order, and its confirmation, in the member’s language: a translated product or service, else the English', async () => {
    const member = await memberWithKey(t);
    await t.database.db.update(members).set({ language: 'ne' }).where(eq(members.id, member.id));
    await t.database.db
      .update(products)
      .set({ translations: { ne: { title: 'डोजट्याब' } } })
      .where(eq(products.title, DOSED.title));
    await t.database.db
      .update(subCategories)
      .set({ translations: { ne: { title: 'क्लिनिक सामग्री' }, hi: { title: 'क्लिनिक सामान' } } })
      .where(eq(subCategories.title, itemOf('accessories')));
    for (const [path, body] of [
      ['/ServSamples.php', { sub_category: DOSED.title, dose: '5 mg', qty: '1' }],
      ['/ServAccessories.php', { sub_category: itemOf('accessories') }],
      ['/ServTherapySpecific.php', { sub_category: itemOf('therapy_specific') }],
    ] as const) {
      const placed = await t.request(post(path, body, member.key));
      expect(placed.statusCode).toBe(200);
      // The confirmation names the item as the list will.
      if (path === '/ServAccessories.php') expect(placed.json()[1].Message).toContain('क्लिनिक सामग्री');
    }
    const list = await historyOf(member.key);
    expect(list.map((o) => [o.sub_category, o.sub_category_shown])).toEqual([
      [itemOf('therapy_specific'), itemOf('therapy_specific')],
      [itemOf('accessories'), 'क्लिनिक सामग्री'],
      [DOSED.title, 'डोजट्याब'],
    ]);
    // The sample's summary names the product as its title does.
    expect(list[2]?.Addl_Description).toBe('डोजट्याब 5 mg, परिमाण 1');
    await t.database.db.update(products).set({ translations: {} }).where(eq(products.title, DOSED.title));
    await t.database.db
      .update(subCategories)
      .set({ translations: {} })
      .where(eq(subCategories.title, itemOf('accessories')));
  });

  it("writes a sample's summary when read, in the reader's language; the stored text stays in the order's", async () => {
    const member = await memberWithKey(t);
    const placed = await t.request(
      post('/ServSamples.php', { sub_category: DOSED.title, dose: '5 mg', qty: '3' }, member.key),
    );
    expect(placed.statusCode).toBe(200);
    const read = post('/OrderHistory.php', {}, member.key);
    const inHindi = await t.request({ ...read, headers: { ...read.headers, 'accept-language': 'hi' } });
    expect(inHindi.headers['content-language']).toBe('hi');
    const [, list] = inHindi.json() as [unknown, Order[]];
    expect(list[0]?.Addl_Description).toBe('Dosetab 5 mg, मात्रा 3');
    const [stored] = await t.database.db
      .select({ text: orders.addlDescription })
      .from(orders)
      .where(eq(orders.id, Number(list[0]?.ID)));
    expect(stored?.text).toBe('Dosetab 5 mg, quantity 3');
  });

  it('orders placed in the same instant come newest id first', async () => {
    const member = await memberWithKey(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(
        (await t.request(post('/ServAccessories.php', { sub_category: itemOf('accessories') }, member.key))).json()[1]
          .ID,
      );
    }
    expect((await historyOf(member.key)).map((o) => o.ID)).toEqual(ids.reverse());
  });

  it("shows no message where the doctor wrote none: the sub-category's default order message is not the doctor's", async () => {
    const member = await memberWithKey(t);
    const kit = 'Please send the clinic accessories kit.';
    await t.database.db
      .update(subCategories)
      .set({ message: ` ${kit} ` })
      .where(eq(subCategories.title, itemOf('accessories')));
    // The order modal sends the default with every order; a doctor's own words are kept.
    t.clock.advance(60);
    await t.request(post('/ServAccessories.php', { sub_category: itemOf('accessories'), message: kit }, member.key));
    t.clock.advance(60);
    await t.request(
      post('/ServAccessories.php', { sub_category: itemOf('accessories'), message: 'Two kits please' }, member.key),
    );
    // The same text on another sub-category is that doctor's words.
    t.clock.advance(60);
    await t.request(post('/ServDigital.php', { sub_category: itemOf('digital'), message: kit }, member.key));
    // An order stored before the default was left out still holds it.
    await t.database.db.insert(orders).values({
      memberId: member.id,
      tableName: 'accessories',
      subCategory: itemOf('accessories'),
      message: kit,
      requestedOn: new Date(t.clock.now() - 86_400_000),
    });
    const list = await historyOf(member.key);
    expect(list.map((o) => [o.Table, o.message])).toEqual([
      ['digital', kit],
      ['accessories', 'Two kits please'],
      ['accessories', ''],
      ['accessories', ''],
    ]);
    const stored = await t.database.db
      .select({ message: orders.message })
      .from(orders)
      .where(eq(orders.memberId, member.id))
      .orderBy(orders.id);
    expect(stored.map((row) => row.message)).toEqual(['', 'Two kits please', kit, kit]);
  });

  it("never shows another member's orders", async () => {
    const [a, b] = [await memberWithKey(t), await memberWithKey(t)];
    const mine = (
      await t.request(post('/ServAccessories.php', { sub_category: itemOf('accessories') }, a.key))
    ).json()[1].ID;
    const theirs = (
      await t.request(post('/ServTherapySpecific.php', { sub_category: itemOf('therapy_specific') }, b.key))
    ).json()[1].ID;
    expect((await historyOf(a.key)).map((o) => o.ID)).toEqual([mine]);
    expect((await historyOf(b.key)).map((o) => o.ID)).toEqual([theirs]);
  });

  it('ignores any member id sent in the body', async () => {
    const [a, b] = [await memberWithKey(t), await memberWithKey(t)];
    await t.request(post('/ServAccessories.php', { sub_category: itemOf('accessories') }, a.key));
    const response = await t.request(post('/OrderHistory.php', { member_id: String(a.id), memberId: a.id }, b.key));
    expect(response.json()[1]).toEqual([]);
  });

  it('accepts the legacy key form field', async () => {
    const member = await memberWithKey(t);
    const response = await t.request({
      method: 'POST',
      url: '/api/OrderHistory.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ key: member.key }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()[1]).toEqual([]);
  });

  it('answers 401 SESSION_INVALID without a key or with an unknown one', async () => {
    for (const key of [undefined, 'x'.repeat(43)]) {
      const response = await t.request(post('/OrderHistory.php', {}, key));
      expect(response.statusCode).toBe(401);
      expect(response.json()[0]).toMatchObject({ code: 'SESSION_INVALID' });
    }
  });
});
