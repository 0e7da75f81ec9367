/**
 * GET /admin/images/preview: staff see an uploaded image whether or not a row doctors see names it (an inactive
 * banner's, past the fresh-upload hour, when image.php answers 404), never cached; a doctor's key and no key are
 * refused, a name that is not an uploaded WebP is a 400, a missing file a 404.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRESH_UPLOAD_MS } from '../../src/server/services/content/shown-images.ts';
import { build, type TestApp } from './helpers/app.ts';
import { uploadedImageName } from './helpers/image-upload.ts';
import { signedInMember } from './helpers/member-session.ts';
import { type SignedInStaff, signedInStaff, staffHeader, staffPost } from './helpers/staff.ts';

let t: TestApp;
let storageDir: string;
let content: SignedInStaff;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'portal-image-preview-'));
  t = await build({ STORAGE_DIR: storageDir });
  content = await signedInStaff(t, 'content');
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const preview = (name: string, headers: Record<string, string>) =>
  t.request({ method: 'GET', url: `/api/admin/images/preview?a=${encodeURIComponent(name)}`, headers });

describe('the console image preview', () => {
  let name = '';

  it("shows staff an inactive banner's image past the fresh hour, while image.php answers 404; never cached", async () => {
    name = await uploadedImageName(t, content.key);
    const added = await staffPost(t, content.key, '/banners', {
      image: `upload:${name}`,
      imageHi: '',
      imageNe: '',
      therapeuticFocus: '',
      sort: 0,
      active: false,
    });
    expect(added.statusCode).toBe(200);
    t.clock.advance(FRESH_UPLOAD_MS / 1000 + 1);
    content = await signedInStaff(t, 'content');
    expect((await t.request({ method: 'GET', url: `/api/image.php?a=${name}` })).statusCode).toBe(404);

    for (const role of ['content', 'admin'] as const) {
      const staff = role === 'content' ? content : await signedInStaff(t, role);
      const shown = await preview(name, staffHeader(staff.key));
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toBe('image/webp');
      expect(shown.headers['cache-control']).toBe('private, no-store');
      expect(shown.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(shown.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 40, height: 20 });
    }
  });

  it("refuses no key, a doctor's key and staff of another area", async () => {
    const doctor = await signedInMember(t);
    const refusedHeaders: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${doctor.key}` },
      { authorization: `Staff ${doctor.key}` },
    ];
    for (const headers of refusedHeaders) {
      const refused = await preview(name, headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()[0].code).toBe('SESSION_INVALID');
      expect(refused.rawPayload.toString()).not.toContain('WEBP');
    }
    const fulfilment = await signedInStaff(t, 'fulfilment');
    const forbidden = await preview(name, staffHeader(fulfilment.key));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()[0].code).toBe('FORBIDDEN');
  });

  it('answers 400 naming `a` for a name that is not an uploaded WebP, 404 for a missing file', async () => {
    for (const bad of ['../images/x.webp', 'x.png', '.hidden.webp', 'a/b.webp', 'x%.webp']) {
      const refused = await preview(bad, staffHeader(content.key));
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'a' });
    }
    const missingName = await t.request({
      method: 'GET',
      url: '/api/admin/images/preview',
      headers: staffHeader(content.key),
    });
    expect(missingName.statusCode).toBe(400);
    const missing = await preview('never-uploaded.webp', staffHeader(content.key));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()[0].code).toBe('NOT_FOUND');
    expect(missing.headers['cache-control']).not.toContain('public');
  });
});
