/** Issue 42 §1 and §4: GET /api/metrics (guarded, Prometheus text that promtool accepts) and GET /api/ready. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleIndexOf } from '../../src/server/services/search/article-index.ts';
import { build, type TestApp } from './helpers/app.ts';
import { binary, promtool } from './helpers/promtool.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await build({ METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.9.8.0/24', RATE_LIMIT_CHECK_PER_IP: '2' });
});
afterAll(() => t.close());

/** The metrics text as the scraper with the token reads it. */
async function scrape(): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

describe('GET /api/metrics', () => {
  it('is a 404 without the token, with a wrong one, and from an address not allowed', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('portal_');
    }
  });

  it('answers a METRICS_ALLOW address without the token', async () => {
    const allowed = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '10.9.8.7' });
    expect(allowed.statusCode).toBe(200);
    const outside = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '10.9.9.7' });
    expect(outside.statusCode).toBe(404);
  });

  it('counts requests by route pattern (never the URL), OTP outcomes and the process', async () => {
    const phone = '9876543210';
    await t.request({ method: 'POST', url: '/api/check.php', payload: { country_code: '91', mobile_no: phone } });
    await t.request({ method: 'POST', url: '/api/login.php', payload: { key: 'no-such-key-0000', otp: '000000' } });
    await t.request({ method: 'GET', url: '/api/content/image/99999/nothing-here.png' });
    const text = await scrape();
    expect(text).toMatch(/portal_http_requests_total\{route="\/api\/check\.php",method="POST",status="200"\} \d+/);
    expect(text).toMatch(/portal_http_request_duration_seconds_bucket\{le="0\.005",route="\/api\/check\.php"/);
    expect(text).toMatch(/portal_otp_total\{step="send",outcome="ok"\} \d+/);
    expect(text).toMatch(/portal_otp_total\{step="verify",outcome="[A-Z_]+"\} \d+/);
    expect(text).toContain('portal_process_cpu_seconds_total');
    expect(text).toContain('portal_nodejs_eventloop_lag_p99_seconds');
    expect(text).toMatch(/portal_pdf_checks\{state="queued"\} 0/);
    expect(text).toMatch(/portal_outbox_oldest_age_seconds\{outbox="adverse_events"\} 0/);
    expect(text).toMatch(/portal_adverse_events_overdue 0/);
    expect(text).not.toContain(phone);
    expect(text).not.toContain('nothing-here');
  });

  it('counts rate-limit refusals by limit and storage calls by operation and result', async () => {
    for (let n = 0; n < 3; n += 1) {
      await t.request({
        method: 'POST',
        url: '/api/check.php',
        payload: { country_code: '91', mobile_no: '9876500001' },
        remoteAddress: '192.0.2.44',
      });
    }
    await t.request({ method: 'GET', url: '/api/ready' });
    const text = await scrape();
    expect(text).toMatch(/portal_rate_limit_refusals_total\{limit="check-ip"\} [1-9]/);
    expect(text).toMatch(/portal_storage_calls_total\{operation="read",result="ok"\} [1-9]/);
    expect(text).toMatch(/portal_storage_call_duration_seconds_count\{operation="read"\} [1-9]/);
    expect(text).not.toContain('192.0.2.44');
  });

  it('passes `promtool check metrics`', async () => {
    if (!binary('promtool')) return;
    const checked = await promtool(['check', 'metrics'], await scrape());
    expect(checked.output).toBe('');
    expect(checked.code).toBe(0);
  });
});

describe('GET /api/ready', () => {
  it('is 200 when migrations, database and file store answer; /api/health stays the liveness check', async () => {
    const ready = await t.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('waits for a started search index to be built once', async () => {
    const index = articleIndexOf(t.database.db);
    expect(index.servable).toBe(true);
    index.start();
    expect(index.servable).toBe(false);
    await index.ready();
    expect(index.servable).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('is 503 "migrations" when a migration is missing from the database', async () => {
    const [last] = (
      (await t.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *`,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows;
    try {
      const response = await t.request({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not-ready', reason: 'migrations' });
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last?.id}, ${last?.hash}, ${last?.created_at})`,
      );
    }
  });

  it('is 503 "migrations" when the journal table itself is missing', async () => {
    await t.database.db.execute(sql`alter table drizzle.__drizzle_migrations rename to drizzle_migrations_aside`);
    try {
      const response = await t.request({ method: 'GET', url: '/api/ready' });
      expect(response.json()).toEqual({ status: 'not-ready', reason: 'migrations' });
    } finally {
      await t.database.db.execute(sql`alter table drizzle.drizzle_migrations_aside rename to __drizzle_migrations`);
    }
  });

  it('is 503 "database" when the database does not answer (not "migrations", as its failed query names them)', async () => {
    const cut = await build();
    try {
      await cut.database.close();
      const response = await cut.request({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not-ready', reason: 'database' });
    } finally {
      await cut.close().catch(() => undefined);
    }
  });

  it('stays 200, naming storage degraded, when the file store refuses the connection (an outage)', async () => {
    const broken = await build({
      STORAGE_URL: 's3://portal-files',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test-secret',
    });
    try {
      const response = await broken.request({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', degraded: ['storage'] });
    } finally {
      await broken.close();
    }
  });
});
