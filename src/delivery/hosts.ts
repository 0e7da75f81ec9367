/**
 * The rules files of the common static hosts, written from the same rewrites, headers and page policies: Netlify and
 * Cloudflare Pages (`_redirects`, `_headers`), Vercel (`vercel.json`) and an nginx server block. Pure strings.
 * Every page gets its own Content-Security-Policy (page-policies.ts), everything else the fallback one; `_headers`,
 * which Cloudflare Pages reads only 100 rules of, gives the doctors' pages and everything else the site's policy and
 * the console its own. nginx (like `npm start`) gives assets (ASSET_PATHS) the strict policy; `_headers` and
 * `vercel.json` give them the fallback (or site) policy, as
 * those hosts' rules for one header set by two matching rules differ and they speak HTTP/2, which sends a repeated
 * header once per connection.
 */
import { DeliveryConfigError } from '../shared/third-party.ts';
import {
  ASSET_PATHS,
  CACHE,
  CACHE_RULES,
  cacheControlFor,
  isAssetPath,
  STRICT_SECURITY_HEADERS,
  type PathRule,
} from './headers.ts';
import { LANGUAGES } from '../shared/messages/languages.ts';
import { languagePrefix } from '../shared/routes.ts';
import type { PageRule } from './page-policies.ts';
import type { ShellRewrite } from './rewrites.ts';

/** How many rules Cloudflare Pages reads from `_headers` (it skips the rest with a warning). */
export const MAX_HEADERS_RULES = 100;

/** The longest line Cloudflare Pages reads in `_headers` (longer ones are ignored with a warning). */
export const MAX_HEADERS_LINE = 2000;

const BANNER =
  'Generated at build time from src/shared/routes.ts and the PUBLIC_* settings (src/integrations/delivery.ts): do not edit.';

/** Netlify / Cloudflare Pages `_redirects`: 200 rewrites of deep links to their shell (existing files win). */
export function redirectsFile(rewrites: readonly ShellRewrite[]): string {
  const lines = rewrites.flatMap((r) => r.splatPaths.map((path) => `${path}  ${r.shell}  200`));
  return `# ${BANNER}\n${lines.join('\n')}\n`;
}

/**
 * Netlify / Cloudflare Pages `_headers`: the security headers on `/*` (with the site's policy, see pagePolicies), the
 * cache rules, then the pages that keep a policy of their own (the console's) under their addresses. Cloudflare Pages
 * joins the values of a header set by two matching rules, so each page rule first detaches the policy of the broader
 * rules (`! Content-Security-Policy`); Netlify takes the last matching rule's value and does not know that line
 * (docs/DEPLOY.md strips it for Netlify). Throws when a line would exceed MAX_HEADERS_LINE or the rules
 * MAX_HEADERS_RULES.
 */
export function headersFile(security: Readonly<Record<string, string>>, pages: readonly PageRule[] = []): string {
  const block = (path: string, headers: Readonly<Record<string, string>>, detach = false): string =>
    `${path}\n${detach ? '  ! Content-Security-Policy\n' : ''}${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}`;
  const cache = CACHE_RULES.map((rule) =>
    block(rule.match === 'prefix' ? `${rule.path}*` : rule.path, { 'Cache-Control': rule.value }),
  );
  const policies = pages.flatMap((page) =>
    page.paths.map((path) => block(path, { 'Content-Security-Policy': page.csp }, true)),
  );
  const rules = [block('/*', security), ...cache, ...policies];
  if (rules.length > MAX_HEADERS_RULES)
    throw new DeliveryConfigError(`_headers: ${rules.length} rules (Cloudflare Pages reads ${MAX_HEADERS_RULES})`);
  const note = `# Every other file keeps the host's default "${CACHE.revalidate}".`;
  const text = `# ${BANNER}\n${note}\n${rules.join('\n')}\n`;
  const long = text.split('\n').find((line) => line.length > MAX_HEADERS_LINE);
  if (long)
    throw new DeliveryConfigError(
      `_headers: a line of ${long.length} characters (at most ${MAX_HEADERS_LINE}): ${long.slice(0, 80)}…`,
    );
  return text;
}

