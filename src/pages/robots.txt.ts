/** /robots.txt: public pages may be indexed; member routes, the verify step and the API are disallowed. */
import type { APIRoute } from 'astro';
import { robotsTxt } from '../delivery/crawl.ts';
import { publicConfig } from '../lib/config.ts';
import { builtLanguages } from '../shared/messages/languages.ts';

/** Builds robots.txt with the sitemap addresses of this site, one per language it is built in. */
export const GET: APIRoute = ({ site }) =>
  new Response(robotsTxt(site?.href ?? 'http://localhost:4321/', publicConfig.apiBase, builtLanguages(process.env)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
