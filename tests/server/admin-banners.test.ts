/**
 * The console's image upload and home banner popups on the API (PGlite, or PostgreSQL with TEST_DATABASE_URL): an
 * upload is checked by content and re-encoded to WebP as the member photo is (EXIF gone), stored through the file
 * storage and served by image.php; banners are added and changed with audit rows, refused (nothing stored) on bad
 * input, admitted to admin and content only, and the doctor's home answer shows the change at once (caches emptied).
 */
import { eq } from 'drizzle-orm';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, banners, focuses } from '../../src/server/db/schema.ts';
import { uploadImage } from './helpers/image-upload.ts';
import { build, type TestApp } from './helpers/app.ts';
import { type SignedIn, signedInMember } from './helpers/member-session.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let storageDir: string;
let content: SignedInStaff;
let doctor: SignedIn;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'portal-banners-'));
  t = await build({ STORAGE_DIR: storageDir });
  await t.database.db.insert(focuses).values([{ name: 'Cardiology' }, { name: 'Diabetology' }]);
  content = await signedInStaff(t, 'content');
  doctor = await signedInMember(t, { phone: '9400000011' });
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST', url: string, key: string, payload?: object) =>
  t.request({ method, url: `/api/admin${url}`, headers: staffHeader(key), ...(payload ? { payload } : {}) });

