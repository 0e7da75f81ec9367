/** Compressed API answers (src/server/plugins/compress.ts): brotli or gzip as the client accepts, for JSON ≥ 1 KB. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, journals } from '../../src/server/db/schema.ts';
import {
  acceptedCodings,
  codingFor,
  compressedForm,
  compressOnce,
  IN_PLACE_MAX_BYTES,
  MIN_BYTES,
} from '../../src/server/plugins/compress.ts';
import { build, type TestApp } from './helpers/app.ts';
import { insertMember, post } from './helpers/fixtures.ts';

let t: TestApp;
let key = '';

beforeAll(async () => {
  t = await build();
  const [journal] = await t.database.db
    .insert(journals)
    .values({ title: 'Compression Journal' })
    .returning({ id: journals.id });
  await t.database.db.insert(articles).values(
    Array.from({ length: 25 }, (_, i) => ({
      title: `Article ${i} on blood pressure in older adults`,
      description: 'A long description of the study. '.repeat(8),
      journalId: journal?.id ?? 0,
      therapy: 'Cardiology',
      link: `https://example.org/a/${i}`,
    })),
  );
  key = await t.app.deps.sessions.create(await insertMember(t.database.db, { countryCode: '91', phone: '9813000001' }));
});
afterAll(async () => {
  await t.close();
});

const articlesWith = (acceptEncoding?: string, page = '1') =>
  t.request({
    ...post('/GetArticles.php', { page }, key),
    headers: {
      authorization: `Bearer ${key}`,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });

describe('Accept-Encoding', () => {
  it('reads the codings with a q above 0', () => {
    expect([...acceptedCodings('gzip, deflate, br;q=0.9, zstd;q=0')]).toEqual(['gzip', 'deflate', 'br']);
    expect([
      codingFor('gzip, br'),
      codingFor('gzip'),
      codingFor('br;q=0, gzip'),
      codingFor('identity'),
      codingFor(undefined),
      codingFor('*'),
    ]).toEqual(['br', 'gzip', 'gzip', undefined, undefined, 'gzip']);
  });
});

describe('compressed answers', () => {
  it('an article page goes out with brotli when accepted, and decodes to the same JSON as the plain answer', async () => {
    const plain = await articlesWith();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(MIN_BYTES);
    const br = await articlesWith('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('gzip when brotli is not accepted; plain when nothing is', async () => {
    const gz = await articlesWith('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual((await articlesWith()).json());
    expect((await articlesWith('identity')).headers['content-encoding']).toBeUndefined();
    expect((await articlesWith('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('answers under 1 KB and error answers stay plain', async () => {
    const small = await t.request({
      ...post('/GetTherapy.php', {}, key),
      headers: { authorization: `Bearer ${key}`, 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    const unauthorised = await t.request({
      ...post('/GetArticles.php', { page: '1' }),
      headers: { 'accept-encoding': 'br' },
    });
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.headers['content-encoding']).toBeUndefined();
    expect(unauthorised.json()[0].code).toBe('SESSION_INVALID');
  });
});

describe('shared answers', () => {
  it('a cached answer is compressed cheaply on its first send, then once per coding; other bodies on every call', async () => {
    const text = JSON.stringify({ list: 'a shared catalogue answer '.repeat(100) });
    const shared = compressOnce(Buffer.from(text));
    // Its first send (most answers of distinct searches are sent once) at brotli's fastest setting, not kept.
    const cheap = await compressedForm('br', shared);
    expect(brotliDecompressSync(cheap).toString()).toBe(text);
    const first = await compressedForm('br', shared);
    expect(first).not.toBe(cheap);
    expect(await compressedForm('br', shared)).toBe(first);
    expect(brotliDecompressSync(first).toString()).toBe(text);
    expect(cheap.length).toBeGreaterThan(first.length);
    await compressedForm('gzip', shared);
    const gz = await compressedForm('gzip', shared);
    expect(await compressedForm('gzip', shared)).toBe(gz);
    expect(gunzipSync(gz).toString()).toBe(text);
    const once = Buffer.from(text);
    const [a, b] = [await compressedForm('br', once), await compressedForm('br', once)];
    expect(b).not.toBe(a);
    expect(brotliDecompressSync(a).toString()).toBe(text);
    // Compressed on every call at brotli's fastest setting: larger than the shared answer's once-made form.
    expect(a.length).toBeGreaterThan(first.length);
  });

  it('an answer compressed in place to more than one output chunk (2 KB) decodes whole', async () => {
    // Random-looking text compresses poorly: about 27 KB in, well over 2 KB out, under the in-place limit.
    const text = JSON.stringify(Array.from({ length: 3000 }, (_, i) => ((i * 2654435761) % 2 ** 32).toString(36)));
    expect(Buffer.byteLength(text)).toBeLessThan(IN_PLACE_MAX_BYTES);
    const br = await compressedForm('br', Buffer.from(text));
    const gz = await compressedForm('gzip', Buffer.from(text));
    expect(Math.min(br.length, gz.length)).toBeGreaterThan(2048 * 4);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(gz).toString()).toBe(text);
  });

  it('bodies over the in-place limit are compressed in the thread pool, to the same result', async () => {
    const text = JSON.stringify(
      Array.from({ length: 4000 }, (_, i) => ({ id: i, title: `Article ${i} on blood pressure` })),
    );
    expect(Buffer.byteLength(text)).toBeGreaterThan(IN_PLACE_MAX_BYTES);
    expect(brotliDecompressSync(await compressedForm('br', Buffer.from(text))).toString()).toBe(text);
    expect(gunzipSync(await compressedForm('gzip', Buffer.from(text))).toString()).toBe(text);
  });

  it('a cached article page goes out with the same brotli bytes on every call after its first', async () => {
    // Page 2, asked by no other test: its cache entry (5 s) starts with the first call here, sent cheaply, not kept.
    const first = await articlesWith('br', '2');
    const [a, b] = [await articlesWith('br', '2'), await articlesWith('br', '2')];
    expect(a.headers['content-encoding']).toBe('br');
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(a.rawPayload.length).toBeLessThanOrEqual(first.rawPayload.length);
    expect(brotliDecompressSync(b.rawPayload).toString()).toBe((await articlesWith(undefined, '2')).body);
  });
});
