/** Bundles xss-page.ts (the portal's ArticleItem and ChatWindow with React) with esbuild, as one browser script. */
import { build } from 'esbuild';
import { join } from 'node:path';
import { getPublicConfig } from '../../../src/shared/public-config.ts';

/** The bundled script text (production React; no PUBLIC_* variables, so the default public configuration). */
export async function bundleXssPage(): Promise<string> {
  const result = await build({
    entryPoints: [join(import.meta.dirname, 'xss-page.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    jsx: 'automatic',
    define: {
      'process.env.NODE_ENV': '"production"',
      'import.meta.env': '{}',
      // What the site build bakes into src/lib/config.ts (src/integrations/delivery.ts), here without PUBLIC_* set.
      __PORTAL_PUBLIC_CONFIG__: JSON.stringify(getPublicConfig({})),
      __PORTAL_FIREBASE__: 'null',
    },
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild wrote no bundle');
  return file.text;
}
