/** S3 storages and configurations aimed at the loopback peer (helpers/s3-peer.ts), path-style or virtual-host. */
import { Agent } from 'node:http';
import type { LookupAddress } from 'node:dns';
import { S3Storage } from '../../../src/server/services/storage/s3.ts';
import { S3_TEST, type S3Peer } from './s3-peer.ts';

/** The environment that points the API at the peer (path-style, as MinIO needs). */
export function s3Env(peer: S3Peer, prefix = 'portal'): Record<string, string> {
  return {
    STORAGE_URL: `s3://${S3_TEST.bucket}/${prefix}`,
    S3_ENDPOINT: peer.endpoint,
    S3_REGION: S3_TEST.region,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: S3_TEST.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3_TEST.secretAccessKey,
  };
}

/** An agent that resolves every host name to 127.0.0.1 (virtual-host names such as portal-files.s3.test). */
function loopbackAgent(): Agent {
  return new Agent({
    lookup: (_host, options, callback) => {
      const cb = callback as (error: null, address: string | LookupAddress[], family?: number) => void;
      if (options.all) cb(null, [{ address: '127.0.0.1', family: 4 }]);
      else cb(null, '127.0.0.1', 4);
    },
  });
}

/** An S3Storage on the peer: path-style on 127.0.0.1, or virtual-host style on bucket.s3.test. */
export function peerStorage(
  peer: S3Peer,
  options: { style?: 'path' | 'virtual-host'; prefix?: string; secret?: string } = {},
): S3Storage {
  const virtual = options.style === 'virtual-host';
  return new S3Storage({
    bucket: S3_TEST.bucket,
    prefix: options.prefix ?? 'contract/',
    region: S3_TEST.region,
    endpoint: virtual ? `http://s3.test:${peer.port}` : peer.endpoint,
    forcePathStyle: !virtual,
    credentials: { accessKeyId: S3_TEST.accessKeyId, secretAccessKey: options.secret ?? S3_TEST.secretAccessKey },
    httpAgent: virtual ? loopbackAgent() : undefined,
  });
}
