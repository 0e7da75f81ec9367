/**
 * Precompression of the built site: a `.br` (brotli, quality 11) and a `.gz` (gzip, level 9) sibling beside every
 * text file, written once at build time so that `npm start` (src/server/plugins/site.ts) and static servers with
 * brotli_static / gzip_static answer compressed without compressing per request. A sibling is written only when
 * it is smaller than the file.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { listFiles } from './service-worker.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Extensions of the files worth compressing (already-compressed formats such as PNG, WebP and pagefind's are not). */
const COMPRESSIBLE = /\.(?:html|css|js|mjs|json|svg|txt|xml|webmanifest|map)$/;

/** What precompression did: files compressed, their bytes and their brotli bytes. */
export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
}

async function compressFile(dist: string, file: string): Promise<{ bytes: number; br: number }> {
  const path = join(dist, file);
  const data = await readFile(path);
  const br = await brotli(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  const gzipped = await gz(data, { level: 9 });
  if (br.length < data.length) await writeFile(`${path}.br`, br);
  if (gzipped.length < data.length) await writeFile(`${path}.gz`, gzipped);
  return { bytes: data.length, br: Math.min(br.length, data.length) };
}

/** Writes the compressed siblings of every compressible, non-dot file under `dist`. */
export async function precompress(dist: string): Promise<PrecompressResult> {
  const files = listFiles(dist).filter((file) => COMPRESSIBLE.test(file) && !/\/\./.test(file));
  const sizes = await Promise.all(files.map((file) => compressFile(dist, file)));
  return {
    files: files.length,
    bytes: sizes.reduce((n, s) => n + s.bytes, 0),
    brotliBytes: sizes.reduce((n, s) => n + s.br, 0),
  };
}
