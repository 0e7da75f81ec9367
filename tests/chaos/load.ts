/**
 * Issue 7 §11: 200 connections for 60 s of mixed member traffic (catalogue, articles, searches, order history,
 * settings, orders with Idempotency-Keys, journal PDF downloads) on loopback against `node src/server/server.ts`
 * with the demo data, one member per connection, the default rate limits on. Pass: 0 answers 5xx, 0 transport
 * errors; p50/p99 latency and throughput are reported.
 */
import autocannon from 'autocannon';
import { asc, eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/client.ts';
import { journals, products, subCategories, therapies } from '../../src/server/db/schema.ts';
import { seedDemo } from '../../src/server/services/demo-seed.ts';
import { createTestDatabase } from '../server/helpers/database.ts';
import { startApiProcess } from '../security/helpers/processes.ts';
import { prepareDatabase } from './lib.ts';

/** Figures of a load run. */
export interface LoadFigures {
  database: string;
  connections: number;
  seconds: number;
  requests: number;
  perSecond: number;
  p50ms: number;
  p99ms: number;
  maxMs: number;
  status5xx: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

/** Seeds the demo data and reads the values the traffic needs. */
async function seed(url: string, storageDir: string) {
  const database = await openDatabase(url, 2);
  try {
    await seedDemo(database.db, { storageDir });
    const [item] = await database.db
      .select({ title: subCategories.title })
      .from(subCategories)
      .where(eq(subCategories.tableName, 'accessories'))
      .limit(1);
    const [therapy] = await database.db
      .select({ title: therapies.title })
      .from(therapies)
      .innerJoin(products, eq(products.therapyId, therapies.id))
      .limit(1);
    const [journal] = await database.db.select({ id: journals.id }).from(journals).orderBy(asc(journals.id)).limit(1);
    if (!item || !therapy || !journal)
      throw new Error('the demo seed lacks an accessories item, a therapy with products or a journal');
    return { item: item.title, therapy: therapy.title, journalId: journal.id };
  } finally {
    await database.close();
  }
}

const SETTINGS = {
  therapy_exclusive: true,
  journal_updates: false,
  conference_updates: true,
  medical_magazines: false,
  new_molecules: true,
  medical_technology: false,
  hospital_management: true,
  health_adventure: false,
  food_cooking_recipes: true,
  financial_management: false,
  social_updates: true,
  sports: false,
  music: true,
  movies: false,
};

/** Runs the load against a fresh database: PGlite in a folder, or a new PostgreSQL database under `adminUrl`. */
export async function loadRun(
  options: { seconds?: number; connections?: number; adminUrl?: string } = {},
): Promise<LoadFigures> {
  const seconds = options.seconds ?? 60;
  const connections = options.connections ?? 200;
  const root = await mkdtemp(join(tmpdir(), 'chaos-load-'));
  const pg = options.adminUrl ? await withAdmin(options.adminUrl, createTestDatabase) : undefined;
  const url = pg?.url ?? `file://${join(root, 'db')}`;
  const storageDir = join(root, 'storage');
  const { keys } = await prepareDatabase(url, connections, { catalogue: false });
  const refs = await seed(url, storageDir);
  const server = await startApiProcess({
    DATABASE_URL: url,
    STORAGE_DIR: storageDir,
    MAIL_OUTBOX_DIR: join(root, 'outbox'),
    // Default limits, but for the hourly order cap (60): each connection's member places orders all run long.
    RATE_LIMIT_ORDERS_PER_HOUR: '100000',
  });
  let next = 0;
  const json = { 'content-type': 'application/json' };
  /** The connection's member (kept in its context) as the Authorization header; orders get a fresh Idempotency-Key. */
  const setup =
    (order: boolean) =>
    (request: autocannon.Request, context: object): autocannon.Request => {
      const state = context as { key?: string };
      state.key ??= keys[(next += 1) % keys.length];
      const idempotency = order
        ? { 'idempotency-key': `load-${(next += 1)}-${Math.random().toString(36).slice(2)}` }
        : {};
      return { ...request, headers: { ...request.headers, authorization: `Bearer ${state.key}`, ...idempotency } };
    };
  const traffic: [string, string, object?][] = [
    ['POST', '/api/GetCategory.php?therapeutic_focus=Cardiology'],
    ['POST', '/api/GetArticles.php', { page: '1' }],
    ['GET', '/api/Searchmoleculeproducts.php?searchedString=am'],
    ['POST', '/api/GetArticles.php', { page: '3' }],
    ['GET', `/api/GetProduct.php?title=${encodeURIComponent(refs.therapy)}`],
    ['POST', '/api/OrderHistory.php'],
    ['POST', '/api/SearchArticles.php', { search_string: 'heart', page: '1' }],
    ['GET', '/api/GetSettings.php'],
    ['POST', '/api/SaveSettings.php', { settings: SETTINGS }],
    ['POST', '/api/ServAccessories.php', { sub_category: refs.item, message: 'load' }],
    ['GET', `/api/download.php?a=${refs.journalId}.pdf&folder=journals`],
    ['POST', '/api/ContactUs.php'],
  ];
  const requests: autocannon.Request[] = traffic.map(([method, path, body]) => ({
    method: method as 'GET' | 'POST',
    path,
    ...(body ? { headers: json, body: JSON.stringify(body) } : {}),
    setupRequest: setup(path.includes('ServAccessories')),
  }));
  try {
    const result = await autocannon({ url: server.url, connections, duration: seconds, timeout: 60, requests });
    const statusCodes = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [
        code,
        Number((stat as { count: number | string }).count),
      ]),
    );
    const figures: LoadFigures = {
      database: pg ? 'postgres' : 'pglite',
      connections,
      seconds,
      requests: result.requests.total,
      perSecond: Math.round(result.requests.average),
      p50ms: result.latency.p50,
      p99ms: result.latency.p99,
      maxMs: result.latency.max,
      status5xx: result['5xx'],
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      statusCodes,
    };
    if (figures.status5xx > 0 || figures.errors > 0)
      throw new Error(
        `load run had ${figures.status5xx} answers 5xx and ${figures.errors} errors: ${JSON.stringify(figures)}\n${server.output().slice(-2000)}`,
      );
    return figures;
  } finally {
    await server.stop();
    await pg?.drop();
    await rm(root, { recursive: true, force: true });
  }
}

/** Runs `create` with TEST_DATABASE_URL set to `adminUrl` (createTestDatabase reads it from the environment). */
async function withAdmin<T>(adminUrl: string, create: () => Promise<T>): Promise<T> {
  const saved = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = adminUrl;
  try {
    return await create();
  } finally {
    if (saved === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = saved;
  }
}
