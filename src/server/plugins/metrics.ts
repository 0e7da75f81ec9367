/**
 * Metrics (issue 42): every answered request is counted by route pattern, method and status, and GET /api/metrics
 * answers the Prometheus text to a scraper with METRICS_TOKEN (bearer) or from a METRICS_ALLOW address; anyone else
 * gets the API's 404, as if the route did not exist.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { OpsConfig } from '../config.ts';
import { countRequest } from '../services/metrics/counters.ts';
import { appRegistry, scrape } from '../services/metrics/gauges.ts';

/** The path of the metrics, under the API prefix. */
const METRICS_PATH = '/api/metrics';

/** The METRICS_ALLOW addresses as a BlockList (used as an allow list). */
function allowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** True when the request carries the metrics token as a bearer. */
function hasToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** True when the client address is on the allow list (IPv4-mapped IPv6 addresses are judged as IPv4). */
function isAllowed(list: BlockList, ip: string): boolean {
  const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(plain);
  return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

/** Registers the request counter and the metrics route. */
export const metricsPlugin = fp(
  async (app: FastifyInstance, ops: OpsConfig) => {
    const allowed = allowList(ops.metricsAllow);
    const registry = appRegistry({
      database: app.deps.database,
      pdfChecks: app.deps.pdfChecks,
      now: () => app.deps.now(),
    });

    app.addHook('onResponse', (request, reply, done) => {
      if (request.routeOptions.url !== METRICS_PATH)
        countRequest(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!hasToken(request, ops.metricsToken) && !isAllowed(allowed, request.ip)) {
        return reply.callNotFound();
      }
      const { contentType, text } = await scrape(registry);
      return reply.header('content-type', contentType).header('cache-control', 'no-store').send(text);
    });
  },
  { name: 'metrics' },
);
