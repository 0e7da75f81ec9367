/** Member calls: Profile, UpdateProfile, ContactUs, firebase_subcribe, and that a member only ever touches their own rows. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managers, members, pushSubscriptions } from '../../src/server/db/schema.ts';
import { PUSH_TOKENS_PER_MEMBER, removePushTokens } from '../../src/server/services/member/push-tokens.ts';
import { memberChanged } from '../../src/server/services/profile.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { consentToAll, signedInMember, type SignedIn } from './helpers/member-session.ts';
import { signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let asha: SignedIn;
let other: SignedIn;

const rowOf = async (id: number) => (await t.database.db.select().from(members).where(eq(members.id, id)))[0];

beforeAll(async () => {
  t = await build();
  await t.database.db.insert(managers).values([
    { code: 'T1', name: 'Tara Territory', level: 'tbm', mail: 'tara@example.com', country: '91', phone: '9820000001' },
    { code: 'A1', name: 'Arun Area', level: 'abm', mail: 'arun@example.com', country: '91', phone: '9820000002' },
    {
      code: 'R1',
      name: 'Rekha Regional',
      level: 'rbm',
      mail: 'rekha@example.com',
      country: '977',
      phone: '9851000003',
    },
    { code: 'S1', name: 'Sunil Sales', level: 'sm', mail: 'sunil@example.com', country: '91', phone: '9820000004' },
  ]);
  asha = await signedInMember(t, {
    firstName: 'Asha',
    tbm: 'T1',
    abm: 'A1',
    rbm: 'R1',
    sm: 'S1',
    therapeuticFocus: 'Cardiology',
  });
  other = await signedInMember(t, {
    firstName: 'Bikash',
    email: 'bikash@example.com',
    tbm: 'T1',
    therapeuticFocus: 'Diabetology',
  });
  for (const member of [asha, other]) await consentToAll(t, member.id);
});
afterAll(async () => t.close());

describe('Profile.php', () => {
  const getProfile = (key?: string) =>
    t.request({ method: 'GET', url: '/api/Profile.php', headers: key ? { authorization: `Bearer ${key}` } : {} });

  it("answers the caller's own profile as stored now, in login's shape, never cached", async () => {
    await t.database.db.update(members).set({ location: 'Pune' }).where(eq(members.id, other.id));
    await memberChanged(t.database.db, other.id);
    const response = await getProfile(other.key);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/no-store/);
    const [head, profile] = response.json() as [unknown, Record<string, unknown>];
    expect(head).toEqual({ status: 'success' });
    expect(profile).toMatchObject({ member_id: String(other.id), location: 'Pune' });
    expect(Object.keys(profile)).toContain('therapeutic_focus');
  });

  it('answers 401 without a valid key', async () => {
    expect((await getProfile()).statusCode).toBe(401);
    expect((await getProfile('not-a-real-session-key-at-all-000')).statusCode).toBe(401);
  });
});

describe('UpdateProfile.php', () => {
  it('updates the listed fields of the own row, trimmed, and answers {Message}', async () => {
    const response = await t.request(
      post(
        '/UpdateProfile.php',
        {
          first_name: '  Asha ',
          qualification: 'MD (Cardiology)',
          birth_date: '1981-04-14',
          facebook_link: 'https://www.facebook.com/asha',
          link_to_blog: '',
          practice_hours: 'Mon–Sat 10–14',
        },
        asha.key,
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ status: 'success' }, { Message: 'Your profile has been updated.' }]);
    const row = await rowOf(asha.id);
    expect(row).toMatchObject({
      firstName: 'Asha',
      qualification: 'MD (Cardiology)',
      birthDate: '1981-04-14',
      facebookLink: 'https://www.facebook.com/asha',
      practiceHours: 'Mon–Sat 10–14',
    });
  });

  it('never changes phone, email, member_role, therapeutic_focus or another member, whatever the body says', async () => {
    const before = await rowOf(asha.id);
    const otherBefore = await rowOf(other.id);
    const response = await t.request(
      post(
        '/UpdateProfile.php',
        {
          phone: '9000000000',
          email: 'evil@example.com',
          member_role: '24',
          therapeutic_focus: 'Oncology',
          terms: 'Y',
          member_id: String(other.id),
          id: other.id,
          location: 'Pune',
        },
        asha.key,
      ),
    );
    expect(response.statusCode).toBe(200);
    const after = await rowOf(asha.id);
    // The location is a field staff edit too: the record's version goes up (tests/server/admin-edit-conflict.test.ts).
    expect(after).toEqual({ ...before, location: 'Pune', version: (before?.version ?? 0) + 1 });
    expect(await rowOf(other.id)).toEqual(otherBefore);
  });

  it.each([
    ['facebook_link', 'javascript:alert(1)'],
    ['twitter_link', 'x.com/ asha'],
    ['linkedIn_link', 'ftp://example.com/a'],
    ['g_plus_link', 'https://exa mple.com'],
    // A URL parser reads "https:example.com" as https://example.com/; the profile would show it as text, not a link.
    ['link_to_blog', 'https:example.com/blog'],
    ['birth_date', '2999-01-01'],
    ['birth_date', '1981-02-30'],
    ['birth_date', '14/04/1981'],
    ['first_name', '   '],
  ])('refuses %s = %j with 400 naming the field', async (field, value) => {
    const response = await t.request(post('/UpdateProfile.php', { [field]: value }, asha.key));
    expect(response.statusCode).toBe(400);
    expect(response.json()[0]).toEqual({ status: 'error', code: 'VALIDATION_FAILED', field });
  });

  it('saves a link pasted without its scheme with https://, as the profile then links it', async () => {
    const response = await t.request(
      post('/UpdateProfile.php', { facebook_link: ' www.facebook.com/dr.asha ', twitter_link: 'x.com/asha' }, asha.key),
    );
    expect(response.statusCode).toBe(200);
    expect(await rowOf(asha.id)).toMatchObject({
      facebookLink: 'https://www.facebook.com/dr.asha',
      twitterLink: 'https://x.com/asha',
    });
  });

  it('names every invalid field at once, and the birth date in the format the picker shows (issue 40 §9)', async () => {
    const response = await t.request(
      post('/UpdateProfile.php', { birth_date: '2999-01-01', facebook_link: 'fb', first_name: 'Asha' }, asha.key),
    );
    expect(response.statusCode).toBe(400);
    const [status, answer] = response.json() as [
      { field: string; problems: Record<string, string> },
      { Message: string },
    ];
    expect(Object.keys(status.problems).sort()).toEqual(['birth_date', 'facebook_link']);
    expect(status.problems.birth_date).toBe(
      'Please check birth_date: it must be a real date in the past: pick day, month and year (dd/mm/yyyy).',
    );
    expect(answer.Message).toBe(status.problems[status.field]);
    const one = await t.request(post('/UpdateProfile.php', { birth_date: '2999-01-01' }, asha.key));
    expect(one.json()[0]).toEqual({ status: 'error', code: 'VALIDATION_FAILED', field: 'birth_date' });
  });

  it('refuses a birth date of today (the fake clock says 2026-11-21) and accepts yesterday', async () => {
    expect((await t.request(post('/UpdateProfile.php', { birth_date: '2026-11-21' }, asha.key))).statusCode).toBe(400);
    expect((await t.request(post('/UpdateProfile.php', { birth_date: '2026-11-20' }, asha.key))).statusCode).toBe(200);
  });

  it('refuses an over-long field by the contract schema, naming it', async () => {
    const response = await t.request(post('/UpdateProfile.php', { qualification: 'x'.repeat(201) }, asha.key));
    expect(response.statusCode).toBe(400);
    expect(response.json()[0].field).toBe('qualification');
  });

  it("names the schema's and its own problems in one answer, and saves none of the fields", async () => {
    const before = await rowOf(asha.id);
    const response = await t.request(
      post(
        '/UpdateProfile.php',
        {
          practice_hours: 'x'.repeat(201),
          first_name: ' ',
          last_name: 'Rao\u202e',
          birth_date: '2999-01-01',
          location: 'Pune',
        },
        asha.key,
      ),
    );
    expect(response.statusCode).toBe(400);
    const [status] = response.json() as [{ field: string; problems: Record<string, string> }];
    expect(status.field).toBe('practice_hours');
    expect(Object.keys(status.problems).sort()).toEqual(['birth_date', 'first_name', 'last_name', 'practice_hours']);
    expect(status.problems.first_name).toBe('Please check first_name: it is required.');
    expect(await rowOf(asha.id)).toEqual(before);
  });

  it('answers 401 without a key', async () => {
    const response = await t.request(post('/UpdateProfile.php', { first_name: 'Nobody' }));
    expect(response.statusCode).toBe(401);
    expect(response.json()[0].code).toBe('SESSION_INVALID');
  });
});

describe('ContactUs.php', () => {
  it("lists the member's managers; the sm entry keeps its name but shows the rbm's mail, country and phone", async () => {
    const response = await t.request(post('/ContactUs.php', {}, asha.key));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { status: 'success' },
      [
        {
          tbm_name: 'Tara Territory',
          tbm_mail: 'tara@example.com',
          tbm_country: '91',
          tbm_phone: '9820000001',
          abm_name: 'Arun Area',
          abm_mail: 'arun@example.com',
          abm_country: '91',
          abm_phone: '9820000002',
          rbm_name: 'Rekha Regional',
          rbm_mail: 'rekha@example.com',
          rbm_country: '977',
          rbm_phone: '9851000003',
          sm_name: 'Sunil Sales',
          sm_mail: 'rekha@example.com',
          sm_country: '977',
          sm_phone: '9851000003',
        },
      ],
    ]);
  });

  it("answers empty strings for missing managers, and only ever the caller's own managers", async () => {
    const response = await t.request(post('/ContactUs.php', { member_id: String(asha.id) }, other.key));
    const [, [contacts]] = response.json() as [unknown, [Record<string, string>]];
    expect(contacts.tbm_name).toBe('Tara Territory');
    for (const line of ['abm', 'rbm', 'sm']) {
      for (const part of ['name', 'mail', 'country', 'phone']) expect(contacts[`${line}_${part}`]).toBe('');
    }
  });

  it('leaves out a manager staff deactivated (they have left), as it does an unknown one', async () => {
    await t.database.db.insert(managers).values([
      { code: 'T7', name: 'Tanvi Territory', level: 'tbm', mail: 'tanvi@example.com', country: '91', phone: '1' },
      { code: 'R7', name: 'Ravi Regional', level: 'rbm', mail: 'ravi@example.com', country: '91', phone: '3' },
    ]);
    const dev = await signedInMember(t, { firstName: 'Dev', phone: '9876500077', tbm: 'T7', rbm: 'R7', sm: 'S1' });
    const staff = await signedInStaff(t, 'admin');
    const off = await t.request({
      method: 'POST',
      url: '/api/admin/managers/update',
      headers: staffHeader(staff.key),
      payload: { code: 'R7', active: false },
    });
    expect(off.statusCode).toBe(200);
    const response = await t.request(post('/ContactUs.php', {}, dev.key));
    const [, [contacts]] = response.json() as [unknown, [Record<string, string>]];
    expect(contacts).toMatchObject({
      tbm_name: 'Tanvi Territory',
      tbm_mail: 'tanvi@example.com',
      sm_name: 'Sunil Sales',
    });
    for (const part of ['name', 'mail', 'country', 'phone']) expect(contacts[`rbm_${part}`]).toBe('');
    // The sm line shows the rbm's mail, country and phone: none, now that the rbm has left.
    expect(contacts.sm_mail).toBe('');
    expect(JSON.stringify(contacts)).not.toContain('ravi');
  });

  it('answers 401 without a key', async () => {
    expect((await t.request(post('/ContactUs.php', {}))).statusCode).toBe(401);
  });
});

describe('firebase_subcribe.php', () => {
  const token = 'push-token-0123456789-abcdefghij';
  const topicsOf = async (value: string) =>
    (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.token, value)))[0];

  it('stores the token with Common and the focus (any order), and re-subscribing replaces', async () => {
    const first = await t.request(post('/firebase_subcribe.php', { token, topic: ['Cardiology', 'Common'] }, asha.key));
    expect(first.json()).toEqual([{ status: 'success' }, { Message: 'You are subscribed to notifications.' }]);
    expect(await topicsOf(token)).toMatchObject({ memberId: asha.id, topics: ['Common', 'Cardiology'] });
    await t.request(post('/firebase_subcribe.php', { token, topic: ['Common', 'Cardiology'] }, asha.key));
    expect(await t.database.db.$count(pushSubscriptions, eq(pushSubscriptions.token, token))).toBe(1);
  });

  it("moves a token owned by another member to the caller, with the caller's topics", async () => {
    const response = await t.request(
      post('/firebase_subcribe.php', { token, topic: ['Common', 'Diabetology'] }, other.key),
    );
    expect(response.statusCode).toBe(200);
    expect(await topicsOf(token)).toMatchObject({ memberId: other.id, topics: ['Common', 'Diabetology'] });
  });

  it.each([[['Common']], [['Common', 'Oncology']], [['Common', 'Cardiology', 'Oncology']], [['Cardiology']]])(
    'refuses topics %j with 400 naming topic',
    async (topic) => {
      const response = await t.request(
        post('/firebase_subcribe.php', { token: 'another-token-0123456789', topic }, asha.key),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([
        { status: 'error', code: 'VALIDATION_FAILED', field: 'topic' },
        { Message: 'Please check topic: it must be exactly Common and Cardiology.' },
      ]);
    },
  );

  it('refuses a too-short token naming token, and answers 401 without a key', async () => {
    const short = await t.request(
      post('/firebase_subcribe.php', { token: 'abc', topic: ['Common', 'Cardiology'] }, asha.key),
    );
    expect(short.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'token' });
    // Judged as stored (trimmed): white space around three letters is no token, and nothing is stored.
    const before = await t.database.db.$count(pushSubscriptions);
    for (const padded of ['          ', '    abc    ']) {
      const blank = await t.request(
        post('/firebase_subcribe.php', { token: padded, topic: ['Common', 'Cardiology'] }, asha.key),
      );
      expect(blank.statusCode).toBe(400);
      expect(blank.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'token' });
    }
    expect(await t.database.db.$count(pushSubscriptions)).toBe(before);
    expect((await t.request(post('/firebase_subcribe.php', { token, topic: ['Common'] }))).statusCode).toBe(401);
  });

  it("removePushTokens (called at logout) removes the member's tokens only", async () => {
    await t.request(
      post('/firebase_subcribe.php', { token: 'asha-device-token-123', topic: ['Common', 'Cardiology'] }, asha.key),
    );
    await removePushTokens(t.database.db, asha.id);
    expect(await t.database.db.$count(pushSubscriptions, eq(pushSubscriptions.memberId, asha.id))).toBe(0);
    expect(await t.database.db.$count(pushSubscriptions, eq(pushSubscriptions.memberId, other.id))).toBe(1);
  });

  it('a doctor staff deactivate loses every push token with the sessions (no notification reaches them)', async () => {
    const gone = await signedInMember(t, { phone: '9811100042', therapeuticFocus: 'Cardiology' });
    await consentToAll(t, gone.id);
    const subscribed = await t.request(
      post(
        '/firebase_subcribe.php',
        { token: 'gone-device-token-0123456789', topic: ['Common', 'Cardiology'] },
        gone.key,
      ),
    );
    expect(subscribed.statusCode).toBe(200);
    const admin = await signedInStaff(t, 'admin');
    const off = await t.request({
      method: 'POST',
      url: '/api/admin/doctors/active',
      headers: staffHeader(admin.key),
      payload: { id: gone.id, active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await t.database.db.$count(pushSubscriptions, eq(pushSubscriptions.memberId, gone.id))).toBe(0);
    expect(await t.database.db.$count(pushSubscriptions, eq(pushSubscriptions.memberId, other.id))).toBe(1);
  });

  it(`keeps a member's newest ${PUSH_TOKENS_PER_MEMBER} tokens: subscribing token after token never grows the table`, async () => {
    const tokens = Array.from({ length: 25 }, (_, i) => `flood-token-${String(i).padStart(4, '0')}-0123456789`);
    for (const value of tokens) {
      const response = await t.request(
        post('/firebase_subcribe.php', { token: value, topic: ['Common', 'Cardiology'] }, asha.key),
      );
      expect(response.statusCode).toBe(200);
      t.clock.advance(1);
    }
    const kept = await t.database.db
      .select({ token: pushSubscriptions.token })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, asha.id));
    expect(kept.map((row) => row.token).sort()).toEqual(tokens.slice(-PUSH_TOKENS_PER_MEMBER));
    expect(await t.database.db.$count(pushSubscriptions, eq(pushSubscriptions.memberId, other.id))).toBe(1);
  });
});
