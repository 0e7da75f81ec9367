/**
 * A doctor erased at their request (DPDP Act 2023) stays as a row for the orders and the audit trail, marked erased:
 * staff cannot edit, reactivate or verify it again (409, nothing written), singly or in bulk. Deactivating stays
 * harmless. A registration with nothing to check cannot be verified either.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { signedInMember } from './helpers/member-session.ts';
import { memberWithKey } from './helpers/order-fixtures.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let admin: SignedInStaff;
let officer: SignedInStaff;

beforeAll(async () => {
  t = await build();
  admin = await signedInStaff(t, 'admin');
  officer = await signedInStaff(t, 'compliance');
});
afterAll(() => t.close());

const staff = (key: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.request({ method, url: `/api${url}`, headers: staffHeader(key), ...(payload ? { payload } : {}) });

/** A doctor who asked for erasure, erased by compliance; answers the member id. */
async function erasedDoctor(): Promise<number> {
  const member = await signedInMember(t);
  expect((await t.request(post('/RequestErasure.php', { confirm: true }, member.key))).statusCode).toBe(200);
  const queue = await staff(officer.key, 'GET', '/admin/privacy/erasures');
  const request = (queue.json()[1].rows as { id: number; memberId: number }[]).find((r) => r.memberId === member.id);
  expect((await staff(officer.key, 'POST', '/admin/privacy/erasures/process', { id: request?.id })).statusCode).toBe(
    200,
  );
  return member.id;
}

const rowOf = async (id: number) => (await t.database.db.select().from(members).where(eq(members.id, id)))[0];

describe('an erased doctor', () => {
  it('is shown as erased, and cannot be edited, reactivated or verified', async () => {
    const id = await erasedDoctor();
    const before = await rowOf(id);
    const shown = await staff(admin.key, 'GET', `/admin/doctors/one?id=${id}`);
    expect(shown.json()[1]).toMatchObject({ id, erased: true, active: false, phone: `erased-${id}` });

    const refusal =
      "This doctor's data was erased at their request (DPDP Act 2023): the record can no longer be edited, reactivated or verified.";
    for (const [url, payload] of [
      ['/admin/doctors/update', { id, phone: '9123400001', firstName: 'Back' }],
      ['/admin/doctors/active', { id, active: true }],
    ] as const) {
      const answer = await staff(admin.key, 'POST', url, payload);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject([{ code: 'CONFLICT', field: 'id' }, { Message: refusal }]);
    }
    const many = await staff(admin.key, 'POST', '/admin/doctors/active-many', { ids: [id], active: true });
    expect(many.json()[1].results).toEqual([{ id, ok: false, reason: refusal }]);
    const verify = await staff(officer.key, 'POST', '/admin/compliance/registrations/decide', {
      id,
      status: 'Verified',
      registrationNumber: before?.registrationNumber,
      registrationCouncil: before?.registrationCouncil,
      registrationYear: before?.registrationYear,
    });
    expect(verify.statusCode).toBe(409);
    expect(await rowOf(id)).toEqual(before);
    // Deactivating what is already inactive changes nothing and is not refused.
    expect((await staff(admin.key, 'POST', '/admin/doctors/active', { id, active: false })).statusCode).toBe(200);
  });

  it('a doctor who was not erased is not marked so', async () => {
    const member = await signedInMember(t);
    const shown = await staff(admin.key, 'GET', `/admin/doctors/one?id=${member.id}`);
    expect(shown.json()[1]).toMatchObject({ erased: false });
  });
});

describe('a registration with nothing to check', () => {
  it('cannot be verified (409, unchanged); it can be rejected with a reason', async () => {
    const doctor = await memberWithKey(t, { registration: { verificationStatus: 'Unverified' } });
    const decide = (payload: object) =>
      staff(officer.key, 'POST', '/admin/compliance/registrations/decide', {
        id: doctor.id,
        registrationNumber: '',
        registrationCouncil: '',
        registrationYear: '',
        ...payload,
      });
    const verify = await decide({ status: 'Verified' });
    expect(verify.statusCode).toBe(409);
    expect(verify.json()).toMatchObject([
      { code: 'CONFLICT', field: 'status' },
      {
        Message:
          'This doctor has given no registration number and council: there is nothing to verify. The doctor adds them under Profile; or reject with a reason.',
      },
    ]);
    expect((await rowOf(doctor.id))?.verificationStatus).toBe('Unverified');
    expect((await decide({ status: 'Rejected', reason: 'No registration given' })).statusCode).toBe(200);
  });
});
