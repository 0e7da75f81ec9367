/**
 * Issue 7 §9: every answer carries the delivery headers, and a foreign Origin never gets CORS headers. The expected
 * set comes from src/delivery (BASE_SECURITY_HEADERS, API_CSP, each page's CSP in dist-deploy/delivery.json,
 * cacheControlFor), never from a second copy; CSP directives that the module always sets to 'none' (object-src,
 * base-uri, frame-ancestors) must be 'none' in effect on every answer. Two servers:
 *  (a) the API in process (helpers/world.ts, PGlite or TEST_DATABASE_URL): every endpoint valid, without a key, with
 *      a wrong key, malformed JSON, a wrong content type, an oversize body, the wrong method, HEAD, an OPTIONS
 *      preflight, unknown paths, broken %-encoding, rate-limited;
 *  (b) `npm start` as a child process (scripts/start.ts with SITE_DIR = a snapshot of dist/, DATABASE_URL=memory://)
 *      over HTTP: every route of src/shared/routes.ts as a deep link, every file of the build (/_astro assets, sw.js,
 *      the manifest, precompressed siblings), brotli and gzip answers, 404s, other methods, the API calls of (a) over
 *      the network, and requests Node's HTTP parser refuses, on a raw socket.
 * Every request carries `Origin: https://evil.example`.
 */
import type { InjectOptions } from 'fastify';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '../../src/shared/contract/endpoints.ts';
import { API_CSP, cspDirectives } from '../../src/delivery/csp.ts';
import {
  BASE_SECURITY_HEADERS,
  cacheControlFor,
  isAssetPath,
  siteSecurityHeaders,
} from '../../src/delivery/headers.ts';
import { deliveryManifestPath, parseDeliveryManifest } from '../../src/delivery/manifest.ts';
import { type PagePolicies, policyForFile } from '../../src/delivery/page-policies.ts';
import { getThirdPartyConfig } from '../../src/shared/third-party.ts';
import { getPublicConfig } from '../../src/shared/public-config.ts';
import { matchRoute, pathFor, ROUTES } from '../../src/shared/routes.ts';
import {
  EVIL,
  fetchRaw,
  flat,
  rawExchange,
  siteFiles,
  startCombined,
  type RawOptions,
  type StartedServer,
} from './headers-server.ts';
import { ENDPOINT_NAMES, endsSession, MULTIPART_ENDPOINTS, urlOf, validRequest } from './helpers/endpoints.ts';
import { report } from './helpers/scale.ts';
import { buildWorld, type Member, type World } from './helpers/world.ts';

/** The headers of an API answer (and of anything the process answers outside the site): the module's base set and API_CSP. */
const API_HEADERS: Record<string, string> = { ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': API_CSP };
/** CSP directives the delivery module always sets to 'none' (object-src, base-uri, frame-ancestors). */
const NONE_DIRECTIVES = Object.entries(
  cspDirectives({ publicConfig: getPublicConfig({}), thirdParty: getThirdPartyConfig({}) }),
)
  .filter(([, sources]) => sources.join(' ') === "'none'")
  .map(([name]) => name);
/** Directives that fall back to default-src when absent (CSP Level 3 fetch directives used here). */
const FETCH_DIRECTIVES = new Set([
  'object-src',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'worker-src',
  'manifest-src',
]);

/** One answer to check: what was asked, what came back, and which header set it must carry. */
interface Answer {
  label: string;
  status: number;
  headers: Record<string, string>;
  /**
   * 'api': API_HEADERS; 'site': the Cache-Control of `cachePath` and the build's site headers, or API_HEADERS when
   * `cachePath` is an asset (isAssetPath: never a document nor a worker); 'either': one of the two sets.
   */
  want: 'api' | 'site' | 'either';
  /** The path whose Cache-Control rule applies (the file served: 404.html for a missing page). */
  cachePath: string;
  /** The path asked for (site answers). */
  path?: string;
}

const answers: Answer[] = [];

function parseCsp(value: string): Map<string, string> {
  const directives = new Map<string, string>();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources.join(' '));
  }
  return directives;
}

