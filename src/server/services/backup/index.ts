/**
 * `npm run backup` and `npm run restore` (docs/OPERATIONS.md): the database (a PGlite data folder tarball, or a
 * pg_dump archive of PostgreSQL) and every stored file, in one folder with a manifest.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { Config } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { DataFolderLockedError, lockDataFolder } from '../../db/lock.ts';
import { copyStorage } from '../storage/copy.ts';
import { createStorage, LocalStorage } from '../storage/index.ts';
import { ALL_STORAGE_FOLDERS, type ManagedStorage } from '../storage/types.ts';
import { pgClientCall } from './pg-command.ts';
import { dumpPglite, loadPglite } from './pglite.ts';

/** What a backup folder holds (manifest.json). */
export interface Manifest {
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** database.tar.gz (PGlite) or database.dump (pg_dump custom format). */
  databaseFile: string;
  files: number;
}

/** Raised for a backup or restore that must not go ahead (the message says why and what to do). */
class BackupError extends Error {}

/** Runs a command (with `env` added to ours); rejects with its error output when it fails. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', (error) => fail(new BackupError(`${command} could not start: ${error.message}`)));
    child.on('close', (code) =>
      code === 0 ? done() : fail(new BackupError(`${command} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

/** The PGlite folder of a file:// DATABASE_URL, or undefined for PostgreSQL; memory:// has nothing to back up. */
function pgliteFolder(config: Config): string | undefined {
  if (/^postgres(ql)?:\/\//.test(config.databaseUrl)) return undefined;
  if (!config.databaseUrl.startsWith('file://'))
    throw new BackupError('DATABASE_URL memory:// has nothing to back up.');
  return resolve(config.databaseUrl.slice('file://'.length));
}

/** How the backup reaches a PGlite database that a running portal holds: its loopback address and BACKUP_TOKEN. */
export interface RunningPortal {
  url: string;
  token: string | undefined;
}

/** The PGlite tarball: asked of the running portal when it holds the folder, else read directly. */
async function pgliteArchive(folder: string, config: Config, portal: RunningPortal): Promise<Blob> {
  let release: () => void;
  try {
    release = lockDataFolder(folder);
  } catch (error) {
    if (!(error instanceof DataFolderLockedError)) throw error;
    if (!portal.token)
      throw new BackupError('The portal is running: set BACKUP_TOKEN (as the portal has it) to back it up.');
    const response = await fetch(`${portal.url}/api/ops/backup`, {
      headers: { authorization: `Bearer ${portal.token}` },
    });
    if (!response.ok) throw new BackupError(`The running portal refused the backup (HTTP ${response.status}).`);
    return response.blob();
  }
  release();
  const database = await openDatabase(config.databaseUrl);
  try {
    return await dumpPglite(database);
  } finally {
    await database.close();
  }
}

/** Writes a file only its owner may read (0600, also when it was there already). */
async function writePrivate(file: string, data: string | Buffer): Promise<void> {
  await writeFile(file, data, { mode: 0o600 });
  await chmod(file, 0o600);
}

/** Makes every folder under `dir` 0700 and every file 0600: the copied photos and prints are personal data. */
async function makePrivate(dir: string): Promise<void> {
  if (!existsSync(dir)) return;
  await chmod(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await makePrivate(path);
    else await chmod(path, 0o600);
  }
}

/** Writes a backup of the configured database and storage into `out` (created; must not hold a backup already). */
export async function backup(config: Config, out: string, portal: RunningPortal): Promise<Manifest> {
  if (existsSync(join(out, 'manifest.json'))) throw new BackupError(`${out} already holds a backup.`);
  // Personal data: only the owner may read the folder and the database file (0700, 0600).
  await mkdir(out, { recursive: true, mode: 0o700 });
  const folder = pgliteFolder(config);
  let databaseFile: string;
  if (folder) {
    databaseFile = 'database.tar.gz';
    const archive = await pgliteArchive(folder, config, portal);
    await writePrivate(join(out, databaseFile), Buffer.from(await archive.arrayBuffer()));
  } else {
    databaseFile = 'database.dump';
    // pg_dump overwrites the file it is given, keeping its mode (it would create one readable by all).
    await writePrivate(join(out, databaseFile), '');
    const call = pgClientCall(config.databaseUrl);
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${join(out, databaseFile)}`, call.url], call.env);
  }
  // The files after the database: every row of the copy finds its file (a newer file without a row is harmless).
  const source = createStorage(config.storage);
  const target = new LocalStorage(join(out, 'files'));
  try {
    const copied = await copyStorage(source, target);
    if (copied.failed > 0) throw new BackupError(`${copied.failed} files could not be copied.`);
    await makePrivate(join(out, 'files'));
    const manifest: Manifest = {
      createdAt: new Date().toISOString(),
      database: folder ? 'pglite' : 'postgres',
      databaseFile,
      files: copied.total,
    };
    await writePrivate(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    source.close();
    target.close();
  }
}

/** True when a folder exists and holds anything. */
function holdsFiles(folder: string): boolean {
  return existsSync(folder) && readdirSync(folder).length > 0;
}

/** The first file the storage holds in any of its folders ("folder/name"), or undefined when it is empty. */
async function firstStoredFile(storage: ManagedStorage): Promise<string | undefined> {
  for (const folder of ALL_STORAGE_FOLDERS) {
    for await (const entry of storage.list(folder)) return `${folder}/${entry.name}`;
  }
  return undefined;
}

/** Refuses a PostgreSQL database that already has the portal's tables (restore into a new, empty database). */
async function assertEmptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      "select count(*)::int as tables from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    if ((rows[0]?.tables ?? 0) > 0) {
      throw new BackupError('The target PostgreSQL database is not empty: restore into a new, empty database.');
    }
  } finally {
    await client.end();
  }
}

/** Brings a backup back into the configured database and storage; refuses a running or non-empty target. */
export async function restore(config: Config, from: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(join(from, 'manifest.json'), 'utf8')) as Manifest;
  const folder = pgliteFolder(config);
  if ((manifest.database === 'pglite') !== (folder !== undefined)) {
    throw new BackupError(`This is a ${manifest.database} backup; DATABASE_URL points at the other engine.`);
  }
  if (folder) {
    try {
      lockDataFolder(folder)();
    } catch (error) {
      throw error instanceof DataFolderLockedError ? new BackupError(error.message) : error;
    }
    if (holdsFiles(folder)) throw new BackupError(`The database folder ${folder} is not empty: move it aside first.`);
  } else {
    await assertEmptyPostgres(config.databaseUrl);
  }
  if (config.storage.kind === 'local' && holdsFiles(config.storage.dir)) {
    throw new BackupError(`The storage folder ${config.storage.dir} is not empty: move it aside first.`);
  }
  const source = new LocalStorage(join(from, 'files'));
  const target = createStorage(config.storage);
  try {
    const held = await firstStoredFile(target);
    if (held) {
      throw new BackupError(
        `The storage ${target.location} already holds files (${held}): restore into an empty prefix ` +
          '(a new path in STORAGE_URL) or an empty folder, never over the live one.',
      );
    }
    const archive = join(from, manifest.databaseFile);
    try {
      if (folder) {
        await rm(folder, { recursive: true, force: true });
        await loadPglite(folder, new Blob([new Uint8Array(await readFile(archive))]));
      } else {
        const call = pgClientCall(config.databaseUrl);
        await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${call.url}`, archive], call.env);
      }
      const copied = await copyStorage(source, target);
      if (copied.failed > 0) throw new BackupError(`${copied.failed} files could not be restored.`);
    } catch (error) {
      // Past the checks the target holds part of the backup, and a second run refuses it as not empty: say so.
      const database = folder ? `the database folder ${folder}` : 'the PostgreSQL database';
      throw new BackupError(
        `${(error as Error).message} The restore stopped half-way: ${database} and the storage ${target.location} ` +
          'hold part of the backup. Start again with a new, empty database and an empty folder or prefix.',
      );
    }
  } finally {
    source.close();
    target.close();
  }
  return manifest;
}
