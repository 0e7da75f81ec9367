/**
 * image.php's caching and withdrawal: an image is kept by browsers and CDNs for 5 minutes, then revalidated with its
 * ETag (304 while still shown); once staff withdraw it (banner deactivated, therapy unpublished, thumbnail replaced)
 * the next request answers 404, a revalidation too. A fresh upload is served for the console's preview before any row
 * names it, for an hour. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focuses } from '../../src/server/db/schema.ts';
import { FRESH_UPLOAD_MS } from '../../src/server/services/content/shown-images.ts';
import { build, type TestApp } from './helpers/app.ts';
import { uploadedImageName } from './helpers/image-upload.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let storageDir: string;
let content: SignedInStaff;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'portal-image-cache-'));
  t = await build({ STORAGE_DIR: storageDir });
  await t.database.db.insert(focuses).values({ name: 'Cardiology' });
  content = await signedInStaff(t, 'content');
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const staffCall = (url: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/admin${url}`, headers: staffHeader(content.key), payload });

const image = (name: string, etag?: string) =>
  t.request({
    method: 'GET',
    url: `/api/image.php?a=${name}`,
    headers: etag ? { 'if-none-match': etag } : {},
  });

/** Moves the clock past the fresh-upload hour (signing staff in again: their session idles out meanwhile). */
async function pastFreshHour(): Promise<void> {
  t.clock.advance(FRESH_UPLOAD_MS / 1000 + 1);
  content = await signedInStaff(t, 'content');
}

describe('image.php', () => {
  let bannerImage = '';
  let bannerId = 0;

  it('is kept 5 minutes, then revalidated by its ETag: 304 without the bytes while the image is shown', async () => {
    bannerImage = await uploadedImageName(t, content.key);
    const added = await staffCall('/banners', {
      image: `upload:${bannerImage}`,
      imageHi: '',
      imageNe: '',
      therapeuticFocus: '',
      sort: 0,
      active: true,
    });
    expect(added.statusCode).toBe(200);
    bannerId = added.json()[1].id;
    await pastFreshHour();
    const served = await image(bannerImage);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=2592000');
    expect(served.headers['cache-control']).not.toContain('immutable');
    const etag = served.headers.etag;
    expect(etag).toBe(`"${bannerImage}"`);
    const again = await image(bannerImage, String(etag));
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=2592000');
    // Another version (an old copy's tag) gets the bytes.
    expect((await image(bannerImage, '"b-other.webp"')).statusCode).toBe(200);
  });

  it('answers 404 at the next request, a revalidation too, once staff deactivate the banner; 200 once active', async () => {
    const banner = { image: `upload:${bannerImage}`, imageHi: '', imageNe: '', therapeuticFocus: '', sort: 0 };
    const off = await staffCall('/banners/update', { id: bannerId, ...banner, active: false });
    expect(off.statusCode).toBe(200);
    const gone = await image(bannerImage, `"${bannerImage}"`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()[0].code).toBe('NOT_FOUND');
    expect((await image(bannerImage)).statusCode).toBe(404);
    expect((await staffCall('/banners/update', { id: bannerId, ...banner, active: true })).statusCode).toBe(200);
    expect((await image(bannerImage)).statusCode).toBe(200);
  });

  it("answers 404 for an unpublished therapy's image and a video's replaced thumbnail", async () => {
    const therapyImage = await uploadedImageName(t, content.key);
    const first = await uploadedImageName(t, content.key);
    const second = await uploadedImageName(t, content.key);
    const therapy = await staffCall('/therapies', { title: 'Antidiabetics', image: `upload:${therapyImage}` });
    expect(therapy.statusCode).toBe(200);
    const video = {
      title: 'Reading an ECG',
      link: 'https://video.example.org/ecg',
      trailerLink: '',
      linkName: 'cme-videos',
      therapeuticFocus: 'Cardiology',
    };
    const added = await staffCall('/videos', { ...video, thumbnail: `upload:${first}` });
    expect(added.statusCode).toBe(200);
    await pastFreshHour();
    for (const name of [therapyImage, first]) expect((await image(name)).statusCode).toBe(200);
    expect((await image(second)).statusCode).toBe(404);

    const therapyId = therapy.json()[1].id;
    expect((await staffCall('/content/publish', { kind: 'therapy', id: therapyId, published: false })).statusCode).toBe(
      200,
    );
    expect((await image(therapyImage)).statusCode).toBe(404);

    const { id, version } = added.json()[1];
    const replaced = await staffCall('/videos/update', { ...video, id, version, thumbnail: `upload:${second}` });
    expect(replaced.statusCode).toBe(200);
    expect((await image(first)).statusCode).toBe(404);
    expect((await image(second)).statusCode).toBe(200);
  });

  it('serves a fresh upload no row names yet (the console previews it) for an hour only', async () => {
    const name = await uploadedImageName(t, content.key);
    expect((await image(name)).statusCode).toBe(200);
    t.clock.advance(FRESH_UPLOAD_MS / 1000 + 1);
    expect((await image(name)).statusCode).toBe(404);
  });
});
