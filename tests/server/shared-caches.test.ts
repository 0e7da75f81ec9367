/**
 * In-process caches that stay correct across API processes (src/server/db/change-feed.ts, services/live-cache.ts,
 * services/cache.ts): two apps, each with its own pool, caches and listening connection, on one PostgreSQL
 * database — as two replicas behind a load balancer. A logout, a member's change and a catalogue reload made
 * through one reach the other through LISTEN/NOTIFY; while the listener is down nothing is served from cache.
 * PostgreSQL only (TEST_DATABASE_URL); with PGlite one process owns the database and its feed is local.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { getConfig } from '../../src/server/config.ts';
import { ALL_CHANGED } from '../../src/server/db/change-feed.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { members, sessions } from '../../src/server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { insertMember, post } from './helpers/fixtures.ts';

/** One replica: its database handle (pool, feed) and app. */
interface Replica {
  database: Database;
  app: FastifyInstance;
}

let target: TestDatabase;
let a: Replica;
let b: Replica;

async function replica(url: string): Promise<Replica> {
  const config = getConfig({
    SESSION_SECRET: 'test-secret-of-enough-length-0123456789',
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase(url, 4);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return { database, app };
}

/** Resolves once `replica`'s feed has heard `topic` from the other replica. */
function heard(r: Replica, topic: string): Promise<void> {
  return new Promise((done) => {
    const stop = r.database.changes.subscribe((t) => {
      if (t === topic) {
        stop();
        done();
      }
    });
  });
}

/** Waits until a replica's listener is connected (it connects in the background). */
async function live(r: Replica): Promise<void> {
  for (let i = 0; i < 200 && !r.database.changes.live; i += 1) await new Promise((done) => setTimeout(done, 25));
  expect(r.database.changes.live).toBe(true);
}

const call = (r: Replica, url: string, key: string) => r.app.inject(post(url, {}, key));
const askBot = (r: Replica, key: string) => r.app.inject(post('/CalltoBot.php', { query: 'amlodipine' }, key));

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API replicas sharing one PostgreSQL database', () => {
  beforeAll(async () => {
    target = await createTestDatabase();
    const setup = await openDatabase(target.url, 1);
    await migrate(setup);
    await setup.close();
    [a, b] = await Promise.all([replica(target.url), replica(target.url)]);
    await Promise.all([live(a), live(b)]);
  });
  afterAll(async () => {
    for (const r of [a, b]) {
      await r?.app.close();
      await r?.database.close();
    }
    await target?.drop();
  });

  async function signedIn(phone: string): Promise<{ id: number; key: string }> {
    const id = await insertMember(a.database.db, { countryCode: '91', phone });
    return { id, key: await a.app.deps.sessions.create(id) };
  }

  it('a logout on one replica revokes the key on the other, which had it cached', async () => {
    const { key } = await signedIn('9812000001');
    expect((await call(b, '/GetTherapy.php', key)).statusCode).toBe(200);
    const [session] = await a.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .orderBy(sql`${sessions.id} desc`)
      .limit(1);
    const told = heard(b, `session:${session?.id}`);
    expect((await call(a, '/logout.php', key)).statusCode).toBe(200);
    await told;
    expect((await call(b, '/GetTherapy.php', key)).statusCode).toBe(401);
    expect((await call(a, '/GetTherapy.php', key)).statusCode).toBe(401);
  });

  it("a member's change on one replica is read again by the other (which keeps serving its cached row otherwise)", async () => {
    const { id, key } = await signedIn('9812000002');
    expect((await askBot(b, key)).json()[0].code).toBe('TERMS_NOT_ACCEPTED');
    // Behind the API's back (no notice) the other replica still answers from its cached row...
    await a.database.db.update(members).set({ terms: 'Y' }).where(eq(members.id, id));
    expect((await askBot(b, key)).json()[0].code).toBe('TERMS_NOT_ACCEPTED');
    await a.database.db.update(members).set({ terms: 'N' }).where(eq(members.id, id));
    // ...and through the API the change reaches it.
    const told = heard(b, `member:${id}`);
    expect((await a.app.inject(post('/AgreedTerms.php', { terms: 'Y' }, key))).statusCode).toBe(200);
    await told;
    const answer = await askBot(b, key);
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('while the listening connection is down nothing is served from cache; it reconnects by itself', async () => {
    const { id, key } = await signedIn('9812000003');
    expect((await call(b, '/GetTherapy.php', key)).statusCode).toBe(200);
    const dropped = heard(b, ALL_CHANGED);
    await a.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query = 'LISTEN portal_changes'`);
    await dropped;
    expect(b.database.changes.live).toBe(false);
    // A revocation nobody announces is seen at once, since the cache is bypassed.
    await a.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.memberId, id));
    expect((await call(b, '/GetTherapy.php', key)).statusCode).toBe(401);
    await Promise.all([live(a), live(b)]);
  });

  it('a catalogue reload on one replica empties the catalogue caches of the other', async () => {
    const { key } = await signedIn('9812000004');
    expect((await call(b, '/GetTherapy.php', key)).json()[1]).toEqual([]);
    await a.database.db.execute(sql`insert into therapies (title) values ('Cardio-renal')`);
    expect((await call(b, '/GetTherapy.php', key)).json()[1]).toEqual([]);
    const told = heard(b, 'catalogue');
    const { invalidateCaches } = await import('../../src/server/services/cache.ts');
    await invalidateCaches(a.database.db);
    await told;
    expect((await call(b, '/GetTherapy.php', key)).json()[1]).not.toEqual([]);
  });
});