/** The page file a site answer serves (the shell of a route, a page's index.html, 404.html), else its own path. */
function pageFileOf(answer: Answer, policies: PagePolicies): string {
  if (answer.status === 404) return '/404.html';
  const path = (answer.path ?? answer.cachePath).split('?')[0] ?? '/';
  if (answer.label.startsWith('file ')) return path;
  const candidates = [path, `${path}index.html`, `${path}/index.html`];
  const page = candidates.find((file) => policies.pages[file] !== undefined);
  if (page) return page;
  const route = matchRoute(path.replace(/\/+$/, '') || '/')?.route;
  return route ? `${route.shell}index.html` : path;
}

/** The site headers an answer must carry: its page's policy, or the fallback for any other file. */
function siteHeadersOf(answer: Answer, site: Record<string, string>, policies: PagePolicies): Record<string, string> {
  return { ...site, 'Content-Security-Policy': policyForFile(policies, pageFileOf(answer, policies)) };
}

/** What is wrong with an answer's headers ([] when nothing). */
function problemsOf(answer: Answer, fallback: Record<string, string>, policies?: PagePolicies): string[] {
  const site = policies ? siteHeadersOf(answer, fallback, policies) : fallback;
  const problems: string[] = [];
  const { headers } = answer;
  const matches = (set: Record<string, string>) =>
    Object.entries(set).every(([name, value]) => headers[name.toLowerCase()] === value);
  const siteSet = isAssetPath(answer.cachePath) ? API_HEADERS : site;
  const sets = answer.want === 'api' ? [API_HEADERS] : answer.want === 'site' ? [siteSet] : [API_HEADERS, site];
  if (!sets.some(matches)) {
    const wanted = sets[0] ?? API_HEADERS;
    for (const [name, value] of Object.entries(wanted)) {
      if (headers[name.toLowerCase()] !== value)
        problems.push(`${name}: ${headers[name.toLowerCase()] ?? '(missing)'}`);
    }
  }
  const csp = parseCsp(headers['content-security-policy'] ?? '');
  for (const directive of NONE_DIRECTIVES) {
    const effective = csp.get(directive) ?? (FETCH_DIRECTIVES.has(directive) ? csp.get('default-src') : undefined);
    if (effective !== "'none'") problems.push(`CSP ${directive} is ${effective ?? '(absent)'}`);
  }
  for (const name of Object.keys(headers)) {
    if (name.startsWith('access-control-')) problems.push(`${name}: ${headers[name]}`);
  }
  if (answer.want === 'site' && headers['cache-control'] !== cacheControlFor(answer.cachePath)) {
    problems.push(
      `Cache-Control ${headers['cache-control'] ?? '(missing)'} instead of ${cacheControlFor(answer.cachePath)}`,
    );
  }
  return problems.map((problem) => `${answer.label} → ${answer.status}: ${problem}`);
}

/** Request headers without Authorization. */
function withoutAuthorization(headers: InjectOptions['headers']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers ?? {})
      .filter(([name]) => name.toLowerCase() !== 'authorization')
      .map(([name, value]) => [name, String(value)]),
  );
}

const byStatus = (list: readonly Answer[]) =>
  Object.fromEntries(
    [...new Set(list.map((a) => a.status))]
      .sort()
      .map((status) => [status, list.filter((a) => a.status === status).length]),
  );

/** Preflight headers of a cross-origin request from the evil origin. */
const PREFLIGHT = {
  origin: EVIL,
  'access-control-request-method': 'POST',
  'access-control-request-headers': 'authorization, content-type',
};
/** A JSON body over the 1 MB body limit. */
const OVERSIZE = JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) });

