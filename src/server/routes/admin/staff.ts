/** Staff account routes (admin): list, add (answers the enrolment link), deactivate; plus the audit log. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit, staff } from '../../../shared/contract/admin/index.ts';
import { ok } from '../../../shared/envelope.ts';
import type { Config } from '../../config.ts';
import { listAudit } from '../../services/admin/audit.ts';
import { createStaff, deactivateStaff, enrolLinkOf, listStaff } from '../../services/admin/staff-accounts.ts';
import { defineStaffRoute, pageParams } from './define-staff-route.ts';
import { actorOf } from './staff-session.ts';

/** The console's public address: PUBLIC_SITE_URL, else the origin of the page that called (or the address called). */
function consoleOrigin(request: FastifyRequest, config: Config): string {
  if (config.siteUrlConfigured) return config.siteUrl;
  const origin = request.headers.origin;
  if (origin && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

/** Registers the staff account and audit routes. */
export async function staffAccountRoutes(app: FastifyInstance): Promise<void> {
  const { database, now, config } = app.deps;

  defineStaffRoute(app, staff.staffList, async ({ query }) => {
    const { page, pageSize } = pageParams(query);
    return ok({ ...(await listStaff(database.db, page, pageSize)), page, pageSize });
  });

  defineStaffRoute(app, staff.staffCreate, async ({ body, request }) => {
    const { account, token } = await createStaff(database.db, actorOf(request), body, now());
    return ok({ account, enrolLink: enrolLinkOf(consoleOrigin(request, config), token) });
  });

  defineStaffRoute(app, staff.staffDeactivate, async ({ body, request }) =>
    ok(await deactivateStaff(database.db, actorOf(request), body.id, now())),
  );

  defineStaffRoute(app, audit.auditList, async ({ query }) => {
    const { page, pageSize } = pageParams(query);
    return ok({ ...(await listAudit(database.db, { ...query, page, pageSize })), page, pageSize });
  });
}
