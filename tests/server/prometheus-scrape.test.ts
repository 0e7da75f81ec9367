/**
 * Issue 42 §1: Debian's prometheus scrapes two API replicas (separate processes on loopback ports, one PostgreSQL
 * database when TEST_DATABASE_URL is set, else each on its own memory PGlite) with the metrics token, and answers a
 * PromQL query for the request rate of each.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject, describe, expect, it } from 'vitest';
import { type ApiProcess, freePort, startApi, stopProcess, waitFor } from './helpers/api-process.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { binary } from './helpers/promtool.ts';

const TOKEN = 'scrape-token-for-the-two-replica-test-0123';

/** One series of a PromQL instant vector. */
interface Sample {
  metric: Record<string, string>;
  value: [number, string];
}

/** The scrape configuration of the two replicas. */
function prometheusConfig(replicas: ApiProcess[]): string {
  return [
    'global:',
    '  scrape_interval: 1s',
    '  evaluation_interval: 1s',
    'scrape_configs:',
    '  - job_name: portal',
    '    metrics_path: /api/metrics',
    '    authorization:',
    '      type: Bearer',
    `      credentials: ${TOKEN}`,
    '    static_configs:',
    `      - targets: [${replicas.map((r) => `'127.0.0.1:${r.port}'`).join(', ')}]`,
    '',
  ].join('\n');
}

/** Asks prometheus a PromQL instant query. */
async function query(base: string, promql: string): Promise<Sample[]> {
  const response = await fetch(`${base}/api/v1/query?query=${encodeURIComponent(promql)}`);
  const body = (await response.json()) as { status: string; data?: { result: Sample[] } };
  return body.status === 'success' ? (body.data?.result ?? []) : [];
}

const RATE_QUERY = 'sum by (instance) (rate(portal_http_requests_total{route="/api/health"}[10s]))';

describe('prometheus scrapes two API replicas', () => {
  it('answers the request rate of each replica', async () => {
    if (!binary('prometheus')) return;
    const folder = mkdtempSync(join(tmpdir(), 'portal-prometheus-'));
    const replicas: ApiProcess[] = [];
    let database: TestDatabase | undefined;
    let prometheus: ChildProcess | undefined;
    let printed = '';
    try {
      database = await createTestDatabase(
        process.env.TEST_DATABASE_URL ? inject('databaseTemplates')?.migrated : undefined,
      );
      const env = { DATABASE_URL: database.url, METRICS_TOKEN: TOKEN, SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
      // One after the other: the second replica finds the migrations the first applied.
      replicas.push(await startApi(env));
      replicas.push(await startApi(env));
      writeFileSync(join(folder, 'prometheus.yml'), prometheusConfig(replicas));
      const port = await freePort();
      prometheus = spawn(
        'prometheus',
        [
          `--config.file=${join(folder, 'prometheus.yml')}`,
          `--storage.tsdb.path=${join(folder, 'data')}`,
          `--web.listen-address=127.0.0.1:${port}`,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      prometheus.stderr?.on('data', (chunk: Buffer) => {
        printed += chunk.toString();
      });
      const base = `http://127.0.0.1:${port}`;
      // Traffic on both replicas (the first twice as much) while prometheus scrapes every second.
      let answers: Sample[] = [];
      await waitFor('a request rate for both replicas', 90_000, async () => {
        for (const [index, replica] of replicas.entries()) {
          for (let n = 0; n < 2 * (2 - index); n += 1) await fetch(`${replica.url}/api/health`);
        }
        answers = await query(base, RATE_QUERY);
        return answers.length === 2 && answers.every((sample) => Number(sample.value[1]) > 0);
      });
      const up = await query(base, 'up{job="portal"}');
      expect(up.map((sample) => sample.value[1])).toEqual(['1', '1']);
      expect(answers.map((sample) => sample.metric.instance).sort()).toEqual(
        replicas.map((replica) => `127.0.0.1:${replica.port}`).sort(),
      );
      if (process.env.TEST_DATABASE_URL) {
        // PostgreSQL: each replica reports its own connection pool.
        const pools = await query(base, 'portal_db_pool_connections{state="max"}');
        expect(pools.map((sample) => sample.value[1])).toEqual(['10', '10']);
      }
      console.log(`PromQL ${RATE_QUERY}\n${answers.map((s) => `  ${s.metric.instance} ${s.value[1]}/s`).join('\n')}`);
    } catch (error) {
      throw new Error(`${(error as Error).message}\nprometheus:\n${printed.slice(-3000)}`);
    } finally {
      if (prometheus) await stopProcess(prometheus);
      await Promise.all(replicas.map((replica) => replica.stop()));
      await database?.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 240_000);
});
