/** /manifest.webmanifest: makes the portal installable, with the configured brand name and colour. */
import type { APIRoute } from 'astro';
import { pathFor } from '../shared/routes.ts';
import { publicConfig } from '../lib/config.ts';

/** The web app manifest. */
export const GET: APIRoute = () => {
  const { brand } = publicConfig;
  const manifest = {
    name: brand.name,
    short_name: brand.name.slice(0, 12),
    description: 'The portal for registered doctors: services, samples, articles and journals.',
    id: '/',
    start_url: pathFor('home'),
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#f4f6f7',
    theme_color: brand.primary,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/manifest+json' } });
};
