/** The configured file storage: the local folder (default) or an S3-compatible bucket (STORAGE_URL=s3://…). */
import type { Agent } from 'node:http';
import type { StorageConfig } from '../../config.ts';
import { LocalStorage } from './local.ts';
import { S3Storage } from './s3.ts';
import type { ManagedStorage } from './types.ts';

export { isSafeName } from './names.ts';
export { LocalStorage } from './local.ts';

/** Builds the configured storage; a plain string is a local folder (as before STORAGE_URL existed). */
export function createStorage(config: StorageConfig | string, options: { httpAgent?: Agent } = {}): ManagedStorage {
  if (typeof config === 'string') return new LocalStorage(config);
  if (config.kind === 'local') return new LocalStorage(config.dir);
  return new S3Storage({ ...config, httpAgent: options.httpAgent });
}
