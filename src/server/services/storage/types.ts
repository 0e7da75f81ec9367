/** File storage behind one interface: a local folder by default, an S3-compatible bucket when configured. */

/** Folders files live in (`images`: the console's uploaded content images); downloads are allowed only from the `downloadable` ones. */
export type StorageFolder = 'journals' | 'files' | 'prints' | 'profiles' | 'images';

/** Every storage folder, in a fixed order (for copying and listing). */
export const ALL_STORAGE_FOLDERS: readonly StorageFolder[] = ['journals', 'files', 'prints', 'profiles', 'images'];

/** A stored file opened for reading. */
export interface StoredFile {
  size: number;
  /** The file's bytes as a stream. */
  stream: NodeJS.ReadableStream;
}

/** Reads and writes files by folder and name; a name can never leave its folder. */
export interface FileStorage {
  /** Opens a file, or undefined when it does not exist or the name is unsafe. */
  open(folder: StorageFolder, name: string): Promise<StoredFile | undefined>;
  /** Reads a whole file, or undefined. */
  read(folder: StorageFolder, name: string): Promise<Buffer | undefined>;
  /** Writes a whole file atomically (local: temp file + rename; S3: one PUT); readers never see half a file. */
  write(folder: StorageFolder, name: string, data: Buffer): Promise<void>;
  /** Deletes a file; a missing file or an unsafe name is not an error (deleting is idempotent). */
  remove(folder: StorageFolder, name: string): Promise<void>;
}

/** What the storage knows about one stored file without reading it. */
export interface StoredEntry {
  name: string;
  size: number;
  /** When the file was last written. */
  modified: Date;
  /** The SHA-256 of the bytes (hex) when the storage recorded it (S3 objects written by this API). */
  sha256?: string;
  /** The MD5 of the bytes (hex) when the storage knows it (the ETag of a single-part S3 object). */
  md5?: string;
}

/** A FileStorage that can also list and describe its files (for storage:copy and storage:sweep). */
export interface ManagedStorage extends FileStorage {
  /** Where the files live, for messages (a folder path or s3://bucket/prefix). */
  readonly location: string;
  /** Every file of a folder, in pages as the storage returns them. */
  list(folder: StorageFolder): AsyncIterable<StoredEntry>;
  /** One file's entry, or undefined when it does not exist or the name is unsafe. */
  stat(folder: StorageFolder, name: string): Promise<StoredEntry | undefined>;
  /** Releases connections (the S3 client's sockets); the storage is not used afterwards. */
  close(): void;
}

/**
 * The store did not answer within a deadline (connect, idle or the whole call; issue 39 §1): the call was aborted and
 * its socket closed. A write that failed this way may still land later as an object nothing points at (an orphan).
 */
export class StorageUnavailableError extends Error {
  /** Names the operation and the deadline that ran out (for the log; members see a plain 503). */
  constructor(operation: string, cause: unknown, message = `file storage did not answer ${operation} in time`) {
    super(message, { cause });
    this.name = 'StorageUnavailableError';
  }
}

/**
 * The bucket of STORAGE_URL does not exist (S3's NoSuchBucket, or a 404 to HeadBucket): a failure of the storage
 * like an outage (readiness fails, members see the same 503), never a missing file.
 */
export class StorageBucketMissingError extends StorageUnavailableError {
  /** Names the bucket and the operation (for the log and storage:check). */
  constructor(bucket: string, operation: string, cause: unknown) {
    super(operation, cause, `file storage bucket "${bucket}" does not exist (${operation}); check STORAGE_URL`);
    this.name = 'StorageBucketMissingError';
  }
}
