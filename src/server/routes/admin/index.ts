/** Every staff call under /api/admin/ (DESIGN §8), with the request decoration of the staff session. */
import type { FastifyInstance } from 'fastify';
import { staffAuthRoutes } from './auth.ts';
import { contentRoutes } from './content.ts';
import { complianceRoutes } from './compliance.ts';
import { doctorRoutes } from './doctors.ts';
import { managerRoutes } from './managers.ts';
import { erasureRoutes } from './erasures.ts';
import { orderQueueRoutes } from './orders.ts';
import { publishRoutes } from './publish.ts';
import { safetyQueueRoutes } from './safety.ts';
import { staffAccountRoutes } from './staff.ts';

/** Registers the staff routes. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.decorateRequest('staff', null);
  await app.register(staffAuthRoutes);
  await app.register(staffAccountRoutes);
  await app.register(doctorRoutes);
  await app.register(managerRoutes);
  await app.register(orderQueueRoutes);
  await app.register(publishRoutes);
  await app.register(contentRoutes);
  await app.register(complianceRoutes);
  await app.register(erasureRoutes);
  await app.register(safetyQueueRoutes);
}
