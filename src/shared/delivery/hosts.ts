/**
 * The rules files of the common static hosts, written from the same rewrites and headers: Netlify and
 * Cloudflare Pages (`_redirects`, `_headers`), Vercel (`vercel.json`) and an nginx server block. Pure strings.
 * nginx (like `npm start`) gives assets (ASSET_PATHS) the strict policy; `_headers` and `vercel.json` give every
 * path the page policy, as those hosts' rules for one header set by two matching rules differ (merged or
 * overridden) and they speak HTTP/2, which sends a repeated header once per connection.
 */
import {
  ASSET_PATHS,
  CACHE,
  CACHE_RULES,
  cacheControlFor,
  isAssetPath,
  STRICT_SECURITY_HEADERS,
  type PathRule,
} from './headers.ts';
import type { ShellRewrite } from './rewrites.ts';

const BANNER =
  'Generated at build time from src/shared/routes.ts and the PUBLIC_* settings (src/integrations/delivery.ts): do not edit.';

/** Netlify / Cloudflare Pages `_redirects`: 200 rewrites of deep links to their shell (existing files win). */
export function redirectsFile(rewrites: readonly ShellRewrite[]): string {
  const lines = rewrites.flatMap((r) => r.splatPaths.map((path) => `${path}  ${r.shell}  200`));
  return `# ${BANNER}\n${lines.join('\n')}\n`;
}

/** Netlify / Cloudflare Pages `_headers`: security headers everywhere, caching for hashed assets and the worker. */
export function headersFile(security: Readonly<Record<string, string>>): string {
  const block = (path: string, headers: Readonly<Record<string, string>>): string =>
    `${path}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}`;
  const cache = CACHE_RULES.map((rule) =>
    block(rule.match === 'prefix' ? `${rule.path}*` : rule.path, { 'Cache-Control': rule.value }),
  );
  const note = `# Every other file keeps the host's default "${CACHE.revalidate}".`;
  return `# ${BANNER}\n${note}\n${[block('/*', security), ...cache].join('\n')}\n`;
}

/** Vercel `vercel.json`: rewrites (applied after the file system) and headers. */
export function vercelJson(rewrites: readonly ShellRewrite[], security: Readonly<Record<string, string>>): string {
  const pairs = (headers: Readonly<Record<string, string>>) =>
    Object.entries(headers).map(([key, value]) => ({ key, value }));
  const config = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    cleanUrls: false,
    rewrites: rewrites.flatMap((r) => r.vercelSources.map((source) => ({ source, destination: r.shellFile }))),
    headers: [
      { source: '/(.*)', headers: pairs(security) },
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
  return [...Object.entries(security), ['Cache-Control', cache] as const].map(
    ([name, value]) => `    add_header ${name} ${nginxQuote(value)} always;`,
  );
}

/** The nginx location match of a path rule (`^~` so no regular-expression location takes its files). */
const nginxMatch = (rule: PathRule): string => (rule.match === 'prefix' ? `^~ ${rule.path}` : `= ${rule.path}`);

/** An nginx `server` block serving dist/ (set `root` and `listen`; uncomment the /api proxy for one origin). */
export function nginxServer(rewrites: readonly ShellRewrite[], security: Readonly<Record<string, string>>): string {
  const location = (match: string, headers: Readonly<Record<string, string>>, cache: string, body: string): string =>
    [`  location ${match} {`, ...nginxHeaders(headers, cache), `    ${body}`, '  }'].join('\n');
  const fileRules = [...CACHE_RULES.filter((rule) => !isAssetPath(rule.path)), ...ASSET_PATHS];
  const fileLocations = fileRules.map((rule) =>
    location(
      nginxMatch(rule),
      isAssetPath(rule.path) ? STRICT_SECURITY_HEADERS : security,
      cacheControlFor(rule.path),
      'try_files $uri =404;',
    ),
  );
  const shells = rewrites.map((r) =>
    location(`~ ${nginxQuote(r.regex)}`, security, CACHE.revalidate, `try_files $uri ${r.shellFile};  # ${r.route.id}`),
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
    '  error_page 404 /404.html;',
    '  # One origin for site and API: uncomment and point at the API service.',
    '  # location /api/ { proxy_pass http://127.0.0.1:4321; proxy_set_header Host $host; }',
    ...fileLocations,
    ...shells,
    location('/', security, CACHE.revalidate, 'try_files $uri $uri/index.html $uri.html =404;'),
    '}',
    '',
  ].join('\n');
}
