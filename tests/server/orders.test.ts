/** Order calls: what every table stores and lists, the rules that name their field, auth, demo accounts. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders } from '../../src/server/db/schema.ts';
import { businessDayAndTime } from '../../src/shared/business-time.ts';
import { ORDER_DATE_HORIZON_DAYS } from '../../src/server/services/orders/rules.ts';
import { ORDER_TABLES } from '../../src/shared/contract/admin/orders.ts';
import type { Order, OrderTable } from '../../src/shared/contract/entities.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import {
  DIGITAL_LINK,
  DOSED,
  PLAIN,
  PLAIN_DIGITAL,
  TEST_CATEGORY,
  insertOrderCatalogue,
  itemOf,
  memberWithKey,
} from './helpers/order-fixtures.ts';

let t: TestApp;
let asha: { id: number; key: string };

/** A JSON order call: its path, the body sent and the Order History columns expected. */
interface Case {
  table: OrderTable;
  path: string;
  body: Record<string, string>;
  columns: Pick<Order, 'sub_category' | 'Language' | 'Date' | 'Time' | 'Addl_Description'>;
  category: string;
  details: Record<string, string>;
}

const blank = { Language: '', Date: '', Time: '', Addl_Description: '' };

const CASES: Case[] = [
  {
    table: 'samples',
    path: '/ServSamples.php',
    category: 'Samples',
    body: { message: 'For my OPD', category: 'Samples', sub_category: DOSED.title, dose: '10 mg', qty: '4' },
    columns: { ...blank, sub_category: DOSED.title, Addl_Description: 'Dosetab 10 mg, quantity 4' },
    details: { dose: '10 mg', qty: '4' },
  },
  {
    table: 'sanitization',
    path: '/ServSanitization.php',
    category: TEST_CATEGORY,
    body: { message: 'Evening please', sub_category: itemOf('sanitization'), date_on: '2026-12-05', time_at: '18:30' },
    columns: { ...blank, sub_category: itemOf('sanitization'), Date: '2026-12-05', Time: '18:30' },
    details: { date_on: '2026-12-05', time_at: '18:30' },
  },
  {
    table: 'personalised_printables',
    path: '/ServPersonalisedPrintables.php',
    category: 'Patient Education',
    body: {
      category: 'Patient Education',
      sub_category: itemOf('personalised_printables'),
      printable_language: 'Nepali',
      printable_addl_info: 'Rao Heart Clinic',
    },
    columns: {
      ...blank,
      sub_category: itemOf('personalised_printables'),
      Language: 'Nepali',
      Addl_Description: 'Rao Heart Clinic',
    },
    details: { printable_language: 'Nepali', printable_addl_info: 'Rao Heart Clinic' },
  },
  {
    table: 'printables',
    path: '/ServPrintables.php',
    category: TEST_CATEGORY,
    body: { sub_category: itemOf('printables'), printable_language: 'English' },
    columns: { ...blank, sub_category: itemOf('printables'), Language: 'English' },
    details: { printable_language: 'English' },
  },
  {
    table: 'accessories',
    path: '/ServAccessories.php',
    category: TEST_CATEGORY,
    body: { message: 'Two pads', sub_category: itemOf('accessories') },
    columns: { ...blank, sub_category: itemOf('accessories') },
    details: {},
  },
  {
    table: 'therapy_specific',
    path: '/ServTherapySpecific.php',
    category: TEST_CATEGORY,
    body: { sub_category: itemOf('therapy_specific') },
    columns: { ...blank, sub_category: itemOf('therapy_specific') },
    details: {},
  },
  {
    table: 'webinar',
    path: '/ServWebinar.php',
    category: TEST_CATEGORY,
    body: {
      sub_category: itemOf('webinar'),
      webinar_date_on: '2026-11-21',
      webinar_time: '19:00',
      webinar_title: 'Hypertension in young adults',
      webinar_addl_info: 'About 40 attendees',
    },
    columns: {
      ...blank,
      sub_category: itemOf('webinar'),
      Date: '2026-11-21',
      Time: '19:00',
      Addl_Description: 'Hypertension in young adults; About 40 attendees',
    },
    details: {
      webinar_date_on: '2026-11-21',
      webinar_time: '19:00',
      webinar_title: 'Hypertension in young adults',
      webinar_addl_info: 'About 40 attendees',
    },
  },
  {
    table: 'personalised_video',
    path: '/ServPersonalisedVideo.php',
    category: TEST_CATEGORY,
    body: { sub_category: itemOf('personalised_video'), vdo_language: 'Hindi', vdo_addl_info: 'Clinic timings 5-9 pm' },
    columns: {
      ...blank,
      sub_category: itemOf('personalised_video'),
      Language: 'Hindi',
      Addl_Description: 'Clinic timings 5-9 pm',
    },
    details: { vdo_language: 'Hindi', vdo_addl_info: 'Clinic timings 5-9 pm' },
  },
  {
    table: 'digital',
    path: '/ServDigital.php',
    category: TEST_CATEGORY,
    body: { message: 'Want to order now', sub_category: itemOf('digital') },
    columns: { ...blank, sub_category: itemOf('digital') },
    details: {},
  },
];

