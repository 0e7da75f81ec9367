/** Samples within UCPMP 2024: only Verified members, at most 12 packs per product per sample year, the ledger. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, orders, products, sampleLedger } from '../../src/server/db/schema.ts';
import { setVerification, submitRegistration } from '../../src/server/services/samples/registration.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { DOSED, PLAIN, VERIFIED_REGISTRATION, insertOrderCatalogue, memberWithKey } from './helpers/order-fixtures.ts';

type ErrorAnswer = [{ status: string; code: string; field?: string }, { Message: string }];

let t: TestApp;

beforeAll(async () => {
  t = await build();
  await insertOrderCatalogue(t.database.db);
});

afterAll(async () => {
  await t.close();
});

/** Orders `qty` packs of the product with doses (in `dose`) or of the plain one. */
const order = (key: string, qty: number, product: string = DOSED.title, dose: string | null = DOSED.doses[0]) =>
  t.request(post('/ServSamples.php', { sub_category: product, ...(dose ? { dose } : {}), qty: String(qty) }, key));

/** Moves the test clock to the instant `iso` (it only moves forward). */
function clockTo(iso: string): void {
  const seconds = (Date.parse(iso) - t.clock.now()) / 1000;
  if (seconds < 0) throw new Error(`the clock is already past ${iso}`);
  t.clock.advance(seconds);
}

const ledgerOf = (memberId: number) =>
  t.database.db.select().from(sampleLedger).where(eq(sampleLedger.memberId, memberId)).orderBy(sampleLedger.id);

describe('who may order samples', () => {
  it('a member without a registration gets 403 FORBIDDEN asking for it in the profile; nothing stored', async () => {
    const member = await memberWithKey(t, { registration: {} });
    const response = await order(member.key, 1);
    expect(response.statusCode).toBe(403);
    const [status, answer] = response.json() as ErrorAnswer;
    expect(status).toMatchObject({ status: 'error', code: 'FORBIDDEN' });
    expect(answer.Message).toContain('verified medical registration');
    expect(answer.Message).toContain('profile');
    expect(await ledgerOf(member.id)).toHaveLength(0);
    expect(await t.database.db.select().from(orders).where(eq(orders.memberId, member.id))).toHaveLength(0);
  });

  it('a Pending registration is named in the 403', async () => {
    const member = await memberWithKey(t, {
      registration: { ...VERIFIED_REGISTRATION, registrationNumber: 'DMC-R-77', verificationStatus: 'Pending' },
    });
    const response = await order(member.key, 1);
    expect(response.statusCode).toBe(403);
    const [, answer] = response.json() as ErrorAnswer;
    expect(answer.Message).toContain('DMC-R-77 (Maharashtra Medical Council)');
    expect(answer.Message).toContain('awaiting verification');
  });

  it('a Rejected registration is named with the reason', async () => {
    const member = await memberWithKey(t, {
      registration: {
        ...VERIFIED_REGISTRATION,
        verificationStatus: 'Rejected',
        verificationReason: 'the number is not on the council register',
      },
    });
    const response = await order(member.key, 1);
    expect(response.statusCode).toBe(403);
    const [, answer] = response.json() as ErrorAnswer;
    expect(answer.Message).toContain(VERIFIED_REGISTRATION.registrationNumber);
    expect(answer.Message).toContain('the number is not on the council register');
  });

  it("answers in the member's stored language (Nepali) when the call names no page language", async () => {
    const member = await memberWithKey(t, { registration: {} });
    await t.database.db.update(members).set({ language: 'ne' }).where(eq(members.id, member.id));
    const request = post('/ServSamples.php', { sub_category: DOSED.title, dose: DOSED.doses[0], qty: '1' }, member.key);
    const response = await t.request({
      ...request,
      headers: { ...request.headers, 'accept-language': 'en-IN,en;q=0.9' },
    });
    expect(response.statusCode).toBe(403);
    const [, answer] = response.json() as ErrorAnswer;
    expect(answer.Message).toContain('नमुना प्रमाणित मेडिकल दर्ता');
  });

  it('other orders are not gated', async () => {
    const member = await memberWithKey(t, { registration: {} });
    const response = await t.request(post('/ServAccessories.php', { sub_category: 'Test accessories' }, member.key));
    expect(response.statusCode).toBe(200);
  });

  it('SAMPLES_REQUIRE_VERIFIED=false (a pilot) lets an unverified member order, still capped and in the ledger', async () => {
    const pilot = await build({ SAMPLES_REQUIRE_VERIFIED: 'false' });
    try {
      await insertOrderCatalogue(pilot.database.db);
      const member = await memberWithKey(pilot, { registration: {} });
      const send = (qty: number) =>
        pilot.request(post('/ServSamples.php', { sub_category: PLAIN, qty: String(qty) }, member.key));
      expect((await send(10)).statusCode).toBe(200);
      expect((await send(3)).statusCode).toBe(400);
      const rows = await pilot.database.db.select().from(sampleLedger).where(eq(sampleLedger.memberId, member.id));
      expect(rows).toMatchObject([{ qty: 10, registrationNumber: '', registrationCouncil: '' }]);
    } finally {
      await pilot.close();
    }
  }, 120_000);
});

