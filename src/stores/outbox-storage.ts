/**
 * Where the outbox keeps its items (issue 43 §3): one IndexedDB database of this site, each item tagged with the
 * member who wrote it (member_id), so that items are listed and sent for their own member only. Blobs (a PDF to
 * print) are stored as they are.
 */

const DATABASE = 'portal-outbox';
const ITEMS = 'items';

/** One stored item: its payload is the outbox's business (stores/outbox.ts). */
export interface StoredEntry<P> {
  /** The Idempotency-Key made when the doctor submitted; also the item's id. */
  id: string;
  /** The member_id of the member who wrote it. */
  owner: string;
  /** When it was saved (ms since epoch); items are sent oldest first. */
  savedAt: number;
  payload: P;
  /** Why the server refused it on arrival, in the doctor's language; absent while it waits. */
  refused?: string;
}

/** The answer of one IndexedDB request. */
function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function open(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(ITEMS, { keyPath: 'id' }).createIndex('owner', 'owner');
  };
  return settle(request);
}

/** Runs one request in a transaction of its own and closes the database after. */
async function withItems<T>(mode: IDBTransactionMode, run: (items: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    const transaction = db.transaction(ITEMS, mode);
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
    const answer = await settle(run(transaction.objectStore(ITEMS)));
    await done;
    return answer;
  } finally {
    db.close();
  }
}

/** Stores (or replaces) an item. */
export async function putEntry<P>(entry: StoredEntry<P>): Promise<void> {
  await withItems('readwrite', (items) => items.put(entry));
}

/** A member's items, oldest first. */
export async function entriesOf<P>(owner: string): Promise<StoredEntry<P>[]> {
  const all = await withItems('readonly', (items) => items.index('owner').getAll(owner));
  return (all as StoredEntry<P>[]).sort((a, b) => a.savedAt - b.savedAt);
}

/** Deletes one item. */
export async function deleteEntry(id: string): Promise<void> {
  await withItems('readwrite', (items) => items.delete(id));
}

/** Deletes every item of one member on this device (logout). */
export async function eraseEntriesOf(owner: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  for (const entry of await entriesOf(owner)) await deleteEntry(entry.id);
}
