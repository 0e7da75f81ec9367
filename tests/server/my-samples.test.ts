/** The doctor's side of the sample rules: MySamples.php (registration, year, packs per product) and SaveRegistration.php. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, orders, products } from '../../src/server/db/schema.ts';
import type { MySamples } from '../../src/shared/contract/entities.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { DOSED, PLAIN, insertOrderCatalogue, memberWithKey } from './helpers/order-fixtures.ts';

type ErrorAnswer = [{ status: string; code: string; field?: string }, { Message: string }];

let t: TestApp;

beforeAll(async () => {
  t = await build();
  await insertOrderCatalogue(t.database.db);
});

afterAll(async () => {
  await t.close();
});

const mySamples = async (key: string): Promise<MySamples> => {
  const response = await t.request({
    method: 'GET',
    url: '/api/MySamples.php',
    headers: { authorization: `Bearer ${key}` },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as [unknown, MySamples])[1];
};

const order = (key: string, qty: number, product: string, dose?: string) =>
  t.request(post('/ServSamples.php', { sub_category: product, ...(dose ? { dose } : {}), qty: String(qty) }, key));

const register = (key: string, fields: Record<string, string>) => t.request(post('/SaveRegistration.php', fields, key));

describe('MySamples.php', () => {
  it('needs a session', async () => {
    const response = await t.request({ method: 'GET', url: '/api/MySamples.php' });
    expect(response.statusCode).toBe(401);
  });

  it('answers the registration, the year and this year’s packs per product over its doses, renamed products by their new title', async () => {
    const member = await memberWithKey(t);
    expect((await order(member.key, 3, DOSED.title, DOSED.doses[0])).statusCode).toBe(200);
    expect((await order(member.key, 4, DOSED.title, DOSED.doses[1])).statusCode).toBe(200);
    expect((await order(member.key, 2, PLAIN)).statusCode).toBe(200);
    const cancelled = await order(member.key, 5, PLAIN);
    const [, placed] = cancelled.json() as [unknown, { ID: string }];
    await t.database.db
      .update(orders)
      .set({ status: 'Cancelled' })
      .where(eq(orders.id, Number(placed.ID)));
    await t.database.db.update(products).set({ title: 'Dosetab Forte' }).where(eq(products.title, DOSED.title));

    const answer = await mySamples(member.key);
    expect(answer).toMatchObject({
      registration_number: 'MMC-2011-04567',
      registration_council: 'Maharashtra Medical Council',
      registration_year: '2011',
      verification_status: 'Verified',
      verification_reason: '',
      require_verified: true,
      cap: 12,
    });
    expect(answer.councils).toContain('National Medical Commission');
    expect(answer.year_start.slice(5)).toBe('04-01');
    expect(answer.year_end.slice(5)).toBe('03-31');
    expect(answer.products.map((p) => [p.title, p.packs])).toEqual([
      ['Dosetab Forte', 7],
      [PLAIN, 2],
    ]);
    await t.database.db.update(products).set({ title: DOSED.title }).where(eq(products.title, 'Dosetab Forte'));
  });

  it('names each product also in the member’s language: its Hindi title when it has one, else the English', async () => {
    const member = await memberWithKey(t);
    await t.database.db.update(members).set({ language: 'hi' }).where(eq(members.id, member.id));
    await t.database.db
      .update(products)
      .set({ translations: { hi: { title: 'डोज़टैब' } } })
      .where(eq(products.title, DOSED.title));
    expect((await order(member.key, 3, DOSED.title, DOSED.doses[0])).statusCode).toBe(200);
    expect((await order(member.key, 1, PLAIN)).statusCode).toBe(200);
    const answer = await mySamples(member.key);
    expect(answer.products.map((p) => [p.title, p.title_shown, p.packs])).toEqual([
      [DOSED.title, 'डोज़टैब', 3],
      [PLAIN, PLAIN, 1],
    ]);
    await t.database.db.update(products).set({ translations: {} }).where(eq(products.title, DOSED.title));
  });

  it('a Nepal member gets the Nepal Medical Council and a year from 16 July; a new member is Unverified with no packs', async () => {
    const member = await memberWithKey(t, { countryCode: '977', registration: {} });
    const answer = await mySamples(member.key);
    expect(answer.verification_status).toBe('Unverified');
    expect(answer.councils).toEqual(['Nepal Medical Council']);
    expect(answer.year_start.slice(5)).toBe('07-16');
    expect(answer.products).toEqual([]);
  });
});

describe('SaveRegistration.php', () => {
  it('stores the registration as Pending, clears a rejection reason, and MySamples shows it', async () => {
    const member = await memberWithKey(t, {
      registration: { verificationStatus: 'Rejected', verificationReason: 'not on the register' },
    });
    const response = await register(member.key, {
      registration_number: ' DMC/R/2015/0042 ',
      registration_council: 'Delhi Medical Council',
      registration_year: '2015',
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as [unknown, { Message: string }])[1].Message).toContain('awaits verification');
    const answer = await mySamples(member.key);
    expect(answer).toMatchObject({
      registration_number: 'DMC/R/2015/0042',
      registration_council: 'Delhi Medical Council',
      registration_year: '2015',
      verification_status: 'Pending',
      verification_reason: '',
    });
  });

  it('the same registration again leaves a Verified doctor Verified; a changed one is Pending', async () => {
    const member = await memberWithKey(t);
    const same = {
      registration_number: 'MMC-2011-04567',
      registration_council: 'Maharashtra Medical Council',
      registration_year: '2011',
    };
    expect((await register(member.key, same)).statusCode).toBe(200);
    expect((await mySamples(member.key)).verification_status).toBe('Verified');
    expect((await register(member.key, { ...same, registration_year: '2012' })).statusCode).toBe(200);
    expect((await mySamples(member.key)).verification_status).toBe('Pending');
  });

  it.each([
    [
      'registration_number',
      { registration_number: '', registration_council: 'Delhi Medical Council', registration_year: '2015' },
    ],
    [
      'registration_council',
      { registration_number: 'DMC-1', registration_council: 'Nepal Medical Council', registration_year: '2015' },
    ],
    [
      'registration_year',
      { registration_number: 'DMC-1', registration_council: 'Delhi Medical Council', registration_year: '2999' },
    ],
    [
      'registration_year',
      { registration_number: 'DMC-1', registration_council: 'Delhi Medical Council', registration_year: '19x5' },
    ],
  ])('refuses a bad %s with 400 naming it and changes nothing', async (field, fields) => {
    const member = await memberWithKey(t);
    const response = await register(member.key, fields);
    expect(response.statusCode).toBe(400);
    const [status] = response.json() as ErrorAnswer;
    expect(status).toMatchObject({ code: 'VALIDATION_FAILED', field });
    const [row] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ verificationStatus: 'Verified', registrationNumber: 'MMC-2011-04567' });
  });

  it('refuses a missing field with 400', async () => {
    const member = await memberWithKey(t);
    const response = await register(member.key, { registration_number: 'X-1' });
    expect(response.statusCode).toBe(400);
  });
});