/** Vercel `vercel.json`: rewrites (applied after the file system) and headers. */
export function vercelJson(
  rewrites: readonly ShellRewrite[],
  security: Readonly<Record<string, string>>,
  pages: readonly PageRule[] = [],
): string {
  const pairs = (headers: Readonly<Record<string, string>>) =>
    Object.entries(headers).map(([key, value]) => ({ key, value }));
  const config = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    cleanUrls: false,
    rewrites: rewrites.flatMap((r) => r.vercelSources.map((source) => ({ source, destination: r.shellFile }))),
    headers: [
      { source: '/(.*)', headers: pairs(security) },
      ...pages.flatMap((page) =>
        page.vercelSources.map((source) => ({ source, headers: pairs({ 'Content-Security-Policy': page.csp }) })),
      ),
      ...CACHE_RULES.map((rule) => ({
        source: rule.match === 'prefix' ? `${rule.path}(.*)` : rule.path,
        headers: pairs({ 'Cache-Control': rule.value }),
      })),
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

const nginxQuote = (value: string): string => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function nginxHeaders(security: Readonly<Record<string, string>>, cache: string): string[] {
  return [...Object.entries(security), ['Cache-Control', cache] as const, ['Vary', 'Accept-Encoding'] as const].map(
    ([name, value]) => `    add_header ${name} ${nginxQuote(value)} always;`,
  );
}

/** The nginx location match of a path rule (`^~` so no regular-expression location takes its files). */
const nginxMatch = (rule: PathRule): string => (rule.match === 'prefix' ? `^~ ${rule.path}` : `= ${rule.path}`);

/** The type of a file Debian's mime.types lacks (the web app manifests of every language), or undefined. */
const nginxType = (path: string): string | undefined =>
  path.endsWith('.webmanifest') ? 'application/manifest+json' : undefined;

/**
 * The rewrites of nginx's @notfound location: each language's own 404 page, the English one last. `last` (the status
 * stays 404) sends /hi/404.html through its page's location, so it gets its own policy, not the English 404 page's.
 */
function notFoundRewrites(): string {
  const others = LANGUAGES.map(languagePrefix).filter((prefix) => prefix !== '');
  const own = others.map((prefix) => `rewrite ^${prefix}/ ${prefix}/404.html last;`);
  return [...own, 'rewrite ^ /404.html last;'].join(' ');
}

/**
 * An nginx `server` block serving dist/ (set `root` and `listen`; uncomment the /api proxy for one origin). It
 * serves the build's `.br` and `.gz` siblings (`brotli_static` needs Debian's libnginx-mod-http-brotli-static),
 * always with `Vary: Accept-Encoding`, each page with its own policy and never the `_headers`/`_redirects` files.
 */
export function nginxServer(
  rewrites: readonly ShellRewrite[],
  security: Readonly<Record<string, string>>,
  pages: readonly PageRule[] = [],
): string {
  const location = (match: string, headers: Readonly<Record<string, string>>, cache: string, body: string): string =>
    [`  location ${match} {`, ...nginxHeaders(headers, cache), `    ${body}`, '  }'].join('\n');
  const withCsp = (csp: string | undefined) => (csp ? { ...security, 'Content-Security-Policy': csp } : security);
  const fileRules = [...CACHE_RULES.filter((rule) => !isAssetPath(rule.path)), ...ASSET_PATHS];
  const fileLocations = fileRules.map((rule) => {
    const type = nginxType(rule.path);
    return location(
      nginxMatch(rule),
      isAssetPath(rule.path) ? STRICT_SECURITY_HEADERS : security,
      cacheControlFor(rule.path),
      `${type ? `types { } default_type ${type}; ` : ''}try_files $uri =404;`,
    );
  });
  const plainPages = pages
    .filter((page) => !page.rewrite)
    .map((page) =>
      location(`~ ${nginxQuote(page.regex)}`, withCsp(page.csp), CACHE.revalidate, `try_files ${page.file} =404;`),
    );
  const shells = rewrites.map((r) =>
    location(
      `~ ${nginxQuote(r.regex)}`,
      withCsp(pages.find((page) => page.file === r.shellFile)?.csp),
      CACHE.revalidate,
      `try_files $uri ${r.shellFile} =404;  # ${r.route.id}`,
    ),
  );
  return [
    `# ${BANNER}`,
    'server {',
    '  listen 80;',
    '  server_name _;',
    '  root /var/www/portal;',
    '  index index.html;',
    '  charset utf-8;',
    '  server_tokens off;',
    '  absolute_redirect off;',
    '  # An unknown address gets the 404 page of its language (/hi/404.html, /ne/404.html), else the English one.',
    '  error_page 404 @notfound;',
    '  # The build writes a .gz and a .br beside every text file: send them to clients that accept them.',
    '  gzip_static on;',
    '  brotli_static on;',
    '  # One origin for site and API: uncomment, point at the API service and set its TRUST_PROXY to this address, so',
    "  # its per-address limits and METRICS_ALLOW see the doctor's address; 11m takes a 10 MB print and its fields.",
    '  # location /api/ { proxy_pass http://127.0.0.1:4321; proxy_set_header Host $host; proxy_set_header X-Forwarded-For $remote_addr; proxy_set_header X-Forwarded-Proto $scheme; client_max_body_size 11m; }',
    '  location ~ ^/_(?:headers|redirects)$ { return 404; }',
    ...fileLocations,
    ...plainPages,
    ...shells,
    location('@notfound', security, CACHE.revalidate, notFoundRewrites()),
    location('/', security, CACHE.revalidate, 'try_files $uri $uri/index.html $uri.html =404;'),
    '}',
    '',
  ].join('\n');
}
