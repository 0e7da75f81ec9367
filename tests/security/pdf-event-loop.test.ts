/**
 * Issue 18 §1: a hostile print is checked off the event loop. While a file that unpacks to hundreds of MB is being
 * checked in the worker, GET /api/health and another member's call complete (ordering, not time); the health
 * latency measured meanwhile is printed as a figure (docs/SECURITY.md). SECURITY_FULL=1 repeats the probes.
 */
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../server/helpers/app.ts';
import { post } from '../server/helpers/fixtures.ts';
import {
  buildPdf,
  insertOrderCatalogue,
  itemOf,
  memberWithKey,
  multipartPost,
  orderHeaders,
} from '../server/helpers/order-fixtures.ts';
import { report, scale } from './helpers/scale.ts';

let t: TestApp;

beforeAll(async () => {
  t = await build({ RATE_LIMIT_MEMBER_PER_MINUTE: '0' });
  await insertOrderCatalogue(t.database.db);
});
afterAll(() => t.close());

/** A 7 MB PDF: an incompressible 6.5 MB stream (so its budget is the 256 MB ceiling) and 20 streams of 16 MB zeros. */
function hostilePdf(): Buffer {
  const filler = Buffer.alloc(6.5 * 1024 * 1024);
  for (let i = 0; i < filler.length; i += 1) filler[i] = (i * 2654435761) >>> 24;
  const bomb = deflateSync(Buffer.alloc(16 * 1024 * 1024));
  const streams = [
    Buffer.concat([Buffer.from(`<< /Length ${filler.length} >>\nstream\n`), filler, Buffer.from('\nendstream')]),
    ...Array.from({ length: 20 }, () =>
      Buffer.concat([
        Buffer.from(`<< /Length ${bomb.length} /Filter /FlateDecode >>\nstream\n`),
        bomb,
        Buffer.from('\nendstream'),
      ]),
    ),
  ];
  return buildPdf({ objects: streams });
}

/** Resolves once the pool has started on a file (polls between turns of the event loop). */
async function checking(): Promise<void> {
  while (t.app.deps.pdfChecks.running === 0) await new Promise((done) => setImmediate(done));
}

describe('a hostile print does not hold up other calls', () => {
  it('health and another member complete while the file is checked; the file is then refused with 413', async () => {
    const [attacker, doctor] = [await memberWithKey(t), await memberWithKey(t)];
    const data = hostilePdf();
    const options = await multipartPost(
      '/ServPrints.php',
      { sub_category: itemOf('prints') },
      { name: 'x.pdf', type: 'application/pdf', data },
      orderHeaders(attacker.key),
    );
    const latencies: number[] = [];
    for (let round = 0; round < scale(1, 5); round += 1) {
      let settled = false;
      const upload = t.request(options).then((response) => {
        settled = true;
        return response;
      });
      await checking();
      const started = performance.now();
      const health = await t.request({ method: 'GET', url: '/api/health' });
      latencies.push(performance.now() - started);
      const other = await t.request(post('/OrderHistory.php', {}, doctor.key));
      expect([health.statusCode, other.statusCode]).toEqual([200, 200]);
      // Both answered while the hostile file was still being checked.
      expect(settled).toBe(false);
      expect(t.app.deps.pdfChecks.running).toBe(1);
      const refused = await upload;
      expect(refused.statusCode).toBe(413);
      expect(refused.json()[0]).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'print_pdf' });
    }
    latencies.sort((a, b) => a - b);
    report('pdf-event-loop', {
      hostileFileMB: Math.round(data.length / 1024 / 1024),
      rounds: latencies.length,
      healthMsMedian: Math.round(latencies[Math.floor(latencies.length / 2)] ?? 0),
      healthMsMax: Math.round(latencies.at(-1) ?? 0),
    });
  });
});
