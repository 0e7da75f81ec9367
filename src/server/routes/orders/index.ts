/** Order routes: every Serv*.php call and the order history (multipart is parsed in this scope only). */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMITS } from '../../services/orders/upload.ts';
import { orderHistoryRoute } from './history.ts';
import { printsRoute } from './prints.ts';
import { serviceOrderRoutes } from './service-orders.ts';

/** Registers the orders routes. */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  await app.register(serviceOrderRoutes);
  await app.register(printsRoute);
  await app.register(orderHistoryRoute);
}
