/**
 * A database that does not answer in time: a statement past DATABASE_STATEMENT_TIMEOUT_MS is cancelled, and a
 * request that finds no free connection within DATABASE_CONNECT_TIMEOUT_MS stops waiting; both answer 503 with
 * Retry-After in the member's language instead of holding the doctor until the phone gives up, and the next request
 * is served as soon as the database answers again. A server that stops answering altogether (no cancel comes) has
 * its unanswered query's connection closed at the pool's own deadline. Migrations and jobs lift both. Which errors
 * count as "unavailable" is checked everywhere; the deadlines themselves need PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { LIFT_STATEMENT_TIMEOUT } from '../../src/server/db/statement-timeout.ts';
import { databaseUnavailable } from '../../src/server/db/unavailable.ts';
import { build, type TestApp } from './helpers/app.ts';
import { adminDatabaseUrl } from './helpers/database.ts';
import { signedInMember, type SignedIn } from './helpers/member-session.ts';
import { stallingProxy, type StallingProxy } from './helpers/stalling-proxy.ts';

/** An error with a code, as node-postgres and Node's sockets make them. */
const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

/** A Drizzle query error wrapping the driver's error, as routes see it. */
const drizzleWrapped = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause });

describe('which failures mean the database is unavailable', () => {
  it.each([
    ['a statement cancelled by statement_timeout', drizzleWrapped(coded('canceling statement', '57014'))],
    ['a pool with no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['a new connection that timed out', new Error('Connection terminated due to connection timeout')],
    ['a connection lost mid-query', drizzleWrapped(new Error('Connection terminated unexpectedly'))],
    ['a connection the query deadline closed', drizzleWrapped(new Error('Connection terminated'))],
    ['a rollback on that connection', drizzleWrapped(new Error('Client was closed and is not queryable'))],
    ['a refused connection (PostgreSQL restarting)', coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a server shutting down', drizzleWrapped(coded('terminating connection due to administrator command', '57P01'))],
    ['a server still starting', coded('the database system is starting up', '57P03')],
    ['too many connections', coded('sorry, too many clients already', '53300')],
    ['a connection exception', coded('connection failure', '08006')],
  ])('%s: yes', (_label, error) => {
    expect(databaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', drizzleWrapped(coded('duplicate key value', '23505'))],
    ['a syntax error of ours', drizzleWrapped(coded('syntax error at or near', '42601'))],
    ['a bug in our code', new TypeError('Cannot read properties of undefined')],
    ['a coded error whose message only looks like the driver', coded('Connection terminated', 'ERR_OTHER')],
    ['not an error at all', 'timeout exceeded when trying to connect'],
  ])('%s: no', (_label, error) => {
    expect(databaseUnavailable(error)).toBe(false);
  });
});

describe.runIf(adminDatabaseUrl())('deadlines on PostgreSQL', () => {
  let t: TestApp;
  let member: SignedIn;
  /** A second session, as another process (a migration, a console query) holding a lock would be. */
  let other: pg.Client;
  const settings = (language = 'en') =>
    t.request({
      method: 'GET',
      url: '/api/GetSettings.php',
      headers: { authorization: `Bearer ${member.key}`, 'accept-language': language },
    });
  const pool = () => (t.database.db as unknown as { $client: pg.Pool }).$client;

  beforeAll(async () => {
    t = await build({ DATABASE_STATEMENT_TIMEOUT_MS: '400', DATABASE_CONNECT_TIMEOUT_MS: '300' });
    member = await signedInMember(t);
    expect((await settings()).statusCode).toBe(200);
    other = new pg.Client({ connectionString: pool().options.connectionString });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await t?.close();
  });

  it('a query stuck behind a lock is cancelled: 503, Retry-After, the Hindi sentence; served once the lock goes', async () => {
    await other.query('begin');
    await other.query('lock table member_settings in access exclusive mode');
    try {
      const stuck = await settings('hi');
      expect(stuck.statusCode).toBe(503);
      expect(stuck.headers['retry-after']).toBe('10');
      const [head, body] = stuck.json() as [{ code: string; retryAfter: number }, { Message: string }];
      expect(head).toMatchObject({ status: 'error', code: 'INTERNAL', retryAfter: 10 });
      expect(body.Message).toBe('पोर्टल अभी समय पर जवाब नहीं दे सका। कृपया एक मिनट बाद फिर से कोशिश करें।');
      expect(stuck.body).not.toMatch(/statement|member_settings|cancel/i);
      const logged = t.logs.filter((line) => line.includes('database unavailable'));
      expect(logged.length).toBe(1);
      expect(logged[0]).toContain('"code":"57014"');
    } finally {
      await other.query('rollback');
    }
    expect((await settings()).statusCode).toBe(200);
  });

  it('a request that finds every connection busy stops waiting: 503 (the health check too); served again once one is free', async () => {
    const held = await Promise.all(Array.from({ length: pool().options.max ?? 0 }, () => pool().connect()));
    try {
      const waited = await settings();
      expect(waited.statusCode).toBe(503);
      expect(waited.headers['retry-after']).toBe('10');
      expect((waited.json() as [unknown, { Message: string }])[1].Message).toBe(
        'The portal could not answer in time. Please try again in a minute.',
      );
      expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    } finally {
      for (const client of held) client.release();
    }
    expect((await settings()).statusCode).toBe(200);
  });

  it('migrating leaves the deadline in place on its connection; a job lifts it for its own transaction only', async () => {
    await migrate(t.database);
    // Every connection of the pool, the one the migration used among them, has the deadline back.
    const clients = await Promise.all(Array.from({ length: pool().options.max ?? 0 }, () => pool().connect()));
    try {
      const shown = await Promise.all(clients.map((client) => client.query('show statement_timeout')));
      expect(shown.map((result) => result.rows[0]?.statement_timeout)).toEqual(clients.map(() => '400ms'));
    } finally {
      for (const client of clients) client.release();
    }
    // Longer than the pool's own deadline for an unanswered query too (400 + 300 ms): lifted with the server's.
    const slow = sql`select pg_sleep(0.9)`;
    await expect(t.database.db.execute(slow)).rejects.toSatisfy(databaseUnavailable);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(LIFT_STATEMENT_TIMEOUT);
        await tx.execute(slow);
      }),
    ).resolves.toBeUndefined();
    await expect(t.database.db.execute(slow)).rejects.toSatisfy(databaseUnavailable);
  });
});