describe('(a) the API in process: every endpoint, valid and invalid requests', () => {
  let w: World;
  let member: Member;
  const mine: Answer[] = [];

  beforeAll(async () => {
    w = await buildWorld({ RATE_LIMIT_MEMBER_PER_MINUTE: '0' });
    member = await w.member({ terms: 'Y' });
  });
  afterAll(() => w.close());

  async function ask(label: string, options: InjectOptions): Promise<void> {
    const withOrigin = { ...options, headers: { origin: EVIL, ...(options.headers ?? {}) } };
    const response = await w.t.request(withOrigin);
    const answer: Answer = {
      label,
      status: response.statusCode,
      headers: flat(response.headers),
      want: 'api',
      cachePath: String(options.url),
    };
    mine.push(answer);
    answers.push(answer);
  }

  it('every answer carries the API headers and no Access-Control-* header', async () => {
    const auth = { authorization: `Bearer ${member.key}` };
    for (const name of ENDPOINT_NAMES) {
      if (endsSession(name)) continue;
      const { method, path } = ENDPOINTS[name];
      const url = `/api${path}`;
      const valid = await validRequest(name, w, member);
      await ask(`${name} valid`, valid);
      await ask(`${name} without a key`, { ...valid, headers: withoutAuthorization(valid.headers) });
      await ask(`${name} wrong key`, {
        ...valid,
        headers: { ...(valid.headers ?? {}), authorization: 'Bearer not-a-session-key' },
      });
      await ask(`${name} preflight`, { method: 'OPTIONS', url, headers: PREFLIGHT });
      await ask(`${name} wrong method`, { method: method === 'GET' ? 'POST' : 'GET', url, headers: auth });
      if (method === 'GET') await ask(`${name} HEAD`, { method: 'HEAD', url: String(valid.url), headers: auth });
      if (method === 'POST' && !MULTIPART_ENDPOINTS.includes(name)) {
        await ask(`${name} malformed JSON`, {
          method,
          url,
          headers: { ...auth, 'content-type': 'application/json' },
          payload: '{"broken": ',
        });
        await ask(`${name} text/plain`, {
          method,
          url,
          headers: { ...auth, 'content-type': 'text/plain' },
          payload: 'hello',
        });
        await ask(`${name} application/xml`, {
          method,
          url,
          headers: { ...auth, 'content-type': 'application/xml' },
          payload: '<a/>',
        });
        await ask(`${name} oversize`, {
          method,
          url,
          headers: { ...auth, 'content-type': 'application/json' },
          payload: OVERSIZE,
        });
      }
    }
    await ask('health', { method: 'GET', url: '/api/health' });
    await ask('openapi', { method: 'GET', url: '/api/openapi.json' });
    await ask('unknown API path', { method: 'GET', url: '/api/NoSuchCall.php' });
    await ask('unknown API path, POST', { method: 'POST', url: '/api/NoSuchCall.php', payload: {} });
    await ask('broken %-encoding', { method: 'GET', url: '/api/%E0%A4%A' });
    await ask('broken %-encoding in a query', {
      method: 'GET',
      url: `${urlOf('getCategory')}?therapeutic_focus=%E0%A4%A`,
      headers: auth,
    });
    await ask('query with __proto__', {
      method: 'GET',
      url: `${urlOf('getCategory')}?__proto__[x]=1&therapeutic_focus=x`,
      headers: auth,
    });
    await ask('logout', await validRequest('logout', w, member));
    await ask('after logout', await validRequest('orderHistory', w, member));
    // The per-address limit of check.php (30 per window): the 31st and later answer 429.
    for (let i = 0; i < 32; i += 1)
      await ask('check.php until rate-limited', {
        method: 'POST',
        url: '/api/check.php',
        payload: { country_code: '91', mobile_no: '9000000000' },
      });
    const problems = mine.flatMap((answer) => problemsOf(answer, API_HEADERS));
    report('headers-api', { answers: mine.length, statuses: byStatus(mine) });
    expect(problems).toEqual([]);
    for (const status of [200, 400, 401, 404, 413, 415, 429]) expect(mine.some((a) => a.status === status)).toBe(true);
  });
});

/** Sample parameter values for a route pattern: every `:name` gets a value with a space and a non-ASCII letter. */
function sampleParams(pattern: string): Record<string, string> {
  return Object.fromEntries([...pattern.matchAll(/:(\w+)/g)].map(([, name]) => [name ?? 'x', `${name} é 1`]));
}

