/** Bundles xss-page.ts (the portal's ArticleItem and ChatWindow with React) with esbuild, as one browser script. */
import { build } from 'esbuild';
import { join } from 'node:path';

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
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env': '{}' },
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild wrote no bundle');
  return file.text;
}
