/**
 * An answer sent before the body has arrived reaches a caller still sending it (src/server/plugins/body-drain.ts):
 * on a connection that closes after the answer (HTTP/1.0, as nginx proxies) the body is read first; a body over the
 * API's limit is answered 413 and the connection serves the next request; one declared over DRAIN_MAX_BYTES is cut
 * off with `Connection: close`.
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

/** A POST to send: its address, content type and HTTP version (check.php, JSON and 1.1 unless said). */
interface Post {
  path?: string;
  type?: string;
  version?: '1.0' | '1.1';
}

/**
 * Sends a POST declaring `declared` bytes, writes `sent` of them (half, then after a pause the rest), then (when
 * `next`) a GET of /api/health on the same connection; resolves once the server has closed the connection.
 */
function exchange(post: Post, declared: number, sent: number, next: boolean): Promise<Exchange> {
  const { path = '/api/check.php', type = 'application/json', version = '1.1' } = post;
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
      `POST ${path} HTTP/${version}\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: ${declared}\r\n\r\n`,
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

describe('an answer before the body', () => {
  it('waits for the body on a connection that closes after it: a 401 before a 6 MB upload reaches nginx (HTTP/1.0)', async () => {
    const upload = { path: '/api/UpdatePhoto.php', type: 'multipart/form-data; boundary=x', version: '1.0' } as const;
    const refused = await exchange(upload, 6_000_000, 6_000_000, false);
    expect(refused.answeredBeforeRest).toBe(false);
    expect(refused.writeError).toBeUndefined();
    expect(refused.statuses).toEqual(['401']);
  });

  it('is sent at once on a connection kept open (Node drops the rest of the body after it)', async () => {
    const upload = { path: '/api/UpdatePhoto.php', type: 'multipart/form-data; boundary=x' };
    const refused = await exchange(upload, 6_000_000, 6_000_000, true);
    expect(refused.answeredBeforeRest).toBe(true);
    expect(refused.writeError).toBeUndefined();
    expect(refused.statuses).toEqual(['401', '200']);
  });
});

describe('a body over the limit', () => {
  it('is answered 413 in the envelope, read to its end, and the connection answers the next request', async () => {
    const json = await exchange({}, 3_000_000, 3_000_000, true);
    expect(json.writeError).toBeUndefined();
    expect(json.statuses).toEqual(['413', '200']);
    expect(json.text).toContain('"PAYLOAD_TOO_LARGE"');
    expect(json.text.split('\r\n\r\n')[0]?.toLowerCase()).not.toContain('connection: close');
  });

  it('is drained for a form body over its own 64 KB limit too', async () => {
    const form = await exchange({ type: 'application/x-www-form-urlencoded' }, 200_000, 200_000, true);
    expect(form.writeError).toBeUndefined();
    expect(form.statuses).toEqual(['413', '200']);
  });

  it('is read to its end before the 413 when the connection closes after it (HTTP/1.0, as nginx proxies)', async () => {
    const closing = await exchange({ version: '1.0' }, 2_000_000, 2_000_000, false);
    expect(closing.answeredBeforeRest).toBe(false);
    expect(closing.writeError).toBeUndefined();
    expect(closing.statuses).toEqual(['413']);
  });

  it('declared over DRAIN_MAX_BYTES is refused at once and the connection closed', async () => {
    const huge = await exchange({}, DRAIN_MAX_BYTES + 1, 64 * 1024, false);
    expect(huge.statuses).toEqual(['413']);
    expect(huge.text.toLowerCase()).toContain('connection: close');
  });
});
