/** The embedded database folder is locked: a second opener stops at once with a clear message; a stale lock is taken over. */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { DataFolderLockedError } from '../../src/server/db/lock.ts';
import { migrate } from '../../src/server/db/migrate.ts';

const run = promisify(execFile);
/** A file-backed PGlite migrated from nothing (no template copy): a few seconds alone, far more on a busy host. */
const FROM_NOTHING_MS = 180_000;
const folder = join(mkdtempSync(join(tmpdir(), 'portal-lock-')), 'db');
let first: Database;

beforeAll(async () => {
  first = await openDatabase(`file://${folder}`);
  await migrate(first);
}, FROM_NOTHING_MS);
afterAll(() => first.close());

describe('PGlite data folder lock', () => {
  it('refuses a second opener in the same process', async () => {
    await expect(openDatabase(`file://${folder}`)).rejects.toBeInstanceOf(DataFolderLockedError);
  });

  it('a second process stops at once with a message naming the folder and the holder', async () => {
    const script = `import { openDatabase } from './src/server/db/client.ts';
      try { await openDatabase('file://${folder}'); console.log('opened'); process.exit(0); }
      catch (error) { console.error(error.message); process.exit(3); }`;
    const outcome = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: process.cwd() }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(outcome.code).toBe(3);
    expect(outcome.stderr).toContain(`in use by process ${process.pid}`);
  });

  it(
    'takes over a stale lock left by a process that died (kill -9)',
    async () => {
      const other = join(mkdtempSync(join(tmpdir(), 'portal-lock-')), 'db');
      writeFileSync(`${other}.lock`, '2147480000');
      const database = await openDatabase(`file://${other}`);
      await migrate(database);
      await database.close();
    },
    FROM_NOTHING_MS,
  );
});
