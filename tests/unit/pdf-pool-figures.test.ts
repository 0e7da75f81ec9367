/** The PDF check pool's figures the metrics read (portal_pdf_checks, portal_pdf_checks_refused_total; issue 42). */
import { afterAll, describe, expect, it } from 'vitest';
import { PdfCheckPool } from '../../src/server/services/uploads/pdf-pool.ts';
import { buildPdf } from '../server/helpers/order-fixtures.ts';

const pool = new PdfCheckPool({ size: 1, maxQueue: 1 });
afterAll(() => pool.close());

describe('PdfCheckPool figures', () => {
  it('report the busy worker, the queued file and each file refused because the queue was full', async () => {
    expect([pool.running, pool.queued, pool.refused]).toEqual([0, 0, 0]);
    const first = pool.check(buildPdf());
    const second = pool.check(buildPdf());
    expect([pool.running, pool.queued]).toEqual([1, 1]);
    const third = await pool.check(buildPdf());
    expect(third).toMatchObject({ ok: false, problem: 'busy' });
    expect(pool.refused).toBe(1);
    expect((await first).ok).toBe(true);
    expect((await second).ok).toBe(true);
    expect([pool.running, pool.queued, pool.refused]).toEqual([0, 0, 1]);
  });
});
