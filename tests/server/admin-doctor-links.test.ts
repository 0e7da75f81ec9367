/**
 * A doctor's campaign poster and feedback links from the console on the API (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): set and cleared in the doctor editor (admin, compliance), https only (400 naming the field,
 * nothing stored), audited, and answered by the doctor's next GetCategory and profile although home was cached.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, focuses, members } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { type SignedIn, signedInMember } from './helpers/member-session.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let admin: SignedInStaff;
let doctor: SignedIn;

const CAMPAIGN = 'https://www.example-pharma.com/campaigns/heart-month';
const FEEDBACK = 'https://forms.example.org/feedback/portal';

beforeAll(async () => {
  t = await build();
  await t.database.db.insert(focuses).values([{ name: 'Cardiology' }]);
  admin = await signedInStaff(t, 'admin');
  doctor = await signedInMember(t, { phone: '9300000091', therapeuticFocus: 'Cardiology' });
});
afterAll(() => t.close());

const update = (key: string, payload: object) =>
  t.request({
    method: 'POST',
    url: '/api/admin/doctors/update',
    headers: staffHeader(key),
    payload: { id: doctor.id, ...payload },
  });
/** The feedback and campaign links of the doctor's GetCategory answer (elements 4 and 5). */
const homeLinks = async () => (await t.request(post('/GetCategory.php', {}, doctor.key))).json().slice(4, 6);

describe('campaign and feedback links', () => {
  it('are set and cleared in the doctor editor, audited, and reach the doctor’s home at once', async () => {
    expect(await homeLinks()).toEqual(['', '']);
    const saved = await update(admin.key, { campaignLink: CAMPAIGN, feedbackLink: FEEDBACK });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()[1]).toMatchObject({ campaignLink: CAMPAIGN, feedbackLink: FEEDBACK });
    expect(await homeLinks()).toEqual([FEEDBACK, CAMPAIGN]);
    const get = await t.request({
      method: 'GET',
      url: `/api/admin/doctors/one?id=${doctor.id}`,
      headers: staffHeader(admin.key),
    });
    expect(get.json()[1]).toMatchObject({ campaignLink: CAMPAIGN, feedbackLink: FEEDBACK });
    const cleared = await update(admin.key, { campaignLink: '' });
    expect(cleared.json()[1]).toMatchObject({ campaignLink: '', feedbackLink: FEEDBACK });
    expect(await homeLinks()).toEqual([FEEDBACK, '']);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(doctor.id)));
    expect(audit.map((row) => row.changes)).toEqual([
      { campaignLink: { from: '', to: CAMPAIGN }, feedbackLink: { from: '', to: FEEDBACK } },
      { campaignLink: { from: CAMPAIGN, to: '' } },
    ]);
  });

  it('take https only, naming the field and storing nothing; content and fulfilment cannot change them', async () => {
    const before = await t.database.db.select().from(members).where(eq(members.id, doctor.id));
    const cases: [object, string][] = [
      [{ campaignLink: 'http://www.example-pharma.com/c' }, 'campaignLink'],
      [{ campaignLink: 'javascript:alert(1)' }, 'campaignLink'],
      [{ feedbackLink: 'https://forms.example.org/a b' }, 'feedbackLink'],
      [{ feedbackLink: `https://${'x'.repeat(500)}.org` }, 'feedbackLink'],
    ];
    for (const [body, field] of cases) {
      const answer = await update(admin.key, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
    for (const role of ['content', 'fulfilment'] as const) {
      const staff = await signedInStaff(t, role);
      expect((await update(staff.key, { campaignLink: CAMPAIGN })).statusCode, role).toBe(403);
    }
    expect(await t.database.db.select().from(members).where(eq(members.id, doctor.id))).toEqual(before);
  });
});