describe('the yearly cap: 12 packs per product per doctor', () => {
  it('names the product as its card does and writes the day in the request’s language (Hindi, Nepali)', async () => {
    await t.database.db
      .update(products)
      .set({ translations: { hi: { title: 'प्लेनटैब' }, ne: { title: 'प्लेनट्याब' } } })
      .where(eq(products.title, PLAIN));
    const refusal = async (countryCode: '91' | '977', language: 'hi' | 'ne') => {
      const member = await memberWithKey(t, { countryCode });
      expect((await order(member.key, 10, PLAIN, null)).statusCode).toBe(200);
      const over = await t.request({
        ...post('/ServSamples.php', { sub_category: PLAIN, qty: '3' }, member.key),
        headers: { authorization: `Bearer ${member.key}`, 'accept-language': language },
      });
      expect(over.statusCode).toBe(400);
      return (over.json() as ErrorAnswer)[1].Message;
    };
    // India's sample year ends on 31 March 2027, Nepal's on 15 July 2027; digits stay Latin.
    const hindi = await refusal('91', 'hi');
    expect(hindi).toContain('आपने प्लेनटैब के 3 पैक मांगे, लेकिन 31 मार्च 2027 तक आप केवल 2 और पैक मंगा सकते हैं');
    const nepali = await refusal('977', 'ne');
    expect(nepali).toContain('तपाईंले प्लेनट्याब का 3 प्याक माग्नुभयो, तर 2027 जुलाई 15 सम्म');
    for (const text of [hindi, nepali]) expect(text).not.toMatch(/Plaintab|March|July/);
  });

  it('counts every dose of a product; the 13th pack is refused with 400 naming qty and the remainder', async () => {
    const member = await memberWithKey(t);
    expect((await order(member.key, 10, DOSED.title, '5 mg')).statusCode).toBe(200);
    const over = await order(member.key, 3, DOSED.title, '10 mg');
    expect(over.statusCode).toBe(400);
    const [status, answer] = over.json() as ErrorAnswer;
    expect(status).toMatchObject({ code: 'VALIDATION_FAILED', field: 'qty' });
    // The test clock is in November 2026: India's sample year ends on 31 March 2027.
    expect(answer.Message).toBe(
      'Please check qty: you asked for 3 packs of Dosetab, but you can order only 2 more until 31 March 2027 (at most 12 packs of a product a year).',
    );
    expect((await order(member.key, 2, DOSED.title, '10 mg')).statusCode).toBe(200);
    const full = await order(member.key, 1);
    expect(full.statusCode).toBe(400);
    // One pack, and none left: said so, not 'only 0 more'.
    expect((full.json() as ErrorAnswer)[1].Message).toContain(
      'you asked for 1 pack of Dosetab, but you can order no more until',
    );
    // Another product has its own 12.
    expect((await order(member.key, 10, PLAIN, null)).statusCode).toBe(200);
    expect((await ledgerOf(member.id)).map((row) => [row.productTitle, row.dose, row.qty])).toEqual([
      ['Dosetab', '5 mg', 10],
      ['Dosetab', '10 mg', 2],
      ['Plaintab', '', 10],
    ]);
  });

  it('a Cancelled or Rejected order gives its packs back', async () => {
    const member = await memberWithKey(t);
    const first = await order(member.key, 10);
    expect((await order(member.key, 5)).statusCode).toBe(400);
    const id = Number((first.json() as [unknown, { ID: string }])[1].ID);
    await t.database.db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, id));
    expect((await order(member.key, 5)).statusCode).toBe(200);
  });

  it('a renamed product keeps its count (counted by product id)', async () => {
    const member = await memberWithKey(t);
    const [therapy] = await t.database.db.select({ id: products.therapyId }).from(products).limit(1);
    await t.database.db
      .insert(products)
      .values({ therapyId: therapy!.id, title: 'Renametab', composition: 'R 1 mg', dose: '' });
    const send = (title: string, qty: number) =>
      t.request(post('/ServSamples.php', { sub_category: title, qty: String(qty) }, member.key));
    expect((await send('Renametab', 10)).statusCode).toBe(200);
    await t.database.db.update(products).set({ title: 'Renametab XR' }).where(eq(products.title, 'Renametab'));
    const over = await send('Renametab XR', 3);
    expect(over.statusCode).toBe(400);
    expect((over.json() as ErrorAnswer)[1].Message).toContain('only 2 more');
    expect((await send('Renametab XR', 2)).statusCode).toBe(200);
  });

  it('the ledger keeps the registration as it was when the order was placed', async () => {
    const member = await memberWithKey(t);
    expect((await order(member.key, 1)).statusCode).toBe(200);
    await t.database.db
      .update(members)
      .set({ registrationNumber: 'NEW-1', registrationCouncil: 'Delhi Medical Council' })
      .where(eq(members.id, member.id));
    expect((await order(member.key, 1)).statusCode).toBe(200);
    const rows = await ledgerOf(member.id);
    expect(rows.map((row) => [row.registrationNumber, row.registrationCouncil, row.countryCode])).toEqual([
      [VERIFIED_REGISTRATION.registrationNumber, VERIFIED_REGISTRATION.registrationCouncil, '91'],
      ['NEW-1', 'Delhi Medical Council', '91'],
    ]);
    const [orderRow] = await t.database.db.select().from(orders).where(eq(orders.id, rows[0]!.orderId));
    expect(orderRow).toMatchObject({ memberId: member.id, tableName: 'samples' });
  });

  it('concurrent orders never pass the cap together: of 6 orders of 5 packs exactly 2 pass', async () => {
    const member = await memberWithKey(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => order(member.key, 5)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 400, 400, 400, 400]);
    const rows = await ledgerOf(member.id);
    expect(rows.reduce((sum, row) => sum + row.qty, 0)).toBe(10);
    expect(await t.database.db.select().from(orders).where(eq(orders.memberId, member.id))).toHaveLength(2);
  });
});

