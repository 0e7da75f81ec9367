/**
 * The operator commands of docs/OPERATIONS.md and docs/DEPLOY.md as an operator meets them (real processes of
 * scripts/*.ts): `--help` prints the usage and exits 0 before touching the database or the storage (backup wrote a
 * backup into a folder named `--help`, restore tried to restore from it, seed loaded the demo data); `npm run seed`
 * refuses a production environment (it loaded the demo staff, whose passwords the README publishes, into the
 * production database); backup and restore refuse an option or a folder that is no backup with their usage, and backup
 * an embedded database that does not exist (a cron line without DATABASE_URL backed up a new, empty .data/db); a
 * command that cannot reach its database says which one and what to check, as the API's start does (it printed only
 * the driver's `password authentication failed for user "portal"` or `connect ECONNREFUSED`).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCTION_CONTACTS } from '../unit/helpers/production-env.ts';
import { freePort } from './helpers/api-process.ts';

const SCRIPTS = resolve(import.meta.dirname, '../../scripts');
const folder = mkdtempSync(join(tmpdir(), 'portal-operator-scripts-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A production environment whose database refuses every connection (nothing listens on its port). */
async function production(): Promise<Record<string, string>> {
  return {
    NODE_ENV: 'production',
    SESSION_SECRET: 'J3k9+qW2/zR8xT5vN1mB7cL4hG6fD0sA9pE2uY8iO4w=',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'https://sms.example.com/send',
    DATABASE_URL: `postgres://portal:secret@127.0.0.1:${await freePort()}/portal`,
    STORAGE_DIR: join(folder, 'storage'),
    ...PRODUCTION_CONTACTS,
  };
}

/** Runs scripts/<name>.ts with `args` in `folder` (at most 60 s); answers its exit code and what it printed. */
async function run(
  name: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, [join(SCRIPTS, `${name}.ts`), ...args], {
    cwd: folder,
    env: { PATH: process.env.PATH, ...(await production()), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, out, err };
}

const COMMANDS = [
  ['backup', 'backup'],
  ['restore', 'restore'],
  ['seed', 'seed'],
  ['retention', 'retention'],
  ['storage-sweep', 'storage:sweep'],
  ['storage-copy', 'storage:copy'],
  ['storage-check', 'storage:check'],
  ['config-check', 'config:check'],
  ['staff-add', 'staff:add'],
  ['unlock', 'unlock'],
  ['notify', 'notify'],
] as const;

describe('operator commands', () => {
  it.each(COMMANDS)('scripts/%s.ts --help prints "Usage: npm run %s" and exits 0, doing nothing', async (file, npm) => {
    const { code, out, err } = await run(file, ['--help']);
    expect(err).toBe('');
    expect(out).toMatch(new RegExp(`^Usage: npm run ${npm}\\b`));
    expect(code).toBe(0);
    expect(existsSync(join(folder, '--help'))).toBe(false);
    expect(existsSync(join(folder, 'storage'))).toBe(false);
  });

  it('npm run seed refuses NODE_ENV=production before it opens the database', async () => {
    const { code, err } = await run('seed', []);
    expect(err).toMatch(/^npm run seed loads the demo data.*never runs with NODE_ENV=production.*npm run staff:add/);
    expect(err).not.toMatch(/ECONNREFUSED/);
    expect(code).toBe(1);
  });

  it('npm run backup refuses an option as its folder, with its usage', async () => {
    const { code, err } = await run('backup', ['--to', 'x']);
    expect(err).toMatch(/^npm run backup takes one folder, not "--to x"\.\nUsage: npm run backup/);
    expect(code).toBe(2);
    expect(existsSync(join(folder, '--to'))).toBe(false);
  });

  it('npm run backup refuses an embedded database folder that does not exist (a cron line without the environment)', async () => {
    const { code, err } = await run('backup', [join(folder, 'nightly')], { NODE_ENV: '', DATABASE_URL: '' });
    expect(err).toMatch(/Backup failed: there is no database at .*\.data\/db \(DATABASE_URL=file:\/\/\.data\/db\)\./);
    expect(code).toBe(1);
    expect(existsSync(join(folder, 'nightly'))).toBe(false);
    expect(existsSync(join(folder, '.data'))).toBe(false);
  });

  it('npm run config:check refuses a file name, which it would not read', async () => {
    const { code, out, err } = await run('config-check', ['prod.env']);
    expect(out).toBe('');
    expect(err).toMatch(/^config:check reads the environment, not "prod\.env"\.\nUsage: .*--env-file=prod\.env/);
    expect(code).toBe(2);
  });

  it('npm run restore refuses a folder without a manifest, naming it', async () => {
    const { code, err } = await run('restore', [join(folder, 'nowhere')]);
    expect(err).toMatch(/nowhere is not a backup folder \(it has no manifest\.json\)\.\nUsage: npm run restore/);
    expect(code).toBe(2);
  });

  it.each([
    ['staff-add', ['--email', 'ops@example.com', '--role', 'admin']],
    ['storage-sweep', ['--dry-run']],
    ['unlock', ['--country', '91', '--phone', '9876543210']],
    ['retention', []],
  ])('scripts/%s.ts names the database it cannot reach and what to check', async (file, args) => {
    const { code, err } = await run(file, args);
    expect(err).toMatch(
      /the database at postgres:\/\/portal@127\.0\.0\.1:\d+\/portal refused the connection \(ECONNREFUSED\): is PostgreSQL running there\?/,
    );
    expect(err).not.toMatch(/secret/);
    expect(code).toBe(1);
  });

  it('npm run retention says what failed in one line, without a stack', async () => {
    const { code, err } = await run('retention', ['--now']);
    expect(err.trim()).toMatch(
      /^Retention failed: npm run retention: unknown argument "--now" \(only --force or --dry-run\)\./,
    );
    expect(err).not.toMatch(/\n\s+at /);
    expect(code).toBe(1);
  });
});
