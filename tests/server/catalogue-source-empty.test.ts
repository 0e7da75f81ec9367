/**
 * `npm run build` (NODE_ENV=production) with neither PUBLISH_API_URL nor DATABASE_URL reads the default
 * file://.data/db: when that is a new, empty database the build warns, saying what to set and not to publish its
 * search index of 0 catalogue records (tests, benches and a first build go on). Outside production, or with DATABASE_URL chosen, an empty
 * catalogue is built as asked. Each case runs in a child process in its own empty folder (the default is relative).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SOURCE = resolve(import.meta.dirname, '../../src/integrations/catalogue-source.ts');
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** loadSearchSource(env) in a fresh empty folder: its exit code and what it printed (the product count, or the error). */
function load(env: Record<string, string>): { code: number | null; out: string } {
  const cwd = mkdtempSync(join(tmpdir(), 'catalogue-source-'));
  folders.push(cwd);
  const code = `import { loadSearchSource } from ${JSON.stringify(SOURCE)};
try {
  const { source } = await loadSearchSource(${JSON.stringify(env)});
  console.log('products: ' + source.products.length);
} catch (error) { console.log(error.message); process.exitCode = 1; }`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH },
    timeout: 90_000,
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('the search records of a production build', () => {
  it('warn on a new, empty default database, naming PUBLISH_API_URL and DATABASE_URL', () => {
    const { code, out } = load({ NODE_ENV: 'production' });
    expect(out).toMatch(
      /neither PUBLISH_API_URL nor DATABASE_URL is set and file:\/\/\.data\/db holds no product, so the search index of this build finds nothing: do not publish it/,
    );
    expect(out).toMatch(/products: 0/);
    expect(code).toBe(0);
  }, 120_000);

  it('are built empty outside production or with DATABASE_URL chosen, and seeded from memory://', () => {
    expect(load({}).out).toMatch(/products: 0/);
    expect(load({ NODE_ENV: 'production', DATABASE_URL: 'file://.data/db' }).out).toMatch(/products: 0/);
    expect(load({ NODE_ENV: 'production', DATABASE_URL: 'memory://' }).out).toMatch(/products: [1-9]/);
  }, 240_000);
});
