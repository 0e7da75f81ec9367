/** Console image uploads for tests: a multipart POST to /api/admin/images, and a stored upload's file name. */
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { staffHeader } from './staff.ts';

/** A multipart upload of one file part named `field` (a JPEG by its declared type) to /api/admin/images. */
export function uploadImage(
  t: TestApp,
  data: Buffer | string,
  key: string,
  field = 'image',
): Promise<LightMyRequestResponse> {
  const boundary = '----console-test-boundary-3Xz9';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="banner.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    Buffer.isBuffer(data) ? data : Buffer.from(data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.request({
    method: 'POST',
    url: '/api/admin/images',
    headers: { ...staffHeader(key), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

/** Uploads a small JPEG as `key` and answers the stored file's name (without "upload:"). */
export async function uploadedImageName(t: TestApp, key: string): Promise<string> {
  const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#36c' } })
    .jpeg()
    .toBuffer();
  const answer = await uploadImage(t, jpeg, key);
  expect(answer.statusCode).toBe(200);
  return (answer.json()[1].image as string).slice('upload:'.length);
}
