/**
 * A status change by staff reaches the doctor's subscribed browsers through FCM (a loopback peer that checks the
 * OAuth2 exchange and each HTTP v1 message); doctors without a subscription get nothing, a bulk change tells only
 * the doctors of the rows it moved, and a failing FCM never undoes the change.
 */
import { generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { members, orders, pushSubscriptions } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { signedInMember } from './helpers/member-session.ts';
import { signedInStaff, staffHeader } from './helpers/staff.ts';

interface Sent {
  auth: string | undefined;
  url: string | undefined;
  message: { token: string; notification: { title: string; body: string }; data: { link: string } };
}

let t: TestApp;
let server: Server;
let dir: string;
let failing = false;
let refused = 0;
const sent: Sent[] = [];
let fulfil: { key: string };

async function read(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void read(request).then((text) => {
      if (request.url === '/token') {
        expect(new URLSearchParams(text).get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ access_token: 'ya29.loopback', expires_in: 3600, token_type: 'Bearer' }));
        return;
      }
      if (failing) {
        refused += 1;
        response.statusCode = 503;
        response.end('{"error":{"code":503,"status":"UNAVAILABLE"}}');
        return;
      }
      const body = JSON.parse(text) as { message: Sent['message'] };
      sent.push({ auth: request.headers.authorization, url: request.url, message: body.message });
      response.setHeader('content-type', 'application/json');
      response.end('{"name":"projects/demo-project/messages/1"}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const peer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  dir = mkdtempSync(join(tmpdir(), 'portal-push-'));
  const file = join(dir, 'service-account.json');
  writeFileSync(
    file,
    JSON.stringify({
      project_id: 'demo-project',
      client_email: 'push@demo-project.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      token_uri: `${peer}/token`,
    }),
  );
  t = await build({ FCM_SERVICE_ACCOUNT: file, FCM_API_BASE: peer, PUBLIC_SITE_URL: 'https://portal.example.com' });
  fulfil = await signedInStaff(t, 'fulfilment');
}, 60_000);

afterAll(async () => {
  server.close();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function order(memberId: number, tableName: string): Promise<number> {
  const [row] = await t.database.db
    .insert(orders)
    .values({ memberId, tableName, subCategory: `Test ${tableName}`, requestedOn: new Date(t.clock.now()) })
    .returning({ id: orders.id });
  return row?.id ?? 0;
}

const setStatus = (ids: number[], status: string, reason?: string) =>
  t.request({
    method: 'POST',
    url: '/api/admin/orders/status',
    headers: staffHeader(fulfil.key),
    payload: { ids, status, ...(reason ? { reason } : {}) },
  });

describe('order status pushes', () => {
  it('tells each subscribed browser of the doctor, and nobody else', async () => {
    const subscribed = await signedInMember(t, { phone: '9123456701' });
    const quiet = await signedInMember(t, { phone: '9123456702' });
    await t.database.db.insert(pushSubscriptions).values([
      { token: 'phone-token-0001', memberId: subscribed.id, topics: ['Common'] },
      { token: 'laptop-token-001', memberId: subscribed.id, topics: ['Common'] },
    ]);
    const mine = await order(subscribed.id, 'samples');
    const theirs = await order(quiet.id, 'samples');

    expect((await setStatus([mine, theirs], 'Accepted')).statusCode).toBe(200);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((s) => s.message.token).sort()).toEqual(['laptop-token-001', 'phone-token-0001']);
    for (const s of sent) {
      expect(s.auth).toBe('Bearer ya29.loopback');
      expect(s.url).toBe('/v1/projects/demo-project/messages:send');
      expect(s.message.notification).toEqual({
        title: `Order no. ${mine}`,
        body: 'Test samples: accepted and being prepared.',
      });
      expect(s.message.data.link).toBe('https://portal.example.com/services');
    }
  });

  it("writes each push in its doctor's stored language and opens Order History in it", async () => {
    const hindi = await signedInMember(t, { phone: '9123456704' });
    const nepali = await signedInMember(t, { phone: '9123456705' });
    await t.database.db.update(members).set({ language: 'hi' }).where(eq(members.id, hindi.id));
    await t.database.db.update(members).set({ language: 'ne' }).where(eq(members.id, nepali.id));
    await t.database.db.insert(pushSubscriptions).values([
      { token: 'hindi-token-0001', memberId: hindi.id, topics: [] },
      { token: 'nepali-token-001', memberId: nepali.id, topics: [] },
    ]);
    const forHindi = await order(hindi.id, 'samples');
    const forNepali = await order(nepali.id, 'samples');
    sent.length = 0;
    expect((await setStatus([forHindi, forNepali], 'Accepted')).statusCode).toBe(200);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    const byToken = new Map(sent.map((s) => [s.message.token, s.message]));
    expect(byToken.get('hindi-token-0001')?.notification).toEqual({
      title: `ऑर्डर संख्या ${forHindi}`,
      body: 'Test samples: स्वीकार किया गया, तैयार किया जा रहा है।',
    });
    expect(byToken.get('hindi-token-0001')?.data.link).toBe('https://portal.example.com/hi/services');
    expect(byToken.get('nepali-token-001')?.notification.body).toMatch(/^Test samples: [\u0900-\u097F]/);
    expect(byToken.get('nepali-token-001')?.data.link).toBe('https://portal.example.com/ne/services');
  });

  it("a dispatch names the courier and tracking number, as Order History does, in the doctor's language", async () => {
    const english = await signedInMember(t, { phone: '9123456708' });
    const hindi = await signedInMember(t, { phone: '9123456709' });
    await t.database.db.update(members).set({ language: 'hi' }).where(eq(members.id, hindi.id));
    await t.database.db.insert(pushSubscriptions).values([
      { token: 'parcel-token-en1', memberId: english.id, topics: [] },
      { token: 'parcel-token-hi1', memberId: hindi.id, topics: [] },
    ]);
    const ids = [await order(english.id, 'samples'), await order(hindi.id, 'samples')];
    await t.database.db.update(orders).set({ status: 'Accepted' }).where(inArray(orders.id, ids));
    sent.length = 0;
    const answer = await t.request({
      method: 'POST',
      url: '/api/admin/orders/status',
      headers: staffHeader(fulfil.key),
      payload: { ids, status: 'Dispatched', courier: 'Blue Dart', trackingNumber: 'BD-1234' },
    });
    expect(answer.statusCode).toBe(200);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    const byToken = new Map(sent.map((s) => [s.message.token, s.message.notification.body]));
    expect(byToken.get('parcel-token-en1')).toBe(
      'Test samples: dispatched, on its way to you. Courier: Blue Dart · Tracking: BD-1234',
    );
    expect(byToken.get('parcel-token-hi1')).toMatch(/ कूरियर: Blue Dart · ट्रैकिंग नंबर: BD-1234$/);

    sent.length = 0;
    const plain = await order(english.id, 'samples');
    await t.database.db.update(orders).set({ status: 'Accepted' }).where(eq(orders.id, plain));
    expect((await setStatus([plain], 'Dispatched')).statusCode).toBe(200);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.message.notification.body).toBe('Test samples: dispatched, on its way to you.');
  });

  it('a bulk change tells the doctors of the rows moved, not those of the rows refused', async () => {
    const moved = await signedInMember(t, { phone: '9123456706' });
    const refusedRow = await signedInMember(t, { phone: '9123456707' });
    await t.database.db.insert(pushSubscriptions).values([
      { token: 'moved-token-0001', memberId: moved.id, topics: [] },
      { token: 'stays-token-0001', memberId: refusedRow.id, topics: [] },
    ]);
    const movable = await order(moved.id, 'samples');
    const visit = await order(refusedRow.id, 'sanitization');
    await t.database.db.update(orders).set({ status: 'Accepted' }).where(eq(orders.id, visit));
    sent.length = 0;
    const answer = await t.request({
      method: 'POST',
      url: '/api/admin/orders/status-many',
      headers: staffHeader(fulfil.key),
      payload: { ids: [movable, visit], status: 'Accepted' },
    });
    expect(answer.json()[1].results.map((r: { ok: boolean }) => r.ok)).toEqual([true, false]);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.message.token).toBe('moved-token-0001');
    expect(sent[0]?.message.notification.title).toBe(`Order no. ${movable}`);
  });

  it('keeps the change when FCM fails', async () => {
    const doctor = await signedInMember(t, { phone: '9123456703' });
    await t.database.db
      .insert(pushSubscriptions)
      .values({ token: 'down-token-00001', memberId: doctor.id, topics: [] });
    const id = await order(doctor.id, 'webinar');
    failing = true;
    const answer = await setStatus([id], 'Rejected', 'No webinar slots this month');
    await vi.waitFor(() => expect(refused).toBe(1));
    failing = false;
    expect(answer.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ status: 'Rejected', statusReason: 'No webinar slots this month' });
  });
});
