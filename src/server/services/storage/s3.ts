/**
 * The S3-compatible file storage (AWS S3, Cloudflare R2, MinIO): `<prefix><folder>/<name>` objects in one bucket.
 * Every write is one PUT of the whole file (S3 stores an object only once all of it arrived and its Content-MD5
 * matched), so no reader ever sees half a file; names follow the local adapter's rule (names.ts).
 */
import { createHash } from 'node:crypto';
import { Agent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isSafeName, unsafeNameError } from './names.ts';
import type { S3Timeouts } from '../../config.ts';
import {
  type ManagedStorage,
  type StorageFolder,
  type StoredEntry,
  type StoredFile,
  StorageBucketMissingError,
  StorageUnavailableError,
} from './types.ts';

/** Where and how to reach the bucket. */
export interface S3StorageOptions {
  bucket: string;
  /** Key prefix ending in "/" (or empty): the objects live under `<prefix><folder>/`. */
  prefix: string;
  region: string;
  /** The service address for R2, MinIO and other S3-compatible stores; undefined for AWS S3. */
  endpoint: string | undefined;
  /** Path-style addresses (`endpoint/bucket/key`, MinIO) instead of virtual-host ones (`bucket.endpoint/key`). */
  forcePathStyle: boolean;
  /** Access keys given in the configuration; undefined leaves them to the SDK's default chain. */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
  /** An HTTP agent for plain-http endpoints (tests resolve virtual-host names to the loopback peer with it). */
  httpAgent?: Agent;
  /** Deadlines of every call; the defaults of config.ts when not given. */
  timeouts?: S3Timeouts;
}

/** The defaults of S3_CONNECT_TIMEOUT_MS, S3_IDLE_TIMEOUT_MS and S3_REQUEST_TIMEOUT_MS (config.ts). */
const DEFAULT_TIMEOUTS: S3Timeouts = { connectMs: 5_000, idleMs: 15_000, requestMs: 50_000 };

/** A deadline ran out: the SDK's TimeoutError (connect, idle, per attempt) or our abort of the whole call. */
function isDeadline(error: unknown): boolean {
  const name = (error as { name?: unknown })?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

/** The store's "no such bucket" answer (GetObject, PutObject, DeleteObject, ListObjectsV2: NoSuchBucket). */
function isBucketMissing(error: unknown): boolean {
  return (error as { name?: unknown })?.name === 'NoSuchBucket';
}

/**
 * The SDK's "object not there" answers (GetObject: NoSuchKey; HeadObject: a bare 404, which a missing bucket also
 * gives, so stat asks HeadBucket before believing it). A missing bucket is never a missing object.
 */
function isMissing(error: unknown): boolean {
  const e = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } };
  if (isBucketMissing(error)) return false;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** The MD5 of a single-part object from its ETag (multipart ETags end in "-N" and are not an MD5). */
