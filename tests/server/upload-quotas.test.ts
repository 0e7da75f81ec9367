/**
 * Issue 18 §3–4: prints per member per day (429 with Retry-After), the stored-bytes cap per member, a replaced photo
 * deleted, a print file removed when its order row is not stored, and every upload answering 401 before its body is
 * read when the Authorization header is missing or invalid; an order refused by its own checks uses no quota
 * (issue 38 item 12).
 */
import { eq } from 'drizzle-orm';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, orders } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import {
  buildPdf,
  insertOrderCatalogue,
  itemOf,
  memberWithKey,
  multipartPost,
  orderHeaders,
} from './helpers/order-fixtures.ts';

let t: TestApp;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'portal-quotas-'));
  t = await build({ STORAGE_DIR: storageDir, PRINTS_PER_DAY: '3', PRINTS_MB_PER_MEMBER: '1' });
  await insertOrderCatalogue(t.database.db);
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const listing = async (folder: string) => (await readdir(join(storageDir, folder)).catch(() => [] as string[])).sort();
const print = (key: string, data = buildPdf(), fields: Record<string, string> = { sub_category: itemOf('prints') }) =>
  multipartPost(
    '/ServPrints.php',
    fields,
    { name: 'poster.pdf', type: 'application/pdf', data },
    orderHeaders(key),
  ).then((options) => t.request(options));
const photo = async (key: string | undefined, color: string) => {
  const data = await sharp({ create: { width: 20, height: 20, channels: 3, background: color } })
    .png()
    .toBuffer();
  const options = await multipartPost(
    '/UpdatePhoto.php',
    {},
    { field: 'profile_image', name: 'me.png', type: 'image/png', data },
    key ? { authorization: `Bearer ${key}` } : {},
  );
  return t.request(options);
};

describe('prints per member per day', () => {
  it('the fourth print of the day answers 429 with Retry-After until midnight UTC, and stores nothing', async () => {
    const member = await memberWithKey(t);
    for (let i = 0; i < 3; i += 1) expect((await print(member.key)).statusCode).toBe(200);
    const before = await listing('prints');
    const refused = await print(member.key);
    expect(refused.statusCode).toBe(429);
    // The fake clock starts at 09:00 UTC: 15 hours to midnight.
    expect(refused.headers['retry-after']).toBe(String(15 * 3600));
    expect(refused.json()).toEqual([
      { status: 'error', code: 'RATE_LIMITED', field: 'print_pdf', retryAfter: 15 * 3600 },
      {
        Message:
          'You can send 3 print files a day, and you have reached that number today. Please try again tomorrow (in about 15 hours).',
      },
    ]);
    expect(await listing('prints')).toEqual(before);
    expect(await t.database.db.$count(orders, eq(orders.memberId, member.id))).toBe(3);
    // Another member still can; the next day the member can again.
    expect((await print((await memberWithKey(t)).key)).statusCode).toBe(200);
    t.clock.advance(15 * 3600);
    expect((await print(member.key)).statusCode).toBe(200);
  });

  it('a print order refused by its own checks after its PDF check, or replayed, does not use print quota', async () => {
    const member = await memberWithKey(t);
    for (let i = 0; i < 3; i += 1) {
      const refused = await print(member.key, buildPdf(), { sub_category: 'No such print item' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'sub_category' });
    }
    const first = await multipartPost(
      '/ServPrints.php',
      { sub_category: itemOf('prints') },
      { name: 'poster.pdf', type: 'application/pdf', data: buildPdf() },
      orderHeaders(member.key, 'quota-replay-1'),
    );
    expect((await t.request(first)).statusCode).toBe(200);
    const replayed = await t.request(first);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    for (let i = 0; i < 2; i += 1) expect((await print(member.key)).statusCode).toBe(200);
    expect((await print(member.key)).statusCode).toBe(429);
    expect(await t.database.db.$count(orders, eq(orders.memberId, member.id))).toBe(3);
  });

  it('a member over the stored-bytes cap gets 413 naming print_pdf, and nothing is stored', async () => {
    const member = await memberWithKey(t);
    const big = buildPdf({
      objects: [Buffer.from(`<< /Length ${600 * 1024} >>\nstream\n${'x'.repeat(600 * 1024)}\nendstream`)],
    });
    expect((await print(member.key, big)).statusCode).toBe(200);
    const before = await listing('prints');
    const refused = await print(member.key, big);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()[0]).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'print_pdf' });
    expect(refused.json()[1].Message).toMatch(/storage limit of 1 MB/);
    expect(await listing('prints')).toEqual(before);
  });
});

describe('files without a row are removed', () => {
  it('a print whose order row fails to insert leaves no file behind', async () => {
    const member = await memberWithKey(t);
    await t.database.db.execute(
      sql.raw(
        "create function refuse_order() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$",
      ),
    );
    await t.database.db.execute(
      sql.raw(
        `create trigger refuse_order before insert on orders for each row when (new.member_id = ${member.id}) execute function refuse_order()`,
      ),
    );
    const before = await listing('prints');
    const response = await print(member.key);
    expect(response.statusCode).toBe(500);
    expect(await listing('prints')).toEqual(before);
    await t.database.db.execute(sql.raw('drop trigger refuse_order on orders'));
    await t.database.db.execute(sql.raw('drop function refuse_order()'));
  });

  it('a replaced profile photo is deleted; only the current one stays', async () => {
    const member = await memberWithKey(t);
    const mine = async () => (await listing('profiles')).filter((name) => name.startsWith(`${member.id}-`));
    expect((await photo(member.key, '#c33')).statusCode).toBe(200);
    const [first] = await mine();
    expect((await photo(member.key, '#3c3')).statusCode).toBe(200);
    const current = (await t.database.db.select().from(members).where(eq(members.id, member.id)))[0]?.photoFile;
    expect(await mine()).toEqual([current]);
    expect(current).not.toBe(first);
  });
});

describe('uploads answer 401 before reading the body', () => {
  /** Sends the headers and the first bytes of a large multipart body over a real socket; resolves with the answer. */
  async function partialUpload(path: string, authorization: string | undefined): Promise<string> {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => t.app.server.address());
    const port = typeof address === 'string' ? Number(new URL(address).port) : (address?.port ?? 0);
    const socket = connect(port, '127.0.0.1');
    const boundary = 'b0undary';
    socket.write(
      [
        `POST /api${path} HTTP/1.1`,
        'Host: 127.0.0.1',
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${8 * 1024 * 1024}`,
        ...(authorization ? [`Authorization: ${authorization}`] : []),
        '',
        `--${boundary}\r\nContent-Disposition: form-data; name="x"; filename="x.pdf"\r\n\r\n%PDF-1.7\n`,
      ].join('\r\n'),
    );
    let answer = '';
    for await (const chunk of socket) {
      answer += String(chunk);
      if (answer.includes('\r\n\r\n') && answer.includes(']')) break;
    }
    socket.destroy();
    return answer;
  }

  it.each([
    ['/UpdatePhoto.php', undefined],
    ['/UpdatePhoto.php', 'Bearer not-a-session-key-0000000000000000'],
    ['/ServPrints.php', undefined],
    ['/ServPrints.php', 'Basic abc'],
  ])('%s with Authorization %s', async (path, authorization) => {
    const answer = await partialUpload(path, authorization);
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(answer).toContain('SESSION_INVALID');
  });
});
