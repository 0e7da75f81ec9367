/** The publish export: the catalogue the static search index is built from (public, read-only). */
import type { FastifyInstance } from 'fastify';
import { publish } from '../../../shared/contract/admin/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { searchSource } from '../../services/admin/search-records.ts';
import { defineStaffRoute } from './define-staff-route.ts';

/** Registers the export call. */
export async function publishRoutes(app: FastifyInstance): Promise<void> {
  defineStaffRoute(app, publish.searchRecords, async () => ok(await searchSource(app.deps.database.db)));
}
