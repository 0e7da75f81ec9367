/**
 * API rate limits (docs/SECURITY.md): check.php and login.php by client address (request.ip, which honours
 * TRUST_PROXY), every member call by member, every staff call by address and by staff account. Counters live in the database (services/rate-limit.ts), so the
 * limits hold across API processes; member calls are written to them in batches (services/batched-rate-limit.ts).
 * Over the limit: 429 RATE_LIMITED with Retry-After, in the error envelope.
 */
import { countRateLimitRefusal } from '../services/metrics/counters.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ENDPOINTS } from '../../shared/contract/endpoints.ts';
import { m } from '../services/language.ts';
import { AppError } from '../errors.ts';
import { BatchedRateCounter } from '../services/batched-rate-limit.ts';
import { countRequest, removeExpiredCounters, type RateRule, type RateVerdict } from '../services/rate-limit.ts';
import { auth } from '../../shared/contract/admin/index.ts';

/** The prefix the API routes are registered under (app.ts). */
const API_PREFIX = '/api';

/** The prefix of the staff calls (routes/admin). */
const STAFF_PREFIX = `${API_PREFIX}/admin/`;

/** Expired counters are swept at most this often (by the API clock), by each process. */
const SWEEP_INTERVAL_MS = 60_000;

/** Registers the limits as hooks: public login calls before their body is read, member calls once authenticated. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, database, now } = app.deps;
    const limits = config.rateLimits;
    const ipWindow = limits.ipWindowSeconds;
    // By `METHOD url` of the route: the counter's name and rule.
    const perIp: ReadonlyMap<string, [string, RateRule]> = new Map([
      [`POST ${API_PREFIX}${ENDPOINTS.check.path}`, ['check', { limit: limits.checkPerIp, windowSeconds: ipWindow }]],
      [`POST ${API_PREFIX}${ENDPOINTS.login.path}`, ['login', { limit: limits.loginPerIp, windowSeconds: ipWindow }]],
      // Staff sign-in: by address too, besides the lock per e-mail (services/admin/staff-login.ts).
      [
        `POST ${API_PREFIX}${auth.staffLogin.path}`,
        ['staff-login', { limit: limits.loginPerIp, windowSeconds: ipWindow }],
      ],
    ]);
    const perMember: RateRule = { limit: limits.memberPerMinute, windowSeconds: 60 };
    const memberCalls = new BatchedRateCounter(database.db, perMember, now);
    const perStaff: RateRule = { limit: limits.staffPerMinute, windowSeconds: 60 };
    const perStaffIp: RateRule = { limit: limits.staffIpPerMinute, windowSeconds: 60 };
    // Staff calls are few: counted in the database on each call, so the limits hold exactly across replicas.
    app.addHook('onClose', () => memberCalls.close().catch(() => undefined));
    let nextSweep = 0;

    /** Counts the request in `name:key` (members in batches) and throws 429 once the window is over its limit. */
    async function enforce(request: FastifyRequest, name: string, key: string, rule: RateRule): Promise<void> {
      if (rule.limit <= 0) return;
      const time = now();
      if (time >= nextSweep) {
        nextSweep = time + SWEEP_INTERVAL_MS;
        await removeExpiredCounters(database.db, time);
      }
      const bucket = `${name}:${key}`;
      const verdict: RateVerdict =
        rule === perMember
          ? await memberCalls.count(bucket, time)
          : await countRequest(database.db, bucket, rule, time);
      if (verdict.allowed) return;
      countRateLimitRefusal(name);
      // One line per bucket and window, not one per refused request.
      if (verdict.count === rule.limit + 1)
        request.log.warn({ rateLimit: name, limit: rule.limit }, 'rate limit reached');
      throw new AppError(429, 'RATE_LIMITED', m.tooManyRequests(verdict.retryAfter), {
        retryAfter: verdict.retryAfter,
      });
    }

    app.addHook('onRequest', async (request) => {
      const route = request.routeOptions.url ?? '';
      const counted = perIp.get(`${request.method} ${route}`);
      if (counted) await enforce(request, `${counted[0]}-ip`, request.ip, counted[1]);
      if (route.startsWith(STAFF_PREFIX)) await enforce(request, 'staff-ip', request.ip, perStaffIp);
    });

    app.addHook('preHandler', async (request) => {
      if (request.session) await enforce(request, 'member', String(request.session.memberId), perMember);
      if (request.staff) await enforce(request, 'staff', String(request.staff.staffId), perStaff);
    });
  },
  { name: 'rate-limit', dependencies: ['auth'] },
);
