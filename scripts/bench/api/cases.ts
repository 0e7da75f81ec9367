/** The calls under load (paths and bodies as in src/shared/contract and docs/API.md), spread over many members' keys. */
import type autocannon from 'autocannon';
import { ENDPOINTS, type EndpointName } from '../../../src/shared/contract/endpoints.ts';
import { PAGE_SIZE } from '../../../src/shared/constants.ts';
import { MOLECULES, type BenchData } from './seed.ts';

/** Path of the bare route that the bench API (server.ts) adds: the ceiling. */
export const BARE_PATH = '/api/bench/bare';

/** Path of the bench API's member route: session check and member rate limit, no work (the floor of member calls). */
export const MEMBER_FLOOR_PATH = '/api/bench/member';

/**
 * What a case is judged against (DESIGN §6 / issue 6); 'uncached-search' (issue 22) is judged by its p99 alone, its
 * throughput being the database's; a 'diagnostic' case is reported beside them (errors judged only), to show a cost
 * the judged cases hide.
 */
type CaseKind =
  | 'ceiling'
  | 'floor'
  | 'catalogue'
  | 'paged'
  | 'search'
  | 'uncached-search'
  | 'read'
  | 'write'
  | 'diagnostic';

/** One call under load: a name, its kind, and the requests autocannon cycles through. */
export interface LoadCase {
  name: string;
  kind: CaseKind;
  requests: autocannon.Request[];
  /** Replace `[<id>]` with a fresh id in every request (unique Idempotency-Keys). */
  uniqueIds?: boolean;
}

/**
 * Search texts, cycled through request by request (products: part of a word). The API caches answers for 5 s,
 * so these few texts are answered from its cache, as popular searches are; see `uncachedSearches` for the rest.
 */
export const SEARCHES = {
  products: ['amlo', 'telmi', 'rosu', 'metf', 'glim', 'sita', 'dapa', 'monte', 'pregab', 'budes', 'clopi', 'nebiv'],
  articles: [
    'amlodipine elderly',
    'metformin rural',
    'rosuvastatin women',
    'tiotropium nepal',
    'pregabalin obesity',
    'telmisartan adherence',
    'sitagliptin young',
    'clopidogrel safety',
    'montelukast clinics',
    'nebivolol kidney',
  ],
} as const;

/**
 * A call as the portal makes it (src/api/*): a body only where the portal sends one. GetCategory, GetTherapy and
 * OrderHistory are POSTs without a body: their parameters travel in the query and the Authorization header.
 */
const api = (name: EndpointName, query = '', body?: object): Call => ({
  method: ENDPOINTS[name].method,
  path: `/api${ENDPOINTS[name].path}${query}`,
  body,
});

/** A call's address and body, possibly different for the i-th request. */
type Call = { method: 'GET' | 'POST'; path: string; body?: object };

/**
 * What every browser sends with a fetch (Chromium's value), so the API answers as it answers the portal: JSON of
 * 1 KB or more compressed (src/server/plugins/compress.ts). The `plain` diagnostic rows leave it out.
 */
const BROWSER_HEADERS: Readonly<Record<string, string>> = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Requests of a case without the browser's Accept-Encoding: what a client that takes no compression costs. */
const plain = (requests: autocannon.Request[]): autocannon.Request[] =>
  requests.map((request) => {
    const { 'accept-encoding': _dropped, ...headers } = request.headers ?? {};
    return { ...request, headers };
  });

