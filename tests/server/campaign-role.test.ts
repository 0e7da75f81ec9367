/** Issue 18 §9: member_role 24 never receives the campaign link (SPEC §2), in login.php's profile or GetCategory. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { insertMember, post } from './helpers/fixtures.ts';

const CAMPAIGN = 'https://www.example-pharma.com/campaigns/diabetes-awareness';
let t: TestApp;

beforeAll(async () => {
  t = await build({ TEST_NUMBERS: '977:9841000001:123456,91:9876543210:123456' });
  const nepal = await insertMember(t.database.db, { countryCode: '977', phone: '9841000001', focus: 'Diabetology' });
  const india = await insertMember(t.database.db, { countryCode: '91', phone: '9876543210' });
  await t.database.db.update(members).set({ memberRole: '24', campaignLink: CAMPAIGN }).where(eq(members.id, nepal));
  await t.database.db.update(members).set({ memberRole: '1', campaignLink: CAMPAIGN }).where(eq(members.id, india));
});
afterAll(() => t.close());

/** Logs in with a test number; returns login.php's profile and the session key. */
async function logIn(country: string, mobile: string) {
  const check = await t.request(post('/check.php', { country_code: country, mobile_no: mobile }));
  const login = await t.request(post('/login.php', { key: check.json()[1].key, otp: '123456' }));
  expect(login.statusCode).toBe(200);
  const body = login.json()[1] as { key: string; result: [Record<string, string>] };
  return { key: body.key, profile: body.result[0] };
}

describe('the campaign link by member role', () => {
  it('role 24 gets an empty campaign_link in login.php and an empty element 5 in GetCategory', async () => {
    const { key, profile } = await logIn('977', '9841000001');
    expect(profile).toMatchObject({ member_role: '24', campaign_link: '' });
    const home = (await t.request(post('/GetCategory.php', {}, key))).json() as unknown[];
    expect(home).toHaveLength(6);
    expect(home[5]).toBe('');
  });

  it('other roles still get it in both answers', async () => {
    const { key, profile } = await logIn('91', '9876543210');
    expect(profile).toMatchObject({ member_role: '1', campaign_link: CAMPAIGN });
    const home = (await t.request(post('/GetCategory.php', {}, key))).json() as unknown[];
    expect(home[5]).toBe(CAMPAIGN);
  });
});
