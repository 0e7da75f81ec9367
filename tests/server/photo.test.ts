/** UpdatePhoto.php and photo.php: content-checked uploads, re-encoded to a small WebP with no EXIF, served privately. */
import { eq } from 'drizzle-orm';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { signedInMember, type SignedIn } from './helpers/member-session.ts';

let t: TestApp;
let storageDir: string;
/** The default of PHOTOS_PER_HOUR. */
const PHOTOS = 20;
let asha: SignedIn;
let bikash: SignedIn;

interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data request to UpdatePhoto.php. */
function upload(parts: Part[], key?: string) {
  const boundary = '----portal-test-boundary-7MA4YWxkTrZu0gW';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.filename ? `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'image/jpeg'}` : '') +
        '\r\n\r\n',
    ),
    Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
    Buffer.from('\r\n'),
  ]);
  return t.request({
    method: 'POST',
    url: '/api/UpdatePhoto.php',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  });
}
const photoPart = (data: Buffer | string, filename = 'me.jpg', contentType = 'image/jpeg'): Part => ({
  name: 'profile_image',
  data,
  filename,
  contentType,
});
const getPhoto = (key?: string) =>
  t.request({ method: 'GET', url: '/api/photo.php', headers: key ? { authorization: `Bearer ${key}` } : {} });
const photoFileOf = async (id: number) =>
  (await t.database.db.select().from(members).where(eq(members.id, id)))[0]?.photoFile;

