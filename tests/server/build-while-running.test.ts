/**
 * Issue 39 §4: `npm run build` while `npm start` runs. The embedded database folder is held by the running API, so
 * the build reads the search records from that API (PORT on this machine) and says so, instead of failing; with no
 * API answering there it fails with a message naming PUBLISH_API_URL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSearchSource } from '../../src/integrations/catalogue-source.ts';
import { type Running, start } from '../../src/server/server.ts';

let root: string;
let running: Running;
let database: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'build-while-running-'));
  database = `file://${join(root, 'db')}`;
  running = await start({
    DATABASE_URL: database,
    STORAGE_DIR: join(root, 'storage'),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
  });
}, 120_000);
afterAll(async () => {
  await running?.close();
  await rm(root, { recursive: true, force: true });
});

describe('a build while the API holds the embedded database', () => {
  it('reads the search records from the running API and says so in its output', async () => {
    const port = new URL(running.url).port;
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const { source, from } = await loadSearchSource({ DATABASE_URL: database, PORT: port });
      expect(source.products.map((product) => product.title)).toContain('Telmicor');
      expect(from).toBe(`http://127.0.0.1:${port} (the running API holding ${database})`);
      expect(log).toHaveBeenCalledWith(
        `search records: ${database} is held by a running API; reading them from that API at http://127.0.0.1:${port}`,
      );
    } finally {
      log.mockRestore();
    }
  });

  it('fails with a clear message when no API answers on that port', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await expect(loadSearchSource({ DATABASE_URL: database, PORT: '9' })).rejects.toThrow(
        /is held by a running API, and http:\/\/127\.0\.0\.1:9 did not answer; set PUBLISH_API_URL/,
      );
    } finally {
      log.mockRestore();
    }
  });
});
