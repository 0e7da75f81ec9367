/**
 * localStorage for @nanostores/persistent through getItem/setItem. The library reads `storage[name]`,
 * which for the spec's key name `key` would return the Storage.key method instead of the stored value.
 */
import { setPersistentEngine, windowPersistentEvents, type PersistentStore } from '@nanostores/persistent';

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** A record-like view of a Storage whose properties are only the stored items. */
function itemView(storage: Storage): PersistentStore {
  return new Proxy<PersistentStore>(
    {},
    {
      get: (_, name) => (typeof name === 'string' ? (storage.getItem(name) ?? undefined) : undefined),
      has: (_, name) => typeof name === 'string' && storage.getItem(name) !== null,
      set: (_, name, value) => {
        storage.setItem(String(name), String(value));
        return true;
      },
      deleteProperty: (_, name) => {
        storage.removeItem(String(name));
        return true;
      },
    },
  );
}

/** Makes persistent stores use localStorage item by item; call before creating them. */
export function installLocalStorageEngine(): void {
  const storage = browserStorage();
  if (storage && typeof window !== 'undefined') setPersistentEngine(itemView(storage), windowPersistentEvents);
}
