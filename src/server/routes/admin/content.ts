/** The staff routes of issue 25: catalogue (categories, products, articles), notifications, dashboard, banners, emailers, uploads and their previews (one registration for the index). */
import type { FastifyInstance } from 'fastify';
import { catalogueRoutes } from './catalogue.ts';
import { categoryRoutes } from './categories.ts';
import { contentListRoutes } from './content-lists.ts';
import { dashboardRoutes } from './dashboard.ts';
import { imagePreviewRoute } from './image-preview.ts';
import { pushRoutes } from './push.ts';
import { uploadRoutes } from './uploads.ts';
import { withdrawalRoutes } from './withdrawal.ts';

/** Registers the catalogue, notification and dashboard routes. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(catalogueRoutes);
  await app.register(categoryRoutes);
  await app.register(contentListRoutes);
  await app.register(pushRoutes);
  await app.register(dashboardRoutes);
  await app.register(uploadRoutes);
  await app.register(imagePreviewRoute);
  await app.register(withdrawalRoutes);
}
