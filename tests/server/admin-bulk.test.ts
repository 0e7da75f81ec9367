/**
 * Bulk work in the console (issue 41): verify or reject many registrations, deactivate or reactivate many doctors.
 * Each row is judged as the single call judges it and reported (ok, or the reason), audited alone; a bad request
 * (no reason for a rejection, no ids, over 200, a repeated id) changes nothing; roles as the single calls.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { insertMember } from './helpers/fixtures.ts';
import { signedInMember } from './helpers/member-session.ts';
import { signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let key: string;

beforeAll(async () => {
  t = await build();
  key = (await signedInStaff(t, 'compliance')).key;
});
afterAll(() => t.close());

const post = (url: string, payload: object, as = key) =>
  t.request({ method: 'POST', url: `/api/admin${url}`, headers: staffHeader(as), payload });

const pending = (phone: string) =>
  insertMember(t.database.db, {
    countryCode: '91',
    phone,
    registration: { registrationNumber: `MH-${phone}`, registrationCouncil: 'MMC', verificationStatus: 'Pending' },
  });

/** What the list shows of each id's registration (what staff checked); an unknown id: empty. */
const asListed = async (ids: readonly number[]) => {
  const rows = await t.database.db
    .select()
    .from(members)
    .where(inArray(members.id, [...ids]));
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id);
    return {
      id,
      registrationNumber: row?.registrationNumber ?? '',
      registrationCouncil: row?.registrationCouncil ?? '',
      registrationYear: row?.registrationYear ?? '',
    };
  });
};

/** A bulk decision naming each row's registration as it is now (the console sends it from the rows it showed). */
const decideMany = async (payload: { ids: number[] } & Record<string, unknown>, as = key) =>
  post('/compliance/registrations/decide-many', { checked: await asListed(payload.ids), ...payload }, as);

const statusOf = async (ids: number[]) =>
  (await t.database.db.select().from(members).where(inArray(members.id, ids))).map((m) => m.verificationStatus);

const auditCount = async (action: string, ids: number[]) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), inArray(auditLog.memberId, ids)))
  ).length;

describe('registrations decided in bulk', () => {
  it('verifies each row found, reports the one that is not, and audits each', async () => {
    const ids = [await pending('9123470001'), await pending('9123470002')];
    const answer = await decideMany({ ids: [...ids, 999_999], status: 'Verified' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()[1].results).toEqual([
      { id: ids[0], ok: true },
      { id: ids[1], ok: true },
      { id: 999_999, ok: false, reason: 'No such doctor.' },
    ]);
    expect(await statusOf(ids)).toEqual(['Verified', 'Verified']);
    expect(await auditCount('registration.verify', ids)).toBe(2);
  });

  it('rejects with the reason the doctor reads; without one nothing changes', async () => {
    const ids = [await pending('9123470003'), await pending('9123470004')];
    const refused = await decideMany({ ids, status: 'Rejected' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'reason' });
    expect(await statusOf(ids)).toEqual(['Pending', 'Pending']);

    const answer = await decideMany({ ids, status: 'Rejected', reason: 'The council has no such number' });
    expect(answer.json()[1].results.every((r: { ok: boolean }) => r.ok)).toBe(true);
    const rows = await t.database.db.select().from(members).where(inArray(members.id, ids));
    expect(rows.map((m) => [m.verificationStatus, m.verificationReason])).toEqual([
      ['Rejected', 'The council has no such number'],
      ['Rejected', 'The council has no such number'],
    ]);
    expect(await auditCount('registration.reject', ids)).toBe(2);
  });

  it('refuses a row whose registration the doctor changed after staff read it; the others are decided', async () => {
    const ids = [await pending('9123470006'), await pending('9123470007')];
    const checked = await asListed(ids);
    // The second doctor replaces the number (as SaveRegistration.php writes it) while staff are checking the old one.
    await t.database.db
      .update(members)
      .set({ registrationNumber: 'MH-CHANGED-7' })
      .where(eq(members.id, ids[1] ?? 0));
    const answer = await post('/compliance/registrations/decide-many', { ids, status: 'Verified', checked });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()[1].results).toEqual([
      { id: ids[0], ok: true },
      {
        id: ids[1],
        ok: false,
        reason:
          'The doctor changed this registration after you opened the list: it is now MH-CHANGED-7, MMC, —. Nothing was saved; the list shows the new one: check it before you verify or reject.',
      },
    ]);
    expect([await statusOf([ids[0] ?? 0]), await statusOf([ids[1] ?? 0])]).toEqual([['Verified'], ['Pending']]);
    expect(await auditCount('registration.verify', ids)).toBe(1);

    // A ticked row without the registration checked is refused before any row.
    const third = await pending('9123470008');
    const unnamed = await post('/compliance/registrations/decide-many', {
      ids: [third, ids[1]],
      status: 'Verified',
      checked: await asListed([third]),
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'checked' });
    // So is a decision that names nothing it checked.
    const blind = await post('/compliance/registrations/decide-many', { ids: [third], status: 'Verified' });
    expect(blind.statusCode).toBe(400);
    expect(blind.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'checked' });
    expect(await statusOf([third, ids[1] ?? 0])).toEqual(['Pending', 'Pending']);
  });

  it('refuses no ids, over 200, a repeated id and a role that cannot decide, naming the field', async () => {
    const id = await pending('9123470005');
    for (const ids of [[], Array.from({ length: 201 }, (_, i) => i + 1), [id, id]]) {
      const answer = await decideMany({ ids, status: 'Verified' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'ids' });
    }
    const fulfilment = await signedInStaff(t, 'fulfilment');
    const answer = await decideMany({ ids: [id], status: 'Verified' }, fulfilment.key);
    expect(answer.statusCode).toBe(403);
    expect(await statusOf([id])).toEqual(['Pending']);
  });
});

