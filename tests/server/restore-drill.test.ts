/**
 * Issue 42 §3, the restore drill: seed, place an order with an uploaded print, record consent (plus the seed's sample
 * ledger rows and an audit row), back up with `npm run backup` while the portal runs, destroy the database and the
 * files, `npm run restore`, and prove every row and file is back and the portal answers. PGlite in a folder, or
 * PostgreSQL (pg_dump / pg_restore) when TEST_DATABASE_URL is set.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { auditLog, consentRecords, orders, sampleLedger } from '../../src/server/db/schema.ts';
import { seedDemo } from '../../src/server/services/demo-seed.ts';
import { createStorage } from '../../src/server/services/storage/index.ts';
import { type ApiProcess, startApi } from './helpers/api-process.ts';
import { adminDatabaseUrl, createTestDatabase, withAdmin } from './helpers/database.ts';
import { buildPdf } from './helpers/order-fixtures.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BACKUP_TOKEN = 'backup-token-of-the-restore-drill-0123456789';

/** Runs one of our npm scripts (scripts/<name>.ts) with `env`; resolves with its exit code and output. */
function script(name: string, args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', `${name}.ts`), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, SESSION_SECRET: 'test-secret-of-enough-length-0123456789', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

/** Every file under a folder with its SHA-256, by relative path. */
function fileDigests(folder: string, prefix = ''): Record<string, string> {
  const digests: Record<string, string> = {};
  for (const name of readdirSync(join(folder, prefix)).sort()) {
    const path = join(prefix, name);
    if (statSync(join(folder, path)).isDirectory()) Object.assign(digests, fileDigests(folder, path));
    else
      digests[path] = createHash('sha256')
        .update(readFileSync(join(folder, path)))
        .digest('hex');
  }
  return digests;
}

/** The rows the drill must get back, read with the portal stopped. */
async function rowsOf(url: string) {
  const database = await openDatabase(url);
  try {
    const { db } = database;
    return {
      orders: await db.select().from(orders).orderBy(asc(orders.id)),
      ledger: await db.select().from(sampleLedger).orderBy(asc(sampleLedger.id)),
      consent: await db.select().from(consentRecords).orderBy(asc(consentRecords.id)),
      audit: await db.select().from(auditLog).orderBy(asc(auditLog.id)),
    };
  } finally {
    await database.close();
  }
}

/** Signs the demo doctor in over HTTP; answers the session key. */
async function signIn(api: ApiProcess): Promise<string> {
  const post = (url: string, body: object) =>
    fetch(`${api.url}/api/${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const asked = (await (await post('check.php', { country_code: '91', mobile_no: '9876543210' })).json()) as [
    unknown,
    { key: string },
  ];
  const login = await post('login.php', { key: asked[1].key, otp: '123456' });
  expect(login.status).toBe(200);
  return ((await login.json()) as [unknown, { key: string }])[1].key;
}

/** Places a print order (an uploaded PDF) and records consent, as the doctor. */
async function actAsTheDoctor(api: ApiProcess, key: string): Promise<void> {
  const form = new FormData();
  form.append('message', 'Print 50 copies');
  form.append('category', 'Patient Education');
  form.append('sub_category', 'Print Your Material');
  form.append('print_pdf', new Blob([new Uint8Array(buildPdf())], { type: 'application/pdf' }), 'poster.pdf');
  const print = await fetch(`${api.url}/api/ServPrints.php`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}` },
    body: form,
  });
  expect(print.status, await print.clone().text()).toBe(200);
  const consent = await fetch(`${api.url}/api/SaveConsent.php`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ notifications: true, analytics: false, channel: 'settings' }),
  });
  expect(consent.status, await consent.clone().text()).toBe(200);
}

describe('the restore drill', () => {
  it('brings back every order, ledger row, consent record, audit row and file, and the portal answers', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-drill-'));
    const adminUrl = adminDatabaseUrl();
    const target = adminUrl ? await createTestDatabase() : undefined;
    const databaseUrl = target?.url ?? `file://${join(folder, 'db')}`;
    const storageDir = join(folder, 'storage');
    const backupDir = join(folder, 'backup');
    const env = { DATABASE_URL: databaseUrl, STORAGE_DIR: storageDir, MAIL_OUTBOX_DIR: join(folder, 'outbox') };
    const portalEnv = { ...env, SEED_DEMO: 'false', BACKUP_TOKEN, LOG_LEVEL: 'warn' };
    let api: ApiProcess | undefined;
    try {
      // Seed: the demo data (with its sample ledger rows and files) and an audit row of a command-line write.
      const seeding = await openDatabase(databaseUrl);
      await migrate(seeding);
      await seedDemo(seeding.db, { storage: createStorage(storageDir) });
      await seeding.db
        .insert(auditLog)
        .values({ staffEmail: 'ops@example-pharma.com', action: 'create', entity: 'staff', entityId: '1' });
      await seeding.close();

      api = await startApi(portalEnv);
      await actAsTheDoctor(api, await signIn(api));
      const backedUp = await script('backup', [backupDir], { ...env, BACKUP_TOKEN, PORT: String(api.port) });
      console.log(backedUp.output.trim());
      expect(backedUp.code, backedUp.output).toBe(0);
      // Personal data: the folder and the database dump (pg_dump given the password in PGPASSWORD) are the owner's only.
      expect(statSync(backupDir).mode & 0o777).toBe(0o700);
      for (const file of ['manifest.json', adminUrl ? 'database.dump' : 'database.tar.gz']) {
        expect(statSync(join(backupDir, file)).mode & 0o777, file).toBe(0o600);
      }
      // A restore over the running portal's database is refused.
      const refused = await script('restore', [backupDir], env);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(adminUrl ? /not empty/ : /in use by process/);
      await api.stop();
      api = undefined;

      const before = await rowsOf(databaseUrl);
      const filesBefore = fileDigests(storageDir);
      expect(before.orders.some((order) => order.tableName === 'prints')).toBe(true);
      expect(before.consent.some((record) => record.channel === 'settings')).toBe(true);
      expect(before.ledger.length).toBeGreaterThan(0);
      expect(before.audit.length).toBe(1);
      expect(Object.keys(filesBefore).some((path) => path.startsWith('prints/'))).toBe(true);

      // Destroy the database and the files.
      rmSync(storageDir, { recursive: true, force: true });
      if (adminUrl && target) {
        const name = new URL(target.url).pathname.slice(1);
        await target.drop();
        await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
      } else {
        rmSync(join(folder, 'db'), { recursive: true, force: true });
      }

      const restored = await script('restore', [backupDir], env);
      console.log(restored.output.trim());
      expect(restored.code, restored.output).toBe(0);
      expect(await rowsOf(databaseUrl)).toEqual(before);
      expect(fileDigests(storageDir)).toEqual(filesBefore);

      api = await startApi(portalEnv);
      expect((await fetch(`${api.url}/api/ready`)).status).toBe(200);
      const key = await signIn(api);
      const history = await fetch(`${api.url}/api/OrderHistory.php`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(history.status).toBe(200);
      expect(await history.text()).toContain('poster.pdf');
      console.log(
        `Restore drill: ${before.orders.length} orders, ${before.ledger.length} ledger rows, ${before.consent.length} consent records, ${before.audit.length} audit rows, ${Object.keys(filesBefore).length} files back; /api/ready 200.`,
      );
    } finally {
      await api?.stop();
      await target?.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 240_000);
});
