/**
 * A deadline on each query of a pooled PostgreSQL connection, for a server that stops answering altogether (a
 * stopped host, a partition that drops packets, a failover): statement_timeout is the server's own and a hung
 * server cannot keep it, and the kernel may wait a quarter of an hour before it gives up on the socket. A query
 * unanswered at the deadline closes its connection (node-postgres's `end()` destroys the socket of a client with a
 * query in flight): the request fails as "Connection terminated" (answered 503, db/unavailable.ts), the pool
 * drops the client, and an open transaction on it can never be committed later, since its socket is gone.
 * Statements that lift the server's deadline (db/statement-timeout.ts) lift this one as long as theirs is lifted.
 */
import type pg from 'pg';
import { LIFT_FOR_SESSION, LIFT_FOR_TRANSACTION_SQL, RESTORE_FOR_SESSION } from './statement-timeout.ts';

type Query = (...args: unknown[]) => unknown;

/** The SQL text of a query call's first argument (a string or a query config). */
function textOf(first: unknown): string {
  if (typeof first === 'string') return first;
  if (typeof first === 'object' && first !== null && 'text' in first && typeof first.text === 'string') {
    return first.text;
  }
  return '';
}

/** The end of a transaction, as Drizzle and our scripts send it. */
const TRANSACTION_END = /^\s*(commit|rollback)\b/i;

/** Puts the deadline on every query `client` sends from now on (called once per new pool client). */
export function watchQueries(client: pg.PoolClient, deadlineMs: number): void {
  const send = client.query.bind(client) as Query;
  let liftedForSession = false;
  let liftedForTransaction = false;
  const watched: Query = (...args) => {
    const text = textOf(args[0]).trim();
    if (text === LIFT_FOR_SESSION) liftedForSession = true;
    else if (text === RESTORE_FOR_SESSION) liftedForSession = false;
    else if (text === LIFT_FOR_TRANSACTION_SQL) liftedForTransaction = true;
    else if (TRANSACTION_END.test(text)) liftedForTransaction = false;
    if (liftedForSession || liftedForTransaction) return send(...args);
    const timer = setTimeout(() => {
      client.end().catch(() => undefined);
    }, deadlineMs);
    const done = () => clearTimeout(timer);
    const last = args.at(-1);
    if (typeof last === 'function') {
      return send(...args.slice(0, -1), (...results: unknown[]) => {
        done();
        (last as (...results: unknown[]) => void)(...results);
      });
    }
    const result = send(...args);
    if (result instanceof Promise) result.then(done, done);
    else done();
    return result;
  };
  Object.assign(client, { query: watched });
}