/** A 1600x800 JPEG carrying a camera make in EXIF. */
const jpeg = () =>
  sharp({ create: { width: 1600, height: 800, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam' } })
    .toBuffer();

/** The doctor's home answer, in a language the doctor's browser asks for (English when none). */
const home = async (language = 'en') =>
  (
    await t.request({
      method: 'POST',
      url: '/api/GetCategory.php',
      headers: { authorization: `Bearer ${doctor.key}`, 'accept-language': language },
      payload: {},
    })
  ).json();

/** A banner's Hindi and Nepali images left empty (those readers see the English one). */
const ENGLISH_ONLY = { imageHi: '', imageNe: '' };

describe('image upload', () => {
  it('re-encodes a JPEG to a WebP of at most 1200 px without EXIF, stores it, audits it and serves it publicly', async () => {
    const answer = await uploadImage(t, await jpeg(), content.key);
    expect(answer.statusCode).toBe(200);
    const image: string = answer.json()[1].image;
    expect(image).toMatch(/^upload:b-[A-Za-z0-9_-]+\.webp$/);
    const name = image.slice('upload:'.length);
    const stored = await readFile(join(storageDir, 'images', name));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 600 });
    expect(meta.exif).toBeUndefined();
    const served = await t.request({ method: 'GET', url: `/api/image.php?a=${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=2592000');
    expect(served.rawPayload.equals(stored)).toBe(true);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, name));
    expect(audit).toMatchObject({ action: 'image.upload', entity: 'image', staffEmail: content.email });
  });

  it('refuses SVG, a missing file, more than 5 MB and a bad name, storing nothing', async () => {
    const before = await readdir(join(storageDir, 'images'));
    const svg = await uploadImage(t, '<svg xmlns="http://www.w3.org/2000/svg"/>', content.key);
    expect(svg.statusCode).toBe(415);
    expect(svg.json()[0]).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', field: 'image' });
    const missing = await uploadImage(t, await jpeg(), content.key, 'other');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'image' });
    const large = await uploadImage(t, Buffer.alloc(5 * 1024 * 1024 + 10, 0xff), content.key);
    expect(large.statusCode).toBe(413);
    expect(await readdir(join(storageDir, 'images'))).toEqual(before);
    expect((await t.request({ method: 'GET', url: '/api/image.php?a=../secret.webp' })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/image.php?a=none.webp' })).statusCode).toBe(404);
  });

  it('admits admin and content only, before reading the body', async () => {
    for (const role of ['fulfilment', 'compliance'] as const) {
      const staff = await signedInStaff(t, role);
      expect((await uploadImage(t, await jpeg(), staff.key)).statusCode).toBe(403);
      expect((await call('GET', '/banners', staff.key)).statusCode).toBe(403);
      expect((await call('POST', '/banners', staff.key, {})).statusCode).toBe(403);
    }
    expect((await uploadImage(t, await jpeg(), 'not-a-key')).statusCode).toBe(401);
    const admin = await signedInStaff(t, 'admin');
    expect((await uploadImage(t, await jpeg(), admin.key)).statusCode).toBe(200);
  });
});

describe('banners', () => {
  let id = 0;

  it('adds a banner with an uploaded image that the doctor’s home shows at once, with its audit row', async () => {
    expect((await home())[2]).toBe('');
    const image = (await uploadImage(t, await jpeg(), content.key)).json()[1].image;
    const fields = { image, ...ENGLISH_ONLY, therapeuticFocus: '', sort: 0, active: true };
    const added = await call('POST', '/banners', content.key, fields);
    expect(added.statusCode).toBe(200);
    id = added.json()[1].id;
    expect(added.json()[1]).toEqual({ id, ...fields, version: 1 });
    const answer = await home();
    expect(answer[2]).toBe(String(id));
    expect(answer[3]).toBe(image);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'banner.create'));
    expect(audit).toMatchObject({ entity: 'banner', entityId: String(id), staffEmail: content.email });
    expect(audit?.changes.popupLink).toEqual({ from: null, to: image });
  });

  it('shows the first active banner by order; deactivating it shows the next; audits only what changed', async () => {
    const second = await call('POST', '/banners', content.key, {
      image: 'popup.svg',
      ...ENGLISH_ONLY,
      therapeuticFocus: '',
      sort: 5,
      active: true,
    });
    const secondId = second.json()[1].id;
    expect((await home())[2]).toBe(String(id));
    const image = (await call('GET', '/banners', content.key))
      .json()[1]
      .rows.find((r: { id: number }) => r.id === id).image;
    const off = await call('POST', '/banners/update', content.key, {
      id,
      image,
      ...ENGLISH_ONLY,
      therapeuticFocus: '',
      sort: 0,
      active: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await home())[2]).toBe(String(secondId));
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'banner.update'));
    expect(audit?.changes).toEqual({ active: { from: 'true', to: 'false' } });
    const list = (await call('GET', '/banners', content.key)).json()[1];
    expect(list.total).toBe(2);
  });

  it('refuses an unknown focus, an image never uploaded, an SVG or web address or a bad order; unknown id is 404', async () => {
    const count = async () => (await t.database.db.select().from(banners)).length;
    const before = await count();
    const base = { image: 'popup.svg', ...ENGLISH_ONLY, therapeuticFocus: '', sort: 0, active: true };
    const focus = await call('POST', '/banners', content.key, { ...base, therapeuticFocus: 'Astrology' });
    expect(focus.statusCode).toBe(400);
    expect(focus.json()[0]).toMatchObject({ field: 'therapeuticFocus' });
    const ghost = await call('POST', '/banners', content.key, { ...base, image: 'upload:b-ghost.webp' });
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json()[0]).toMatchObject({ field: 'image' });
    const ghostHindi = await call('POST', '/banners', content.key, { ...base, imageHi: 'upload:b-ghost.webp' });
    expect(ghostHindi.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'imageHi' });
    expect((await call('POST', '/banners', content.key, { ...base, imageNe: 'javascript:alert(1)' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/banners', content.key, { ...base, image: 'javascript:alert(1)' })).statusCode).toBe(
      400,
    );
    // An address elsewhere would be blocked by the pages' image policy: a doctor would see a broken picture.
    for (const image of ['https://images.example.org/popup.webp', '//images.example.org/popup.webp']) {
      const elsewhere = await call('POST', '/banners', content.key, { ...base, image });
      expect(elsewhere.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'image' });
    }
    expect((await call('POST', '/banners', content.key, { ...base, sort: -1 })).statusCode).toBe(400);
    expect((await call('POST', '/banners/update', content.key, { ...base, id: 99999 })).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('shows a Hindi reader the Hindi image and a Nepali reader without one the English image; audits the change', async () => {
    const shown = (await call('GET', '/banners', content.key)).json()[1].rows.find((r: { id: number }) => r.id === id);
    const hindi = (await uploadImage(t, await jpeg(), content.key)).json()[1].image;
    const changed = await call('POST', '/banners/update', content.key, { ...shown, active: true, imageHi: hindi });
    expect(changed.json()[1]).toMatchObject({ id, imageHi: hindi, imageNe: '' });
    expect((await home('hi'))[3]).toBe(hindi);
    expect((await home('ne'))[3]).toBe(shown.image);
    expect((await home('en'))[3]).toBe(shown.image);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'banner.update'));
    expect(audits.at(-1)?.changes).toEqual({
      active: { from: 'false', to: 'true' },
      popupLinkHi: { from: '', to: hindi },
    });
    const search = (await call('GET', `/banners?search=${hindi.slice(7, 20)}`, content.key)).json()[1];
    expect(search.rows.map((r: { id: number }) => r.id)).toEqual([id]);
  });
});