describe.runIf(adminDatabaseUrl())('a server that stops answering (a proxy holds its answers)', () => {
  let t: TestApp;
  let proxy: StallingProxy;
  /** The same database through the proxy: 300 ms statements, 300 ms connect waits, so a 600 ms query deadline. */
  let through: Database;
  /** The probe table's ids, read past the proxy. */
  const ids = async () =>
    (await direct().query<{ id: number }>('select id from deadline_probe order by id')).rows.map((row) => row.id);
  const direct = () => (t.database.db as unknown as { $client: pg.Pool }).$client;

  beforeAll(async () => {
    t = await build();
    await t.database.db.execute(sql`create table deadline_probe (id integer not null)`);
    const url = direct().options.connectionString ?? '';
    proxy = await stallingProxy(url);
    through = await openDatabase(proxy.via(url), { poolSize: 2, timeouts: { statementMs: 300, connectMs: 300 } });
  });
  afterAll(async () => {
    proxy?.resume();
    await through?.close();
    await proxy?.close();
    await t?.close();
  });

  it('an unanswered query fails as unavailable (503) at the deadline, its connection is dropped, and the pool serves once the server answers', async () => {
    await through.db.execute(sql`select 1`);
    proxy.stall();
    try {
      await expect(through.db.execute(sql`select 1`)).rejects.toSatisfy(databaseUnavailable);
      await expect.poll(() => through.poolStats?.().total).toBe(0);
    } finally {
      proxy.resume();
    }
    await expect(through.db.execute(sql`select 2`)).resolves.toBeDefined();
  });

  it('a transaction cut off at the deadline is never committed, and the next one on the pool starts clean', async () => {
    const cut = through.db.transaction(async (tx) => {
      await tx.execute(sql`insert into deadline_probe values (1)`);
      proxy.stall();
      await tx.execute(sql`select 1`);
    });
    try {
      await expect(cut).rejects.toSatisfy(databaseUnavailable);
    } finally {
      proxy.resume();
    }
    await through.db.transaction(async (tx) => {
      await tx.execute(sql`insert into deadline_probe values (2)`);
    });
    expect(await ids()).toEqual([2]);
  });
});
