/**
 * The peer single-page app's build (docs/PERFORMANCE.md "Peer"): Vite's production defaults (minified, one entry,
 * a chunk per lazy route) with the React plugin, the product's public/ folder and PUBLIC_* settings, and the
 * product's build flags (no Firebase, no analytics, as in the benchmarked build). Output: .data/bench/peer-spa/.
 */
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { brandStyle } from '../../../../src/layouts/brand-style.ts';
import { getPublicConfig } from '../../../../src/shared/public-config.ts';

const ROOT = new URL('../../../../', import.meta.url).pathname;
/** Where the peer's build goes (git-ignored, like all of .data/). */
export const PEER_OUT_DIR = `${ROOT}.data/bench/peer-spa`;

/** The PUBLIC_* settings, baked in as the product's build does (src/lib/config.ts). */
const publicConfig = getPublicConfig({ ...loadEnv('production', ROOT, 'PUBLIC_'), ...process.env });

/** The brand's name, colour and CSS custom properties written into index.html, as the product's head has them. */
function brandHead(): Plugin {
  const { brand } = publicConfig;
  return {
    name: 'peer:brand-head',
    transformIndexHtml: (html) =>
      html
        .replace('%PORTAL_BRAND%', brand.name)
        .replace('%PORTAL_THEME%', brand.primary)
        .replace('</head>', `<style>${brandStyle(brand)}</style></head>`),
  };
}

export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  publicDir: `${ROOT}public`,
  envDir: ROOT,
  envPrefix: 'PUBLIC_',
  mode: 'production',
  logLevel: 'warn',
  plugins: [react(), brandHead()],
  define: {
    __PORTAL_FIREBASE__: 'null',
    __PORTAL_ANALYTICS__: 'null',
    __PORTAL_PUBLIC_CONFIG__: JSON.stringify(publicConfig),
  },
  build: { outDir: PEER_OUT_DIR, emptyOutDir: true },
});
