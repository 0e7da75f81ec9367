/** The local-folder file storage (default): `<STORAGE_DIR>/<folder>/<name>`, names confined to their folder. */
import { createReadStream } from 'node:fs';
import { lstat, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomKey } from '../crypto.ts';
import type { FileStorage, StorageFolder, StoredFile } from './types.ts';

/** A safe file name: letters, digits, dot, dash, underscore, space; no leading dot; at most 200 characters. */
export function isSafeName(name: string): boolean {
  return /^[A-Za-z0-9_\- ][A-Za-z0-9_.\- ]{0,199}$/.test(name) && !name.includes('..');
}

/** Stores files in a local folder. */
class LocalStorage implements FileStorage {
  readonly #root: string;

  /** Uses `root` as the storage folder (created on first write). */
  constructor(root: string) {
    this.#root = root;
  }

  #path(folder: StorageFolder, name: string): string | undefined {
    return isSafeName(name) ? join(this.#root, folder, name) : undefined;
  }

  /** Opens a file for streaming. */
  async open(folder: StorageFolder, name: string): Promise<StoredFile | undefined> {
    const path = this.#path(folder, name);
    if (!path) return undefined;
    try {
      const info = await lstat(path);
      return info.isFile() && !info.isSymbolicLink() ? { size: info.size, stream: createReadStream(path) } : undefined;
    } catch {
      return undefined;
    }
  }

  /** Reads a whole file. */
  async read(folder: StorageFolder, name: string): Promise<Buffer | undefined> {
    const path = this.#path(folder, name);
    if (!path) return undefined;
    const info = await lstat(path).catch(() => undefined);
    return info?.isFile() ? readFile(path).catch(() => undefined) : undefined;
  }

  /** Writes a file through a temporary name and a rename, so readers never see half a file. */
  async write(folder: StorageFolder, name: string, data: Buffer): Promise<void> {
    const path = this.#path(folder, name);
    if (!path) throw new Error(`unsafe file name ${JSON.stringify(name)}`);
    await mkdir(join(this.#root, folder), { recursive: true });
    const temp = `${path}.${randomKey(6)}.tmp`;
    await writeFile(temp, data);
    await rename(temp, path);
  }

  /** Deletes a file; a missing file or an unsafe name is not an error. */
  async remove(folder: StorageFolder, name: string): Promise<void> {
    const path = this.#path(folder, name);
    if (path) await rm(path, { force: true });
  }
}

/** Builds the configured storage. */
export function createStorage(root: string): FileStorage {
  return new LocalStorage(root);
}
