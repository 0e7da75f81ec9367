/**
 * Issue 27 (DPDP Act 2023) on both databases: consent per purpose recorded and withdrawn (append-only, changes
 * only: the same answer again writes no row), push off without consent, the export's completeness and the erasure's
 * thoroughness checked by walking the database's own catalogue (information_schema), not a list, and the retention
 * job running once with two replicas.
 */
import { eq, sql } from 'drizzle-orm';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import {
  auditLog,
  chatLog,
  consentRecords,
  erasureRequests,
  idempotencyKeys,
  memberSettings,
  orders,
  priorityMessages,
  pushSubscriptions,
  sampleLedger,
} from '../../src/server/db/schema.ts';
import { runCleanup } from '../../src/server/services/privacy/cleanup-job.ts';
import { LEGAL_EXCEPTIONS } from '../../src/server/services/privacy/member-tables.ts';
import type { ConsentState } from '../../src/shared/privacy.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { signedInMember } from './helpers/member-session.ts';
import { signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
const folder = mkdtempSync(join(tmpdir(), 'portal-privacy-'));
const outbox = join(folder, 'outbox');

beforeAll(async () => {
  t = await build({ STORAGE_DIR: join(folder, 'storage'), MAIL_OUTBOX_DIR: outbox });
});
afterAll(() => t.close());

const get = (url: string, key: string) =>
  t.request({ method: 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${key}` } });
const consentOf = async (key: string): Promise<ConsentState> =>
  ((await get('/Consent.php', key)).json() as [unknown, ConsentState])[1];
const saveConsent = (key: string, body: object) => t.request(post('/SaveConsent.php', body, key));
const subscribe = (key: string, token: string) =>
  t.request(post('/firebase_subcribe.php', { token, topic: ['Common', 'Cardiology'] }, key));

/** Every base table of the database with its columns, from information_schema. */
async function catalogue(): Promise<Map<string, string[]>> {
  const answer = (await t.database.db.execute(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`)) as unknown as { rows: { table_name: string; column_name: string }[] };
  const tables = new Map<string, string[]>();
  for (const row of answer.rows) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  return tables;
}

/** Tables that reference members: a member_id column or a foreign key to members(id). */
async function tablesHoldingMembers(): Promise<string[]> {
  const fks = (await t.database.db.execute(sql`
    select distinct tc.table_name from information_schema.table_constraints tc
    join information_schema.constraint_column_usage cu on cu.constraint_name = tc.constraint_name
    where tc.constraint_type = 'FOREIGN KEY' and cu.table_name = 'members' and tc.table_schema = 'public'`)) as unknown as {
    rows: { table_name: string }[];
  };
  const names = new Set(fks.rows.map((row) => row.table_name));
  for (const [table, columns] of await catalogue()) if (columns.includes('member_id')) names.add(table);
  names.delete('members');
  return [...names].sort();
}

/** Every row of every table as JSON text, by table. */
async function everyRowAsText(): Promise<Map<string, string>> {
  const text = new Map<string, string>();
  for (const table of (await catalogue()).keys()) {
    const rows = (await t.database.db.execute(
      sql`select coalesce(json_agg(x)::text, '') as rows from ${sql.identifier(table)} x`,
    )) as unknown as { rows: { rows: string }[] };
    text.set(table, rows.rows[0]?.rows ?? '');
  }
  return text;
}

