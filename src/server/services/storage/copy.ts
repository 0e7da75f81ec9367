/**
 * Copies every file of one storage into another (`npm run storage:copy`: the local folder into the bucket).
 * Idempotent and resumable: a file the target already holds with the same size and checksum (the SHA-256 recorded
 * with the object, else its MD5 ETag) is skipped, and every copy is one whole write, so an interrupted run leaves
 * whole files only and the next run carries on where it stopped.
 */
import { createHash } from 'node:crypto';
import { ALL_STORAGE_FOLDERS, type ManagedStorage, type StorageFolder, type StoredEntry } from './types.ts';

/** Counts of a copy run so far. */
export interface CopyProgress {
  /** Files found in the source (grows while folders are listed). */
  total: number;
  copied: number;
  /** Files the target already held unchanged. */
  skipped: number;
  failed: number;
  /** Bytes written to the target. */
  bytes: number;
}

/** How to copy: parallel writes, and callbacks for progress and failures. */
export interface CopyOptions {
  concurrency?: number;
  onProgress?: (progress: Readonly<CopyProgress>) => void;
  onError?: (folder: StorageFolder, name: string, error: unknown) => void;
}

/** Leftovers of the local adapter's interrupted writes (`<name>.<random>.tmp`): never copied. */
const TEMPORARY = /\.[A-Za-z0-9_-]{8}\.tmp$/;

/** True when the target's entry is the same file as `data` (size and a checksum the target recorded). */
function sameFile(target: StoredEntry | undefined, data: Buffer): boolean {
  if (!target || target.size !== data.length) return false;
  if (target.sha256) return target.sha256 === createHash('sha256').update(data).digest('hex');
  if (target.md5) return target.md5 === createHash('md5').update(data).digest('hex');
  return false;
}

/** Copies one file unless the target holds it already; answers what happened. */
async function copyOne(
  source: ManagedStorage,
  target: ManagedStorage,
  folder: StorageFolder,
  entry: StoredEntry,
): Promise<{ copied: boolean; bytes: number }> {
  const existing = await target.stat(folder, entry.name);
  const data = await source.read(folder, entry.name);
  if (!data) throw new Error('the source file disappeared while copying');
  if (sameFile(existing, data)) return { copied: false, bytes: 0 };
  await target.write(folder, entry.name, data);
  return { copied: true, bytes: data.length };
}

/** Copies every folder of `source` into `target`; answers the final counts (failures are reported, not thrown). */
export async function copyStorage(
  source: ManagedStorage,
  target: ManagedStorage,
  options: CopyOptions = {},
): Promise<CopyProgress> {
  const progress: CopyProgress = { total: 0, copied: 0, skipped: 0, failed: 0, bytes: 0 };
  const concurrency = Math.max(1, options.concurrency ?? 4);
  for (const folder of ALL_STORAGE_FOLDERS) {
    const queue: StoredEntry[] = [];
    for await (const entry of source.list(folder)) if (!TEMPORARY.test(entry.name)) queue.push(entry);
    progress.total += queue.length;
    options.onProgress?.(progress);
    const worker = async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        try {
          const outcome = await copyOne(source, target, folder, entry);
          if (outcome.copied) progress.copied += 1;
          else progress.skipped += 1;
          progress.bytes += outcome.bytes;
        } catch (error) {
          progress.failed += 1;
          options.onError?.(folder, entry.name, error);
        }
        options.onProgress?.(progress);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }
  return progress;
}