const history = async (key: string): Promise<Order[]> => {
  const response = await t.request(post('/OrderHistory.php', {}, key));
  expect(response.statusCode).toBe(200);
  return (response.json() as [unknown, Order[]])[1];
};

const ordersOf = (memberId: number) => t.database.db.select().from(orders).where(eq(orders.memberId, memberId));

beforeAll(async () => {
  t = await build();
  await insertOrderCatalogue(t.database.db);
  asha = await memberWithKey(t);
});
afterAll(async () => {
  await t.close();
});

describe('every order table', () => {
  it.each(CASES)('$table: stores the row with all its fields and lists it in OrderHistory', async (c) => {
    t.clock.advance(60);
    const response = await t.request(post(c.path, c.body, asha.key));
    expect(response.statusCode).toBe(200);
    const [status, answer] = response.json() as [
      { status: string },
      { Message: string; ID?: string; link?: string; status?: string; msg?: string },
    ];
    expect(status).toEqual({ status: 'success' });
    expect(answer.Message).toContain(c.columns.sub_category);
    const rows = (await ordersOf(asha.id)).filter((row) => row.tableName === c.table);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      category: c.category,
      subCategory: c.columns.sub_category,
      message: c.body.message ?? '',
      language: c.columns.Language,
      date: c.columns.Date,
      time: c.columns.Time,
      addlDescription: c.columns.Addl_Description,
      status: 'Requested',
    });
    expect(row.details).toMatchObject(c.details);
    expect(Object.keys(row.details).sort()).toEqual(
      Object.keys(c.details)
        .concat(c.table === 'samples' ? ['product_id'] : [])
        .sort(),
    );
    expect(row.requestedOn.toISOString()).toBe(new Date(t.clock.now()).toISOString());
    if (c.table === 'digital') {
      expect(answer).toEqual({
        status: 'success',
        msg: expect.any(String),
        link: DIGITAL_LINK,
        Message: answer.Message,
      });
    } else {
      expect(answer).toEqual({ Message: answer.Message, ID: String(row.id) });
    }
    const listed = (await history(asha.key)).find((o) => o.ID === String(row.id));
    expect(listed).toEqual({
      ID: String(row.id),
      Table: c.table,
      ...c.columns,
      sub_category_shown: c.columns.sub_category,
      message: c.body.message ?? '',
      requested_on: new Date(t.clock.now()).toISOString(),
      status: 'Requested',
      status_on: '',
      reason: '',
      courier: '',
      tracking_number: '',
    });
  });

  it('ServDigital links to the site when the item has no link of its own', async () => {
    const response = await t.request(post('/ServDigital.php', { sub_category: PLAIN_DIGITAL }, asha.key));
    expect(response.statusCode).toBe(200);
    expect(response.json()[1]).toMatchObject({ status: 'success', link: 'http://localhost:80' });
  });

  it("without PUBLIC_SITE_URL, ServDigital's site link is the page's origin, never the API's own http://localhost:<PORT>", async () => {
    const { headers, ...request } = post('/ServDigital.php', { sub_category: PLAIN_DIGITAL }, asha.key);
    const response = await t.request({ ...request, headers: { ...headers, origin: 'https://doctors.example.com' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()[1]).toMatchObject({ status: 'success', link: 'https://doctors.example.com' });
  });

  it('samples of a product without doses store an empty dose; the category defaults to Samples', async () => {
    const response = await t.request(post('/ServSamples.php', { sub_category: PLAIN, qty: '10' }, asha.key));
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(response.json()[1].ID)));
    expect(row).toMatchObject({
      category: 'Samples',
      subCategory: PLAIN,
      addlDescription: 'Plaintab, quantity 10',
      details: { dose: '', qty: '10' },
    });
  });

  it('accepts a form body with the legacy key field instead of the header', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/ServAccessories.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ key: asha.key, sub_category: itemOf('accessories') }).toString(),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('validation names the field', () => {
  const refused: [string, string, Record<string, string>, string][] = [
    ['unknown sub-category', '/ServAccessories.php', { sub_category: 'No such service' }, 'sub_category'],
    [
      'sub-category of another table',
      '/ServPrintables.php',
      { sub_category: itemOf('sanitization'), printable_language: 'English' },
      'sub_category',
    ],
    ['blank sub-category', '/ServTherapySpecific.php', { sub_category: '   ' }, 'sub_category'],
    ['missing sub-category', '/ServDigital.php', {}, 'sub_category'],
    ['unknown product', '/ServSamples.php', { sub_category: 'Nosuchtab', dose: '5 mg', qty: '1' }, 'sub_category'],
    [
      'a sub-category title is not a product',
      '/ServSamples.php',
      { sub_category: itemOf('samples'), qty: '1' },
      'sub_category',
    ],
    ['dose not offered', '/ServSamples.php', { sub_category: DOSED.title, dose: '20 mg', qty: '1' }, 'dose'],
    ['dose missing for a product with doses', '/ServSamples.php', { sub_category: DOSED.title, qty: '1' }, 'dose'],
    ['dose for a product without doses', '/ServSamples.php', { sub_category: PLAIN, dose: '5 mg', qty: '1' }, 'dose'],
    ['qty 0', '/ServSamples.php', { sub_category: PLAIN, qty: '0' }, 'qty'],
    ['qty 11', '/ServSamples.php', { sub_category: PLAIN, qty: '11' }, 'qty'],
    ['qty missing', '/ServSamples.php', { sub_category: PLAIN }, 'qty'],
    [
      'date in the past',
      '/ServSanitization.php',
      { sub_category: itemOf('sanitization'), date_on: '2026-11-20', time_at: '10:00' },
      'date_on',
    ],
    [
      'date that does not exist',
      '/ServSanitization.php',
      { sub_category: itemOf('sanitization'), date_on: '2027-02-30', time_at: '10:00' },
      'date_on',
    ],
    [
      'date more than a year ahead',
      '/ServSanitization.php',
      { sub_category: itemOf('sanitization'), date_on: '2027-11-23', time_at: '10:00' },
      'date_on',
    ],
    [
      'date in the year 9999',
      '/ServSanitization.php',
      { sub_category: itemOf('sanitization'), date_on: '9999-12-31', time_at: '10:00' },
      'date_on',
    ],
    [
      'month 13',
      '/ServSanitization.php',
      { sub_category: itemOf('sanitization'), date_on: '2026-13-01', time_at: '10:00' },
      'date_on',
    ],
    [
      'webinar on 30 February',
      '/ServWebinar.php',
      { sub_category: itemOf('webinar'), webinar_date_on: '2027-02-30', webinar_time: '19:00', webinar_title: 'T' },
      'webinar_date_on',
    ],
    [
      'date in another format',
      '/ServSanitization.php',
      { sub_category: itemOf('sanitization'), date_on: '05/12/2026', time_at: '10:00' },
      'date_on',
    ],
    [
      'time out of range',
      '/ServSanitization.php',
      { sub_category: itemOf('sanitization'), date_on: '2026-12-05', time_at: '24:10' },
      'time_at',
    ],
    [
      'webinar date in the past',
      '/ServWebinar.php',
      { sub_category: itemOf('webinar'), webinar_date_on: '2025-12-31', webinar_time: '19:00', webinar_title: 'T' },
      'webinar_date_on',
    ],
    [
      'webinar without title',
      '/ServWebinar.php',
      { sub_category: itemOf('webinar'), webinar_date_on: '2026-12-05', webinar_time: '19:00' },
      'webinar_title',
    ],
    [
      'language not offered',
      '/ServPersonalisedPrintables.php',
      { sub_category: itemOf('personalised_printables'), printable_language: 'French' },
      'printable_language',
    ],
    ['language missing', '/ServPrintables.php', { sub_category: itemOf('printables') }, 'printable_language'],
    [
      'video language not offered',
      '/ServPersonalisedVideo.php',
      { sub_category: itemOf('personalised_video'), vdo_language: 'Tamil' },
      'vdo_language',
    ],
    [
      'message too long',
      '/ServAccessories.php',
      { sub_category: itemOf('accessories'), message: 'x'.repeat(1001) },
      'message',
    ],
  ];

  it.each(refused)('%s → 400 naming %s, nothing stored', async (_name, path, body, field) => {
    const member = await memberWithKey(t);
    const response = await t.request(post(path, body, member.key));
    expect(response.statusCode).toBe(400);
    const [status, answer] = response.json() as [{ code: string; field: string }, { Message: string }];
    expect(status).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED', field });
    expect(answer.Message).toContain(field);
    expect(await ordersOf(member.id)).toHaveLength(0);
  });

  it('a text too long says its limit; an empty title says it is required (issue 40 §9)', async () => {
    const member = await memberWithKey(t);
    const long = await t.request(
      post('/ServAccessories.php', { sub_category: itemOf('accessories'), message: 'x'.repeat(1001) }, member.key),
    );
    expect(long.json()[1].Message).toBe('Please check message: it is too long: at most 1000 characters.');
    const untitled = await t.request(
      post(
        '/ServWebinar.php',
        { sub_category: itemOf('webinar'), webinar_date_on: '2026-12-05', webinar_time: '19:00', webinar_title: '' },
        member.key,
      ),
    );
    expect(untitled.json()).toEqual([
      { status: 'error', code: 'VALIDATION_FAILED', field: 'webinar_title' },
      { Message: 'Please check webinar_title: it is required.' },
    ]);
  });

  it('an empty webinar form names every field at once (issue 40 §9)', async () => {
    const member = await memberWithKey(t);
    const empty = { sub_category: itemOf('webinar'), webinar_date_on: '', webinar_time: '', webinar_title: '' };
    const response = await t.request(post('/ServWebinar.php', empty, member.key));
    expect(response.statusCode).toBe(400);
    const [status] = response.json() as [{ field: string; problems: Record<string, string> }];
    expect(Object.keys(status.problems).sort()).toEqual(['webinar_date_on', 'webinar_time', 'webinar_title']);
    expect(status.problems.webinar_title).toBe('Please check webinar_title: it is required.');
    // An empty date or time is missing, not in a wrong format.
    expect(status.problems.webinar_date_on).toBe('Please check webinar_date_on: it is required.');
    expect(status.problems.webinar_time).toBe('Please check webinar_time: it is required.');
    expect(status.problems[status.field]).toBeDefined();
    expect(await ordersOf(member.id)).toHaveLength(0);
  });

  it('books up to 365 days ahead; a day later says so in the doctor’s language', async () => {
    const member = await memberWithKey(t);
    const visitOn = (date_on: string, language = 'en') =>
      t.request({
        ...post(
          '/ServSanitization.php',
          { sub_category: itemOf('sanitization'), date_on, time_at: '10:00' },
          member.key,
        ),
        headers: { authorization: `Bearer ${member.key}`, 'accept-language': language },
      });
    expect((await visitOn('2027-11-21')).statusCode).toBe(200);
    const tooFar = await visitOn('2027-11-22');
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'date_on' });
    expect(ORDER_DATE_HORIZON_DAYS).toBe(365);
    expect(tooFar.json()[1].Message).toContain('within the next 365 days');
    const inHindi = await visitOn('2027-11-22', 'hi');
    expect(inHindi.json()[1].Message).toContain('अगले 365 दिनों');
    const notReal = await visitOn('2027-02-29', 'ne');
    expect(notReal.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'date_on' });
    expect(notReal.json()[1].Message).toContain('वास्तविक मिति होइन');
  });

  it('judges "today", and the time gone by today, by the clock in India, not UTC', async () => {
    const member = await memberWithKey(t);
    t.clock.advance(11 * 3600); // 20:00 UTC on the 21st is 01:30 on the 22nd in India
    const yesterday = await t.request(
      post(
        '/ServSanitization.php',
        { sub_category: itemOf('sanitization'), date_on: '2026-11-21', time_at: '10:00' },
        member.key,
      ),
    );
    expect(yesterday.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'date_on' });
    const today = await t.request(
      post(
        '/ServSanitization.php',
        { sub_category: itemOf('sanitization'), date_on: '2026-11-22', time_at: '10:00' },
        member.key,
      ),
    );
    expect(today.statusCode).toBe(200);
    // Soon after 01:30 in India: a visit at 01:00 today, or a webinar at this minute, has gone by; one at 23:59 has not.
    const gone = await t.request(
      post(
        '/ServSanitization.php',
        { sub_category: itemOf('sanitization'), date_on: '2026-11-22', time_at: '01:00' },
        member.key,
      ),
    );
    expect(gone.json()).toEqual([
      { status: 'error', code: 'VALIDATION_FAILED', field: 'time_at' },
      {
        Message: 'Please check time_at: this time has already passed today; please choose a later time or another day.',
      },
    ]);
    const webinar = (time: string) => ({
      sub_category: itemOf('webinar'),
      webinar_date_on: '2026-11-22',
      webinar_time: time,
      webinar_title: 'Hypertension update',
    });
    const { day, time } = businessDayAndTime(t.clock.now());
    expect(day).toBe('2026-11-22');
    const now = await t.request(post('/ServWebinar.php', webinar(time), member.key));
    expect(now.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'webinar_time' });
    const later = await t.request(post('/ServWebinar.php', webinar('23:59'), member.key));
    expect(later.statusCode, later.body).toBe(200);
  });
});