describe('notice and consent', () => {
  it('a new member is asked; the notice answer records each optional purpose with version, time and channel', async () => {
    const asha = await signedInMember(t);
    const fresh = await consentOf(asha.key);
    expect(fresh).toMatchObject({
      notice_version: 1,
      answered_version: 0,
      due: true,
      choices: { notifications: false, analytics: false },
    });
    expect(fresh.officer.email).toContain('@');
    const answer = await saveConsent(asha.key, { notifications: true, analytics: false, channel: 'notice' });
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as [unknown, ConsentState])[1]).toMatchObject({
      due: false,
      answered_version: 1,
      choices: { notifications: true, analytics: false },
    });
    const rows = await t.database.db.select().from(consentRecords).where(eq(consentRecords.memberId, asha.id));
    expect(rows.map((row) => [row.purpose, row.granted, row.noticeVersion, row.channel])).toEqual(
      expect.arrayContaining([
        ['notifications', true, 1, 'notice'],
        ['analytics', false, 1, 'notice'],
      ]),
    );
    expect(rows.every((row) => row.at.getTime() === t.clock.now())).toBe(true);
  });

  it('withdrawal in Settings adds a row (history kept), changes the current choice and unsubscribes push', async () => {
    const ravi = await signedInMember(t);
    await saveConsent(ravi.key, { notifications: true, analytics: true, channel: 'notice' });
    expect((await subscribe(ravi.key, 'token-of-ravi-0123456789')).statusCode).toBe(200);
    t.clock.advance(60);
    const withdrawn = await saveConsent(ravi.key, { notifications: false, analytics: true, channel: 'settings' });
    expect((withdrawn.json() as [unknown, ConsentState])[1].choices).toEqual({ notifications: false, analytics: true });
    const rows = await t.database.db.select().from(consentRecords).where(eq(consentRecords.memberId, ravi.id));
    expect(rows).toHaveLength(3);
    expect(rows.at(-1)).toMatchObject({ purpose: 'notifications', granted: false, channel: 'settings' });
    expect(await t.database.db.$count(pushSubscriptions, eq(pushSubscriptions.memberId, ravi.id))).toBe(0);
    // Giving it again is as easy: one call.
    await saveConsent(ravi.key, { notifications: true, analytics: true, channel: 'settings' });
    expect((await consentOf(ravi.key)).choices).toEqual({ notifications: true, analytics: true });
  });

  it('the same answer again writes no row, from the notice or Settings, one at a time or in parallel: only changes', async () => {
    const kiran = await signedInMember(t);
    const rowsOf = async () =>
      (await t.database.db.select().from(consentRecords).where(eq(consentRecords.memberId, kiran.id))).map((row) => [
        row.purpose,
        row.granted,
        row.channel,
      ]);
    await saveConsent(kiran.key, { notifications: true, analytics: false, channel: 'notice' });
    const answered = await rowsOf();
    expect(answered).toHaveLength(2);
    for (const channel of ['notice', 'settings', 'notice', 'settings']) {
      t.clock.advance(60);
      const again = await saveConsent(kiran.key, { notifications: true, analytics: false, channel });
      expect(again.statusCode).toBe(200);
    }
    expect(await rowsOf()).toEqual(answered);
    t.clock.advance(60);
    const toggles = await Promise.all(
      Array.from({ length: 8 }, () =>
        saveConsent(kiran.key, { notifications: false, analytics: false, channel: 'settings' }),
      ),
    );
    expect(toggles.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    t.clock.advance(60);
    await saveConsent(kiran.key, { notifications: false, analytics: true, channel: 'notice' });
    expect(await rowsOf()).toEqual([...answered, ['notifications', false, 'settings'], ['analytics', true, 'notice']]);
    expect(await consentOf(kiran.key)).toMatchObject({
      due: false,
      answered_version: 1,
      choices: { notifications: false, analytics: true },
    });
  });

  it('push subscribes only with consent to notifications (403 without, in the member language)', async () => {
    const meena = await signedInMember(t, { language: 'hi' });
    const refused = await subscribe(meena.key, 'token-of-meena-0123456789');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()[0]).toMatchObject({ code: 'FORBIDDEN' });
    expect(refused.json()[1].Message).toMatch(/[\u0900-\u097F]/);
    expect(await t.database.db.$count(pushSubscriptions, eq(pushSubscriptions.memberId, meena.id))).toBe(0);
    await saveConsent(meena.key, { notifications: false, analytics: false, channel: 'notice' });
    expect((await consentOf(meena.key)).choices.analytics).toBe(false);
    expect((await subscribe(meena.key, 'token-of-meena-0123456789')).statusCode).toBe(403);
  });

  it('refuses an unknown channel or a missing purpose with 400 naming the field', async () => {
    const kiran = await signedInMember(t);
    const bad = await saveConsent(kiran.key, { notifications: true, analytics: true, channel: 'phone' });
    expect(bad.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'channel' });
    const missing = await saveConsent(kiran.key, { notifications: true, channel: 'notice' });
    expect(missing.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'analytics' });
  });
});

