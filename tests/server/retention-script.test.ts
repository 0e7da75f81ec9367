/**
 * `npm run retention` tells the truth about a run it skips (issue: it said "running on another replica" when the job
 * had simply run today) and runs again with --force. On a PGlite folder, or on PostgreSQL with TEST_DATABASE_URL
 * (where a held advisory lock is another replica running it). --dry-run counts what a run would remove, removes
 * nothing, records no run and migrates nothing (on a database not yet migrated it says so).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../scripts/retention.ts';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { jobRuns, staffLoginFailures } from '../../src/server/db/schema.ts';
import { migrationsBehind } from '../../src/server/services/readiness.ts';
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

/** Runs `work` on the script's database, closed again afterwards (a PGlite folder has one user at a time). */
async function onDatabase(work: (database: Database) => Promise<void>): Promise<void> {
  const database = await openDatabase(url, 2);
  try {
    await work(database);
  } finally {
    await database.close();
  }
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

  it('--dry-run counts per table what a run now would remove, removes nothing and records no run', async () => {
    const day = 86_400_000;
    await onDatabase(async (database) => {
      await database.db.insert(staffLoginFailures).values([
        { email: 'old@example.com', failures: 1, lastFailedAt: new Date(Date.now() - 2 * day) },
        { email: 'new@example.com', failures: 1, lastFailedAt: new Date() },
      ]);
      await database.db.delete(jobRuns);
    });
    const dry = await retention(['--dry-run']);
    expect(dry.outcome).toMatchObject({ ran: false, reason: 'dry-run', wouldRemove: { staff_login_failures: 1 } });
    expect(dry.lines).toEqual([
      expect.stringMatching(
        /^Retention dry run \(1095 days\): would remove \{"consent_records":0,"audit_log":\d+,"chat_log":0,"erasure_requests":0,"staff_login_failures":1\}; nothing removed, no run recorded\.$/,
      ),
    ]);
    await onDatabase(async (database) => {
      expect(await database.db.$count(staffLoginFailures)).toBe(2);
      expect(await database.db.$count(jobRuns)).toBe(0);
    });
    // The real run still runs today, and removes what the dry run counted.
    const real = await retention([]);
    const counted = !dry.outcome.ran && dry.outcome.reason === 'dry-run' ? dry.outcome.wouldRemove : undefined;
    expect(real.outcome).toEqual({ ran: true, removed: counted });
    await onDatabase(async (database) => {
      expect(await database.db.$count(staffLoginFailures)).toBe(1);
    });
    await expect(retention(['--dry-run', '--force'])).rejects.toThrow(/--force and --dry-run exclude each other/);
  }, 120_000);

  it('--dry-run on a database this release has not migrated yet says so and applies nothing', async () => {
    const empty = await createTestDatabase();
    const emptyFolder = empty.url.startsWith('memory:') ? mkdtempSync(join(tmpdir(), 'portal-dry-')) : undefined;
    const emptyUrl = emptyFolder ? `file://${join(emptyFolder, 'db')}` : empty.url;
    try {
      const refused = await main({ DATABASE_URL: emptyUrl }, ['--dry-run'], () => {}).catch((error: Error) => error);
      const message = refused instanceof Error ? refused.message : '';
      expect(message).toMatch(/^npm run retention -- --dry-run changes nothing, and the database lacks \d+ migration/);
      const after = await openDatabase(emptyUrl, 2);
      try {
        // Still every migration missing: the dry run applied none.
        const behind = await migrationsBehind(after);
        expect(behind).toBeGreaterThan(20);
        expect(message).toContain(`lacks ${behind} migration(s) of this release: start the API`);
      } finally {
        await after.close();
      }
    } finally {
      await empty.drop();
      if (emptyFolder) rmSync(emptyFolder, { recursive: true, force: true });
    }
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