describe('doctors deactivated in bulk', () => {
  it("ends each doctor's sessions at once, reports each row, audits each, and reactivates", async () => {
    const doctors = [
      await signedInMember(t, { phone: '9123470011' }),
      await signedInMember(t, { phone: '9123470012' }),
    ];
    const ids = doctors.map((d) => d.id);
    const memberCall = (memberKey: string) =>
      t.request({
        method: 'POST',
        url: '/api/GetCategory.php',
        headers: { authorization: `Bearer ${memberKey}` },
        payload: {},
      });
    const off = await post('/doctors/active-many', { ids: [...ids, 999_998], active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()[1].results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true, false]);
    for (const doctor of doctors) expect((await memberCall(doctor.key)).statusCode).toBe(401);
    expect(await auditCount('doctor.deactivate', ids)).toBe(2);

    const on = await post('/doctors/active-many', { ids, active: true });
    expect(on.json()[1].results).toEqual(ids.map((id) => ({ id, ok: true })));
    const rows = await t.database.db.select().from(members).where(inArray(members.id, ids));
    expect(rows.every((m) => m.active)).toBe(true);
    expect(await auditCount('doctor.reactivate', ids)).toBe(2);
  });

  it('reports a doctor already as asked (deactivated before, or erased) as unchanged, not as changed', async () => {
    const active = await signedInMember(t, { phone: '9123470014' });
    const inactive = await signedInMember(t, { phone: '9123470015' });
    const erased = await signedInMember(t, { phone: '9123470016' });
    expect((await post('/doctors/active-many', { ids: [inactive.id], active: false })).statusCode).toBe(200);
    await t.database.db
      .update(members)
      .set({ phone: `erased-${erased.id}`, firstName: '', active: false })
      .where(eq(members.id, erased.id));
    const ids = [active.id, inactive.id, erased.id];
    const off = await post('/doctors/active-many', { ids, active: false });
    expect(off.json()[1].results).toEqual([
      { id: active.id, ok: true },
      { id: inactive.id, ok: true, unchanged: true },
      { id: erased.id, ok: true, unchanged: true },
    ]);
    expect(await auditCount('doctor.deactivate', ids)).toBe(2);
  });

  it('is refused to a role that cannot change doctors', async () => {
    const doctor = await signedInMember(t, { phone: '9123470013' });
    const content = await signedInStaff(t, 'content');
    expect((await post('/doctors/active-many', { ids: [doctor.id], active: false }, content.key)).statusCode).toBe(403);
  });
});