describe('(b) npm start: the site and the API in one process, over HTTP', () => {
  let work: string;
  let server: StartedServer;
  let site: Record<string, string>;
  let policies: PagePolicies;
  const mine: Answer[] = [];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'portal-headers-'));
    server = await startCombined(work);
    const manifest = parseDeliveryManifest(readFileSync(deliveryManifestPath(server.siteDir), 'utf8'));
    if (!manifest) throw new Error('the build left no readable delivery manifest');
    site = manifest.securityHeaders;
    policies = { fallback: site['Content-Security-Policy'] ?? '', pages: manifest.pagePolicies };
  }, 600_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await once(server.child, 'exit');
    }
    if (work) rmSync(work, { recursive: true, force: true });
  });

  async function ask(
    label: string,
    path: string,
    want: Answer['want'],
    options: RawOptions & { cachePath?: string } = {},
  ): Promise<{ status: number; body: string }> {
    const response = await fetchRaw(server.url, path, options);
    const answer: Answer = {
      label,
      status: response.status,
      headers: response.headers,
      want,
      cachePath: options.cachePath ?? path.split('?')[0] ?? path,
      path,
    };
    mine.push(answer);
    answers.push(answer);
    return response;
  }

  it("the build wrote exactly the delivery module's site headers (its CSP with this build's hashes)", () => {
    const csp = site['Content-Security-Policy'] ?? '';
    expect(site).toEqual(siteSecurityHeaders(csp));
    for (const directive of NONE_DIRECTIVES) expect(parseCsp(csp).get(directive)).toBe("'none'");
    expect(NONE_DIRECTIVES).toEqual(expect.arrayContaining(['object-src', 'base-uri', 'frame-ancestors']));
  });

  it('every site answer: deep links of every route, every built file, compressed answers, 404s and other methods', async () => {
    for (const route of ROUTES) {
      const path = pathFor(route.id, sampleParams(route.pattern));
      await ask(`route ${route.id}`, path, 'site');
      await ask(`route ${route.id} with a query`, `${path}?utm_source=x&q=%3Cscript%3E`, 'site');
      if (path !== '/') await ask(`route ${route.id} trailing slash`, `${path}/`, 'site');
      await ask(`route ${route.id} HEAD`, path, 'site', { method: 'HEAD' });
    }
    const files = siteFiles(server.siteDir);
    for (const file of files) {
      const path = `/${relative(server.siteDir, file).split(sep).map(encodeURIComponent).join('/')}`;
      await ask(`file ${path}`, path, 'site');
      if (path.endsWith('/index.html')) await ask(`directory ${path}`, path.slice(0, -'index.html'.length), 'site');
    }
    const scripts = files.filter((f) => f.includes(`${sep}_astro${sep}`) && f.endsWith('.js')).slice(0, 5);
    for (const file of [join(server.siteDir, 'index.html'), join(server.siteDir, 'sw.js'), ...scripts]) {
      const path = `/${relative(server.siteDir, file).split(sep).join('/')}`;
      for (const encoding of ['br', 'gzip', 'br, gzip, deflate', 'identity']) {
        await ask(`${path} accept-encoding ${encoding}`, path, 'site', { headers: { 'accept-encoding': encoding } });
      }
    }
    for (const path of [
      '/no-such-page',
      '/_astro/no-such-file.js',
      '/products',
      '/articles/therapy',
      '/home/extra/segments/here',
      '/.delivery.json',
      '/delivery.json',
      '/nginx.conf',
      '/.env',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%5c..%5cpackage.json',
      '/sw.js/x',
      `/products/${'a'.repeat(3000)}`,
    ]) {
      await ask(`unknown ${path.slice(0, 60)}`, path, 'site', { cachePath: '/404.html' });
    }
    await ask('site path POST', '/', 'either', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    await ask('site path PUT', '/home', 'either', { method: 'PUT' });
    await ask('site path DELETE', '/sw.js', 'either', { method: 'DELETE' });
    await ask('site path OPTIONS preflight', '/home', 'either', { method: 'OPTIONS', headers: PREFLIGHT });
    await ask('broken %-encoding', '/%E0%A4%A', 'either');
    await ask('broken %-encoding in a route', '/products/%E0%A4%A', 'either');
    const siteAnswers = mine.filter(
      (a) => a.label.startsWith('route') || a.label.startsWith('file') || a.label.startsWith('directory'),
    );
    report('headers-site', {
      answers: mine.length,
      files: files.length,
      routes: ROUTES.length,
      statuses: byStatus(mine),
    });
    expect(mine.flatMap((answer) => problemsOf(answer, site, policies))).toEqual([]);
    expect(siteAnswers.every((a) => a.status === 200)).toBe(true);
  });

  it('every API answer over the network, with and without a session, valid and invalid', async () => {
    const before = mine.length;
    const check = await ask('check.php demo number', urlOf('check'), 'api', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ country_code: '91', mobile_no: '9876543210' }),
    });
    const challenge = (JSON.parse(check.body) as [unknown, { key: string }])[1].key;
    const login = await ask('login.php demo code', urlOf('login'), 'api', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: challenge, otp: '123456' }),
    });
    const key = (JSON.parse(login.body) as [unknown, { key: string }])[1].key;
    const json = { 'content-type': 'application/json' };
    for (const name of ENDPOINT_NAMES.filter((n: EndpointName) => !endsSession(n))) {
      const { method } = ENDPOINTS[name];
      const path = urlOf(name);
      const body = method === 'POST' ? '{}' : undefined;
      const headers = method === 'POST' ? json : {};
      await ask(`${name} with a session`, path, 'api', {
        method,
        headers: { ...headers, authorization: `Bearer ${key}` },
        body,
      });
      await ask(`${name} without a session`, path, 'api', { method, headers, body });
      await ask(`${name} preflight`, path, 'api', { method: 'OPTIONS', headers: PREFLIGHT });
      if (method === 'POST') {
        await ask(`${name} malformed JSON`, path, 'api', {
          method,
          headers: { ...json, authorization: `Bearer ${key}` },
          body: '{"a":',
        });
        await ask(`${name} oversize`, path, 'api', {
          method,
          headers: { ...json, authorization: `Bearer ${key}` },
          body: OVERSIZE,
          declaredLength: OVERSIZE.length,
        });
      }
    }
    await ask('health', '/api/health', 'api');
    await ask('openapi', '/api/openapi.json', 'api');
    // GET of an unknown /api path falls through to the site's 404 page (with the site's headers); other methods get the API's 404.
    await ask('unknown API path', '/api/NoSuchCall.php', 'api');
    await ask('unknown API path, POST', '/api/NoSuchCall.php', 'api', { method: 'POST', headers: json, body: '{}' });
    await ask('broken %-encoding under /api', '/api/%E0%A4%A', 'api');
    await ask('logout', urlOf('logout'), 'api', {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${key}` },
      body: '{}',
    });
    const api = mine.slice(before);
    report('headers-npm-start-api', { answers: api.length, statuses: byStatus(api) });
    expect(api.flatMap((answer) => problemsOf(answer, site, policies))).toEqual([]);
    for (const status of [200, 400, 401, 404, 413]) expect(api.some((a) => a.status === status)).toBe(true);
  });

  it("requests Node's HTTP parser refuses still answer with the API headers", async () => {
    const probes: [string, string][] = [
      ['garbage request line', 'NOT HTTP AT ALL\r\n\r\n'],
      ['invalid header name', 'GET / HTTP/1.1\r\nHost: x\r\nBad Header: x\r\n\r\n'],
      [
        'header block over the limit',
        `GET / HTTP/1.1\r\nHost: x\r\nOrigin: ${EVIL}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ],
      [
        'conflicting lengths',
        'POST /api/check.php HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      ],
    ];
    const raw: Answer[] = [];
    for (const [label, bytes] of probes) {
      const { status, headers } = await rawExchange(server.port, bytes);
      raw.push({ label: `raw: ${label}`, status, headers, want: 'api', cachePath: '/' });
    }
    answers.push(...raw);
    report('headers-raw', { answers: raw.length, statuses: byStatus(raw) });
    expect(raw.map((a) => a.status).every((status) => status >= 400 && status < 500)).toBe(true);
    expect(raw.flatMap((answer) => problemsOf(answer, site, policies))).toEqual([]);
  });
});

afterAll(() => {
  const foreign = answers.filter((a) => Object.keys(a.headers).some((name) => name.startsWith('access-control-')));
  report('headers', {
    answers: answers.length,
    withOriginEvil: answers.length,
    accessControlHeaders: foreign.length,
    statuses: byStatus(answers),
  });
});
