/**
 * Issue 7 §4, members are isolated: a member calls EVERY member endpoint with another member's ids and values
 * stuffed into the body and the query (member_id, id, ID, phone, email, the other's legacy `key` field, …) and can
 * neither read nor change that member's profile, orders, settings, photo, push tokens, messages or chat log.
 */
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatLog,
  idempotencyKeys,
  members,
  memberSettings,
  orders,
  priorityMessages,
  pushSubscriptions,
  sessions,
} from '../../src/server/db/schema.ts';
import { multipartPost } from '../server/helpers/order-fixtures.ts';
import { endsSession, jpeg, MEMBER_ENDPOINTS, validRequest } from './helpers/endpoints.ts';
import { report } from './helpers/scale.ts';
import { buildWorld, type Member, type World } from './helpers/world.ts';

let w: World;
let attacker: Member;
let victim: Member;
let victimOrderId = '';
let victimPhoto: Buffer;
const VICTIM = { firstName: 'Vikram-victim-4471', location: 'Secretpur-9914', email: 'vikram.victim@example.org' };

/** Everything stored about the victim. */
async function victimState() {
  const db = w.t.database.db;
  const id = victim.id;
  return {
    member: await db.select().from(members).where(eq(members.id, id)),
    settings: await db.select().from(memberSettings).where(eq(memberSettings.memberId, id)),
    push: await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, id)),
    orders: await db.select().from(orders).where(eq(orders.memberId, id)).orderBy(asc(orders.id)),
    keys: await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.memberId, id)),
    messages: await db.select().from(priorityMessages).where(eq(priorityMessages.memberId, id)),
    chat: await db.select().from(chatLog).where(eq(chatLog.memberId, id)),
    sessions: await db.select().from(sessions).where(eq(sessions.memberId, id)),
  };
}

/** The attacker's request to `name`, with the victim's identifiers added to the body and the query. */
async function hostile(name: (typeof MEMBER_ENDPOINTS)[number]): Promise<LightMyRequestResponse> {
  const options = await validRequest(name, w, attacker);
  const ids = {
    member_id: String(victim.id),
    id: String(victim.id),
    memberId: String(victim.id),
    ID: victimOrderId,
    phone: victim.phone,
    email: VICTIM.email,
    mobile_no: victim.phone,
  };
  const separator = options.url?.toString().includes('?') ? '&' : '?';
  const url = `${String(options.url)}${separator}${new URLSearchParams(ids).toString()}`;
  const isJson = typeof options.payload === 'object' && options.payload !== null && !Buffer.isBuffer(options.payload);
  const payload = isJson ? { ...(options.payload as object), ...ids, key: victim.key } : options.payload;
  return w.t.request({ ...options, url, ...(payload === undefined ? {} : { payload }) });
}

beforeAll(async () => {
  w = await buildWorld({ RATE_LIMIT_MEMBER_PER_MINUTE: '0' });
  attacker = await w.member();
  victim = await w.member({ ...VICTIM, terms: 'Y' });
  // The victim's own data, made through the API.
  const photo = await multipartPost(
    '/UpdatePhoto.php',
    {},
    { field: 'profile_image', name: 'v.jpg', type: 'image/jpeg', data: await jpeg(48, 40) },
    { authorization: `Bearer ${victim.key}` },
  );
  expect((await w.t.request(photo)).statusCode).toBe(200);
  for (const name of [
    'saveSettings',
    'firebaseSubscribe',
    'servAccessories',
    'priorityMessage',
    'callToBot',
  ] as const) {
    const response = await w.t.request(await validRequest(name, w, victim));
    expect(response.statusCode, `${name} ${response.body}`).toBe(200);
    if (name === 'servAccessories') victimOrderId = (response.json() as [unknown, { ID: string }])[1].ID;
  }
  const [row] = await w.t.database.db
    .select({ photo: members.photoFile })
    .from(members)
    .where(eq(members.id, victim.id));
  victimPhoto = await readFile(join(w.storageDir, 'profiles', row?.photo ?? ''));
});
afterAll(() => w.close());

describe('a member cannot reach another member', () => {
  it(`every one of the ${MEMBER_ENDPOINTS.length} member endpoints, called with the victim's ids, leaves the victim untouched and unread`, async () => {
    const before = await victimState();
    const answers: [string, LightMyRequestResponse][] = [];
    for (const name of MEMBER_ENDPOINTS.filter((n) => !endsSession(n))) answers.push([name, await hostile(name)]);
    answers.push(['logout', await hostile('logout')]);
    // Every call really ran (the extra fields are ignored, not refused); MyPrint.php finds no print of the caller's.
    expect(
      answers
        .filter(([n, r]) => r.statusCode !== (n === 'myPrint' ? 404 : 200))
        .map(([n, r]) => `${n}: ${r.statusCode}`),
    ).toEqual([]);
    expect(await victimState()).toEqual(before);
    const secrets = [
      VICTIM.firstName,
      VICTIM.location,
      VICTIM.email,
      victim.phone,
      `Please call me about the samples (${victim.phone}).`,
    ];
    for (const [name, response] of answers) {
      for (const secret of secrets) expect(response.body.includes(secret), `${name} leaks ${secret}`).toBe(false);
      expect(response.rawPayload.equals(victimPhoto), `${name} answers the victim's photo`).toBe(false);
    }
    report('member-isolation', { endpoints: answers.length, victimRowsChanged: 0, victimValuesAnswered: 0 });
  });

  it("the victim's key still works; the attacker's logout (with the victim's key in the body) ended only the attacker's session", async () => {
    const own = await w.t.request({
      method: 'POST',
      url: '/api/OrderHistory.php',
      headers: { authorization: `Bearer ${victim.key}` },
    });
    expect(own.statusCode).toBe(200);
    expect((own.json() as [unknown, { ID: string }[]])[1].map((o) => o.ID)).toEqual([victimOrderId]);
    const gone = await w.t.request({
      method: 'POST',
      url: '/api/OrderHistory.php',
      headers: { authorization: `Bearer ${attacker.key}` },
    });
    expect(gone.statusCode).toBe(401);
  });

  it("the attacker's answers are the attacker's own: order history, profile and photo", async () => {
    const fresh = await w.member();
    const history = await w.t.request({
      method: 'POST',
      url: `/api/OrderHistory.php?member_id=${victim.id}`,
      payload: { member_id: String(victim.id) },
      headers: { authorization: `Bearer ${fresh.key}` },
    });
    expect((history.json() as [unknown, unknown[]])[1]).toEqual([]);
    const photo = await w.t.request({
      method: 'GET',
      url: `/api/photo.php?member_id=${victim.id}&id=${victim.id}`,
      headers: { authorization: `Bearer ${fresh.key}` },
    });
    expect(photo.statusCode).toBe(404);
    const listed = await w.t.request({
      method: 'GET',
      url: `/api/download.php?folder=profiles&a=${victim.id}.webp`,
      headers: { authorization: `Bearer ${fresh.key}` },
    });
    expect(listed.statusCode).toBe(400);
  });
});
