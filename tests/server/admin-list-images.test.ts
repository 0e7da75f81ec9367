/**
 * Uploaded images in the content lists on the API (PGlite, or PostgreSQL with TEST_DATABASE_URL): a therapy's and a
 * focus's image and a video's thumbnail may be an image uploaded in the console ("upload:<file>", re-encoded as the
 * member photo is); the doctors' calls answer it at once, and a reference to a file never uploaded is refused naming
 * the field with nothing stored.
 */
import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, focuses, therapies, videos } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { type SignedIn, signedInMember } from './helpers/member-session.ts';
import { multipartPost } from './helpers/order-fixtures.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let storageDir: string;
let content: SignedInStaff;
let doctor: SignedIn;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'portal-list-images-'));
  t = await build({ STORAGE_DIR: storageDir });
  await t.database.db.insert(focuses).values([{ name: 'Cardiology', sort: 1 }]);
  content = await signedInStaff(t, 'content');
  doctor = await signedInMember(t, { phone: '9300000081', therapeuticFocus: 'Cardiology' });
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const call = (url: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/admin${url}`, headers: staffHeader(content.key), payload });
const asDoctor = async (url: string) => (await t.request(post(url, {}, doctor.key))).json()[1];

/** Uploads a PNG through the console's image upload and answers its reference. */
async function uploaded(): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
  const answer = await t.request(
    await multipartPost(
      '/admin/images',
      {},
      { field: 'image', name: 't.png', type: 'image/png', data: png },
      staffHeader(content.key),
    ),
  );
  expect(answer.statusCode).toBe(200);
  return answer.json()[1].image;
}

describe('uploaded images in the lists', () => {
  it('a therapy, a focus and a video take an uploaded image that doctors’ calls answer at once', async () => {
    await asDoctor('/GetTherapy.php');
    await asDoctor('/GetAllTherapy.php');
    const image = await uploaded();
    expect(image).toMatch(/^upload:b-[A-Za-z0-9_-]+\.webp$/);
    const therapy = await call('/therapies', { title: 'Antidiabetics', image });
    expect(therapy.json()[1]).toMatchObject({ title: 'Antidiabetics', image });
    expect(await asDoctor('/GetTherapy.php')).toContainEqual(
      expect.objectContaining({ title: 'Antidiabetics', image }),
    );
    const focus = await call('/focuses/update', { name: 'Cardiology', image, sort: 1 });
    expect(focus.json()[1]).toMatchObject({ name: 'Cardiology', image });
    expect(await asDoctor('/GetAllTherapy.php')).toEqual([{ name: 'Cardiology', name_shown: 'Cardiology', image }]);
    const list = '/GetVideos.php?page=cme-videos&therapeutic_focus=Cardiology';
    await asDoctor(list);
    const video = await call('/videos', {
      title: 'Reading an ECG',
      link: 'https://video.example.org/ecg',
      trailerLink: '',
      thumbnail: image,
      linkName: 'cme-videos',
      therapeuticFocus: 'Cardiology',
    });
    expect(video.statusCode).toBe(200);
    expect((await asDoctor(list))[0]).toMatchObject({ thumbnail: image });
    const served = await t.request({ method: 'GET', url: `/api/image.php?a=${image.slice('upload:'.length)}` });
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses an image that was never uploaded or a bad reference, naming the field and storing nothing', async () => {
    const db = t.database.db;
    const tables = async () => [
      await db.select().from(therapies),
      await db.select().from(focuses),
      await db.select().from(videos),
      await db.select().from(auditLog).where(eq(auditLog.entity, 'therapy')),
    ];
    const before = await tables();
    const video = {
      title: 'Lipids',
      link: 'https://video.example.org/lipids',
      trailerLink: '',
      linkName: 'cme-videos',
      therapeuticFocus: 'Cardiology',
    };
    const cases: [string, object, string][] = [
      ['/therapies', { title: 'Statins', image: 'upload:b-never.webp' }, 'image'],
      ['/therapies', { title: 'Statins', image: 'upload:../secret' }, 'image'],
      ['/focuses', { name: 'Nephrology', image: 'upload:b-never.webp', sort: 2 }, 'image'],
      ['/videos', { ...video, thumbnail: 'upload:b-never.webp' }, 'thumbnail'],
      ['/videos', { ...video, thumbnail: 'https://evil.example.org/x.png' }, 'thumbnail'],
    ];
    for (const [url, body, field] of cases) {
      const answer = await call(url, body);
      expect(answer.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
    expect(await tables()).toEqual(before);
  });
});