/** One request per key (so the load comes from many members); `call` may vary with the request's index. */
function perKey(
  data: BenchData,
  call: Call | ((index: number) => Call),
  headers: Record<string, string> = {},
): autocannon.Request[] {
  return data.keys.map((key, index) => {
    const { method, path, body } = typeof call === 'function' ? call(index) : call;
    return {
      method,
      path,
      headers: {
        ...BROWSER_HEADERS,
        authorization: `Bearer ${key}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    };
  });
}

/** Words of the bench articles' populations (seed.ts), one per population. */
const POPULATION_WORDS = [
  'elderly',
  'women',
  'rural',
  'kidney',
  'diagnosed',
  'urban',
  'nepal',
  'night',
  'young',
  'obesity',
] as const;

/**
 * SearchArticles requests that the 5-s answer cache rarely holds: 4,800 different (molecule, population word,
 * page 1–16) searches, each by one of `keys`, so every answer is worked out by PostgreSQL. They are
 * handed out in turn across all connections by one request template (`inTurn`).
 */
function uncachedSearches(keys: readonly string[]): autocannon.Request[] {
  const requests: autocannon.Request[] = [];
  for (let page = 1; page <= 16; page += 1) {
    for (const population of POPULATION_WORDS) {
      for (const molecule of MOLECULES) {
        const key = nth(keys, requests.length);
        requests.push({
          method: 'POST',
          path: `/api${ENDPOINTS.searchArticles.path}`,
          headers: { ...BROWSER_HEADERS, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ search_string: `${molecule.toLowerCase()} ${population}`, page: String(page) }),
        });
      }
    }
  }
  return inTurn(requests);
}

/**
 * One request template that becomes the next of `list` each time any connection sends it. autocannon builds every
 * request of its list up front for every connection: 4,800 requests × 200 connections took 23 s of the load
 * generator's only thread, and the requests the first connections had sent meanwhile passed autocannon's 10 s
 * timeout without the API being slow (docs/PERFORMANCE.md). Built per request instead, for about 25 µs each.
 */
function inTurn(list: autocannon.Request[]): autocannon.Request[] {
  const [first] = list;
  if (!first) return [];
  let next = 0;
  const setupRequest = (request: autocannon.Request): autocannon.Request => ({
    ...request,
    ...list[next++ % list.length],
  });
  return [{ ...first, setupRequest }];
}

/** The i-th of a list, cycling. */
const nth = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** The deep page of the article list: 80 % of the way through (page 4,000 of 5,000 at 100,000 articles). */
export const deepPageOf = (articleCount: number): number => Math.max(1, Math.floor((articleCount / PAGE_SIZE) * 0.8));

/** The article-list cases alone (the growth curve). */
export function articleCases(data: BenchData): LoadCase[] {
  const deep = deepPageOf(data.articleCount);
  return [
    { name: 'GetArticles p1', kind: 'paged', requests: perKey(data, api('getArticles', '', { page: '1' })) },
    {
      name: `GetArticles p${deep}`,
      kind: 'paged',
      requests: perKey(data, api('getArticles', '', { page: String(deep) })),
    },
    {
      name: 'SearchArticles',
      kind: 'search',
      requests: perKey(data, (i) => api('searchArticles', '', { search_string: nth(SEARCHES.articles, i), page: '1' })),
    },
  ];
}

/**
 * Every case of `npm run bench:api`, the bare route first: measure.ts loads it again between every two cases, so
 * each case is compared with the ceiling measured just before and just after it.
 */
export function allCases(data: BenchData): LoadCase[] {
  const q = (value: string) => encodeURIComponent(value);
  const therapies = perKey(data, api('getTherapy'));
  const products = perKey(data, api('getProduct', `?title=${q(data.therapy)}`));
  const [firstPage] = articleCases(data);
  const history = perKey(data, api('orderHistory'));
  const bare = perKey(data, { method: 'GET', path: BARE_PATH });
  return [
    { name: 'bare route', kind: 'ceiling', requests: bare },
    {
      name: 'member floor (session + rate limit)',
      kind: 'floor',
      requests: perKey(data, { method: 'GET', path: MEMBER_FLOOR_PATH }),
    },
    { name: 'GetCategory', kind: 'catalogue', requests: perKey(data, api('getCategory')) },
    {
      name: 'GetSubCategory',
      kind: 'catalogue',
      requests: perKey(data, api('getSubCategory', `?category_id=${data.categoryId}`)),
    },
    { name: 'GetTherapy', kind: 'catalogue', requests: therapies },
    { name: 'GetProduct', kind: 'catalogue', requests: products },
    {
      name: 'Searchmoleculeproducts',
      kind: 'search',
      requests: perKey(data, (i) => api('searchProducts', `?searchedString=${q(nth(SEARCHES.products, i))}`)),
    },
    ...articleCases(data),
    {
      name: 'SearchArticles, 4,800 searches (cache misses)',
      kind: 'uncached-search',
      requests: uncachedSearches(data.keys),
    },
    {
      // A Hindi member's answer names each article's therapy in Hindi (the index swaps each card's end).
      name: 'SearchArticles, 4,800 searches (cache misses), Hindi members',
      kind: 'uncached-search',
      requests: uncachedSearches(data.hindiKeys),
    },
    { name: 'GetTherapy, no Accept-Encoding', kind: 'diagnostic', requests: plain(therapies) },
    { name: 'GetProduct, no Accept-Encoding', kind: 'diagnostic', requests: plain(products) },
    ...(firstPage
      ? [
          {
            name: 'GetArticles p1, no Accept-Encoding',
            kind: 'diagnostic' as const,
            requests: plain(firstPage.requests),
          },
        ]
      : []),
    { name: 'OrderHistory', kind: 'read', requests: history },
    { name: 'OrderHistory, no Accept-Encoding', kind: 'diagnostic', requests: plain(history) },
    {
      name: 'ServAccessories (order)',
      kind: 'write',
      uniqueIds: true,
      requests: perKey(data, api('servAccessories', '', { sub_category: data.orderItem, message: 'bench' }), {
        'idempotency-key': 'bench-[<id>]',
      }),
    },
  ];
}
