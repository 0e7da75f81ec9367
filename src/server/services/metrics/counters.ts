/**
 * Process-wide metrics (Prometheus, prom-client): requests, OTP, rate limits, pushes, storage calls and the process
 * itself. Other modules call the small `count…` helpers; label values come from fixed sets or route patterns only,
 * never from personal data.
 */
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** The registry of the process-wide metrics (merged with each app's gauges at scrape time). */
export const processRegistry = new Registry();

collectDefaultMetrics({ register: processRegistry, prefix: 'portal_' });
// Gauges prom-client names with a counter's "_total" suffix, which `promtool check metrics` refuses.
for (const name of ['active_handles_total', 'active_requests_total', 'active_resources_total']) {
  processRegistry.removeSingleMetric(`portal_nodejs_${name}`);
}

const httpRequests = new Counter({
  name: 'portal_http_requests_total',
  help: 'API requests answered, by route pattern, method and status code.',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [processRegistry],
});

const httpDuration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time to answer an API request, by route pattern and method.',
  labelNames: ['route', 'method'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

const otpEvents = new Counter({
  name: 'portal_otp_total',
  help: 'OTP steps by outcome: send and verify (ok or the error code), deliver (ok or failed: the SMS or WhatsApp call).',
  labelNames: ['step', 'outcome'] as const,
  registers: [processRegistry],
});

const rateLimitRefusals = new Counter({
  name: 'portal_rate_limit_refusals_total',
  help: 'Requests refused with 429 by a rate limit, by limit name.',
  labelNames: ['limit'] as const,
  registers: [processRegistry],
});

const pushSends = new Counter({
  name: 'portal_push_sends_total',
  help: 'Push messages sent through FCM, by result (sent, failed, stale).',
  labelNames: ['result'] as const,
  registers: [processRegistry],
});

const storageCalls = new Counter({
  name: 'portal_storage_calls_total',
  help: 'File storage calls, by operation and result (ok or error).',
  labelNames: ['operation', 'result'] as const,
  registers: [processRegistry],
});

const storageDuration = new Histogram({
  name: 'portal_storage_call_duration_seconds',
  help: 'Time of a file storage call, by operation.',
  labelNames: ['operation'] as const,
  buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

/** A route label: the route pattern the router matched, or "unmatched" (never the raw URL). */
function routeLabel(pattern: string | undefined): string {
  return pattern && pattern.length <= 200 ? pattern : 'unmatched';
}

/** Records one answered request. */
export function countRequest(pattern: string | undefined, method: string, status: number, seconds: number): void {
  const route = routeLabel(pattern);
  httpRequests.inc({ route, method, status: String(status) });
  httpDuration.observe({ route, method }, seconds);
}

/** Awaits an OTP step and records its outcome: "ok", the API error code it threw (a fixed set), or "error". */
export async function countedOtp<T>(step: 'send' | 'verify', work: Promise<T>): Promise<T> {
  try {
    const result = await work;
    otpEvents.inc({ step, outcome: 'ok' });
    return result;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    otpEvents.inc({ step, outcome: typeof code === 'string' && /^[A-Z_]{1,40}$/.test(code) ? code : 'error' });
    throw error;
  }
}

/** Records whether the gateway took a code (step "deliver": ok or failed), which check.php answers before knowing. */
export function countOtpDelivery(sent: Promise<unknown>): Promise<unknown> {
  return sent.then(
    (result: unknown) => {
      otpEvents.inc({ step: 'deliver', outcome: 'ok' });
      return result;
    },
    (error: unknown) => {
      otpEvents.inc({ step: 'deliver', outcome: 'failed' });
      throw error;
    },
  );
}

/** Records a request refused by the rate limit `limit` (a fixed rule name). */
export function countRateLimitRefusal(limit: string): void {
  rateLimitRefusals.inc({ limit });
}

/** Records the results of one push batch. */
export function countPushes(result: { sent: number; failed: number; stale: readonly unknown[] }): void {
  if (result.sent > 0) pushSends.inc({ result: 'sent' }, result.sent);
  if (result.failed > 0) pushSends.inc({ result: 'failed' }, result.failed);
  if (result.stale.length > 0) pushSends.inc({ result: 'stale' }, result.stale.length);
}

/** Records one storage call: its operation, whether it failed, and how long it took. */
export function countStorageCall(operation: string, failed: boolean, seconds: number): void {
  storageCalls.inc({ operation, result: failed ? 'error' : 'ok' });
  storageDuration.observe({ operation }, seconds);
}
