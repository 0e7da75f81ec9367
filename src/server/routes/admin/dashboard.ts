/** The dashboard route (every staff role): counts from the portal's own tables. */
import type { FastifyInstance } from 'fastify';
import { dashboard } from '../../../shared/contract/admin/dashboard.ts';
import { ok } from '../../../shared/envelope.ts';
import { dashboardCounts } from '../../services/admin/dashboard.ts';
import { defineStaffRoute } from './define-staff-route.ts';

/** Registers the dashboard route. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  defineStaffRoute(app, dashboard, async () =>
    ok(await dashboardCounts(app.deps.database.db, app.deps.config.samples.years, app.deps.now())),
  );
}
