/**
 * The Astro integration that makes dist/ a CDN product. While configuring, it bakes the third-party switches
 * into the bundles (so that Firebase and the tag loaders are not even emitted when unconfigured). When the
 * build is done it indexes the site with pagefind, writes the service worker, hashes the inline scripts and styles
 * of each built page for that page's CSP, and writes the host rules: `_redirects` and `_headers` (Netlify, Cloudflare
 * Pages) in dist/, and beside it in dist-deploy/ (never published) `vercel.json`, `nginx.conf` and `delivery.json`,
 * which `npm start` serves from; last, it writes brotli and gzip siblings of every text file (precompress.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { siteSecurityHeaders } from '../delivery/headers.ts';
import { isConsoleFile } from '../delivery/console-csp.ts';
import { headersFile, nginxServer, redirectsFile, vercelJson } from '../delivery/hosts.ts';
import { inlineCode } from '../delivery/inline-hashes.ts';
import { DELIVERY_MANIFEST, type DeliveryManifest, deployDirOf } from '../delivery/manifest.ts';
import { pagePolicies, pageRules, sitePolicy } from '../delivery/page-policies.ts';
import { shellRewrites } from '../delivery/rewrites.ts';
import { getThirdPartyConfig, originOf } from '../shared/third-party.ts';
import { getPublicConfig, type Env } from '../shared/public-config.ts';
import { builtLanguages, type Language } from '../shared/messages/languages.ts';
import { buildLanguageSite } from './language.ts';
import { addModulePreloads } from './module-preload.ts';
import { precompress } from './precompress.ts';
import { buildSearchIndex } from './search-index.ts';
import { listFiles, writeServiceWorker } from './service-worker.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Files precached besides the pages and their assets. */
const PRECACHE_EXTRA = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/images/brand/logo.svg',
];

/** Options: the build environment (PUBLIC_* values) and, for tests only, a replacement push adapter module. */
export interface DeliveryOptions {
  env: Env;
  pushAdapter?: string | undefined;
  /** The build's language: English builds the other languages into dist/ and then delivers the whole of it. */
  language: Language;
}

function writeHostRules(dist: string, env: Env): DeliveryManifest {
  const pages = listFiles(dist)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, html: readFileSync(join(dist, file), 'utf8') }));
  const inline = inlineCode(pages.map((page) => page.html));
  if (inline.blockedAttributes.length > 0) {
    console.warn(`[delivery] inline event handlers the CSP blocks:\n  ${inline.blockedAttributes.join('\n  ')}`);
  }
  const publicConfig = getPublicConfig(env);
  const base = { publicConfig, thirdParty: getThirdPartyConfig(env) };
  const policies = pagePolicies(pages, base);
  const security = siteSecurityHeaders(policies.fallback);
  const rewrites = shellRewrites(builtLanguages(env));
  const rules = pageRules(policies);
  writeFileSync(join(dist, '_redirects'), redirectsFile(rewrites));
  const consoleRules = rules.filter((rule) => isConsoleFile(rule.file));
  writeFileSync(join(dist, '_headers'), headersFile(siteSecurityHeaders(sitePolicy(pages, base)), consoleRules));
  const deploy = deployDirOf(dist);
  mkdirSync(deploy, { recursive: true });
  writeFileSync(join(deploy, 'vercel.json'), vercelJson(rewrites, security, rules));
  writeFileSync(join(deploy, 'nginx.conf'), nginxServer(rewrites, security, rules));
  const manifest: DeliveryManifest = {
    securityHeaders: security,
    pagePolicies: policies.pages,
    apiOrigin: originOf(publicConfig.apiBase) ?? null,
  };
  writeFileSync(join(deploy, DELIVERY_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The integration (astro.config.mjs: `delivery({ env })`). */
export default function delivery(options: DeliveryOptions): AstroIntegration {
  const thirdParty = getThirdPartyConfig(options.env);
  return {
    name: 'portal:delivery',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        const analytics =
          thirdParty.ga4Id || thirdParty.gtmId ? { ga4: thirdParty.ga4Id ?? '', gtm: thirdParty.gtmId ?? '' } : null;
        const alias = options.pushAdapter
          ? [{ find: /^\.\.\/lib\/push-firebase\.ts$/, replacement: join(ROOT, options.pushAdapter) }]
          : [];
        updateConfig({
          vite: {
            define: {
              __PORTAL_FIREBASE__: JSON.stringify(thirdParty.firebase ?? null),
              __PORTAL_ANALYTICS__: JSON.stringify(analytics),
              __PORTAL_PUBLIC_CONFIG__: JSON.stringify(getPublicConfig(options.env)),
            },
            resolve: { alias },
          },
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        // A language build leaves its pages for the English build, which delivers dist/ as a whole.
        if (options.language !== 'en') return;
        const dist = fileURLToPath(dir);
        for (const language of builtLanguages(options.env).filter((l) => l !== 'en')) {
          buildLanguageSite(ROOT, dist, language);
          logger.info(`${language}: pages built into ${language}/`);
        }
        logger.info(
          `low-priority module scripts and modulepreload links written into ${addModulePreloads(dist)} page(s)`,
        );
        const search = await buildSearchIndex(dist);
        logger.info(
          `pagefind: ${search.pages} page(s) and ${search.records} catalogue record(s) from ${search.from} indexed`,
        );
        const apiBase = getPublicConfig(options.env).apiBase;
        const sw = writeServiceWorker(dist, join(ROOT, 'src/sw/sw.ts'), apiBase, PRECACHE_EXTRA);
        logger.info(`sw.js: version ${sw.version}, ${sw.precache.en.length} file(s) precached per language`);
        writeHostRules(dist, options.env);
        logger.info('_redirects and _headers written; vercel.json, nginx.conf and delivery.json in the deploy folder');
        const compressed = await precompress(dist);
        logger.info(
          `precompressed ${compressed.files} file(s): ${compressed.bytes} bytes → ${compressed.brotliBytes} brotli (.br and .gz beside each)`,
        );
      },
    },
  };
}
