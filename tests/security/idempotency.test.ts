/**
 * Issue 7 §12, idempotent orders at scale: 200 orders (100 in npm test) over every order call (ServPrints included),
 * each sent 3 times at once with its Idempotency-Key → exactly that many orders and one stored print file per print
 * order; the same key with another body → 422. (The 20-key version and the stale-claim rules: tests/server/idempotency.test.ts.)
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders } from '../../src/server/db/schema.ts';
import type { EndpointName } from '../../src/shared/contract/endpoints.ts';
import { buildPdf, itemOf, multipartPost } from '../server/helpers/order-fixtures.ts';
import { urlOf, validShape } from './helpers/endpoints.ts';
import { report, scale } from './helpers/scale.ts';
import { buildWorld, type Member, type World } from './helpers/world.ts';

const ORDER_CALLS: readonly EndpointName[] = [
  'servSamples',
  'servDigital',
  'servSanitization',
  'servPersonalisedPrintables',
  'servPrintables',
  'servAccessories',
  'servTherapySpecific',
  'servWebinar',
  'servPersonalisedVideo',
  'servPrints',
];
const ORDERS = scale(100, 200);

let w: World;
let member: Member;

/** The i-th order: its call and a request carrying `message` and the key `order-<i>`. */
async function orderRequest(i: number, message = `order ${i}`): Promise<InjectOptions> {
  const name = ORDER_CALLS[i % ORDER_CALLS.length]!;
  const headers = { authorization: `Bearer ${member.key}`, 'idempotency-key': `order-${i}` };
  if (name === 'servPrints') {
    return multipartPost(
      '/ServPrints.php',
      { sub_category: itemOf('prints'), message },
      { name: `p${i}.pdf`, type: 'application/pdf', data: buildPdf() },
      headers,
    );
  }
  const body = { ...validShape(name, w, member)?.body, message };
  return { method: 'POST', url: urlOf(name), payload: body, headers };
}

/** Sends one request, retrying while the first copy is still in progress (409), as the client does. */
async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await w.t.request(options);
    if (response.statusCode !== 409 || attempt >= 20) return response;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  // One member places every order: the hourly order cap (tests/server/order-hourly-cap.test.ts), the per-day print
  // cap (tests/server/upload-quotas.test.ts), the print checks per hour and at once
  // (tests/security/pdf-starvation.test.ts) and the yearly sample cap (tests/server/samples.test.ts) are lifted here.
  w = await buildWorld(
    {
      RATE_LIMIT_MEMBER_PER_MINUTE: '0',
      RATE_LIMIT_ORDERS_PER_HOUR: '0',
      PRINTS_PER_DAY: '0',
      PRINT_CHECKS_PER_HOUR: '0',
      PRINT_CHECKS_AT_ONCE: '64',
      SAMPLE_CAP_INDIA: '10000',
    },
    { demo: false },
  );
  member = await w.member();
});
afterAll(() => w.close());

describe('Idempotency-Key at scale', () => {
  it(`${ORDERS} orders, each sent 3 times at once with its key: exactly ${ORDERS} orders, one answer per key`, async () => {
    const requests = await Promise.all(Array.from({ length: ORDERS }, (_, i) => orderRequest(i)));
    const started = performance.now();
    const answers = await Promise.all(requests.flatMap((options) => [send(options), send(options), send(options)]));
    const seconds = (performance.now() - started) / 1000;
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => `${a.statusCode} ${a.body}`)).toEqual([]);
    expect(await w.t.database.db.$count(orders, eq(orders.memberId, member.id))).toBe(ORDERS);
    for (let i = 0; i < ORDERS; i += 1) {
      const trio = answers.slice(i * 3, i * 3 + 3).map((a) => a.json() as [unknown, { ID?: string; Message: string }]);
      expect(new Set(trio.map(([, body]) => body.Message)).size, `order ${i}`).toBe(1);
    }
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(ORDERS * 2);
    const printFiles = await readdir(join(w.storageDir, 'prints'));
    expect(printFiles).toHaveLength(ORDERS / ORDER_CALLS.length);
    report('idempotent-orders', {
      orders: ORDERS,
      requests: answers.length,
      stored: ORDERS,
      replayed: ORDERS * 2,
      printFiles: printFiles.length,
      seconds: seconds.toFixed(1),
    });
  });

  it('the same keys with a different body answer 422 CONFLICT and store nothing more', async () => {
    const changed = await Promise.all(Array.from({ length: ORDERS }, (_, i) => orderRequest(i, `changed ${i}`)));
    const answers = await Promise.all(changed.map((options) => w.t.request(options)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 422));
    expect(answers.every((a) => (a.json() as [{ code: string; field: string }])[0].code === 'CONFLICT')).toBe(true);
    expect(await w.t.database.db.$count(orders, eq(orders.memberId, member.id))).toBe(ORDERS);
    expect(await w.t.database.db.$count(idempotencyKeys, eq(idempotencyKeys.memberId, member.id))).toBe(ORDERS);
  });
});
