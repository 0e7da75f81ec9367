/**
 * Setup file of the `stores` project: the few browser globals the stores use (window, localStorage,
 * sessionStorage, location, history, navigator.onLine, the page's <html>), small and in memory. Navigations are
 * recorded, not followed; history entries only set `location.hash` (the console's lists keep their query there).
 */
import { beforeEach } from 'vitest';
import { pages } from '../../../src/shared/messages/en/pages.ts';

/** A Storage kept in a Map. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  /** Number of stored items. */
  get length(): number {
    return this.#items.size;
  }
  /** Forgets every item. */
  clear(): void {
    this.#items.clear();
  }
  /** The stored value, or null. */
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  /** The name of the item at `index`, or null. */
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  /** Forgets one item. */
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  /** Stores one item as text. */
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

/** Every address the stores navigated to, in order, with whether it replaced the current page. */
export const navigations: { path: string; replace: boolean }[] = [];

const location = {
  href: 'http://portal.test/',
  hash: '',
  assign: (path: string) => navigations.push({ path, replace: false }),
  replace: (path: string) => navigations.push({ path, replace: true }),
  reload: () => navigations.push({ path: 'reload', replace: true }),
};

/** The hashes of the history entries written (`pushState`) or rewritten (`replaceState`), in order. */
export const hashWrites: { hash: string; push: boolean }[] = [];

/** The tab's history as far as hashes go: each write sets `location.hash`. */
const history = {
  state: null,
  pushState: (_state: unknown, _title: string, url: string) => {
    location.hash = url;
    hashWrites.push({ hash: url, push: true });
  },
  replaceState: (_state: unknown, _title: string, url: string) => {
    location.hash = url;
    hashWrites.push({ hash: url, push: false });
  },
};

const events = new EventTarget();
const browser: Record<string, unknown> = {
  window: globalThis,
  localStorage: new MemoryStorage(),
  sessionStorage: new MemoryStorage(),
  location,
  history,
  navigator: { onLine: true },
  // An English page's <html>: its language and its day format (BaseLayout), which lib/dates.ts writes days with.
  document: { documentElement: { lang: 'en', dataset: { day: pages.dayFormat } } },
  addEventListener: events.addEventListener.bind(events),
  removeEventListener: events.removeEventListener.bind(events),
  dispatchEvent: events.dispatchEvent.bind(events),
};
for (const [name, value] of Object.entries(browser)) {
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}

/**
 * Runs `task` with `window` and `location` hidden: PGlite's WebAssembly loader takes a page for a browser and
 * looks for its script there.
 */
export async function outsideBrowser<T>(task: () => Promise<T>): Promise<T> {
  const names = ['window', 'location'] as const;
  for (const name of names) Reflect.deleteProperty(globalThis, name);
  try {
    return await task();
  } finally {
    for (const name of names) {
      Object.defineProperty(globalThis, name, { value: browser[name], configurable: true, writable: true });
    }
  }
}

beforeEach(() => {
  navigations.length = 0;
  hashWrites.length = 0;
  location.hash = '';
});
