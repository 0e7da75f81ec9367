/**
 * The file storage's side of a failed start (the demo seed writes its files there before the API listens): a bucket
 * that refuses the keys, cannot be reached or does not exist ends the start with one "Cannot start: …" line naming
 * the storage, never the SDK's stack or a key. Errors are marked as the storage's where they happen, so a refused
 * connection to S3_ENDPOINT is never told as the database's.
 */
import { errorChain } from './lib/error-chain.ts';
import { StorageBucketMissingError, StorageUnavailableError } from './services/storage/types.ts';
import type { FileStorage, ManagedStorage } from './services/storage/types.ts';

/** A call of the file storage failed during the start; the storage's error is its cause. */
class StorageStartError extends Error {
  /** The storage's printable place (a folder, or s3://bucket/prefix: never a key). */
  readonly location: string;

  /** Marks `cause` as a failure of the storage at `location`. */
  constructor(location: string, cause: unknown) {
    super(`file storage at ${location} failed`, { cause });
    this.name = 'StorageStartError';
    this.location = location;
  }
}

/** The storage for the start's own writes: each failure of it is thrown as a StorageStartError. */
export function startStorage(storage: ManagedStorage): FileStorage {
  const marked =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        throw new StorageStartError(storage.location, error);
      }
    };
  return {
    open: marked(storage.open.bind(storage)),
    read: marked(storage.read.bind(storage)),
    write: marked(storage.write.bind(storage)),
    remove: marked(storage.remove.bind(storage)),
  };
}

/** S3's answers (error names) when it does not accept the access keys, and the SDK's when it finds none. */
const REFUSED_KEYS = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'InvalidToken',
  'ExpiredToken',
  'TokenRefreshRequired',
  'AuthorizationHeaderMalformed',
  'CredentialsProviderError',
]);

/** Network failures on the way to the store. */
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH']);

/** The first line of an error's own message, at most 200 characters. */
function firstLine(message: unknown): string {
  return (typeof message === 'string' ? message : '').split('\n')[0]?.slice(0, 200) ?? '';
}

/** What the storage's side of a start failure means, or undefined when the storage is not what failed. */
export function storageProblem(error: unknown): string | undefined {
  const chain = [...errorChain(error)];
  const failure = chain.find((fields): fields is StorageStartError => fields instanceof StorageStartError);
  if (!failure) return undefined;
  const at = `the file storage at ${failure.location}`;
  const causes = [...errorChain(failure.cause)] as { name?: unknown; code?: unknown; message?: unknown }[];
  const refused = causes.find((fields) => typeof fields.name === 'string' && REFUSED_KEYS.has(fields.name));
  if (refused) {
    return `${at} refused the access keys (${String(refused.name)}): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_PROFILE).`;
  }
  if (causes.some((fields) => fields.name === 'AccessDenied')) {
    return `${at} refused access (AccessDenied): the keys must be allowed to read, write, list and delete objects there.`;
  }
  const network = causes.find((fields) => typeof fields.code === 'string' && NETWORK.has(fields.code));
  if (network) {
    return `${at} cannot be reached (${String(network.code)}): check S3_ENDPOINT, and that the store is running.`;
  }
  if (failure.cause instanceof StorageBucketMissingError) {
    return `${at}: its bucket does not exist (create it, or correct STORAGE_URL).`;
  }
  if (failure.cause instanceof StorageUnavailableError) {
    return `${at} did not answer in time: check S3_ENDPOINT, and that the store is running.`;
  }
  const cause = causes[0];
  const name = typeof cause?.name === 'string' ? `${cause.name}: ` : '';
  return `${at} failed: ${name}${firstLine(cause?.message)} (npm run storage:check tries it step by step).`;
}
