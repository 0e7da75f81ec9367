/** The local-folder file storage (default): `<STORAGE_DIR>/<folder>/<name>`, names confined to their folder. */
import { createReadStream } from 'node:fs';
import { lstat, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { randomKey } from '../crypto.ts';
import { isSafeName, unsafeNameError } from './names.ts';
import type { ManagedStorage, StorageFolder, StoredEntry, StoredFile } from './types.ts';

/** Stores files in a local folder. */
export class LocalStorage implements ManagedStorage {
  readonly #root: string;

  /** Uses `root` as the storage folder (created on first write). */
  constructor(root: string) {
    this.#root = root;
  }

  /** The storage folder's absolute path. */
  get location(): string {
    return resolve(this.#root);
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
    if (!path) throw unsafeNameError(name);
    await mkdir(join(this.#root, folder), { recursive: true });
    const temp = `${path}.${randomKey(6)}.tmp`;
    try {
      await writeFile(temp, data);
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  /** Deletes a file; a missing file or an unsafe name is not an error. */
  async remove(folder: StorageFolder, name: string): Promise<void> {
    const path = this.#path(folder, name);
    if (path) await rm(path, { force: true });
  }

  /** Every regular file of a folder (temporary files of an interrupted write included; symbolic links not). */
  async *list(folder: StorageFolder): AsyncIterable<StoredEntry> {
    const names = await readdir(join(this.#root, folder)).catch(() => [] as string[]);
    for (const name of names.sort()) {
      const entry = await this.stat(folder, name);
      if (entry) yield entry;
    }
  }

  /** What list() leaves out of a folder and why (issue 39 §2: storage:copy reports them): unsafe names, subfolders, links. */
  async unlisted(folder: StorageFolder): Promise<{ name: string; reason: string }[]> {
    const entries = await readdir(join(this.#root, folder), { withFileTypes: true }).catch(() => []);
    const left: { name: string; reason: string }[] = [];
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.isDirectory()) left.push({ name: entry.name, reason: 'a subfolder (files are stored one level deep)' });
      else if (!isSafeName(entry.name)) {
        left.push({
          name: entry.name,
          reason: 'its name breaks the safe-name rule (English letters, digits, space, . _ - only): rename it',
        });
      } else if (!entry.isFile()) left.push({ name: entry.name, reason: 'not a regular file (a link or a device)' });
    }
    return left;
  }

  /** One regular file's size and modification time. */
  async stat(folder: StorageFolder, name: string): Promise<StoredEntry | undefined> {
    const path = this.#path(folder, name);
    const info = path ? await lstat(path).catch(() => undefined) : undefined;
    return info?.isFile() ? { name, size: info.size, modified: info.mtime } : undefined;
  }

  /** Nothing to release. */
  close(): void {}
}
