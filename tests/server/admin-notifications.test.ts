/**
 * Notifications from the console on the API (PGlite, or PostgreSQL with TEST_DATABASE_URL): the topics and their
 * audience, a push to a focus reaching exactly its subscribed browsers through a loopback FCM peer, the history
 * row and its audit row, each doctor's stored language (text and link prefix), roles, validation, and no send (nothing stored) when FCM is not configured.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, focuses, pushSends, pushSubscriptions } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { type FcmPeer, startFcmPeer } from './helpers/fcm-peer.ts';
import { signedInMember } from './helpers/member-session.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let peer: FcmPeer;
let content: SignedInStaff;

beforeAll(async () => {
  peer = await startFcmPeer();
  t = await build({
    FCM_SERVICE_ACCOUNT: peer.serviceAccountFile,
    FCM_API_BASE: peer.url,
    PUBLIC_SITE_URL: 'https://portal.example.com',
  });
  await t.database.db.insert(focuses).values([
    { name: 'Cardiology', sort: 1 },
    { name: 'Diabetology', sort: 2 },
  ]);
  content = await signedInStaff(t, 'content');
  const cardio = await signedInMember(t, { phone: '9300000001' });
  const diabeto = await signedInMember(t, { phone: '9300000002' });
  await t.database.db.insert(pushSubscriptions).values([
    { token: 'cardio-phone-0001', memberId: cardio.id, topics: ['Common', 'Cardiology'] },
    { token: 'cardio-laptop-001', memberId: cardio.id, topics: ['Common', 'Cardiology'] },
    { token: 'cardio-stale-0001', memberId: cardio.id, topics: ['Common', 'Cardiology'] },
    { token: 'diabeto-phone-001', memberId: diabeto.id, topics: ['Common', 'Diabetology'] },
  ]);
  peer.unregistered.add('cardio-stale-0001');
}, 60_000);

afterAll(async () => {
  await t.close();
  await peer.close();
});

const call = (method: 'GET' | 'POST', url: string, key: string, payload?: object) =>
  t.request({ method, url: `/api/admin${url}`, headers: staffHeader(key), ...(payload ? { payload } : {}) });

const draft = {
  topic: 'Cardiology',
  title: { en: 'New in Cardiology', hi: 'कार्डियोलॉजी में नया', ne: 'कार्डियोलोजीमा नयाँ' },
  body: {
    en: 'Three new articles on heart failure.',
    hi: 'हार्ट फेल्योर पर तीन नए लेख।',
    ne: 'हार्ट फेलियरबारे तीन नयाँ लेख।',
  },
  link: '/articles',
};

describe('notifications', () => {
  it('lists Common and every focus with its subscribed browsers', async () => {
    const answer = await call('GET', '/push/audience', content.key);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()[1].topics).toEqual([
      { topic: 'Common', tokens: 4 },
      { topic: 'Cardiology', tokens: 3 },
      { topic: 'Diabetology', tokens: 1 },
    ]);
    expect(answer.json()[1].configured).toBe(true);
  });

  it('sends to the browsers of a focus only, records who sent what to how many, and audits it', async () => {
    const answer = await call('POST', '/push', content.key, draft);
    expect(answer.statusCode).toBe(200);
    const row = answer.json()[1];
    expect(row).toMatchObject({ topic: 'Cardiology', staffEmail: content.email, tokens: 3, sent: 2, failed: 0 });
    expect(row.stale).toBe(1);
    expect(row.title).toEqual(draft.title);
    expect(peer.sent.map((s) => s.message.token).sort()).toEqual(['cardio-laptop-001', 'cardio-phone-0001']);
    for (const s of peer.sent) {
      expect(s.auth).toBe('Bearer ya29.loopback');
      expect(s.url).toBe('/v1/projects/demo-project/messages:send');
      expect(s.message.notification).toEqual({ title: draft.title.en, body: draft.body.en });
      expect(s.message.data.link).toBe('https://portal.example.com/articles');
    }
    // The token FCM no longer knows is forgotten.
    const stale = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.token, 'cardio-stale-0001'));
    expect(stale).toEqual([]);

    const history = await call('GET', '/push/history', content.key);
    expect(history.json()[1]).toMatchObject({ total: 1, rows: [{ id: row.id, topic: 'Cardiology', sent: 2 }] });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'push'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'push.send', entityId: String(row.id), staffEmail: content.email });
    expect(audit[0]?.changes.topic).toEqual({ from: null, to: 'Cardiology' });
    expect(audit[0]?.changes.sent).toEqual({ from: null, to: '2' });
  });

  it('answers the link as the portal home when none is given', async () => {
    const { link: _link, ...noLink } = draft;
    const answer = await call('POST', '/push', content.key, { ...noLink, topic: 'Diabetology' });
    expect(answer.json()[1]).toMatchObject({ link: '/home', tokens: 1, sent: 1 });
    expect(peer.sent.at(-1)?.message.data.link).toBe('https://portal.example.com/home');
  });

  it("sends each doctor the text of their stored language, a portal link behind that language's prefix", async () => {
    const hindi = await signedInMember(t, { phone: '9300000003', language: 'hi' });
    const nepali = await signedInMember(t, { phone: '9300000004', language: 'ne' });
    await t.database.db.insert(pushSubscriptions).values([
      { token: 'hindi-phone-00001', memberId: hindi.id, topics: ['Common', 'Diabetology'] },
      { token: 'nepali-phone-0001', memberId: nepali.id, topics: ['Common', 'Diabetology'] },
    ]);
    const answer = await call('POST', '/push', content.key, { ...draft, topic: 'Diabetology' });
    expect(answer.json()[1]).toMatchObject({ tokens: 3, sent: 3 });
    const got = (token: string) => peer.sent.findLast((s) => s.message.token === token)?.message;
    expect(got('diabeto-phone-001')?.notification).toEqual({ title: draft.title.en, body: draft.body.en });
    expect(got('diabeto-phone-001')?.data.link).toBe('https://portal.example.com/articles');
    expect(got('hindi-phone-00001')?.notification).toEqual({ title: draft.title.hi, body: draft.body.hi });
    expect(got('hindi-phone-00001')?.data.link).toBe('https://portal.example.com/hi/articles');
    expect(got('nepali-phone-0001')?.notification).toEqual({ title: draft.title.ne, body: draft.body.ne });
    expect(got('nepali-phone-0001')?.data.link).toBe('https://portal.example.com/ne/articles');
    await t.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.memberId, hindi.id));
    await t.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.memberId, nepali.id));
  });

  it('refuses an unknown topic, a missing language and a bad link, storing nothing', async () => {
    const before = (await t.database.db.select().from(pushSends)).length;
    const sentBefore = peer.sent.length;
    const unknown = await call('POST', '/push', content.key, { ...draft, topic: 'Astrology' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()[0]).toEqual({ status: 'error', code: 'VALIDATION_FAILED', field: 'topic' });
    const noHindi = await call('POST', '/push', content.key, { ...draft, title: { en: 'A', ne: 'ब' } });
    expect(noHindi.statusCode).toBe(400);
    expect(noHindi.json()[0].code).toBe('VALIDATION_FAILED');
    const blank = await call('POST', '/push', content.key, { ...draft, body: { ...draft.body, ne: '   ' } });
    expect(blank.statusCode).toBe(400);
    const badLink = await call('POST', '/push', content.key, { ...draft, link: 'javascript:alert(1)' });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json()[0].field).toBe('link');
    expect((await t.database.db.select().from(pushSends)).length).toBe(before);
    expect(peer.sent.length).toBe(sentBefore);
  });

  it('admits admin and content only', async () => {
    for (const role of ['fulfilment', 'compliance'] as const) {
      const staff = await signedInStaff(t, role);
      expect((await call('POST', '/push', staff.key, draft)).statusCode).toBe(403);
      expect((await call('GET', '/push/history', staff.key)).statusCode).toBe(403);
    }
    const admin = await signedInStaff(t, 'admin');
    expect((await call('GET', '/push/history', admin.key)).statusCode).toBe(200);
  });
});

describe('without FCM', () => {
  it('says so in the audience, refuses to send and stores nothing', async () => {
    const bare = await build();
    try {
      await bare.database.db.insert(focuses).values({ name: 'Cardiology' });
      const staff = await signedInStaff(bare, 'content');
      const audience = await bare.request({
        method: 'GET',
        url: '/api/admin/push/audience',
        headers: staffHeader(staff.key),
      });
      expect(audience.json()[1]).toMatchObject({ configured: false });
      const answer = await bare.request({
        method: 'POST',
        url: '/api/admin/push',
        headers: staffHeader(staff.key),
        payload: draft,
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()[0].code).toBe('CONFLICT');
      expect(await bare.database.db.select().from(pushSends)).toEqual([]);
      expect(await bare.database.db.select().from(auditLog)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