function md5OfEtag(etag: string | undefined): string | undefined {
  const value = etag?.replace(/"/g, '').toLowerCase();
  return value && /^[0-9a-f]{32}$/.test(value) ? value : undefined;
}

/** Stores files as objects of an S3-compatible bucket. */
export class S3Storage implements ManagedStorage {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;
  readonly #timeouts: S3Timeouts;

  /** Creates the client (no request is sent until the first call). */
  constructor(options: S3StorageOptions) {
    this.#bucket = options.bucket;
    this.#prefix = options.prefix;
    this.#timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
    const { connectMs, idleMs, requestMs } = this.#timeouts;
    this.#client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Checksums only where the API requires them: R2, MinIO and older stores refuse the SDK's default CRC32
      // trailers; each PUT carries a Content-MD5 instead, which every S3-compatible store checks.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      // Every attempt: connectMs to connect, idleMs without a byte moving, requestMs until the answer's headers,
      // thrown (not only logged) when it runs out; #call caps the whole call, retries included, at requestMs.
      requestHandler: {
        connectionTimeout: connectMs,
        socketTimeout: idleMs,
        requestTimeout: requestMs,
        throwOnRequestTimeout: true,
        httpAgent: options.httpAgent ?? new Agent({ keepAlive: true, maxSockets: 64 }),
        httpsAgent: new HttpsAgent({ keepAlive: true, maxSockets: 64 }),
      },
    });
  }

  /** The bucket and prefix as an s3:// address. */
  get location(): string {
    return `s3://${this.#bucket}/${this.#prefix}`;
  }

  /**
   * Runs one call with the whole-call deadline: aborted (its socket destroyed) when it runs out; a deadline of the
   * SDK or ours becomes a StorageUnavailableError. The timer stops when `call` settles, so a download's body that
   * streams on afterwards is bounded by the idle deadline only.
   */
  async #call<T>(operation: string, call: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.#timeouts.requestMs);
    try {
      return await call(controller.signal);
    } catch (error) {
      if (controller.signal.aborted || isDeadline(error)) throw new StorageUnavailableError(operation, error);
      if (isBucketMissing(error)) throw new StorageBucketMissingError(this.#bucket, operation, error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** One GET: the object's stream, or undefined when it is missing. */
  async #get(key: string, abortSignal: AbortSignal): Promise<StoredFile | undefined> {
    try {
      const answer = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }), { abortSignal });
      if (!(answer.Body instanceof Readable) || answer.ContentLength === undefined) {
        throw new Error(`object storage answered GET ${key} without a body or a length`);
      }
      return { size: answer.ContentLength, stream: answer.Body };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  #key(folder: StorageFolder, name: string): string | undefined {
    return isSafeName(name) ? `${this.#prefix}${folder}/${name}` : undefined;
  }

  /** Opens an object for streaming (one GET); undefined when it is missing, errors of the store are thrown. */
  async open(folder: StorageFolder, name: string): Promise<StoredFile | undefined> {
    const key = this.#key(folder, name);
    if (!key) return undefined;
    return this.#call('GET', (signal) => this.#get(key, signal));
  }

  /** Reads a whole object, body included within the whole-call deadline. */
  async read(folder: StorageFolder, name: string): Promise<Buffer | undefined> {
    const key = this.#key(folder, name);
    if (!key) return undefined;
    return this.#call('GET', async (signal) => {
      const file = await this.#get(key, signal);
      if (!file) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      return Buffer.concat(chunks);
    });
  }

  /** Writes an object with one PUT carrying its Content-MD5 (checked by the store) and its SHA-256 as metadata. */
  async write(folder: StorageFolder, name: string, data: Buffer): Promise<void> {
    const key = this.#key(folder, name);
    if (!key) throw unsafeNameError(name);
    await this.#call('PUT', (abortSignal) =>
      this.#client.send(
        new PutObjectCommand({
          Bucket: this.#bucket,
          Key: key,
          Body: data,
          ContentLength: data.length,
          ContentMD5: createHash('md5').update(data).digest('base64'),
          ContentType: 'application/octet-stream',
          Metadata: { sha256: createHash('sha256').update(data).digest('hex') },
        }),
        { abortSignal },
      ),
    );
  }

  /** Deletes an object; a missing object or an unsafe name is not an error. */
  async remove(folder: StorageFolder, name: string): Promise<void> {
    const key = this.#key(folder, name);
    if (!key) return;
    try {
      await this.#call('DELETE', (abortSignal) =>
        this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }), { abortSignal }),
      );
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  /** Every object directly in a folder whose name the storage accepts (ListObjectsV2, 1000 a page). */
  async *list(folder: StorageFolder): AsyncIterable<StoredEntry> {
    const start = `${this.#prefix}${folder}/`;
    let token: string | undefined;
    do {
      const page = await this.#call('LIST', (abortSignal) =>
        this.#client.send(new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: start, ContinuationToken: token }), {
          abortSignal,
        }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(start.length) ?? '';
        if (!isSafeName(name)) continue;
        yield {
          name,
          size: object.Size ?? 0,
          modified: object.LastModified ?? new Date(0),
          md5: md5OfEtag(object.ETag),
        };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** One object's size, time and checksums (HEAD). */
  async stat(folder: StorageFolder, name: string): Promise<StoredEntry | undefined> {
    const key = this.#key(folder, name);
    if (!key) return undefined;
    try {
      const head = await this.#call('HEAD', (abortSignal) =>
        this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: key }), { abortSignal }),
      );
      return {
        name,
        size: head.ContentLength ?? 0,
        modified: head.LastModified ?? new Date(0),
        sha256: head.Metadata?.sha256,
        md5: md5OfEtag(head.ETag),
      };
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    await this.#checkBucket('HEAD');
    return undefined;
  }

  /**
   * Throws StorageBucketMissingError when HeadBucket answers 404 (a HEAD of an object in a missing bucket is a bare
   * 404 like a missing object). Other answers (403 for keys limited to objects) leave the object's 404 as it was.
   */
  async #checkBucket(operation: string): Promise<void> {
    try {
      await this.#call(operation, (abortSignal) =>
        this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }), { abortSignal }),
      );
    } catch (error) {
      if (error instanceof StorageUnavailableError) throw error;
      if ((error as { $metadata?: { httpStatusCode?: unknown } })?.$metadata?.httpStatusCode === 404) {
        throw new StorageBucketMissingError(this.#bucket, operation, error);
      }
    }
  }

  /** Closes the client's sockets. */
  close(): void {
    this.#client.destroy();
  }
}
