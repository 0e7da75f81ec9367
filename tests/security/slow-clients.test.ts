/**
 * Issue 18 §5: a body trickled a byte every few seconds is dropped, a header block trickled is dropped, and an upload
 * at a slow 2G rate (about 30 KB/s) still succeeds. npm test runs a short version (a 1-second rate window, a small
 * file); SECURITY_FULL=1 (npm run test:security) runs the defaults with a 10 MB print, which takes about 6 minutes.
 */
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../server/helpers/app.ts';
import {
  buildPdf,
  insertOrderCatalogue,
  itemOf,
  memberWithKey,
  multipartPost,
} from '../server/helpers/order-fixtures.ts';
import { FULL, report } from './helpers/scale.ts';

let t: TestApp;
let port = 0;

beforeAll(async () => {
  // The full run keeps the defaults (500 bytes/s over 20-second windows, headers within 20 s).
  t = await build(FULL ? {} : { BODY_MIN_RATE: '2000', BODY_RATE_WINDOW_SECONDS: '1', HEADERS_TIMEOUT_SECONDS: '2' });
  await insertOrderCatalogue(t.database.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** What came back on a socket: the bytes received and whether the server closed it. */
interface Outcome {
  received: string;
  closedByServer: boolean;
  sent: number;
}

/** Sends `head`, then `body` in chunks of `chunk` bytes every `everyMs`; ends when the server answers or closes. */
function trickle(head: Buffer, body: Buffer, chunk: number, everyMs: number): Promise<Outcome> {
  const socket: Socket = connect(port, '127.0.0.1');
  const outcome: Outcome = { received: '', closedByServer: false, sent: 0 };
  let done = false;
  return new Promise((resolve) => {
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve(outcome);
    };
    socket.on('data', (data) => {
      outcome.received += String(data);
      const match = /content-length: (\d+)/i.exec(outcome.received);
      const split = outcome.received.indexOf('\r\n\r\n');
      if (match && split >= 0 && outcome.received.length - split - 4 >= Number(match[1])) finish();
    });
    socket.on('close', () => {
      outcome.closedByServer = !done;
      finish();
    });
    socket.on('error', () => undefined);
    // A body is trickled after its header block; a header block without a body is trickled itself.
    const [first, rest] = body.length > 0 ? [head, body] : [Buffer.alloc(0), head];
    socket.write(first);
    void (async () => {
      for (let at = 0; at < rest.length && !done; at += chunk) {
        socket.write(rest.subarray(at, at + chunk));
        outcome.sent = first.length + Math.min(rest.length, at + chunk);
        await sleep(everyMs);
      }
    })();
  });
}

/** The raw HTTP request of a ServPrints upload of `pdf`: its header block and its multipart body. */
async function printRequest(key: string, pdf: Buffer): Promise<{ head: Buffer; body: Buffer }> {
  const options = await multipartPost(
    '/ServPrints.php',
    { sub_category: itemOf('prints') },
    { name: 'big.pdf', type: 'application/pdf', data: pdf },
  );
  const body = options.payload as Buffer;
  const head = Buffer.from(
    [
      'POST /api/ServPrints.php HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: Bearer ${key}`,
      `Content-Type: ${(options.headers as Record<string, string>)['content-type']}`,
      `Content-Length: ${body.length}`,
      '',
      '',
    ].join('\r\n'),
  );
  return { head, body };
}

/** A valid PDF of about `size` bytes (an incompressible stream pads it). */
function pdfOfSize(size: number): Buffer {
  const filler = Buffer.alloc(size);
  for (let i = 0; i < filler.length; i += 1) filler[i] = 0x41 + ((i * 7919) % 26);
  return buildPdf({
    objects: [Buffer.concat([Buffer.from(`<< /Length ${size} >>\nstream\n`), filler, Buffer.from('\nendstream')])],
  });
}

describe('slow clients', () => {
  it(
    'a body trickled a byte at a time is dropped; a header block trickled is dropped; a slow 2G upload succeeds',
    async () => {
      const [trickler, doctor] = [await memberWithKey(t), await memberWithKey(t)];
      const small = await printRequest(trickler.key, pdfOfSize(100_000));
      const started = performance.now();
      const slowBody = trickle(small.head, small.body, 1, FULL ? 3000 : 300).then((o) => ({
        ...o,
        s: (performance.now() - started) / 1000,
      }));
      const slowHead = trickle(small.head, Buffer.alloc(0), 1, FULL ? 1000 : 100).then((o) => ({
        ...o,
        s: (performance.now() - started) / 1000,
      }));
      const size = FULL ? 10 * 1024 * 1024 - 4096 : 150_000;
      const upload = await printRequest(doctor.key, pdfOfSize(size));
      // About 30 KB/s: 3 KB every 100 ms.
      const steady = trickle(upload.head, upload.body, 3 * 1024, 100).then((o) => ({
        ...o,
        s: (performance.now() - started) / 1000,
      }));
      const [body, head, good] = await Promise.all([slowBody, slowHead, steady]);
      expect(body.closedByServer).toBe(true);
      expect(body.sent).toBeLessThan(small.head.length + small.body.length);
      expect(head.closedByServer || /^HTTP\/1\.1 408/.test(head.received)).toBe(true);
      expect(head.sent).toBeLessThan(small.head.length);
      expect(good.received).toMatch(/^HTTP\/1\.1 200/);
      report('slow-clients', {
        trickledBodyDroppedAfterS: Math.round(body.s),
        trickledHeadersDroppedAfterS: Math.round(head.s),
        uploadMB: Math.round((size / 1024 / 1024) * 10) / 10,
        uploadSeconds: Math.round(good.s),
      });
    },
    FULL ? 900_000 : 120_000,
  );
});
