/** /robots.txt: public pages may be indexed; the sitemap lists them. */
import type { APIRoute } from 'astro';

/** Builds robots.txt with the sitemap address of this site. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('sitemap-index.xml', site ?? 'http://localhost:4321').href;
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
