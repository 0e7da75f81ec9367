/** File storage behind one interface: a local folder by default (an S3-compatible adapter can implement the same). */

/** Folders files live in; downloads are allowed only from the `downloadable` ones. */
export type StorageFolder = 'journals' | 'files' | 'prints' | 'profiles';

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
  /** Writes a file atomically (temp file + rename). */
  write(folder: StorageFolder, name: string, data: Buffer): Promise<void>;
  /** Deletes a file; a missing file or an unsafe name is not an error (deleting is idempotent). */
  remove(folder: StorageFolder, name: string): Promise<void>;
}
