/**
 * Serves the built static site beside the API (npm start): real files first, then the route table's shells for
 * deep links (e.g. /products/Statins → /products/_/index.html), then the 404 page. Hashed assets are cached
 * for a year, HTML is revalidated.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { matchRoute } from '../../shared/routes.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Maps an address to a file inside `root`, or undefined when none exists (never escapes root). */
export function resolveSiteFile(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root + sep)) return undefined;
  const candidates = [full, join(full, 'index.html'), `${full}.html`];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

function send(reply: FastifyReply, root: string, file: string, status = 200): FastifyReply {
  const relative = file.slice(root.length + 1);
  const cache = relative.startsWith('_astro/') ? IMMUTABLE : REVALIDATE;
  return reply.code(status).header('cache-control', cache).sendFile(relative, root, { cacheControl: false });
}

/** Registers the static site under `/`, leaving `/api` to the API. */
export const sitePlugin = fp(async (app: FastifyInstance, options: { siteDir: string }) => {
  const root = resolve(options.siteDir);
  await app.register(fastifyStatic, { root, serve: false });
  const handler = async (request: { url: string }, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const file = resolveSiteFile(root, pathname);
    if (file) return send(reply, root, file);
    const match = matchRoute(pathname.replace(/\/+$/, '') || '/');
    const shell = match ? join(root, match.route.shell, 'index.html') : undefined;
    if (shell && existsSync(shell)) return send(reply, root, shell);
    const notFound = join(root, '404.html');
    if (existsSync(notFound)) return send(reply, root, notFound, 404);
    return reply.code(404).type('text/plain').send('Not found');
  };
  app.get('/*', handler);
}, { name: 'site' });
