/**
 * A STORAGE_URL naming a bucket that does not exist (s3rver answers NoSuchBucket, or a bare 404 to a HEAD): a
 * failure of the storage, not a missing file. /api/ready answers not ready naming storage, a download answers the
 * 503 of an unreachable store, and the adapter's calls throw; in the bucket that exists a missing key is still "no
 * such file".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../src/server/db/schema.ts';
import { S3Storage } from '../../src/server/services/storage/s3.ts';
import { StorageBucketMissingError } from '../../src/server/services/storage/types.ts';
import { build, type TestApp } from './helpers/app.ts';
import { memberWithKey } from './helpers/order-fixtures.ts';
import { S3RVER, type StalledS3, startStalledS3 } from './helpers/stalled-s3.ts';

let s3: StalledS3;
let t: TestApp;
let member: { id: number; key: string };

const env = (bucket: string) => ({
  STORAGE_URL: `s3://${bucket}/prod`,
  S3_ENDPOINT: s3.endpoint,
  S3_REGION: S3RVER.region,
  S3_FORCE_PATH_STYLE: 'true',
  AWS_ACCESS_KEY_ID: S3RVER.accessKeyId,
  AWS_SECRET_ACCESS_KEY: S3RVER.secretAccessKey,
});

const storageOf = (bucket: string) =>
  new S3Storage({
    bucket,
    prefix: 'prod/',
    region: S3RVER.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER.accessKeyId, secretAccessKey: S3RVER.secretAccessKey },
  });

beforeAll(async () => {
  s3 = await startStalledS3();
  t = await build(env('no-such-bucket'));
  member = await memberWithKey(t);
  // A file the Files list names, so that download.php asks the store for it.
  await t.database.db.insert(files).values({ linkName: 'leaflets', name: 'leaflet.pdf' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('a bucket that does not exist', () => {
  it('/api/ready answers 503 not-ready naming storage', async () => {
    const response = await t.request({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not-ready', reason: 'storage' });
  });

  it('a download answers 503 with Retry-After (as an unreachable store), not 404', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/download.php?a=leaflet.pdf&folder=files',
      headers: { authorization: `Bearer ${member.key}` },
    });
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()[0]).toMatchObject({ status: 'error', code: 'INTERNAL' });
    expect(response.body).not.toMatch(/bucket|s3/i);
  });

  it('every call of the adapter throws StorageBucketMissingError naming the bucket', async () => {
    const storage = storageOf('no-such-bucket');
    try {
      for (const call of [
        () => storage.open('files', 'a.pdf'),
        () => storage.read('files', 'a.pdf'),
        () => storage.stat('files', 'a.pdf'),
        () => storage.remove('files', 'a.pdf'),
        () => storage.write('files', 'a.pdf', Buffer.from('x')),
        async () => {
          for await (const _ of storage.list('files'));
        },
      ]) {
        const error = await call().then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(StorageBucketMissingError);
        expect((error as Error).message).toMatch(/"no-such-bucket" does not exist/);
      }
    } finally {
      storage.close();
    }
  });

  it('in the bucket that exists a missing key is still no such file', async () => {
    const storage = storageOf(S3RVER.bucket);
    try {
      expect(await storage.open('files', 'absent.pdf')).toBeUndefined();
      expect(await storage.read('files', 'absent.pdf')).toBeUndefined();
      expect(await storage.stat('files', 'absent.pdf')).toBeUndefined();
      await storage.remove('files', 'absent.pdf');
      await storage.write('files', 'present.pdf', Buffer.from('x'));
      expect((await storage.stat('files', 'present.pdf'))?.size).toBe(1);
    } finally {
      storage.close();
    }
  });
});
