/**
 * Staff calls end to end on the API (PGlite, or PostgreSQL with TEST_DATABASE_URL): sign-in with lockout and no
 * enumeration, enrolment, staff accounts, doctors (create, edit, deactivate ends sessions, unlock), CSV import
 * (every bad line, nothing stored until clean), the orders queue (flow, bulk all or nothing, Order History, CSV),
 * audit rows written with their change and never alone, and the publish export.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  focuses,
  managers,
  members,
  orders,
  otpNumbers,
  products,
  staffAccounts,
  therapies,
} from '../../src/server/db/schema.ts';
import { totpNow } from '../../src/server/lib/staff-secrets.ts';
import { build, type TestApp } from './helpers/app.ts';
import { signedInMember } from './helpers/member-session.ts';
import { insertStaff, signedInStaff, staffHeader, TEST_PASSWORD, TEST_SECRET } from './helpers/staff.ts';

let t: TestApp;
let admin: { id: number; key: string };
let fulfil: { id: number; key: string };

beforeAll(async () => {
  t = await build();
  await t.database.db.insert(focuses).values([{ name: 'Cardiology' }, { name: 'Diabetology' }]);
  await t.database.db.insert(managers).values({
    code: 'TBM-1',
    name: 'Rahul',
    level: 'tbm',
    mail: 'rahul@example.com',
    country: '91',
    phone: '9820011001',
  });
  admin = await signedInStaff(t, 'admin');
  fulfil = await signedInStaff(t, 'fulfilment');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, key: string | undefined, payload?: object) =>
  t.request({ method, url: `/api/admin${url}`, headers: key ? staffHeader(key) : {}, ...(payload ? { payload } : {}) });

const auditOf = (entity: string, entityId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(entityId)))
    .then((rows) => rows.filter((r) => r.entity === entity));

describe('sign-in', () => {
  it('signs in with password and code, never twice with the same code, and logs out', async () => {
    const account = await insertStaff(t, 'content');
    const code = totpNow(TEST_SECRET, t.clock.now());
    const login = await call('POST', '/auth/login', undefined, { email: account.email, password: TEST_PASSWORD, code });
    expect(login.statusCode).toBe(200);
    const key = login.json()[1].key as string;
    expect((await call('GET', '/auth/me', key)).json()[1]).toMatchObject({ email: account.email, role: 'content' });
    const again = await call('POST', '/auth/login', undefined, { email: account.email, password: TEST_PASSWORD, code });
    expect(again.json()[0].code).toBe('LOGIN_FAILED');
    expect((await call('POST', '/auth/logout', key)).statusCode).toBe(200);
    expect((await call('GET', '/auth/me', key)).statusCode).toBe(401);
  });

  it('answers unknown e-mails like wrong passwords, and locks any e-mail after 5 failures', async () => {
    const account = await insertStaff(t, 'content');
    const code = totpNow(TEST_SECRET, t.clock.now());
    for (const email of [account.email, 'nobody@example.com']) {
      for (let i = 0; i < 5; i += 1) {
        const wrong = await call('POST', '/auth/login', undefined, { email, password: 'wrong password!', code });
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json()).toEqual([{ status: 'error', code: 'LOGIN_FAILED' }, { Message: expect.any(String) }]);
      }
      const locked = await call('POST', '/auth/login', undefined, { email, password: TEST_PASSWORD, code });
      expect(locked.statusCode).toBe(429);
    }
    t.clock.advance(16 * 60);
    const code2 = totpNow(TEST_SECRET, t.clock.now());
    const ok = await call('POST', '/auth/login', undefined, {
      email: account.email,
      password: TEST_PASSWORD,
      code: code2,
    });
    expect(ok.statusCode).toBe(200);
    admin = await signedInStaff(t, 'admin');
    fulfil = await signedInStaff(t, 'fulfilment');
  });
});

describe('staff accounts and enrolment', () => {
  it('adds an account, whose one-time link sets password and TOTP; deactivating ends its sessions', async () => {
    const created = await call('POST', '/staff', admin.key, {
      email: 'New@Example.com',
      name: 'New One',
      role: 'fulfilment',
    });
    expect(created.statusCode).toBe(200);
    const link = created.json()[1].enrolLink as string;
    const token = link.split('token=')[1] ?? '';
    expect(link).toContain('/admin/#/enrol?token=');
    const dup = await call('POST', '/staff', admin.key, { email: 'new@example.com', name: 'Again', role: 'content' });
    expect(dup.statusCode).toBe(409);
    const info = await call('GET', `/auth/enrol?token=${token}`, undefined);
    expect(info.json()[1].email).toBe('new@example.com');
    const secret = info.json()[1].secret as string;
    const bad = await call('POST', '/auth/enrol', undefined, {
      token,
      password: 'long enough password',
      code: '000000',
    });
    expect(bad.statusCode).toBe(400);
    const enrolled = await call('POST', '/auth/enrol', undefined, {
      token,
      password: 'long enough password',
      code: totpNow(secret, t.clock.now()),
    });
    expect(enrolled.statusCode).toBe(200);
    expect((await call('GET', `/auth/enrol?token=${token}`, undefined)).statusCode).toBe(404);
    t.clock.advance(30);
    const login = await call('POST', '/auth/login', undefined, {
      email: 'new@example.com',
      password: 'long enough password',
      code: totpNow(secret, t.clock.now()),
    });
    const key = login.json()[1].key as string;
    const id = login.json()[1].staff.id as number;
    expect((await call('POST', '/staff/deactivate', admin.key, { id })).statusCode).toBe(200);
    expect((await call('GET', '/auth/me', key)).statusCode).toBe(401);
    expect((await call('POST', '/staff/deactivate', admin.key, { id: admin.id })).statusCode).toBe(409);
    const actions = (await auditOf('staff', id)).map((r) => r.action).sort();
    expect(actions).toEqual(['staff.create', 'staff.deactivate', 'staff.enrol']);
  });
});

describe('doctors', () => {
  it('creates, edits with managers, lists with filters, deactivates (sessions end) and unlocks', async () => {
    const fields = {
      countryCode: '91',
      phone: '9123456780',
      firstName: 'Kavya',
      lastName: 'Menon',
      therapeuticFocus: 'Cardiology',
    };
    expect((await call('POST', '/doctors', admin.key, { ...fields, phone: '1234567890' })).json()[0].field).toBe(
      'phone',
    );
    expect((await call('POST', '/doctors', admin.key, { ...fields, therapeuticFocus: 'Nope' })).json()[0].field).toBe(
      'therapeuticFocus',
    );
    const created = await call('POST', '/doctors', admin.key, fields);
    expect(created.statusCode).toBe(200);
    const id = created.json()[1].id as number;
    const twice = await call('POST', '/doctors', admin.key, fields);
    expect(twice.statusCode).toBe(409);
    // The refusal names the doctor who has the number, so staff can open that record instead.
    expect(twice.json()[1].Message).toBe(
      `Dr. Kavya Menon (doctor ${id}) has this mobile number already; each doctor needs their own. Search the number on the Doctors screen to open that record.`,
    );
    const edited = await call('POST', '/doctors/update', admin.key, { id, tbm: 'TBM-1', lastName: 'Menon-Rao' });
    expect(edited.json()[1]).toMatchObject({ tbm: 'TBM-1', lastName: 'Menon-Rao' });
    expect((await call('POST', '/doctors/update', admin.key, { id, tbm: 'NOPE' })).statusCode).toBe(400);
    const update = (await auditOf('doctor', id)).find((r) => r.action === 'doctor.update');
    expect(update?.changes).toEqual({ tbm: { from: null, to: 'TBM-1' }, lastName: { from: 'Menon', to: 'Menon-Rao' } });
    expect(update?.staffId).toBe(admin.id);

    const list = await call(
      'GET',
      '/doctors?q=menon&countryCode=91&focus=Cardiology&sort=lastName&dir=asc',
      fulfil.key,
    );
    expect(list.json()[1]).toMatchObject({ total: 1, page: 1, rows: [{ id, firstName: 'Kavya' }] });

    const member = await signedInMember(t, { phone: '9123456781' });
    const memberCall = () =>
      t.request({
        method: 'POST',
        url: '/api/GetCategory.php',
        headers: { authorization: `Bearer ${member.key}` },
        payload: {},
      });
    expect((await memberCall()).statusCode).toBe(200);
    expect((await call('POST', '/doctors/active', admin.key, { id: member.id, active: false })).statusCode).toBe(200);
    expect((await memberCall()).statusCode).toBe(401);

    await t.database.db.insert(otpNumbers).values({
      countryCode: '91',
      phone: '9123456780',
      consecutiveFailures: 5,
      lockedUntil: new Date(t.clock.now() + 3600_000),
    });
    expect((await call('GET', `/doctors/one?id=${id}`, admin.key)).json()[1].otpLocked).toBe(true);
    expect((await call('POST', '/doctors/unlock', admin.key, { id })).statusCode).toBe(200);
    expect((await call('GET', `/doctors/one?id=${id}`, admin.key)).json()[1].otpLocked).toBe(false);
    expect((await auditOf('doctor', id)).map((r) => r.action)).toContain('doctor.unlock');
  });

  it('imports a CSV only when every line is clean, reporting each bad line', async () => {
    const header = 'country_code,mobile,first_name,last_name,therapeutic_focus,tbm';
    const good = Array.from(
      { length: 20 },
      (_, i) => `91,90000000${String(i).padStart(2, '0')},Doc${i},Import,Cardiology,TBM-1`,
    );
    const bad = [
      ...good,
      '91,12345,Bad,Mobile,Cardiology,',
      '91,9000000001,Dup,Line,Cardiology,',
      '977,9800000000,Un,Known,Oncology,',
    ];
    const before = await t.database.db.$count(members);
    const dry = await call('POST', '/doctors/import', admin.key, { csv: [header, ...bad].join('\n'), dryRun: false });
    const report = dry.json()[1];
    expect(report).toMatchObject({ lines: 23, valid: 20, imported: 0 });
    expect(report.problems).toEqual([
      { line: 22, field: 'mobile', problem: expect.stringContaining('India') },
      { line: 23, field: 'mobile', problem: expect.stringContaining('line 3') },
      { line: 24, field: 'therapeutic_focus', problem: expect.stringContaining('Oncology') },
    ]);
    expect(await t.database.db.$count(members)).toBe(before);
    const check = await call('POST', '/doctors/import', admin.key, { csv: [header, ...good].join('\n'), dryRun: true });
    expect(check.json()[1]).toMatchObject({ valid: 20, imported: 0, problems: [] });
    expect(await t.database.db.$count(members)).toBe(before);
    const real = await call('POST', '/doctors/import', admin.key, { csv: [header, ...good].join('\n'), dryRun: false });
    expect(real.json()[1].imported).toBe(20);
    expect(await t.database.db.$count(members)).toBe(before + 20);
    const again = await call('POST', '/doctors/import', admin.key, { csv: [header, ...good].join('\n'), dryRun: true });
    expect(again.json()[1].problems).toHaveLength(20);
    // Each names the doctor who has the number and what to do.
    const [firstId] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.countryCode, '91'), eq(members.phone, '9000000000')));
    expect(again.json()[1].problems[0]).toEqual({
      line: 2,
      field: 'mobile',
      problem: `Duplicate: Dr. Doc0 Import (doctor ${firstId?.id}) has this mobile number already; take the line out, or edit that doctor instead.`,
    });
  });

  it('reports every bad line of an import, a line of the wrong length among them; a file without doctors is refused', async () => {
    const header = 'country_code,mobile,first_name,therapeutic_focus,email';
    const lines = [
      '91,9000000101,Good,Cardiology,',
      'oops,only,three',
      '91,9000000102,Mail,Cardiology,not-an-address',
      '91,12345,Bad,Cardiology,',
      '91,9000000103,Long,Cardiology,,extra',
    ];
    const check = async (csv: string) =>
      (await call('POST', '/doctors/import', admin.key, { csv, dryRun: true })).json()[1];
    const report = await check([header, ...lines].join('\n'));
    expect(report).toMatchObject({ lines: 5, valid: 1, imported: 0 });
    expect(report.problems).toEqual([
      { line: 3, field: 'csv', problem: 'This line has 3 columns; the header has 5.' },
      { line: 4, field: 'email', problem: expect.stringContaining('Not an e-mail address such as doctor@example.com') },
      { line: 5, field: 'mobile', problem: 'Not a mobile number of India.' },
      { line: 6, field: 'csv', problem: 'This line has 6 columns; the header has 5.' },
    ]);
    expect(await check(`${header}\n`)).toMatchObject({
      lines: 0,
      valid: 0,
      problems: [{ line: 1, field: 'csv', problem: 'The file has a header line but no doctors.' }],
    });
    const broken = await check(`${header}\n91,"9000000104,Open,Cardiology,\n`);
    expect(broken).toMatchObject({ valid: 0, problems: [{ field: 'csv' }] });
    expect(broken.problems[0].problem).toContain('cannot be read as CSV');
  });
});

describe('orders queue', () => {
  async function order(memberId: number, tableName: string): Promise<number> {
    const [row] = await t.database.db
      .insert(orders)
      .values({
        memberId,
        tableName,
        subCategory: `Test ${tableName}`,
        requestedOn: new Date(t.clock.now() - 3 * 86_400_000),
      })
      .returning({ id: orders.id });
    return row?.id ?? 0;
  }

  it('moves orders through the flow, all or nothing, and the doctor sees status and date', async () => {
    const doctor = await signedInMember(t, { phone: '9123456782' });
    const samples = await order(doctor.id, 'samples');
    const webinar = await order(doctor.id, 'webinar');
    const queue = await call('GET', '/orders?status=Requested&olderThanDays=2&countryCode=91', fulfil.key);
    expect(queue.json()[1].rows.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining([samples, webinar]));

    const accept = await call('POST', '/orders/status', fulfil.key, { ids: [samples, webinar], status: 'Accepted' });
    expect(accept.json()[1].changed).toBe(2);
    // Dispatched is not a move for a webinar: nothing changes.
    const mixed = await call('POST', '/orders/status', fulfil.key, { ids: [samples, webinar], status: 'Dispatched' });
    expect(mixed.statusCode).toBe(409);
    const rows = await t.database.db.select().from(orders).where(eq(orders.memberId, doctor.id));
    expect(rows.map((r) => r.status)).toEqual(['Accepted', 'Accepted']);
    expect((await auditOf('order', samples)).map((r) => r.action)).toEqual(['order.status']);
    expect((await call('POST', '/orders/status', fulfil.key, { ids: [webinar], status: 'Rejected' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/orders/status', fulfil.key, { ids: [999999], status: 'Accepted' })).statusCode).toBe(
      404,
    );

    t.clock.advance(600);
    await call('POST', '/orders/status', fulfil.key, { ids: [samples], status: 'Dispatched' });
    await call('POST', '/orders/status', fulfil.key, { ids: [webinar], status: 'Scheduled' });
    const history = await t.request({
      method: 'POST',
      url: '/api/OrderHistory.php',
      headers: { authorization: `Bearer ${doctor.key}` },
      payload: {},
    });
    const byId = new Map(history.json()[1].map((o: { ID: string }) => [Number(o.ID), o]));
    expect(byId.get(samples)).toMatchObject({ status: 'Dispatched', status_on: new Date(t.clock.now()).toISOString() });
    expect(byId.get(webinar)).toMatchObject({ status: 'Scheduled' });

    const csv = await call('GET', '/orders/export?table=samples', fulfil.key);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"${samples}","samples","Test samples","Dispatched"`);
    // What was ordered besides the item (a sample's dose and quantity, a printable's clinic details) goes out too.
    expect(csv.body.split('\n')[0]).toMatch(/"time","addl_description","message"/);
    expect((await call('GET', `/orders/print?id=${samples}`, fulfil.key)).statusCode).toBe(404);
  });
});

describe('audit log', () => {
  it('lists filtered rows for admins and refuses to be changed', async () => {
    const rows = await call('GET', '/audit?entity=doctor&action=doctor.update', admin.key);
    expect(rows.json()[1].rows.length).toBeGreaterThan(0);
    await expect(t.database.db.update(auditLog).set({ action: 'forged' })).rejects.toThrow();
    await expect(t.database.db.delete(auditLog)).rejects.toThrow();
  });

  it('writes no audit row when the change fails, and no change without its row', async () => {
    const before = await t.database.db.$count(auditLog);
    await call('POST', '/doctors', admin.key, {
      countryCode: '91',
      phone: '9123456780',
      firstName: 'X',
      therapeuticFocus: 'Cardiology',
    });
    expect(await t.database.db.$count(auditLog)).toBe(before);
    const [staff] = await t.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, admin.id));
    expect(staff?.active).toBe(true);
  });
});

describe('publish export', () => {
  it('answers the catalogue without a session', async () => {
    const answer = await t.request({ method: 'GET', url: '/api/admin/publish/search-records' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()[1]).toEqual({ products: expect.any(Array), therapies: expect.any(Array), names: {} });
  });

  it('names each translated product and therapy in Hindi and Nepali, by its English title', async () => {
    const [therapy] = await t.database.db
      .insert(therapies)
      .values({ title: 'Export Therapy', translations: { hi: { title: 'निर्यात थेरेपी' } } })
      .returning({ id: therapies.id });
    await t.database.db.insert(products).values([
      {
        therapyId: therapy?.id ?? 0,
        title: 'Exporttab',
        composition: 'Exportine 5 mg',
        translations: { hi: { title: 'एक्सपोर्टटैब' }, ne: { title: 'एक्सपोर्टट्याब' } },
      },
      {
        therapyId: therapy?.id ?? 0,
        title: 'Plaintab',
        composition: 'Plainine 5 mg',
        translations: { hi: { title: ' ' } },
      },
    ]);
    const answer = await t.request({ method: 'GET', url: '/api/admin/publish/search-records' });
    const { names, products: listed } = answer.json()[1] as { names: unknown; products: object[] };
    expect(names).toEqual({
      'Export Therapy': { hi: 'निर्यात थेरेपी' },
      Exporttab: { hi: 'एक्सपोर्टटैब', ne: 'एक्सपोर्टट्याब' },
    });
    expect(listed.map((p) => Object.keys(p).sort())).toContainEqual(['composition', 'id', 'table', 'therapy', 'title']);
  });
});