describe('who may order', () => {
  const paths = CASES.map((c) => c.path).concat('/ServPrints.php', '/OrderHistory.php');

  it.each(paths)('%s answers 401 SESSION_INVALID without a key', async (path) => {
    const response = await t.request(
      post(path, {
        sub_category: itemOf('accessories'),
        qty: '1',
        printable_language: 'English',
        vdo_language: 'Hindi',
        date_on: '2026-12-05',
        time_at: '10:00',
        webinar_date_on: '2026-12-05',
        webinar_time: '10:00',
        webinar_title: 'T',
      }),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()[0]).toMatchObject({ status: 'error', code: 'SESSION_INVALID' });
  });

  it.each(CASES)('a demo account ordering $table gets "Demo Account!" and nothing is stored', async (c) => {
    const demo = await memberWithKey(t, { isDemo: true });
    const response = await t.request({
      ...post(c.path, c.body, demo.key),
      headers: { authorization: `Bearer ${demo.key}`, 'idempotency-key': `demo-${c.table}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual([{ status: 'error', code: 'DEMO_ACCOUNT' }, { Message: 'Demo Account!' }]);
    expect(await ordersOf(demo.id)).toHaveLength(0);
    expect(
      await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.memberId, demo.id)),
    ).toHaveLength(0);
  });

  it('ORDER_TABLES covers every table', () => {
    expect(new Set(CASES.map((c) => c.table).concat('prints'))).toEqual(new Set(ORDER_TABLES));
  });
});
