/** The steps every order call shares: refuse demo accounts, read the Idempotency-Key, store once, answer. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { m } from '../../services/language.ts';
import { AppError } from '../../errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { checkHourlyQuota } from '../../services/hourly-quota.ts';
import type { OrderFields, PreparedOrder } from '../../services/orders/drafts.ts';
import { idempotencyKeyOf, REPLAYED_HEADER, requestHash, runOnce } from '../../services/orders/idempotency.ts';
import { shownTitles } from '../../services/orders/shown-titles.ts';
import type { Tx } from '../../db/client.ts';
import { insertOrder } from '../../services/orders/store.ts';
import { loadMember } from '../../services/profile.ts';

/** Who orders, and under which Idempotency-Key (if any). */
export interface OrderContext {
  memberId: number;
  idempotencyKey: string | undefined;
}

/** The caller as an ordering member: 403 DEMO_ACCOUNT for demo accounts, 400 for a malformed Idempotency-Key. */
export async function orderContext(app: FastifyInstance, request: FastifyRequest): Promise<OrderContext> {
  const { memberId } = sessionOf(request);
  const member = await loadMember(app.deps.database.db, memberId);
  if (member.isDemo) throw new AppError(403, 'DEMO_ACCOUNT', m.demoAccount);
  return { memberId, idempotencyKey: idempotencyKeyOf(request) };
}

/** The text fields of a parsed body (the contract schema has already checked their types). */
export function fieldsOf(body: unknown): OrderFields {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The fields that identify a request for Idempotency-Key: all but the legacy session `key`. */
export function hashedFields(fields: OrderFields): OrderFields {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => name !== 'key'));
}

/** What one order call contributes: the body to hash, how to prepare the row, how to answer. */
export interface OrderPlan<A> {
  hashBody: unknown;
  prepare: (tx: Tx) => Promise<PreparedOrder>;
  /** `placed` is the Message "Your request for <item> has been received", the item named in the member's language. */
  answer: (id: string, prepared: PreparedOrder, placed: string) => A;
  /** Runs after the order row is written, in the same transaction (the sample ledger). */
  stored?: (tx: Tx, orderId: number, at: Date) => Promise<void>;
}

/**
 * Stores the order once (requested_on = the injected clock) and answers; replays set Idempotent-Replayed. A new order
 * counts against the member's RATE_LIMIT_ORDERS_PER_HOUR inside its transaction (429 once over): a replay is not
 * counted, and an order refused for its own reasons gives its count back.
 */
export async function placeOrder<A>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  context: OrderContext,
  plan: OrderPlan<A>,
): Promise<A> {
  const { database, now } = app.deps;
  const path = request.routeOptions.url ?? request.url;
  const claim =
    context.idempotencyKey === undefined
      ? undefined
      : {
          memberId: context.memberId,
          key: context.idempotencyKey,
          requestHash: requestHash(request.method, path, plan.hashBody),
        };
  const outcome = await runOnce(
    database.db,
    claim,
    async (tx) => {
      const limit = app.deps.config.rateLimits.ordersPerHour;
      await checkHourlyQuota(app.deps, tx, { bucket: 'order', memberId: context.memberId, limit });
      const prepared = await plan.prepare(tx);
      const at = new Date(now());
      const id = await insertOrder(tx, context.memberId, prepared.draft, at);
      await plan.stored?.(tx, id, at);
      const item = prepared.draft.subCategory;
      const shown = (await shownTitles(tx, [item])).get(item) ?? item;
      return plan.answer(String(id), prepared, m.orderPlaced(shown, String(id)));
    },
    { now },
  );
  if (outcome.replayed) reply.header(REPLAYED_HEADER, 'true');
  reply.code(outcome.statusCode);
  return outcome.answer;
}
