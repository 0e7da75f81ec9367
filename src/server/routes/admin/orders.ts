/**
 * Orders queue routes (fulfilment, admin): list, status change (one, or each of many), reopen, a parcel's courier and
 * tracking number, print, CSV export.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sendCsv } from './csv-reply.ts';
import { orders } from '../../../shared/contract/admin/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { AppError } from '../../errors.ts';
import { attachmentHeader } from '../../lib/content-disposition.ts';
import {
  exportQueueCsv,
  listQueue,
  printOf,
  setQueueStatus,
  setQueueStatusEach,
  type StatusChange,
} from '../../services/admin/order-queue.ts';
import { setDispatchDetails } from '../../services/admin/order-dispatch.ts';
import { reopenOrder } from '../../services/admin/order-reopen.ts';
import { staffText } from '../../services/admin/texts.ts';
import { pushOrderStatus } from '../../services/push/order-status.ts';
import { defineStaffRoute, pageParams } from './define-staff-route.ts';
import { actorOf } from './staff-session.ts';

/** The age filter as a number of days. */
const daysOf = (value: string | undefined): number | undefined => (value === undefined ? undefined : Number(value));

/** Registers the orders queue routes. */
export async function orderQueueRoutes(app: FastifyInstance): Promise<void> {
  const { config, database, now, storage } = app.deps;
  const db = database.db;

  defineStaffRoute(app, orders.ordersList, async ({ query }) => {
    const { page, pageSize } = pageParams(query);
    const filter = { ...query, olderThanDays: daysOf(query.olderThanDays), page, pageSize };
    return ok({ ...(await listQueue(db, filter, now())), page, pageSize });
  });

  // The doctors' browsers are told after the change is stored; the staff answer does not wait for FCM.
  const tellDoctors = (changes: StatusChange[], log: FastifyBaseLogger) => {
    pushOrderStatus(db, config.fcm, config.siteUrl, changes, log).catch((error: unknown) =>
      log.warn({ err: error }, 'order status push failed'),
    );
  };

  defineStaffRoute(app, orders.ordersSetStatus, async ({ body, request }) => {
    const { orders: changed, changes } = await setQueueStatus(db, actorOf(request), body, config.samples, now());
    tellDoctors(changes, request.log);
    return ok({ changed: changed.length, orders: changed });
  });

  defineStaffRoute(app, orders.ordersSetStatusMany, async ({ body, request }) => {
    const { results, changes } = await setQueueStatusEach(db, actorOf(request), body, config.samples, now());
    tellDoctors(changes, request.log);
    return ok({ results });
  });

  defineStaffRoute(app, orders.orderReopen, async ({ body, request }) => {
    const { order, change } = await reopenOrder(db, actorOf(request), body, config.samples, now());
    tellDoctors([change], request.log);
    return ok(order);
  });

  defineStaffRoute(app, orders.orderDispatchDetails, async ({ body, request }) =>
    ok(await setDispatchDetails(db, actorOf(request), body, now())),
  );

  defineStaffRoute(app, orders.orderPrint, async ({ query, reply }) => {
    const { file, name } = await printOf(db, Number(query.id));
    const stored = await storage.open('prints', file);
    if (!stored) throw new AppError(404, 'NOT_FOUND', staffText.noPrint, { field: 'id' });
    return reply
      .type('application/pdf')
      .header('content-length', String(stored.size))
      .header('content-disposition', attachmentHeader(name))
      .header('cache-control', 'private, no-store')
      .send(stored.stream);
  });

  defineStaffRoute(app, orders.ordersExport, async ({ query, reply, request }) => {
    const csv = await exportQueueCsv(
      db,
      actorOf(request),
      { ...query, olderThanDays: daysOf(query.olderThanDays) },
      now(),
    );
    return sendCsv(reply, 'orders', csv, now());
  });
}
