/** The build's last step on a small fake dist/: brotli and gzip siblings of every text file, none of the rest. */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { precompress } from '../../src/integrations/precompress.ts';
import { tempTree } from './helpers/temp-tree.ts';

const FILES: Record<string, string> = {
  'home/index.html': '<html><head></head><body><main>Home</main></body></html>'.repeat(20),
  '_astro/react.js': 'export const a=1,r=2;'.repeat(40),
  '_astro/site.css': 'body{margin:0}'.repeat(40),
  '_astro/tiny.js': 'export {};',
  'icons/icon.png': 'not text'.repeat(40),
  '.delivery.json': '{"securityHeaders":{}}'.repeat(20),
};

let dist: string;

beforeEach(() => {
  dist = tempTree('portal-precompress-', FILES);
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

it('writes brotli and gzip siblings of text files that decompress to the file', async () => {
  const result = await precompress(dist);
  expect(result.files).toBe(4);
  for (const file of ['home/index.html', '_astro/react.js', '_astro/site.css']) {
    const path = join(dist, file);
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(FILES[file]);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(FILES[file]);
  }
  expect(result.brotliBytes).toBeLessThan(result.bytes);
});

it('skips images, dot files and siblings that would not be smaller than the file', async () => {
  await precompress(dist);
  for (const file of ['icons/icon.png', '.delivery.json', '_astro/tiny.js'])
    expect(existsSync(join(dist, `${file}.br`)), file).toBe(false);
});
