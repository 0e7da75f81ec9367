/**
 * The doctors list filters by registration status (issue 41 item 7): Pending, Verified, Rejected or Unverified,
 * with the other filters; an unknown status is refused naming the field.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focuses, members } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let key: string;

beforeAll(async () => {
  t = await build();
  await t.database.db.insert(focuses).values({ name: 'Cardiology' });
  key = (await signedInStaff(t, 'compliance')).key;
});
afterAll(() => t.close());

const list = (query: string) =>
  t.request({ method: 'GET', url: `/api/admin/doctors?${query}`, headers: staffHeader(key) });
const namesOf = async (query: string): Promise<string[]> =>
  ((await list(query)).json()[1].rows as { firstName: string }[]).map((d) => d.firstName).sort();

/** A doctor added through the console's call, then given a registration status. */
async function doctor(firstName: string, phone: string, status: string): Promise<void> {
  const made = await t.request({
    method: 'POST',
    url: '/api/admin/doctors',
    headers: staffHeader(key),
    payload: { countryCode: '91', phone, firstName, therapeuticFocus: 'Cardiology' },
  });
  expect(made.statusCode).toBe(200);
  await t.database.db.update(members).set({ verificationStatus: status }).where(eq(members.id, made.json()[1].id));
}

describe('doctors list by registration status', () => {
  it('lists the doctors of one status, with the other filters', async () => {
    await doctor('Pallavi', '9123450001', 'Pending');
    await doctor('Vikram', '9123450002', 'Verified');
    await doctor('Rohan', '9123450003', 'Rejected');
    await doctor('Uma', '9123450004', 'Unverified');
    expect(await namesOf('registration=Pending')).toEqual(['Pallavi']);
    expect(await namesOf('registration=Verified')).toEqual(['Vikram']);
    expect(await namesOf('registration=Rejected&q=Rohan')).toEqual(['Rohan']);
    expect(await namesOf('registration=Rejected&q=Uma')).toEqual([]);
    expect(await namesOf('')).toEqual(['Pallavi', 'Rohan', 'Uma', 'Vikram']);
  });

  it('finds a doctor by the name and the number as the console shows them', async () => {
    await t.request({
      method: 'POST',
      url: '/api/admin/doctors',
      headers: staffHeader(key),
      payload: {
        countryCode: '91',
        phone: '9123450011',
        firstName: 'Asha',
        middleName: 'Lakshmi',
        lastName: 'Rao',
        therapeuticFocus: 'Cardiology',
      },
    });
    for (const q of [
      'Dr. Asha Lakshmi Rao',
      'Asha Rao',
      'asha lakshmi',
      '+91 9123450011',
      '+91 91234-50011',
      '919123450011',
      '50011',
    ])
      expect(await namesOf(`q=${encodeURIComponent(q)}`), q).toEqual(['Asha']);
    for (const q of ['Asha Menon', '+977 9123450011', 'Lakshmi 9123450012'])
      expect(await namesOf(`q=${encodeURIComponent(q)}`), q).toEqual([]);
  });

  it('refuses an unknown status naming the field', async () => {
    const answer = await list('registration=Approved');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'registration' });
  });
});