describe('registration: the doctor submits, compliance decides (the services the profile and console call)', () => {
  it('Unverified → Pending on submit → Rejected with a reason → Verified; orders follow the status', async () => {
    const member = await memberWithKey(t, { registration: {} });
    const db = t.database.db;
    const submit = { number: 'KMC 2015/889', council: 'Karnataka Medical Council', year: '2015' };
    await submitRegistration(db, member.id, submit, t.clock.now());
    const [pending] = await db.select().from(members).where(eq(members.id, member.id));
    expect(pending).toMatchObject({
      registrationNumber: 'KMC 2015/889',
      registrationYear: '2015',
      verificationStatus: 'Pending',
    });
    expect(((await order(member.key, 1)).json() as ErrorAnswer)[1].Message).toContain(
      'KMC 2015/889 (Karnataka Medical Council)',
    );
    await expect(setVerification(db, member.id, 'Rejected', ' ')).rejects.toMatchObject({
      statusCode: 400,
      field: 'verification_reason',
    });
    await setVerification(db, member.id, 'Rejected', 'the year does not match the register');
    expect(((await order(member.key, 1)).json() as ErrorAnswer)[1].Message).toContain(
      'the year does not match the register',
    );
    await setVerification(db, member.id, 'Verified');
    expect((await order(member.key, 1)).statusCode).toBe(200);
    const [verified] = await db.select().from(members).where(eq(members.id, member.id));
    expect(verified).toMatchObject({ verificationStatus: 'Verified', verificationReason: '' });
  });

  it('refuses a council of another country, a bad number or year, an unknown status, naming the field', async () => {
    const nepali = await memberWithKey(t, { countryCode: '977', registration: {} });
    const db = t.database.db;
    const good = { number: 'NMC-4411', council: 'Nepal Medical Council', year: '2012' };
    const now = t.clock.now();
    for (const [changes, field] of [
      [{ council: 'Maharashtra Medical Council' }, 'registration_council'],
      [{ number: '' }, 'registration_number'],
      [{ number: 'NMC\n4411' }, 'registration_number'],
      [{ year: '2099' }, 'registration_year'],
      [{ year: '12' }, 'registration_year'],
    ] as const) {
      await expect(submitRegistration(db, nepali.id, { ...good, ...changes }, now)).rejects.toMatchObject({
        statusCode: 400,
        field,
      });
    }
    await expect(setVerification(db, nepali.id, 'Approved')).rejects.toMatchObject({ field: 'verification_status' });
    const [row] = await db.select().from(members).where(eq(members.id, nepali.id));
    expect(row).toMatchObject({ registrationNumber: '', verificationStatus: 'Unverified' });
  });
});

