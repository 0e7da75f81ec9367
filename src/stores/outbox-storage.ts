/**
 * Where the outbox keeps its items (issue 43 §3): one IndexedDB database of this site, each item tagged with the
 * member who wrote it (member_id), so that items are listed and sent for their own member only. Blobs (a PDF to
 * print) are stored as they are. The database is deleted when its last item goes, and a note in localStorage names
 * the members with items waiting, so that a page loads the outbox code only when there is something to send.
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

/** True when the outbox's database exists on this device (reading it would create it). */
async function databaseExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  const databases = await indexedDB.databases?.().catch(() => undefined);
  return databases?.some((database) => database.name === DATABASE) ?? true;
}

/** A member's items, oldest first. */
export async function entriesOf<P>(owner: string): Promise<StoredEntry<P>[]> {
  if (!(await databaseExists())) return [];
  const all = await withItems('readonly', (items) => items.index('owner').getAll(owner));
  return (all as StoredEntry<P>[]).sort((a, b) => a.savedAt - b.savedAt);
}

/** Deletes one item, and the database with its last item. */
export async function deleteEntry(id: string): Promise<void> {
  const left = await withItems('readwrite', (items) => {
    items.delete(id);
    return items.count();
  });
  if (left === 0) await settle(indexedDB.deleteDatabase(DATABASE));
}

/** Deletes every item of one member on this device (logout). */
export async function eraseEntriesOf(owner: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  for (const entry of await entriesOf(owner)) await deleteEntry(entry.id);
}

/** The localStorage key of the note of members (member_id) with items waiting; a logout or a session's end clears it. */
const NOTE = 'outboxOwners';

/** The members the note names. */
function notedOwners(): string[] {
  try {
    return (localStorage.getItem(NOTE) ?? '').split(',').filter(Boolean);
  } catch {
    return [];
  }
}

/** Notes whether `owner` has items waiting. */
export function noteWaiting(owner: string, waiting: boolean): void {
  const others = notedOwners().filter((id) => id !== owner);
  const owners = waiting ? [...others, owner] : others;
  try {
    if (owners.length > 0) localStorage.setItem(NOTE, owners.join(','));
    else localStorage.removeItem(NOTE);
  } catch {
    // Without storage the outbox is found through its database.
  }
}

/**
 * True when `owner` may have items waiting: the note names them, or (the note went with a session the server ended)
 * the outbox's database exists on this device.
 */
export async function mayHaveWaiting(owner: string | undefined): Promise<boolean> {
  if (!owner || typeof indexedDB === 'undefined') return false;
  if (notedOwners().includes(owner)) return true;
  return databaseExists();
}
