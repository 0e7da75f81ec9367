/** Routes the project's own API client (src/api) into a test app through app.inject, so server tests call through it. */
import type { FastifyInstance } from 'fastify';
import { configureTransport } from '../../../src/api/client.ts';

const BASE = 'http://portal.test/api';

/** The request body as bytes (a multipart upload carries binary files), or undefined when there is none. */
async function bodyOf(request: Request): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const bytes = Buffer.from(await request.arrayBuffer());
  return bytes.length === 0 ? undefined : bytes;
}

let dropping = 0;

/**
 * The next `count` calls fail as a fetch does without a network (a connection reported back before it carries
 * requests), without reaching the app.
 */
export function dropNextCalls(count: number): void {
  dropping = count;
}

let losing = 0;

/** The next `count` calls reach the app, but their answers are lost on the way back (the fetch fails). */
export function loseNextAnswers(count: number): void {
  losing = count;
}

let unavailable = 0;

/**
 * The next `count` calls are answered 503 with an HTML page, without reaching the app, as a load balancer answers
 * when no replica is ready (their database does not answer, docs/OPERATIONS.md).
 */
export function balancerUnavailableNext(count: number): void {
  unavailable = count;
}

let holding: Promise<void> | undefined;

/** The next call waits, without reaching the app, until the function this answers is called (a slow network). */
export function holdNextCall(): () => void {
  let release = (): void => undefined;
  holding = new Promise((resolve) => {
    release = resolve;
  });
  return release;
}

/** Makes every src/api call of this test file go to `app`. */
export function useApiClient(app: FastifyInstance): void {
  configureTransport(async (input, init) => {
    if (dropping > 0) {
      dropping -= 1;
      throw new TypeError('Failed to fetch');
    }
    if (unavailable > 0) {
      unavailable -= 1;
      const page = '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>';
      return new Response(page, { status: 503, headers: { 'content-type': 'text/html', 'retry-after': '10' } });
    }
    const held = holding;
    holding = undefined;
    if (held) await held;
    const request = new Request(input, init);
    const url = new URL(request.url);
    const response = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers.entries()),
      payload: await bodyOf(request),
    });
    if (losing > 0) {
      losing -= 1;
      throw new TypeError('Failed to fetch');
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  }, BASE);
}
