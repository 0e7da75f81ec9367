/**
 * Issue 7 §5, fuzzing every endpoint with fast-check: malformed requests per endpoint (25 in npm test, 200 under
 * SECURITY_FULL=1): 0 answers 5xx, every answer in the error envelope (or a valid success), and nothing
 * half-written (row counts, the caller's row and the upload folders are unchanged after every refusal).
 */
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/server/db/schema.ts';
import { ENDPOINTS, type EndpointName } from '../../src/shared/contract/endpoints.ts';
import { ENDPOINT_NAMES, endsSession, MULTIPART_ENDPOINTS, urlOf, validShape } from './helpers/endpoints.ts';
import { brokenMultipart } from './helpers/fuzz-multipart.ts';
import {
  brokenJson,
  formText,
  hostileAuthorization,
  hostileQuery,
  jsonText,
  mutatedEntries,
  wrongContentType,
} from './helpers/fuzz-values.ts';
import { report, scale } from './helpers/scale.ts';
import { buildWorld, type Member, type World } from './helpers/world.ts';

const RUNS = scale(25, 200);
const HIGH = '100000000';
let w: World;
let caller: Member;
const statuses: Record<string, number> = {};

/** The rows a refused request must not touch: table counts and the caller's own row. */
async function snapshot(): Promise<string> {
  const counts = await w.t.database.db.execute(sql`select
    (select count(*) from orders) as orders, (select count(*) from idempotency_keys) as keys,
    (select count(*) from priority_messages) as messages, (select count(*) from chat_log) as chat,
    (select count(*) from members) as members, (select count(*) from push_subscriptions) as push,
    (select count(*) from member_settings) as settings`);
  const [row] = await w.t.database.db.select().from(members).where(eq(members.id, caller.id));
  const files = [
    ...(await readdir(join(w.storageDir, 'prints')).catch(() => [])),
    ...(await readdir(join(w.storageDir, 'profiles')).catch(() => [])),
  ];
  return JSON.stringify([(counts as unknown as { rows: unknown[] }).rows, row, files.sort()]);
}

/** True for the error envelope, or a success answer (JSON envelope, or the bytes of download/photo). */
function wellFormed(name: EndpointName, response: LightMyRequestResponse): boolean {
  const files: readonly EndpointName[] = ['download', 'photo', 'myData', 'myPrint'];
  const binary = files.includes(name) && response.statusCode === 200;
  if (binary) return true;
  try {
    const body = JSON.parse(response.body) as unknown;
    if (!Array.isArray(body) || body.length < 2) return false;
    const head = body[0] as { status?: unknown; code?: unknown };
    if (response.statusCode >= 400) {
      return (
        body.length === 2 &&
        head.status === 'error' &&
        typeof head.code === 'string' &&
        typeof (body[1] as { Message?: unknown }).Message === 'string'
      );
    }
    return head.status === 'success';
  } catch {
    return false;
  }
}

/** Malformed requests for one endpoint. */
function requests(name: EndpointName): fc.Arbitrary<InjectOptions> {
  const { method, path } = ENDPOINTS[name];
  const shape = validShape(name, w, caller) ?? {};
  const base = shape.body ?? {};
  const queryNames = Object.keys(shape.query ?? {});
  const validQuery = shape.query ? `?${new URLSearchParams(shape.query).toString()}` : '';
  const auth = fc.oneof({ weight: 9, arbitrary: fc.constant(`Bearer ${caller.key}`) }, hostileAuthorization);
  const url = fc.oneof(
    { weight: 3, arbitrary: fc.constant(urlOf(name, shape.query)) },
    hostileQuery(queryNames).map((q) => `/api${path}?${q}`),
  );
  const body = MULTIPART_ENDPOINTS.includes(name)
    ? brokenMultipart(name === 'updatePhoto' ? 'profile_image' : 'print_pdf')
    : fc.oneof(
        mutatedEntries(base).map((entries) => ({
          contentType: 'application/json',
          payload: Buffer.from(jsonText(entries)),
        })),
        mutatedEntries(base).map((entries) => ({
          contentType: 'application/x-www-form-urlencoded',
          payload: Buffer.from(formText(entries)),
        })),
        brokenJson.map((text) => ({ contentType: 'application/json', payload: Buffer.from(text) })),
        fc
          .tuple(wrongContentType, mutatedEntries(base))
          .map(([contentType, entries]) => ({ contentType, payload: Buffer.from(jsonText(entries)) })),
      );
  const idempotency = fc.option(
    fc.string({ maxLength: 120 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
    { nil: undefined, freq: 3 },
  );
  return fc.record({ auth, url, body, idempotency, wrongMethod: fc.nat(19).map((n) => n === 0) }).map(
    ({ auth, url, body, idempotency, wrongMethod }) =>
      ({
        method: wrongMethod ? (method === 'GET' ? 'POST' : 'GET') : method,
        url: method === 'GET' && !url.includes('?') ? `${url}${validQuery}` : url,
        headers: {
          authorization: auth.replace(/[^\x20-\x7e]/g, ''),
          ...(idempotency === undefined ? {} : { 'idempotency-key': idempotency }),
          ...(method === 'POST' || body.contentType.startsWith('multipart')
            ? { 'content-type': body.contentType }
            : {}),
        },
        ...(method === 'POST' ? { payload: body.payload } : {}),
      }) satisfies InjectOptions,
  );
}

beforeAll(async () => {
  w = await buildWorld({
    RATE_LIMIT_CHECK_PER_IP: HIGH,
    RATE_LIMIT_LOGIN_PER_IP: HIGH,
    RATE_LIMIT_MEMBER_PER_MINUTE: HIGH,
  });
  caller = await w.member({ terms: 'Y' });
});
afterAll(() => {
  report('fuzz', {
    perEndpoint: RUNS,
    endpoints: ENDPOINT_NAMES.length,
    requests: RUNS * ENDPOINT_NAMES.length,
    statuses,
  });
  return w.close();
});

describe(`fuzzing: ${RUNS} malformed requests per endpoint`, () => {
  it.each(ENDPOINT_NAMES)('%s', async (name) => {
    await fc.assert(
      fc.asyncProperty(requests(name), async (options) => {
        // A logout that goes through would end the caller's session: give it its own key.
        const request = endsSession(name) ? withKey(options, await w.t.app.deps.sessions.create(caller.id)) : options;
        const before = await snapshot();
        const response = await answerWithin(request, 20_000);
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        if (response.statusCode >= 500) throw new Error(`5xx: ${response.statusCode} ${response.body}`);
        if (!wellFormed(name, response))
          throw new Error(`not an envelope: ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (response.statusCode >= 400 && (await snapshot()) !== before)
          throw new Error(`refused with ${response.statusCode} but wrote: ${response.body}`);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(true).toBe(true);
  });
});

function withKey(options: InjectOptions, key: string): InjectOptions {
  const headers = { ...(options.headers as Record<string, string>) };
  if (headers.authorization?.startsWith('Bearer ') && headers.authorization.length > 40)
    headers.authorization = `Bearer ${key}`;
  return { ...options, headers };
}

/** The answer to a request, or an error (a counterexample fast-check reports) when none comes in `ms`. */
async function answerWithin(options: InjectOptions, ms: number): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([w.t.request(options), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
