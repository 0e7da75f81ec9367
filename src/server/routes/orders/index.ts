/** Order routes: every Serv*.php call and the order history (multipart is parsed in this scope only). */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMITS } from '../../services/orders/upload.ts';
import { orderHistoryRoute } from './history.ts';
import { printsRoute } from './prints.ts';
import { serviceOrderRoutes } from './service-orders.ts';

/** Registers the orders routes. */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  // fileHwm: a part busboy skips (no form-data disposition) that arrives whole in one chunk larger than the part
  // buffer would stall the parser forever (@fastify/busboy 3.2.6); 1 MB is more than one socket read (tests/security).
  await app.register(multipart, { limits: UPLOAD_LIMITS, fileHwm: 1024 * 1024 });
  await app.register(serviceOrderRoutes);
  await app.register(printsRoute);
  await app.register(orderHistoryRoute);
}