/** A 40x20 JPEG that says "rotate 90°" and carries a camera make and GPS coordinates in EXIF. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Secret Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A 126-byte PNG that declares 12000x12000 pixels (144 megapixels): a decompression bomb. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(12_000, 0);
  header.writeUInt32BE(12_000, 4);
  header[8] = 8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(12_001 * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'portal-photo-'));
  t = await build({ STORAGE_DIR: storageDir });
  asha = await signedInMember(t);
  bikash = await signedInMember(t);
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

describe('UpdatePhoto.php', () => {
  it('stores a JPEG re-encoded as WebP, turned upright, with no EXIF or GPS left, and answers IDphoto Y', async () => {
    const input = await jpegWithGps();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.exif?.includes('TestCam')).toBe(true);
    expect(
      inputMeta.exif?.includes(Buffer.from([0x88, 0x25])) || inputMeta.exif?.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);
    const response = await upload([photoPart(input)], asha.key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { status: 'success' },
      { Message: 'Your profile photo has been updated.', IDphoto: 'Y' },
    ]);
    const name = await photoFileOf(asha.id);
    expect(name).toMatch(new RegExp(`^${asha.id}-[A-Za-z0-9_-]+\\.webp$`));
    const stored = await readFile(join(storageDir, 'profiles', name ?? ''));
    const meta = await sharp(stored).metadata();
    // Cropped square (the shorter side) at upload, so the round profile frame shows it unsqueezed.
    expect(meta).toMatchObject({ format: 'webp', width: 20, height: 20 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('TestCam')).toBe(false);
    expect(stored.includes('Secret Phone')).toBe(false);
  });

  it('crops a large PNG square and shrinks it to 512x512, and accepts WebP; a legacy multipart key part is not read (401)', async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 4, background: '#3a6' } })
      .png()
      .toBuffer();
    expect((await upload([photoPart(png, 'big.png', 'image/png')], asha.key)).statusCode).toBe(200);
    expect(
      await sharp(await readFile(join(storageDir, 'profiles', (await photoFileOf(asha.id)) ?? ''))).metadata(),
    ).toMatchObject({ format: 'webp', width: 512, height: 512 });
    const webp = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#36c' } })
      .webp()
      .toBuffer();
    // The session comes from the Authorization header, checked before the body is read (issue 18 §4).
    const legacy = await upload([{ name: 'key', data: bikash.key }, photoPart(webp, 'me.webp', 'image/webp')]);
    expect(legacy.statusCode).toBe(401);
    expect(await photoFileOf(bikash.id)).toBeNull();
    expect((await upload([photoPart(webp, 'me.webp', 'image/webp')], bikash.key)).statusCode).toBe(200);
    expect(await photoFileOf(bikash.id)).toMatch(new RegExp(`^${bikash.id}-`));
  });

  it.each([
    ['HTML renamed .jpg', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'me.jpg', 'image/jpeg'],
    [
      'SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      'me.svg',
      'image/svg+xml',
    ],
    [
      'a JPEG/HTML polyglot',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]),
      'me.jpg',
      'image/jpeg',
    ],
    [
      'a GIF',
      Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
      'me.gif',
      'image/gif',
    ],
  ])('refuses %s with 415 naming profile_image and keeps the old photo', async (_what, data, filename, type) => {
    const before = await photoFileOf(asha.id);
    const response = await upload([photoPart(data, filename, type)], asha.key);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual([
      { status: 'error', code: 'UNSUPPORTED_MEDIA_TYPE', field: 'profile_image' },
      { Message: 'Please choose a JPEG, PNG or WebP photo. Other kinds of files are not accepted.' },
    ]);
    expect(await photoFileOf(asha.id)).toBe(before);
  });

  it('refuses a file over 5 MB with 413 naming profile_image', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024, 1)]);
    const response = await upload([photoPart(big)], asha.key);
    expect(response.statusCode).toBe(413);
    expect(response.json()[0]).toEqual({ status: 'error', code: 'PAYLOAD_TOO_LARGE', field: 'profile_image' });
  });

  it('refuses a decompression bomb (a tiny PNG declaring 144 megapixels) with 413 and a clear message', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200);
    const response = await upload([photoPart(bomb, 'bomb.png', 'image/png')], asha.key);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual([
      { status: 'error', code: 'PAYLOAD_TOO_LARGE', field: 'profile_image' },
      { Message: 'This photo has too many pixels (at most 40 megapixels). Please choose a smaller photo.' },
    ]);
  });

  it('refuses a request without a photo (400 naming profile_image) and two files (413)', async () => {
    const none = await upload([{ name: 'note', data: 'hello' }], asha.key);
    expect(none.statusCode).toBe(400);
    expect(none.json()[0]).toEqual({ status: 'error', code: 'VALIDATION_FAILED', field: 'profile_image' });
    const json = await t.request({
      method: 'POST',
      url: '/api/UpdatePhoto.php',
      headers: { authorization: `Bearer ${asha.key}` },
      payload: { profile_image: 'x' },
    });
    expect(json.json()[0].field).toBe('profile_image');
    const jpeg = await jpegWithGps();
    const two = await upload([photoPart(jpeg), { ...photoPart(jpeg), name: 'other' }], asha.key);
    expect(two.statusCode).toBe(413);
  });

  it('answers 401 without a key and stores nothing', async () => {
    const files = await readdir(join(storageDir, 'profiles'));
    const response = await upload([photoPart(await jpegWithGps())]);
    expect(response.statusCode).toBe(401);
    expect(await readdir(join(storageDir, 'profiles'))).toEqual(files);
  });
});

describe('photo.php', () => {
  it(`takes at most PHOTOS_PER_HOUR (${PHOTOS}) uploads a member an hour, refused ones included: the next answers 429, decoding and storing nothing`, async () => {
    const busy = await signedInMember(t);
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#39c' } })
      .jpeg()
      .toBuffer();
    expect((await upload([photoPart('<html>not an image</html>', 'x.jpg')], busy.key)).statusCode).toBe(415);
    for (let i = 1; i < PHOTOS; i += 1) expect((await upload([photoPart(jpeg)], busy.key)).statusCode).toBe(200);
    const kept = await photoFileOf(busy.id);
    const refused = await upload([photoPart(jpeg)], busy.key);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()[0]).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await photoFileOf(busy.id)).toBe(kept);
    expect((await readdir(join(storageDir, 'profiles'))).filter((name) => name.startsWith(`${busy.id}-`))).toEqual([
      kept,
    ]);
    t.clock.advance(3600);
    expect((await upload([photoPart(jpeg)], busy.key)).statusCode).toBe(200);
  });

  it("streams the caller's own photo as image/webp, never cached (private, no-store)", async () => {
    const response = await getPhoto(asha.key);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(
      response.rawPayload.equals(await readFile(join(storageDir, 'profiles', (await photoFileOf(asha.id)) ?? ''))),
    ).toBe(true);
  });

  it("answers 404 to a member without a photo (never someone else's) and 401 without a key", async () => {
    const carol = await signedInMember(t);
    const none = await getPhoto(carol.key);
    expect(none.statusCode).toBe(404);
    expect(none.json()[0].code).toBe('NOT_FOUND');
    expect((await getPhoto()).statusCode).toBe(401);
  });
});
