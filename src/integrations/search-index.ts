/**
 * Builds the pagefind index into dist/pagefind/: the marketing pages (their `data-pagefind-body` article; the
 * member shells have none and are skipped) plus the catalogue records of the live data (catalogue-source.ts). The browser loads it on the first focus
 * of a search box (src/islands/search/pagefind.ts); pagefind's default UI is not used.
 */
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { catalogueRecords } from './catalogue-records.ts';
import { loadSearchSource } from './catalogue-source.ts';

/** What was indexed. */
export interface IndexSummary {
  pages: number;
  records: number;
  /** Where the catalogue was read (an API origin or a database address without its password). */
  from: string;
}

function fail(step: string, errors: readonly string[]): void {
  if (errors.length > 0) throw new Error(`pagefind ${step}: ${errors.join('; ')}`);
}

/** Indexes a built site and writes dist/pagefind/. */
export async function buildSearchIndex(dist: string): Promise<IndexSummary> {
  const { source, from } = await loadSearchSource();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  fail('createIndex', errors);
  if (!index) throw new Error('pagefind did not create an index');
  try {
    const pages = await index.addDirectory({ path: dist, glob: '**/*.html' });
    fail('addDirectory', pages.errors);
    const records = catalogueRecords(source);
    for (const entry of records) fail('addCustomRecord', (await index.addCustomRecord(entry)).errors);
    fail('writeFiles', (await index.writeFiles({ outputPath: join(dist, 'pagefind') })).errors);
    return { pages: pages.page_count, records: records.length, from };
  } finally {
    await pagefind.close();
  }
}
