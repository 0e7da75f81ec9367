/** The console's request function (src/admin/api.ts) routed into a test app, signed in as a staff member. */
import { connectConsole } from '../../../src/admin/api.ts';
import type { TestApp } from '../../server/helpers/app.ts';

/**
 * Sends every console call of this test file to `t` with `key` (other addresses go out as before); answers how many
 * sessions ended (401s).
 */
export function routeConsole(t: TestApp, key: () => string): { ended: () => number } {
  let ended = 0;
  connectConsole({ apiBase: 'http://portal.test/api', key, onSessionEnd: () => (ended += 1) });
  const outside = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    // The server's own calls out (an FCM peer on loopback) still go over the network.
    if (url.host !== 'portal.test') return outside(input, init);
    const body = request.method === 'GET' ? undefined : Buffer.from(await request.arrayBuffer());
    const response = await t.app.inject({
      method: request.method as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers.entries()),
      ...(body && body.length > 0 ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
  return { ended: () => ended };
}
