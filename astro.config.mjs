/** Astro configuration: a static site of route shells with React islands (DESIGN §2), delivered by src/integrations/delivery.ts. */
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { loadEnv } from 'vite';
import { CHUNK_GROUPS } from './src/integrations/chunk-groups.ts';
import contentCheck from './src/integrations/content-check.ts';
import delivery from './src/integrations/delivery.ts';
import { DESTR_ALIAS } from './src/integrations/destr-alias.ts';
import focusDirective from './src/integrations/focus/index.ts';
import { eagerWrappers } from './src/integrations/eager-wrappers.ts';
import { idleImports } from './src/integrations/idle-imports.ts';
import { assetsInlineLimit } from './src/integrations/inline-limit.ts';
import laterDirective from './src/integrations/later/index.ts';
import paintedDirective from './src/integrations/painted/index.ts';
import { buildLanguage, languageModules, pseudoModules } from './src/integrations/language.ts';
import { isIndexable } from './src/delivery/crawl.ts';
import { matchRoute } from './src/shared/routes.ts';

/** The PUBLIC_* settings as the build sees them: the environment wins over .env files, as in Vite. */
const env = { ...loadEnv('production', process.cwd(), 'PUBLIC_'), ...process.env };
const site = env.PUBLIC_SITE_URL?.trim() || 'http://localhost:4321';
const port = Number(process.env.PORT ?? 4321);
const apiPort = Number(process.env.API_DEV_PORT ?? 4322);
/** The language of this build: English (the site, which builds the others into dist/hi/, dist/ne/) or one of those. */
const language = buildLanguage(process.env);
const pseudo = process.env.PORTAL_PSEUDO === '1';
/** The unminified build of `npm run bench:tasks` (scripts/bench/task-profile.ts), in a folder of its own. */
const unminified = process.env.PORTAL_UNMINIFIED === '1';
const languageBuild =
  language === 'en'
    ? // The pseudo build (docs/LANGUAGES.md): English pages with bracketed texts, in a folder of its own.
      pseudo
      ? { outDir: process.env.PORTAL_PSEUDO_OUT ?? './dist-pseudo' }
      : unminified
        ? { outDir: process.env.PORTAL_UNMINIFIED_OUT ?? './dist-unminified' }
        : {}
    : // A language build: its pages under /<language>/, without a second copy of public/ (the English build has it).
      {
        base: `/${language}`,
        outDir: process.env.PORTAL_LANGUAGE_OUT,
        publicDir: './src/.no-public-in-language-builds',
      };

/**
 * Dev server only: serves every address of a parameterised route from its one static shell
 * (e.g. /searcharticles/heart → /searcharticles/_/), as the `npm start` server and the CDN do.
 * @returns {import('vite').Plugin}
 */
function shellRewrites() {
  return {
    name: 'portal:shell-rewrites',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
        if (wantsPage && req.url) {
          const url = new URL(req.url, 'http://dev.local');
          const match = matchRoute(url.pathname);
          if (match?.route.shell.includes('/_/')) req.url = match.route.shell + url.search;
        }
        next();
      });
    },
  };
}

/** The site configuration. */
export default defineConfig({
  site,
  output: 'static',
  ...languageBuild,
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'never' },
  integrations: [
    react(),
    // Pictures and links of the Markdown in src/content, once (the language builds share them): docs/CONTENT.md.
    ...(language === 'en' ? [contentCheck(env)] : []),
    focusDirective(),
    laterDirective(),
    paintedDirective(),
    // Only the public pages are worth indexing: members' pages sit behind a login (robots.txt says the same).
    sitemap({ filter: (page) => isIndexable(new URL(page).pathname) }),
    // PORTAL_PUSH_ADAPTER (tests only) replaces src/lib/push-firebase.ts with another module.
    delivery({ env, pushAdapter: process.env.PORTAL_PUSH_ADAPTER, language }),
  ],
  server: { port },
  vite: {
    resolve: { alias: [DESTR_ALIAS] },
    plugins: [
      shellRewrites(),
      idleImports(),
      eagerWrappers(),
      ...languageModules(language),
      ...pseudoModules(process.env),
    ],
    build: {
      // Terser, two passes: 0.1–0.3 KB fewer brotli bytes per page than the default minifier (gzip 0.5 KB more);
      // eagerWrappers() puts back the parentheses it drops, without which React starts 40 % slower.
      ...(unminified ? { minify: false } : { minify: 'terser', terserOptions: { compress: { passes: 2 } } }),
      assetsInlineLimit,
      rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    },
    server: {
      proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
    },
  },
});
