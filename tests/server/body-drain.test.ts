/**
 * A body over the API's limit is answered 413 and drained, so a caller (or nginx) still sending reads the answer
 * rather than meeting a reset, and the connection serves the next request; a body declared over DRAIN_MAX_BYTES is
 * cut off with `Connection: close`, as before (src/server/plugins/body-drain.ts).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAIN_MAX_BYTES } from '../../src/server/plugins/body-drain.ts';
import { build, type TestApp } from './helpers/app.ts';

let t: TestApp;
let port = 0;

beforeAll(async () => {
  t = await build();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** What one connection brought back: every status line, the raw text, and whether writing met an error. */
interface Exchange {
  statuses: string[];
  text: string;
  /** Whether an answer (or the close) came before the second half of the body was written. */
  answeredBeforeRest: boolean;
  writeError?: string;
}

/**
 * Sends a POST of `type` declaring `declared` bytes over HTTP/`version`, writes `sent` of them (half, then after a
 * pause the rest), then (when `next`) a GET of /api/health on the same connection; resolves once the server closed it.
 */
function exchange(type: string, declared: number, sent: number, next: boolean, version = '1.1'): Promise<Exchange> {
  const socket = connect(port, '127.0.0.1');
  const result: Exchange = { statuses: [], text: '', answeredBeforeRest: false };
  const body = Buffer.alloc(sent, 0x39);
  return new Promise((resolve) => {
    socket.on('data', (data) => {
      result.text += String(data);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      result.writeError = error.code;
    });
    let restWritten = false;
    socket.on('close', () => {
      if (!restWritten) result.answeredBeforeRest = true;
      result.statuses = [...result.text.matchAll(/HTTP\/1\.[01] (\d{3}) /g)].map((match) => match[1] ?? '');
      resolve(result);
    });
    socket.write(
      `POST /api/check.php HTTP/${version}\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: ${declared}\r\n\r\n`,
    );
    socket.write(body.subarray(0, sent / 2));
    // The pause lets an answer sent before the body (and a close after it) arrive before the rest is written.
    setTimeout(() => {
      if (socket.destroyed) return;
      restWritten = true;
      result.answeredBeforeRest = result.text !== '';
      socket.write(body.subarray(sent / 2), () => {
        if (next) socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
        else socket.end();
      });
    }, 300);
  });
}

describe('a body over the limit', () => {
  it('is answered 413 in the envelope, read to its end, and the connection answers the next request', async () => {
    const json = await exchange('application/json', 3_000_000, 3_000_000, true);
    expect(json.answeredBeforeRest).toBe(false);
    expect(json.writeError).toBeUndefined();
    expect(json.statuses).toEqual(['413', '200']);
    expect(json.text).toContain('"PAYLOAD_TOO_LARGE"');
    expect(json.text.split('\r\n\r\n')[0]?.toLowerCase()).not.toContain('connection: close');
  });

  it('is drained for a form body over its own 64 KB limit too', async () => {
    const form = await exchange('application/x-www-form-urlencoded', 200_000, 200_000, true);
    expect(form.writeError).toBeUndefined();
    expect(form.statuses).toEqual(['413', '200']);
  });

  it('is read to its end before the 413 when the connection closes after it (HTTP/1.0, as nginx proxies)', async () => {
    const closing = await exchange('application/json', 2_000_000, 2_000_000, false, '1.0');
    expect(closing.answeredBeforeRest).toBe(false);
    expect(closing.writeError).toBeUndefined();
    expect(closing.statuses).toEqual(['413']);
  });

  it('declared over DRAIN_MAX_BYTES is refused at once and the connection closed', async () => {
    const huge = await exchange('application/json', DRAIN_MAX_BYTES + 1, 64 * 1024, false);
    expect(huge.statuses).toEqual(['413']);
    expect(huge.text.toLowerCase()).toContain('connection: close');
  });
});
