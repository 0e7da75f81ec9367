/**
 * The OpenAPI document's server address comes from the Host header the request was sent with, never from a
 * client-written X-Forwarded-Host (which Fastify reads behind TRUST_PROXY) nor a Host that is not a host name: a
 * cache in front that does not key on those headers could otherwise keep a document pointing integrators, and their
 * session keys, at another host.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../server/helpers/app.ts';

let t: TestApp;

beforeAll(async () => {
  // The load balancer is the in-process request's address (127.0.0.1): X-Forwarded-* are believed.
  t = await build({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => t.close());

/** The servers of the document asked with these headers. */
async function serversWith(headers: Record<string, string>): Promise<unknown> {
  const answer = await t.request({ method: 'GET', url: '/api/openapi.json', headers });
  expect(answer.statusCode).toBe(200);
  return answer.json().servers;
}

describe('openapi.json servers', () => {
  it('names the Host the document was asked on, whatever X-Forwarded-Host says', async () => {
    const servers = await serversWith({
      host: 'api.portal.example.com',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(servers).toEqual([{ url: 'https://api.portal.example.com', description: 'This API' }]);
  });

  it('keeps a port and an IPv6 address, and gives localhost for a Host that is no host name', async () => {
    expect(await serversWith({ host: 'localhost:4321' })).toEqual([
      { url: 'http://localhost:4321', description: 'This API' },
    ]);
    expect(await serversWith({ host: '[::1]:4321' })).toEqual([{ url: 'http://[::1]:4321', description: 'This API' }]);
    expect(await serversWith({ host: 'evil.example/"><x' })).toEqual([
      { url: 'http://localhost', description: 'This API' },
    ]);
  });
});