describe('the sample year per country (the test clock moves forward only: these run last, in this order)', () => {
  it('India: the year turns at midnight of 1 April in India (18:30 UTC on 31 March)', async () => {
    clockTo('2027-03-31T18:29:00Z');
    const member = await memberWithKey(t);
    expect((await order(member.key, 10)).statusCode).toBe(200);
    expect((await order(member.key, 3)).statusCode).toBe(400);
    clockTo('2027-03-31T18:30:00Z');
    expect((await order(member.key, 10)).statusCode).toBe(200);
    expect((await ledgerOf(member.id)).map((row) => row.yearStart)).toEqual(['2026-04-01', '2027-04-01']);
  });

  it('Nepal: the year turns at midnight of 16 July in Nepal (18:15 UTC on 15 July); India’s does not', async () => {
    clockTo('2027-07-15T18:14:00Z');
    const nepali = await memberWithKey(t, {
      countryCode: '977',
      registration: {
        ...VERIFIED_REGISTRATION,
        registrationCouncil: 'Nepal Medical Council',
        registrationNumber: 'NMC-8812',
      },
    });
    const indian = await memberWithKey(t);
    expect((await order(nepali.key, 10)).statusCode).toBe(200);
    const over = await order(nepali.key, 3);
    expect((over.json() as ErrorAnswer)[1].Message).toContain('until 15 July 2027');
    expect((await order(indian.key, 10)).statusCode).toBe(200);
    clockTo('2027-07-15T18:15:00Z');
    expect((await order(nepali.key, 10)).statusCode).toBe(200);
    expect((await order(indian.key, 3)).statusCode).toBe(400);
    expect((await ledgerOf(nepali.id)).map((row) => [row.yearStart, row.countryCode])).toEqual([
      ['2026-07-16', '977'],
      ['2027-07-16', '977'],
    ]);
  });
});
