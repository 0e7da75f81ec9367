/**
 * Instant suggestions from the pagefind index the build writes to /pagefind/ (src/integrations/search-index.ts):
 * pagefind's script and WebAssembly load on the first focus of a search box, never with the page, and without
 * pagefind's default UI. Results carry the record's title, detail and kind (product, molecule, therapy, page).
 */

import { language } from '../../shared/messages/index.ts';

/** What a suggestion is about. */
export type SuggestionKind = 'product' | 'molecule' | 'therapy' | 'page';

/** One suggestion: where it goes and what it shows. */
export interface Suggestion {
  id: string;
  url: string;
  title: string;
  detail: string;
  kind: SuggestionKind;
}

interface PagefindData {
  url: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    query: string,
    options?: Record<string, unknown>,
    ms?: number,
  ): Promise<{ results: { id: string; data(): Promise<PagefindData> }[] } | null>;
}

/** Where the build puts pagefind's browser script. */
const PAGEFIND_URL = '/pagefind/pagefind.js';
const KINDS: readonly SuggestionKind[] = ['product', 'molecule', 'therapy', 'page'];

let loading: Promise<PagefindApi | undefined> | undefined;

/** Loads pagefind once (undefined when the index is missing, e.g. in development). */
export function loadPagefind(): Promise<PagefindApi | undefined> {
  loading ??= (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<unknown>)
    .then(async (module) => {
      const api = module as PagefindApi;
      await api.options({ excerptLength: 0 });
      await api.init();
      return api;
    })
    .catch(() => undefined);
  return loading;
}

/** A suggestion as the page's language shows it (a catalogue record's `title_hi`, `detail_ne`…, else its English). */
function toSuggestion(id: string, data: PagefindData): Suggestion {
  const kind = KINDS.find((k) => data.filters.kind?.includes(k)) ?? 'page';
  const { meta } = data;
  const title = meta[`title_${language}`] ?? meta.title ?? data.url;
  return { id, url: data.url, title, detail: meta[`detail_${language}`] ?? meta.detail ?? '', kind };
}

/**
 * The best matches for a text (at most `limit`), optionally of some kinds only; null when a newer search
 * superseded this one while it waited (pagefind debounces).
 */
export async function suggest(
  text: string,
  kinds?: readonly SuggestionKind[],
  limit = 6,
): Promise<Suggestion[] | null> {
  const api = await loadPagefind();
  if (!api) return [];
  const filters = kinds && kinds.length > 0 ? { kind: { any: [...kinds] } } : {};
  const found = await api.debouncedSearch(text, { filters }, 120);
  if (found === null) return null;
  const data = await Promise.all(found.results.slice(0, limit).map(async (r) => toSuggestion(r.id, await r.data())));
  return data;
}
