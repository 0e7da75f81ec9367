/**
 * GET /api/ready and the file store (services/readiness.ts): a store that does not answer is an outage every replica
 * shares, so the replica stays in (200, `degraded: ["storage"]`) and only the file calls answer 503; a store that
 * answers and refuses this replica's keys takes it out (503 "storage"), as a bad release should stop its rollout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeNotAnswering } from '../../src/server/services/readiness.ts';
import { StorageBucketMissingError, StorageUnavailableError } from '../../src/server/services/storage/types.ts';
import { build, type TestApp } from './helpers/app.ts';
import { type S3Peer, startS3Peer } from './helpers/s3-peer.ts';
import { s3Env } from './helpers/s3-storage.ts';

let peer: S3Peer;
beforeAll(async () => {
  peer = await startS3Peer();
});
afterAll(() => peer.close());

/** GET /api/ready of `t`: its status and body. */
async function ready(t: TestApp): Promise<[number, unknown]> {
  const response = await t.request({ method: 'GET', url: '/api/ready' });
  return [response.statusCode, response.json()];
}

describe('GET /api/ready with an S3 file store', () => {
  it('is 200 while the store answers, 200 degraded while it fails with 500s, 200 again once it is back', async () => {
    const t = await build(s3Env(peer));
    try {
      expect(await ready(t)).toEqual([200, { status: 'ready' }]);
      peer.failing = true;
      expect(await ready(t)).toEqual([200, { status: 'ready', degraded: ['storage'] }]);
      // The rest of the API serves (the file calls' 503 while the store fails: s3-stall.test.ts).
      expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      peer.failing = false;
      expect(await ready(t)).toEqual([200, { status: 'ready' }]);
    } finally {
      peer.failing = false;
      await t.close();
    }
  });

  it('is 503 "storage" when the store refuses the access keys (this replica is misconfigured)', async () => {
    const t = await build({ ...s3Env(peer), AWS_SECRET_ACCESS_KEY: 'not-the-secret-key-of-this-bucket-000000' });
    try {
      expect(await ready(t)).toEqual([503, { status: 'not-ready', reason: 'storage' }]);
    } finally {
      await t.close();
    }
  });
});

describe('storeNotAnswering', () => {
  const s3Error = (name: string, httpStatusCode: number) =>
    Object.assign(new Error(name), { name, $metadata: { httpStatusCode } });

  it('counts deadlines, refused or broken connections and 5xx answers as the store not answering', () => {
    expect(storeNotAnswering(new StorageUnavailableError('read', new Error('idle')))).toBe(true);
    expect(storeNotAnswering(s3Error('InternalError', 500))).toBe(true);
    expect(storeNotAnswering(s3Error('SlowDown', 503))).toBe(true);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    expect(storeNotAnswering(new Error('request failed', { cause: refused }))).toBe(true);
  });

  it("counts the store's refusals and a missing bucket or folder as this replica's configuration", () => {
    expect(storeNotAnswering(s3Error('SignatureDoesNotMatch', 403))).toBe(false);
    expect(storeNotAnswering(s3Error('AccessDenied', 403))).toBe(false);
    expect(storeNotAnswering(new StorageBucketMissingError('portal-files', 'read', s3Error('NoSuchBucket', 404)))).toBe(
      false,
    );
    expect(storeNotAnswering(Object.assign(new Error('permission denied'), { code: 'EACCES' }))).toBe(false);
  });
});