/** A member with personal values in every table the portal keeps about members, and a file of each kind. */
async function plantedMember(name: string) {
  const member = await signedInMember(t, {
    firstName: name,
    lastName: `${name}feather`,
    email: `${name.toLowerCase()}.q@example.org`,
    address: `${name}-12 Lotus Lane`,
    registrationNumber: 'ZQREG-4711',
    registrationCouncil: 'Delhi Medical Council',
  });
  const { db } = t.database;
  await saveConsent(member.key, { notifications: true, analytics: true, channel: 'notice' });
  expect((await subscribe(member.key, `${name}-push-token-0123456789`)).statusCode).toBe(200);
  await t.app.deps.storage.write('profiles', `${name}-photo.webp`, Buffer.from('photo'));
  await t.app.deps.storage.write('prints', `${name}-print.pdf`, Buffer.from('%PDF-1.4 zq'));
  await db.execute(sql`update members set photo_file = ${`${name}-photo.webp`} where id = ${member.id}`);
  const [sample] = await db
    .insert(orders)
    .values({ memberId: member.id, tableName: 'samples', subCategory: 'Samples', message: `${name}-sample-note` })
    .returning();
  const [print] = await db
    .insert(orders)
    .values({
      memberId: member.id,
      tableName: 'prints',
      subCategory: 'Prints',
      addlDescription: `${name}-poster.pdf`,
      details: { print_file: `${name}-print.pdf`, print_name: `${name}-poster.pdf` },
    })
    .returning();
  if (!sample || !print) throw new Error('orders not inserted');
  await db.insert(sampleLedger).values({
    orderId: sample.id,
    memberId: member.id,
    productId: 1,
    productTitle: 'Dosetab',
    qty: 2,
    countryCode: '91',
    yearStart: '2026-04-01',
    registrationNumber: 'ZQREG-4711',
    registrationCouncil: 'Delhi Medical Council',
  });
  await db.insert(priorityMessages).values({ memberId: member.id, message: `${name}-priority message` });
  await db.insert(chatLog).values({ memberId: member.id, query: `${name}-question`, response: `${name}-answer` });
  await db.insert(memberSettings).values({ memberId: member.id, values: { music: true } });
  await db.insert(idempotencyKeys).values({ memberId: member.id, key: `${name}-key`, requestHash: 'h' });
  await db.insert(auditLog).values({
    staffEmail: 'staff@example.com',
    action: 'doctor.update',
    entity: 'doctor',
    entityId: String(member.id),
    memberId: member.id,
    changes: { firstName: { from: name, to: `${name} Q` } },
  });
  return { ...member, printOrder: print.id };
}

