/** A FileStorage wrapper that times and counts every call (portal_storage_* metrics). */
import type { FileStorage, StorageFolder } from '../storage/types.ts';
import { countStorageCall } from './counters.ts';

/** Runs one storage call, recording its result and latency. */
async function timed<T>(operation: string, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  let failed = true;
  try {
    const result = await call();
    failed = false;
    return result;
  } finally {
    countStorageCall(operation, failed, (performance.now() - started) / 1000);
  }
}

/**
 * The same storage with every file call measured; what else it offers (listing, `location`, `close` of a managed
 * storage) is its own, called on the storage itself (its private fields stay reachable).
 */
export function measuredStorage<T extends FileStorage>(storage: T): T {
  const measured: Record<string, unknown> = {
    open: (folder: StorageFolder, name: string) => timed('open', () => storage.open(folder, name)),
    read: (folder: StorageFolder, name: string) => timed('read', () => storage.read(folder, name)),
    write: (folder: StorageFolder, name: string, data: Buffer) =>
      timed('write', () => storage.write(folder, name, data)),
    remove: (folder: StorageFolder, name: string) => timed('remove', () => storage.remove(folder, name)),
  };
  return new Proxy(storage, {
    get(target, property) {
      if (typeof property === 'string' && property in measured) return measured[property];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
