/**
 * Issue 38 §3, PDF worker starvation: 12 concurrent heavy PDFs from one member made another member's clean one-page
 * print wait 39.4 s, and refused files did not count against any quota. Now a member holds at most
 * PRINT_CHECKS_AT_ONCE files in the pool (more answer 429 at once), a free worker takes the file of the member with
 * the fewest running, and every file sent to the check counts against PRINT_CHECKS_PER_HOUR, refused ones too.
 * One worker (PDF_CHECK_WORKERS=1), so the attack fills the whole pool on any machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../server/helpers/app.ts';
import {
  buildPdf,
  insertOrderCatalogue,
  itemOf,
  memberWithKey,
  multipartPost,
  orderHeaders,
} from '../server/helpers/order-fixtures.ts';
import { report } from './helpers/scale.ts';

const CHECKS_PER_HOUR = 20;
const AT_ONCE = 2;
const ATTACK = 12;

let t: TestApp;

beforeAll(async () => {
  t = await build({
    RATE_LIMIT_MEMBER_PER_MINUTE: '0',
    PDF_CHECK_WORKERS: '1',
    PRINT_CHECKS_AT_ONCE: String(AT_ONCE),
    PRINT_CHECKS_PER_HOUR: String(CHECKS_PER_HOUR),
  });
  await insertOrderCatalogue(t.database.db);
});
afterAll(() => t.close());

/**
 * A valid 2.3 MB PDF of 20,000 small objects: every one parsed, judged and written again (about a second of worker
 * time; twelve in a row take far longer than the 5 s the clean print is given).
 */
function heavyPdf(): Buffer {
  const numbers = '1 2 3 4 5 6 7 8 9 0 '.repeat(3);
  return buildPdf({ objects: Array.from({ length: 20_000 }, (_, i) => Buffer.from(`<< /A [${numbers}] /N ${i} >>`)) });
}

/** A print order of `data` by the member with `key`, in `language`. */
const print = (key: string, data: Buffer, language = 'en') =>
  multipartPost(
    '/ServPrints.php',
    { sub_category: itemOf('prints') },
    { name: 'poster.pdf', type: 'application/pdf', data },
    { ...orderHeaders(key), 'accept-language': language },
  );

/** Resolves once the pool has started on a file (polls between turns of the event loop). */
async function checking(): Promise<void> {
  while (t.app.deps.pdfChecks.running === 0) await new Promise((done) => setImmediate(done));
}

describe('one member cannot starve the PDF check pool', () => {
  it('a second member’s clean print answers within 5 s while 12 heavy prints of one member are sent', async () => {
    const [attacker, doctor] = [await memberWithKey(t), await memberWithKey(t)];
    // The worker is started (and pdf-lib loaded) before the attack, as on a server that has been up a while.
    expect((await t.app.deps.pdfChecks.check(buildPdf())).ok).toBe(true);
    const heavy = await print(attacker.key, heavyPdf());
    const settledAt: number[] = [];
    const attack = Array.from({ length: ATTACK }, () =>
      t.request(heavy).then((response) => {
        settledAt.push(performance.now());
        return response;
      }),
    );
    await checking();
    const started = performance.now();
    const clean = await t.request(await print(doctor.key, buildPdf()));
    const cleanAt = performance.now();
    const answers = await Promise.all(attack);

    expect(clean.statusCode).toBe(200);
    // Ordering, not only time: the clean print went ahead of the attacker's waiting file.
    expect(cleanAt).toBeLessThan(Math.max(...settledAt));
    expect(cleanAt - started).toBeLessThan(5_000);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(AT_ONCE);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(ATTACK - AT_ONCE);
    expect(refused[0]?.headers['retry-after']).toBe('10');
    expect(refused[0]?.json()[0]).toMatchObject({ code: 'RATE_LIMITED', field: 'print_pdf' });
    report('pdf-starvation', {
      heavyFileKB: Math.round(Buffer.byteLength(heavy.payload as Buffer) / 1024),
      attackFiles: ATTACK,
      cleanPrintMs: Math.round(cleanAt - started),
    });
  }, 120_000);

  it('every file sent to the check counts, refused ones too; over the hour’s budget 429 in the member’s language', async () => {
    const member = await memberWithKey(t);
    const notPdf = await print(member.key, Buffer.from('not a pdf at all'));
    for (let attempt = 0; attempt < CHECKS_PER_HOUR; attempt += 1) {
      expect((await t.request(notPdf)).statusCode).toBe(415);
    }
    const over = await t.request(await print(member.key, buildPdf(), 'hi'));
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json()[0]).toMatchObject({ code: 'RATE_LIMITED', field: 'print_pdf' });
    expect(JSON.stringify(over.json())).toContain('घंटे');
    t.clock.advance(3_600);
    expect((await t.request(await print(member.key, buildPdf()))).statusCode).toBe(200);
  });
});