describe('download my data', () => {
  it('holds a key for every table that references members (walked from information_schema), and the files', async () => {
    const member = await plantedMember('Ottoline');
    const response = await get('/MyData.php', member.key);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = response.json() as {
      member: Record<string, unknown>;
      tables: Record<string, unknown[]>;
      files: { kind: string; download: string }[];
    };
    expect(data.member).toMatchObject({ first_name: 'Ottoline', email: 'ottoline.q@example.org' });
    const holding = await tablesHoldingMembers();
    expect(holding.length).toBeGreaterThan(8);
    for (const table of holding) expect(Object.keys(data.tables), table).toContain(table);
    expect(data.tables.chat_log).toEqual([expect.objectContaining({ query: 'Ottoline-question' })]);
    expect(JSON.stringify(data)).not.toMatch(/key_hash|code_hmac|request_hash/);
    expect(data.files.map((file) => file.kind).sort()).toEqual(['photo', 'print']);
    const print = data.files.find((file) => file.kind === 'print');
    const pdf = await t.request({
      method: 'GET',
      url: print?.download ?? '',
      headers: { authorization: `Bearer ${member.key}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.body).toContain('%PDF-1.4 zq');
  });

  it("never serves another member's print, and answers 401 without a session", async () => {
    const owner = await plantedMember('Bartholomew');
    const other = await signedInMember(t);
    const refused = await get(`/MyPrint.php?order=${owner.printOrder}`, other.key);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()[0]).toMatchObject({ code: 'NOT_FOUND', field: 'order' });
    expect((await t.request({ method: 'GET', url: '/api/MyData.php' })).statusCode).toBe(401);
  });
});

describe('erasure', () => {
  it('a request needs confirmation, ends every session at once and is not taken twice', async () => {
    const member = await signedInMember(t);
    const second = await t.app.deps.sessions.create(member.id);
    const unconfirmed = await t.request(post('/RequestErasure.php', { confirm: false }, member.key));
    expect(unconfirmed.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'confirm' });
    const asked = await t.request(post('/RequestErasure.php', { confirm: true }, member.key));
    expect(asked.statusCode).toBe(200);
    // Issue 40 §10: the answer quotes the request's reference, ER- and its id in six digits.
    const [stored] = await t.database.db
      .select({ id: erasureRequests.id })
      .from(erasureRequests)
      .where(eq(erasureRequests.memberId, member.id));
    const reference = `ER-${String(stored?.id).padStart(6, '0')}`;
    expect(asked.json()[1].Message).toContain(`(reference ${reference})`);
    expect((await get('/Consent.php', member.key)).statusCode).toBe(401);
    expect((await get('/Consent.php', second)).statusCode).toBe(401);
    const again = await t.app.deps.sessions.create(member.id);
    expect((await consentOf(again)).erasure).toMatchObject({ status: 'Requested' });
    expect((await t.request(post('/RequestErasure.php', { confirm: true }, again))).statusCode).toBe(409);
  });

  it('processing leaves no personal value in any table but the legal exceptions, audited, and tells the member', async () => {
    const member = await plantedMember('Zephyrine');
    const officer = await signedInStaff(t, 'compliance');
    const fulfilment = await signedInStaff(t, 'fulfilment');
    expect((await t.request(post('/RequestErasure.php', { confirm: true }, member.key))).statusCode).toBe(200);

    const queue = await t.request({
      method: 'GET',
      url: '/api/admin/privacy/erasures',
      headers: staffHeader(officer.key),
    });
    const request = (queue.json()[1].rows as { id: number; memberId: number; name: string }[]).find(
      (row) => row.memberId === member.id,
    );
    expect(request).toMatchObject({ name: 'Zephyrine Zephyrinefeather', status: 'Requested' });
    const processUrl = '/api/admin/privacy/erasures/process';
    const forbidden = await t.request({
      method: 'POST',
      url: processUrl,
      headers: staffHeader(fulfilment.key),
      payload: { id: request?.id },
    });
    expect(forbidden.statusCode).toBe(403);
    const done = await t.request({
      method: 'POST',
      url: processUrl,
      headers: staffHeader(officer.key),
      payload: { id: request?.id },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()[1]).toMatchObject({ status: 'Erased', toldBy: 'mail' });
    const twice = await t.request({
      method: 'POST',
      url: processUrl,
      headers: staffHeader(officer.key),
      payload: { id: request?.id },
    });
    expect(twice.statusCode).toBe(409);

    const personal = ['Zephyrine', 'zephyrine.q@example.org', member.key];
    const phone = (await t.database.db.execute(sql`select phone from members where id = ${member.id}`)) as unknown as {
      rows: { phone: string }[];
    };
    expect(phone.rows[0]?.phone).toBe(`erased-${member.id}`);
    for (const [table, text] of await everyRowAsText()) {
      if (LEGAL_EXCEPTIONS.includes(table)) continue;
      for (const value of personal) expect(text.includes(value), `${table} still holds ${value}`).toBe(false);
    }
    // The sample ledger keeps the registration and counts (UCPMP 2024).
    const [ledger] = await t.database.db.select().from(sampleLedger).where(eq(sampleLedger.memberId, member.id));
    expect(ledger).toMatchObject({ registrationNumber: 'ZQREG-4711', qty: 2 });
    expect(await t.app.deps.storage.read('profiles', 'Zephyrine-photo.webp')).toBeUndefined();
    expect(await t.app.deps.storage.read('prints', 'Zephyrine-print.pdf')).toBeUndefined();
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'erasure'));
    expect(audits.at(-1)).toMatchObject({ action: 'erasure.process', staffEmail: officer.email });
    const mails = readdirSync(outbox).map((name) => readFileSync(join(outbox, name), 'utf8'));
    expect(mails.some((mail) => mail.includes('zephyrine.q@example.org') && /sample ledger/.test(mail))).toBe(true);
    const reference = `ER-${String(request?.id).padStart(6, '0')}`;
    expect(mails.some((mail) => mail.includes('zephyrine.q@example.org') && mail.includes(reference))).toBe(true);
    // The erased member cannot log in with the old number any more: the row has no phone.
    const login = await t.request(post('/check.php', { mobile: '9999999999', countrycode: '91' }));
    expect(login.statusCode).toBeLessThan(500);
  });
});

describe('retention job', () => {
  it('runs once a day across two replicas on one database, keeps each current consent and deletes older records', async () => {
    const member = await signedInMember(t);
    await saveConsent(member.key, { notifications: true, analytics: true, channel: 'notice' });
    t.clock.advance(60);
    await saveConsent(member.key, { notifications: false, analytics: true, channel: 'settings' });
    // A second API replica: its own connection pool on the same PostgreSQL database (PGlite is one process).
    const postgres = t.database.kind === 'postgres';
    const second = postgres ? await openDatabase(t.app.deps.config.databaseUrl, { poolSize: 2 }) : t.database;
    const replicas = [t.database, second];
    try {
      const later = new Date(t.clock.now() + 4 * 365 * 86_400_000);
      const outcomes = await Promise.all(replicas.map((replica) => runCleanup(replica, 1095, later)));
      expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
      const rows = await t.database.db.select().from(consentRecords).where(eq(consentRecords.memberId, member.id));
      // The first answer to notifications is history past retention; the current one per purpose stays.
      expect(rows.map((row) => [row.purpose, row.granted]).sort()).toEqual([
        ['analytics', true],
        ['notifications', false],
      ]);
      const sameDay = await runCleanup(replicas[1] ?? t.database, 1095, new Date(later.getTime() + 3_600_000));
      expect(sameDay.ran).toBe(false);
      const nextDay = await runCleanup(replicas[1] ?? t.database, 1095, new Date(later.getTime() + 86_400_000));
      expect(nextDay.ran).toBe(true);
    } finally {
      if (second !== t.database) await second.close();
    }
  });
});
