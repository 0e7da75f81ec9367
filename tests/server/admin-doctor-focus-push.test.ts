/**
 * A doctor's therapeutic focus changed in the console's doctor form (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * the doctor's push tokens move to Common and the new focus in the same write, as the doctor's own switch does, so
 * a browser not opened since stops getting the old focus's notifications.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focuses, pushSubscriptions } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { consentToAll, type SignedIn, signedInMember } from './helpers/member-session.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let admin: SignedInStaff;
let doctor: SignedIn;

const TOKEN = 'push-token-focus-0123456789-abcdef';

beforeAll(async () => {
  t = await build();
  await t.database.db.insert(focuses).values([{ name: 'Cardiology' }, { name: 'Diabetology' }]);
  admin = await signedInStaff(t, 'admin');
  doctor = await signedInMember(t, { phone: '9300000093', therapeuticFocus: 'Cardiology' });
  await consentToAll(t, doctor.id);
});
afterAll(() => t.close());

const update = (payload: object) =>
  t.request({
    method: 'POST',
    url: '/api/admin/doctors/update',
    headers: staffHeader(admin.key),
    payload: { id: doctor.id, ...payload },
  });
const topicsOfToken = async () =>
  (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.token, TOKEN)))[0]?.topics;

describe('a focus changed by staff', () => {
  it("moves the doctor's push tokens to Common and the new focus", async () => {
    const subscribed = await t.request(
      post('/firebase_subcribe.php', { token: TOKEN, topic: ['Common', 'Cardiology'] }, doctor.key),
    );
    expect(subscribed.statusCode).toBe(200);
    expect(await topicsOfToken()).toEqual(['Common', 'Cardiology']);

    // Another field alone leaves the topics as they are.
    expect((await update({ department: 'Cardiac unit' })).statusCode).toBe(200);
    expect(await topicsOfToken()).toEqual(['Common', 'Cardiology']);

    const saved = await update({ therapeuticFocus: 'Diabetology' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()[1]).toMatchObject({ therapeuticFocus: 'Diabetology' });
    expect(await topicsOfToken()).toEqual(['Common', 'Diabetology']);
  });
});
