/**
 * How the islands' code is cut into files (rolldown `codeSplitting.groups`, used by astro.config.mjs). Left to
 * itself the bundler makes one chunk per set of islands sharing a module: a member page then loaded 9–16 files,
 * most under 1 KB, each costing a request, 2.3 KB of headers and, on HTTP/1.1, a round trip; four levels deep
 * before the page could ask the API for its data. Here a member page loads 5–7 files: the core (React, Astro's
 * renderer and the shell every scripted page needs, in one file because every scripted page loads all three and
 * brotli packs them 0.8 KB smaller together than apart), the code of one area of the portal (content lists, with the
 * article lists' own file on article pages, or the catalogue cards, plus the order stores where orders are placed),
 * the island's own file and Astro's renderer;
 * the layout script is a few bytes that import the shell. Code loaded by `import()` (order forms, chat, push) is
 * left to the bundler. src/integrations/module-preload.ts then lists these files in each member
 * page's head.
 */

/** The modules of a group, by path (either separator). */
type Pattern = RegExp;

/** Minimal view of rolldown's chunking context (`ctx.getModuleInfo`). */
interface ChunkingContext {
  getModuleInfo(id: string): {
    isEntry: boolean;
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

/** One group as rolldown takes it. */
export interface ChunkGroup {
  name: (id: string, ctx: ChunkingContext) => string | null;
  priority: number;
}

/** React and its bindings (part of the core file). */
const REACT: Pattern[] = [/node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react|@nanostores[\\/]react)[\\/]/];

/** Astro's React renderer: an entry (every island names it), joined to the core file so a page does not fetch it apart. */
const ASTRO_REACT_CLIENT: Pattern = /node_modules[\\/]@astrojs[\\/]react[\\/]/;

/**
 * What every scripted page loads: stores, API client, routes, messages, the shell's buttons and the small UI parts.
 * The status chrome (page-status.ts: offline notice, service worker, update prompt, toasts) is loaded by `import()`
 * after the page has settled (issue 21 moved it out to make room within the 75 KB budget).
 */
const SHELL: Pattern[] = [
  /node_modules[\\/](nanostores|@nanostores[\\/]persistent|ofetch|ufo)[\\/]/,
  /src[\\/]layouts[\\/]chrome[\\/](boot|member-shell|dom)\.ts$/,
  /src[\\/]api[\\/](client|connection|errors|json-text)\.ts$/,
  /src[\\/]stores[\\/](toasts|session|saved-at)\.ts$/,
  /src[\\/]lib[\\/](navigation|config|storage-engine|storage-keys|links|back-closes)\.ts$/,
  /src[\\/]shared[\\/](routes|constants|public-config|envelope)\.ts$/,
  /src[\\/]shared[\\/]contract[\\/]endpoints\.ts$/,
  /src[\\/]shared[\\/]messages[\\/][a-z]+[\\/](common|errors)\.ts$/,
  /src[\\/]shared[\\/]messages[\\/]numbers\.ts$/,
  /src[\\/]ui[\\/](Button|ErrorRetry|Skeleton|Icon|icon-paths|Form|useDeferredStore)\.tsx?$/,
];

/**
 * What every content list shares: its API calls, texts, links and list memory, and the file, video, portal and
 * emailer lists' view and stores. A module only one island uses (the video card) stays in that island's file.
 */
const CONTENT: Pattern[] = [
  /src[\\/]islands[\\/]content[\\/](ListView|ContentIcon|NewTabLink|usePageParams)\.tsx?$/,
  /src[\\/]stores[\\/](content-list|downloads|media)\.ts$/,
  /src[\\/]lib[\\/](content-links|content-route|list-memory)\.ts$/,
  /src[\\/]api[\\/]content\.ts$/,
  /src[\\/]shared[\\/]messages[\\/][a-z]+[\\/]content\.ts$/,
];

/**
 * The article and journal lists: their endless list, cards, sharing and stores; a file of its own so that the
 * file, video, portal and emailer lists do not load it.
 */
const ARTICLES: Pattern[] = [
  /src[\\/]islands[\\/]content[\\/](ArticleItem|ArticleCard|ShareButton|SanitisedHtml)\.tsx$/,
  /src[\\/]stores[\\/](articles|article-search|paged-list)\.ts$/,
  /src[\\/]ui[\\/](EndlessList|useNearEnd|useRevealCount)\.tsx?$/,
];

/**
 * The card grid, its placeholder cards, card image (with the first-screen rule), catalogue store and the catalogue
 * and order texts of the home, category, therapy and product screens (Order History on /services uses the texts and
 * the store's loader too).
 */
const CATALOGUE: Pattern[] = [
  /src[\\/]islands[\\/]catalogue[\\/](CardGrid|CardImage)\.tsx$/,
  /src[\\/]ui[\\/](useFirstScreenImage\.ts|SkeletonCards\.tsx)$/,
  /src[\\/]stores[\\/](catalogue|below-fold)\.ts$/,
  /src[\\/]lib[\\/](category-link|plain-text)\.ts$/,
  /src[\\/]shared[\\/]messages[\\/][a-z]+[\\/](catalogue|orders)\.ts$/,
  /src[\\/]api[\\/]catalogue\.ts$/,
];

/**
 * What the forms that talk to the server share (busy flag, inline errors, errors named by their labels): a file of its
 * own, so that pages without such a form (lists, catalogue, Order History) do not load it.
 */
const FORMS: Pattern[] = [/src[\\/]lib[\\/](form-state|field-label)\.ts$/];

/**
 * The order stores shared by the category and product cards, the order dialog and Order History. The submission
 * (stores/orders.ts) is not among them: it comes with the first order form a page opens.
 */
const ORDERS: Pattern[] = [/src[\\/]stores[\\/](order-item|order-services)\.ts$/];

/**
 * What the islands of pages drawn before React do when they take over (use-first-screen.ts) and where the reader is
 * in a list (row-anchor.ts, which the content lists' memory uses too): one file, as every list page loads both.
 */
const FIRST_SCREEN: Pattern[] = [
  /src[\\/]islands[\\/]first-screen[\\/]use-first-screen\.ts$/,
  /src[\\/]lib[\\/]row-anchor\.ts$/,
];

/**
 * The shell's binding by an island of a page without a layout script (use-shell.ts): a file of its own, so that the
 * profile pages and the article and document frames, which have no list, do not load the lists' hand-over with it.
 */
const SHELL_BINDING: Pattern[] = [/src[\\/]islands[\\/]first-screen[\\/]use-shell\.ts$/];

/**
 * The multipart and file calls (profile photo, prints, downloads): a chunk of their own, so that the profile, contact
 * and settings pages, which share it with the content lists, do not load the content chunk with it.
 */
const TRANSFER: Pattern[] = [/src[\\/]api[\\/]transfer\.ts$/];

/**
 * A group named `name` for the modules matching `patterns`, except entries and `import()` targets (a module loaded
 * by `import()` from inside a shared chunk would need the bundler's runtime helpers in a chunk of their own).
 */
function group(name: string, patterns: Pattern[], priority: number, entries: Pattern[] = []): ChunkGroup {
  return {
    priority,
    name: (id, ctx) => {
      if (!patterns.some((re) => re.test(id))) return null;
      const info = ctx.getModuleInfo(id);
      if (!info || info.dynamicImporters.length > 0) return null;
      if (info.isEntry && !entries.some((re) => re.test(id))) return null;
      return name;
    },
  };
}

/** The groups, highest priority first. */
export const CHUNK_GROUPS: ChunkGroup[] = [
  group('core', [...REACT, ...SHELL], 4, [ASTRO_REACT_CLIENT]),
  group('transfer', TRANSFER, 2),
  group('forms', FORMS, 2),
  group('first-screen', FIRST_SCREEN, 2),
  group('shell-binding', SHELL_BINDING, 3),
  group('content', CONTENT, 2),
  group('articles', ARTICLES, 2),
  group('catalogue', CATALOGUE, 1),
  group('orders', ORDERS, 1),
];
