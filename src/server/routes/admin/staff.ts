/** Staff account routes (admin): list, add (answers the enrolment link), deactivate, undo; plus the audit log. */
import type { FastifyInstance } from 'fastify';
import { audit, staff } from '../../../shared/contract/admin/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { sendCsv } from './csv-reply.ts';
import { exportAuditCsv } from '../../services/admin/audit-export.ts';
import { listAudit } from '../../services/admin/audit.ts';
import { createStaff, deactivateStaff, enrolLinkOf, listStaff } from '../../services/admin/staff-accounts.ts';
import { reactivateStaff, renewEnrolToken, setStaffRole } from '../../services/admin/staff-undo.ts';
import { defineStaffRoute, pageParams } from './define-staff-route.ts';
import { actorOf } from './staff-session.ts';
import { siteOrigin } from '../site-origin.ts';

/** Registers the staff account and audit routes. */
export async function staffAccountRoutes(app: FastifyInstance): Promise<void> {
  const { database, now, config } = app.deps;

  defineStaffRoute(app, staff.staffList, async ({ query }) => {
    const { page, pageSize } = pageParams(query);
    return ok({ ...(await listStaff(database.db, page, pageSize)), page, pageSize });
  });

  defineStaffRoute(app, staff.staffCreate, async ({ body, request }) => {
    const { account, token } = await createStaff(database.db, actorOf(request), body, now());
    return ok({ account, enrolLink: enrolLinkOf(siteOrigin(request, config), token) });
  });

  defineStaffRoute(app, staff.staffDeactivate, async ({ body, request }) =>
    ok(await deactivateStaff(database.db, actorOf(request), body.id, now())),
  );

  defineStaffRoute(app, staff.staffReactivate, async ({ body, request }) =>
    ok(await reactivateStaff(database.db, actorOf(request), body.id, now())),
  );

  defineStaffRoute(app, staff.staffSetRole, async ({ body, request }) =>
    ok(await setStaffRole(database.db, actorOf(request), body, now())),
  );

  defineStaffRoute(app, staff.staffEnrolLink, async ({ body, request }) => {
    const { account, token } = await renewEnrolToken(database.db, actorOf(request), body.id, now());
    return ok({ account, enrolLink: enrolLinkOf(siteOrigin(request, config), token) });
  });

  defineStaffRoute(app, audit.auditList, async ({ query }) => {
    const { page, pageSize } = pageParams(query);
    return ok({ ...(await listAudit(database.db, { ...query, page, pageSize })), page, pageSize });
  });

  defineStaffRoute(app, audit.auditExport, async ({ query, reply, request }) => {
    const csv = await exportAuditCsv(database.db, actorOf(request), query, now());
    return sendCsv(reply, 'audit', csv, now());
  });
}
