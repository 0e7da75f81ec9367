/**
 * `npm run retention` tells the truth about a run it skips (issue: it said "running on another replica" when the job
 * had simply run today) and runs again with --force. On a PGlite folder, or on PostgreSQL with TEST_DATABASE_URL
 * (where a held advisory lock is another replica running it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../scripts/retention.ts';
import { adminDatabaseUrl, createTestDatabase, type TestDatabase } from './helpers/database.ts';

let database: TestDatabase;
let folder: string | undefined;
let url: string;

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.url.startsWith('memory:')) {
    // PGlite in memory would start empty for every run: a folder keeps the day's run between them.
    folder = mkdtempSync(join(tmpdir(), 'portal-retention-'));
    url = `file://${join(folder, 'db')}`;
  } else {
    url = database.url;
  }
}, 120_000);

afterAll(async () => {
  await database.drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** Runs the script with `args`; answers its outcome and printed lines. */
async function retention(args: string[]) {
  const lines: string[] = [];
  const outcome = await main({ DATABASE_URL: url }, args, (line) => lines.push(line));
  return { outcome, lines };
}

describe('npm run retention', () => {
  it('runs, then says it already ran today at what time and does nothing, then runs again with --force', async () => {
    const first = await retention([]);
    expect(first.outcome.ran).toBe(true);
    expect(first.lines).toEqual([
      expect.stringMatching(/^Retention job ran \(1095 days\): removed \{"consent_records":0/),
    ]);
    const second = await retention([]);
    expect(second.outcome).toMatchObject({ ran: false, reason: 'ran-today' });
    const at = second.outcome.ran === false && second.outcome.reason === 'ran-today' ? second.outcome.lastRunAt : null;
    expect(second.lines).toEqual([
      `Retention job already ran today at ${at?.toISOString().slice(11, 16)} UTC; nothing done. To run it again now: npm run retention -- --force`,
    ]);
    const forced = await retention(['--force']);
    expect(forced.outcome.ran).toBe(true);
    await expect(retention(['--now'])).rejects.toThrow(/unknown argument "--now"/);
  }, 120_000);

  it.runIf(adminDatabaseUrl())(
    'says another replica is running it while its lock is held, and does nothing',
    async () => {
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock(270270001)');
        const held = await retention(['--force']);
        expect(held.outcome).toEqual({ ran: false, reason: 'running' });
        expect(held.lines).toEqual(['Retention job is running on another replica right now; nothing done.']);
      } finally {
        await holder.end();
      }
    },
    120_000,
  );
});
