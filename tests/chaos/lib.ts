/**
 * Shared pieces of the chaos runs (scripts/test-chaos.ts): a prepared database (migrated, our order catalogue,
 * members with session keys), a retrying order client that keeps its Idempotency-Key, and the final count.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { request } from 'node:http';
import { openDatabase } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { orders } from '../../src/server/db/schema.ts';
import { SessionStore } from '../../src/server/services/sessions.ts';
import { systemClock } from '../../src/server/services/clock.ts';
import { insertMember } from '../server/helpers/fixtures.ts';
import { insertOrderCatalogue, itemOf } from '../server/helpers/order-fixtures.ts';

/** The sub-category every chaos order is for. */
export const CHAOS_ITEM = itemOf('accessories');

/** Members with session keys in a prepared database. */
export interface Prepared {
  memberIds: number[];
  keys: string[];
}

/** Migrates the database at `url`, adds our order catalogue and `members` members with 30-day session keys. */
export async function prepareDatabase(
  url: string,
  members = 1,
  options: { catalogue?: boolean } = {},
): Promise<Prepared> {
  const database = await openDatabase(url, 2);
  try {
    await migrate(database);
    if (options.catalogue !== false) await insertOrderCatalogue(database.db);
    const sessions = new SessionStore(database.db, systemClock, {
      idleSeconds: 7 * 86400,
      absoluteSeconds: 30 * 86400,
    });
    const prepared: Prepared = { memberIds: [], keys: [] };
    for (let i = 0; i < members; i += 1) {
      const id = await insertMember(database.db, {
        countryCode: '91',
        phone: `9${String(100_000_000 + i)}`.slice(0, 10),
      });
      prepared.memberIds.push(id);
      prepared.keys.push(await sessions.create(id));
    }
    return prepared;
  } finally {
    await database.close();
  }
}

/** One HTTP answer or a transport failure (no answer at all). */
export type Outcome = { status: number; body: string } | { error: string };

/** POSTs JSON on a connection of its own (no keep-alive pool), so every failure is this request's own. */
export function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs = 15_000,
): Promise<Outcome> {
  const data = Buffer.from(JSON.stringify(body));
  const sent = { ...headers, 'content-type': 'application/json', 'content-length': String(data.length) };
  return exchange('POST', url, sent, data, timeoutMs);
}

/** GETs on a connection of its own, as postJson. */
export function getUrl(url: string, headers: Record<string, string>, timeoutMs = 15_000): Promise<Outcome> {
  return exchange('GET', url, headers, undefined, timeoutMs);
}

function exchange(
  method: string,
  url: string,
  headers: Record<string, string>,
  data: Buffer | undefined,
  timeoutMs: number,
): Promise<Outcome> {
  return new Promise((done) => {
    const req = request(url, { method, agent: false, timeout: timeoutMs, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', (error) => done({ error: error.message }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
    req.end(data);
  });
}

/** What the retrying client saw for one order. */
export interface OrderResult {
  key: string;
  message: string;
  /** The order id of the first 200 answer. */
  id: string | undefined;
  attempts: number;
  /** A refusal that retrying cannot fix (4xx other than 409/429). */
  fatal: string | undefined;
}

/** Sends one order until it is acknowledged (200), retrying transport errors, 5xx, 409 and 429 with its key. */
export async function placeUntilAcknowledged(
  url: () => string,
  sessionKey: string,
  key: string,
  deadline: number,
): Promise<OrderResult> {
  const result: OrderResult = { key, message: `chaos order ${key}`, id: undefined, attempts: 0, fatal: undefined };
  const headers = { authorization: `Bearer ${sessionKey}`, 'idempotency-key': key };
  while (Date.now() < deadline) {
    result.attempts += 1;
    const outcome = await postJson(`${url()}/api/ServAccessories.php`, headers, {
      sub_category: CHAOS_ITEM,
      message: result.message,
    });
    if ('status' in outcome && outcome.status === 200) {
      result.id = (JSON.parse(outcome.body) as [unknown, { ID: string }])[1].ID;
      return result;
    }
    if ('status' in outcome && outcome.status < 500 && outcome.status !== 409 && outcome.status !== 429) {
      result.fatal = `${outcome.status} ${outcome.body}`;
      return result;
    }
    await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
  }
  return result;
}

/** The stored orders of the members, by message: how many rows each message has, and their ids. */
export async function storedOrders(url: string, memberIds: number[]): Promise<Map<string, string[]>> {
  const database = await openDatabase(url, 2);
  try {
    const rows = await database.db
      .select({ id: orders.id, message: orders.message })
      .from(orders)
      .where(memberIds.length === 1 ? eq(orders.memberId, memberIds[0]!) : inArray(orders.memberId, memberIds))
      .orderBy(asc(orders.id));
    const byMessage = new Map<string, string[]>();
    for (const row of rows) byMessage.set(row.message, [...(byMessage.get(row.message) ?? []), String(row.id)]);
    return byMessage;
  } finally {
    await database.close();
  }
}

/** Lost (acknowledged but not stored, or stored under another id) and duplicated orders of a run. */
export function audit(
  results: OrderResult[],
  stored: Map<string, string[]>,
): { acknowledged: number; lost: string[]; duplicated: string[]; unacknowledged: string[] } {
  const acknowledged = results.filter((r) => r.id !== undefined);
  const lost = acknowledged.filter((r) => !(stored.get(r.message) ?? []).includes(r.id ?? '')).map((r) => r.key);
  const duplicated = [...stored].filter(([, ids]) => ids.length > 1).map(([message]) => message);
  const unacknowledged = results
    .filter((r) => r.id === undefined)
    .map((r) => `${r.key}${r.fatal ? ` (${r.fatal})` : ''}`);
  return { acknowledged: acknowledged.length, lost, duplicated, unacknowledged };
}
