/**
 * Issue 18 §6 and §7: PriorityMessage.php is capped per member per hour (429 with Retry-After, nothing stored or
 * mailed); one-line fields refuse control characters (400 naming the field); member text in mails is quoted so no
 * line of it can pass for a header.
 */
import { eq } from 'drizzle-orm';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managers, priorityMessages } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { signedInMember } from './helpers/member-session.ts';
import { insertOrderCatalogue, itemOf } from './helpers/order-fixtures.ts';

let t: TestApp;
let outbox: string;

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'portal-member-text-'));
  t = await build({ MAIL_OUTBOX_DIR: outbox, RATE_LIMIT_PRIORITY_PER_HOUR: '3' });
  await t.database.db
    .insert(managers)
    .values({ code: 'T1', name: 'Tara', level: 'tbm', mail: 'tara@example.com', country: '91', phone: '1' });
  await insertOrderCatalogue(t.database.db);
});
afterAll(async () => {
  await t.close();
  await rm(outbox, { recursive: true, force: true });
});

const mails = async () => (await readdir(outbox)).filter((name) => name.endsWith('.eml')).sort();

describe('PriorityMessage.php per-member cap', () => {
  it('allows the configured number an hour, then 429 with Retry-After and a clear message, storing nothing', async () => {
    const asha = await signedInMember(t, { tbm: 'T1' });
    const bikash = await signedInMember(t, { tbm: 'T1' });
    t.clock.advance(3600 - ((t.clock.now() / 1000) % 3600));
    const sendOnce = (message: string, key: string) => {
      const request = post('/PriorityMessage.php', { message }, asha.key);
      return t.request({ ...request, headers: { ...request.headers, 'idempotency-key': key } });
    };
    for (let i = 0; i < 3; i += 1) {
      expect((await sendOnce(`Call me ${i}`, `key-${i}`)).statusCode).toBe(200);
    }
    const mailed = (await mails()).length;
    // A retry of a message already sent (its answer was lost) replays it: it is not counted again, nor refused.
    const replay = await sendOnce('Call me 2', 'key-2');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const refused = await t.request(post('/PriorityMessage.php', { message: 'Call me again' }, asha.key));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json()).toEqual([
      { status: 'error', code: 'RATE_LIMITED', retryAfter: 3600 },
      {
        Message:
          'You can send 3 priority messages an hour, and you have reached that number. Please try again in 60 minutes, or call your representative if it is urgent.',
      },
    ]);
    expect(await t.database.db.$count(priorityMessages, eq(priorityMessages.memberId, asha.id))).toBe(3);
    expect((await mails()).length).toBe(mailed);
    // Another member is not affected, and the next hour is open again.
    expect((await t.request(post('/PriorityMessage.php', { message: 'Hello' }, bikash.key))).statusCode).toBe(200);
    t.clock.advance(3600);
    expect((await t.request(post('/PriorityMessage.php', { message: 'Later' }, asha.key))).statusCode).toBe(200);
  });
});

describe('member text in mails', () => {
  it('every line of the message is quoted, so "From:" or "Bcc:" lines cannot be forged', async () => {
    const asha = await signedInMember(t, { tbm: 'T1', firstName: 'Asha' });
    const before = await mails();
    const message =
      'Please call.\r\nFrom: ceo@example-pharma.com\nBcc: all@example.com\n\nSubject: urgent\u2028To: x@y.z';
    expect((await t.request(post('/PriorityMessage.php', { message }, asha.key))).statusCode).toBe(200);
    const added = (await mails()).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    const raw = await readFile(join(outbox, added[0] ?? ''), 'utf8');
    const split = raw.indexOf('\n\n');
    const [head, body] = [raw.slice(0, split), raw.slice(split + 2)];
    expect(head).not.toMatch(/ceo@|all@example|x@y\.z/);
    const decoded = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(decoded).toContain(
      '| Please call.\n| From: ceo@example-pharma.com\n| Bcc: all@example.com\n|\n| Subject: urgent\n| To: x@y.z',
    );
    for (const line of decoded.split('\n')) expect(line).not.toMatch(/^(From|Bcc|To|Subject):/);
  });
});

describe('one-line fields refuse control characters, naming the field', () => {
  it.each([
    ['UpdateProfile.php first_name', '/UpdateProfile.php', { first_name: 'Asha\r\nBcc: x@example.com' }, 'first_name'],
    ['UpdateProfile.php location (tab)', '/UpdateProfile.php', { location: 'Pune\tIndia' }, 'location'],
    [
      'UpdateProfile.php twitter_link (NEL)',
      '/UpdateProfile.php',
      { twitter_link: 'https://x.com/a\u0085b' },
      'twitter_link',
    ],
    [
      'ServWebinar.php webinar_title',
      '/ServWebinar.php',
      {
        sub_category: itemOf('webinar'),
        webinar_date_on: '2026-12-01',
        webinar_time: '10:00',
        webinar_title: 'CME\nTo: x',
      },
      'webinar_title',
    ],
    ['ServSamples.php sub_category', '/ServSamples.php', { sub_category: 'Dosetab\u0007', qty: '2' }, 'sub_category'],
  ])('%s', async (_what, url, body, field) => {
    const member = await signedInMember(t);
    const response = await t.request(post(url, body, member.key));
    expect(response.statusCode).toBe(400);
    expect(response.json()[0]).toEqual({ status: 'error', code: 'VALIDATION_FAILED', field });
    expect(response.json()[1].Message).toContain(`Please check ${field}:`);
    expect(response.json()[1].Message).toMatch(/single line/);
  });

  it('a query parameter with a line break is refused too, and multi-line fields keep their line breaks', async () => {
    const member = await signedInMember(t);
    const query = await t.request({
      method: 'GET',
      url: '/api/GetSubCategory.php?category_id=1&therapeutic_focus=Cardio%0Alogy',
      headers: { authorization: `Bearer ${member.key}` },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()[0]).toMatchObject({ field: 'therapeutic_focus' });
    const address = await t.request(post('/UpdateProfile.php', { address: '12 MG Road\nPune 411001' }, member.key));
    expect(address.statusCode).toBe(200);
  });
});
