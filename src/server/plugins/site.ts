/**
 * Serves the built static site beside the API (npm start) with the same rules as the CDN files the build writes
 * (src/delivery): real files first, then the route table's shells for deep links (e.g. /products/Statins →
 * /products/_/index.html), then the 404 page; every answer carries the build's security headers (each page its own
 * CSP with its inline hashes, other files the 404 page's, from dist-deploy/delivery.json; assets the strict policy,
 * see ASSET_PATHS) and the Cache-Control of its path, brotli- or gzip-compressed from the build's precompressed
 * siblings when the client accepts it. Dot files are never served.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { cacheControlFor, isAssetPath, siteSecurityHeaders, STRICT_SECURITY_HEADERS } from '../../delivery/headers.ts';
import { deliveryManifestPath, parseDeliveryManifest } from '../../delivery/manifest.ts';
import { type PagePolicies, pagePolicies, policyForFile } from '../../delivery/page-policies.ts';
import { getThirdPartyConfig } from '../../shared/third-party.ts';
import { getPublicConfig } from '../../shared/public-config.ts';
import { languagePrefix, matchRoute, splitLanguage } from '../../shared/routes.ts';

/** Maps an address to a file inside `root`, or undefined when none exists (never escapes root, never a dot file). */
function resolveSiteFile(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || /(^|[\\/])\./.test(decoded)) return undefined;
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root + sep)) return undefined;
  const candidates = [full, join(full, 'index.html'), `${full}.html`];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

function htmlFiles(dir: string): string[] {
  return readdirSafe(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'pagefind' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** The page policies of the built site: from the build's manifest, else computed from its HTML and the env. */
export function sitePolicies(root: string, env: NodeJS.ProcessEnv = process.env): PagePolicies {
  const manifestFile = deliveryManifestPath(root);
  const manifest = existsSync(manifestFile) ? parseDeliveryManifest(readFileSync(manifestFile, 'utf8')) : undefined;
  const fallback = manifest?.securityHeaders['Content-Security-Policy'];
  if (manifest && fallback) return { fallback, pages: manifest.pagePolicies };
  const pages = htmlFiles(root).map((file) => ({
    file: `/${file
      .slice(root.length + 1)
      .split(sep)
      .join('/')}`,
    html: readFileSync(file, 'utf8'),
  }));
  return pagePolicies(pages, { publicConfig: getPublicConfig(env), thirdParty: getThirdPartyConfig(env) });
}

/** Registers the static site under `/`, leaving `/api` to the API. */
export const sitePlugin = fp(
  async (app: FastifyInstance, options: { siteDir: string }) => {
    const root = resolve(options.siteDir);
    const policies = sitePolicies(root);
    const security = siteSecurityHeaders(policies.fallback);
    // preCompressed: the build writes .br and .gz beside every text file (src/integrations/precompress.ts); the
    // answer is brotli when the client accepts it, else gzip, else the plain file (always with Vary: Accept-Encoding).
    await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
    const send = (reply: FastifyReply, file: string, status = 200): FastifyReply => {
      const relative = file.slice(root.length + 1);
      const path = `/${relative.split(sep).join('/')}`;
      const headers = isAssetPath(path) ? STRICT_SECURITY_HEADERS : siteSecurityHeaders(policyForFile(policies, path));
      return reply
        .code(status)
        .headers(headers)
        .header('cache-control', cacheControlFor(path))
        .sendFile(relative, root, { cacheControl: false });
    };
    const handler = async (request: { url: string }, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      // An unknown API address is an API answer (the JSON error envelope), not the site's 404 page.
      if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
      const file = resolveSiteFile(root, pathname);
      if (file) return send(reply, file);
      const address = pathname.replace(/\/+$/, '') || '/';
      const match = matchRoute(address);
      // A language's pages (/hi/…, /ne/…) have their own shells under its prefix (docs/LANGUAGES.md).
      const prefix = languagePrefix(splitLanguage(address).language);
      const shell = match ? join(root, prefix, match.route.shell, 'index.html') : undefined;
      if (shell && existsSync(shell)) return send(reply, shell);
      // An unknown address under /hi/ or /ne/ gets that language's 404 page (issue 39 §7), else the English one.
      const notFound = [join(root, prefix, '404.html'), join(root, '404.html')].find((file) => existsSync(file));
      if (notFound) return send(reply, notFound, 404);
      return reply.code(404).headers(security).type('text/plain').send('Not found');
    };
    app.get('/*', handler);
  },
  { name: 'site' },
);
