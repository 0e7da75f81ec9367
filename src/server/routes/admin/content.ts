/** The staff routes of issue 25: catalogue and content, notifications, dashboard (one registration for the index). */
import type { FastifyInstance } from 'fastify';
import { catalogueRoutes } from './catalogue.ts';
import { dashboardRoutes } from './dashboard.ts';
import { pushRoutes } from './push.ts';

/** Registers the catalogue, notification and dashboard routes. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(catalogueRoutes);
  await app.register(pushRoutes);
  await app.register(dashboardRoutes);
}
