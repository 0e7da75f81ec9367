/**
 * Answers of the calls a page's head script started early (src/layouts/early-call.ts): the client's first request
 * for the same method, address, session key and body takes the answer, once; any other request, a second one, a failed
 * or non-2xx early answer go to the network as usual.
 */

/** A call the head script started: method, absolute address, session key, JSON body and the pending response. */
export interface StartedCall {
  m: string;
  u: string;
  k: string;
  b?: string | undefined;
  r: Promise<Response>;
}

/** The window property the head script fills. */
interface EarlyWindow {
  __earlyCalls?: StartedCall[];
}

/** An address with its query parameters in a fixed order and one encoding, so equal calls compare equal. */
function normalised(address: string): string {
  try {
    const url = new URL(address, globalThis.location?.href);
    url.searchParams.sort();
    return url.href;
  } catch {
    return address;
  }
}

function bearerOf(headers: HeadersInit | undefined): string {
  const value = new Headers(headers).get('Authorization') ?? '';
  return value.startsWith('Bearer ') ? value.slice(7) : '';
}

/** Takes (and forgets) the early call matching this request; undefined when there is none. */
export function takeStartedCall(input: RequestInfo | URL, init: RequestInit | undefined): StartedCall | undefined {
  const calls = (globalThis as EarlyWindow).__earlyCalls;
  if (!calls || calls.length === 0 || input instanceof Request) return undefined;
  const method = (init?.method ?? 'GET').toUpperCase();
  const address = normalised(String(input));
  const key = bearerOf(init?.headers);
  const body = typeof init?.body === 'string' ? init.body : undefined;
  const index = calls.findIndex((c) => c.m === method && c.k === key && c.b === body && normalised(c.u) === address);
  if (index < 0) return undefined;
  const [taken] = calls.splice(index, 1);
  return taken;
}

/** `fetch` that first looks for an early answer to the same request (a 2xx one), else asks the network. */
export function fetchWithEarlyAnswer(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const started = takeStartedCall(input, init);
    if (!started) return fetchImpl(input, init);
    return started.r.then(
      (response) => (response.ok ? response : fetchImpl(input, init)),
      () => fetchImpl(input, init),
    );
  };
}
