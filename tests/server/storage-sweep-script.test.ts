/**
 * `npm run storage:sweep` says how many unreferenced uploads it spared for being younger than its age threshold,
 * in a dry run and a real one, so an operator is not surprised by files it left. A local storage folder; the
 * database a PGlite folder, or PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from 'drizzle-orm';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../scripts/storage-sweep.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { members } from '../../src/server/db/schema.ts';
import { migrationsBehind } from '../../src/server/services/readiness.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { insertMember } from './helpers/fixtures.ts';

let database: TestDatabase;
let url: string;
const folder = mkdtempSync(join(tmpdir(), 'portal-sweep-script-'));
const storage = join(folder, 'storage');

/** Writes an upload `age` hours old. */
function upload(path: string, ageHours: number): void {
  const file = join(storage, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, 'x'.repeat(10));
  const at = new Date(Date.now() - ageHours * 3_600_000);
  utimesSync(file, at, at);
}

beforeAll(async () => {
  database = await createTestDatabase();
  // PGlite in memory would start empty for every run: a folder keeps the member that references a photo.
  url = database.url.startsWith('memory:') ? `file://${join(folder, 'db')}` : database.url;
  const db = await openDatabase(url, 2);
  try {
    await migrate(db);
    const id = await insertMember(db.db, { countryCode: '91', phone: '9811100001' });
    await db.db.update(members).set({ photoFile: 'fresh-referenced.webp' }).where(eq(members.id, id));
  } finally {
    await db.close();
  }
  upload('prints/old-orphan.pdf', 48);
  upload('prints/young-orphan.pdf', 1);
  upload('profiles/young-orphan.webp', 2);
  upload('profiles/fresh-referenced.webp', 1);
}, 120_000);

afterAll(async () => {
  await database.drop();
  rmSync(folder, { recursive: true, force: true });
});

/** Runs the script with `args`; answers its exit code and printed lines. */
async function sweep(args: string[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => lines.push(parts.join(' ')));
  try {
    return { code: await main(args, { DATABASE_URL: url, STORAGE_DIR: storage }), lines };
  } finally {
    log.mockRestore();
  }
}

describe('npm run storage:sweep', () => {
  it('says how many unreferenced files younger than the threshold it spared, dry run and real run', async () => {
    const dry = await sweep(['--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.lines.at(-1)).toMatch(
      /^storage:sweep .+: 1 orphaned files \(10 bytes\); 2 unreferenced files younger than 24 h spared; dry run, nothing removed\.$/,
    );
    expect(existsSync(join(storage, 'prints/old-orphan.pdf'))).toBe(true);
    const real = await sweep([]);
    expect(real.code).toBe(0);
    expect(real.lines.at(-1)).toMatch(
      /^storage:sweep .+: removed 1 orphaned files \(10 bytes\); 2 unreferenced files younger than 24 h spared\.$/,
    );
    expect(existsSync(join(storage, 'prints/old-orphan.pdf'))).toBe(false);
    expect(existsSync(join(storage, 'prints/young-orphan.pdf'))).toBe(true);
    expect(existsSync(join(storage, 'profiles/fresh-referenced.webp'))).toBe(true);
    // A lower threshold: what it spared before is now old enough.
    const hourly = await sweep(['--dry-run', '--min-age-hours', '0.5']);
    expect(hourly.lines.at(-1)).toMatch(
      /: 2 orphaned files \(20 bytes\); 0 unreferenced files younger than 0\.5 h spared;/,
    );
  }, 120_000);

  it('--dry-run on a database this release has not migrated yet says so, and neither migrates nor removes', async () => {
    const empty = await createTestDatabase();
    const emptyUrl = empty.url.startsWith('memory:') ? `file://${join(folder, 'empty-db')}` : empty.url;
    upload('prints/unmigrated-orphan.pdf', 48);
    try {
      await expect(main(['--dry-run'], { DATABASE_URL: emptyUrl, STORAGE_DIR: storage })).rejects.toThrow(
        /^npm run storage:sweep -- --dry-run changes nothing, and the database lacks \d+ migration/,
      );
      const after = await openDatabase(emptyUrl, 2);
      try {
        expect(await migrationsBehind(after)).toBeGreaterThan(20);
      } finally {
        await after.close();
      }
      expect(existsSync(join(storage, 'prints/unmigrated-orphan.pdf'))).toBe(true);
    } finally {
      await empty.drop();
    }
  }, 120_000);
});
