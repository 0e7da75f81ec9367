/** Staff sign-in routes: login, enrolment (read the link, finish it), logout, me. */
import type { FastifyInstance } from 'fastify';
import { auth } from '../../../shared/contract/admin/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { enrol, enrolInfo } from '../../services/admin/staff-accounts.ts';
import { staffLogin } from '../../services/admin/staff-login.ts';
import { revokeStaffSession, STAFF_SESSION } from '../../services/admin/staff-sessions.ts';
import { staffText } from '../../services/admin/texts.ts';
import { defineStaffRoute } from './define-staff-route.ts';
import { staffOf } from './staff-session.ts';

/** Registers the staff sign-in routes. */
export async function staffAuthRoutes(app: FastifyInstance): Promise<void> {
  const { database, now } = app.deps;

  defineStaffRoute(app, auth.staffLogin, async ({ body, request }) => {
    const { key, staff } = await staffLogin(database.db, body, now(), request.ip);
    return ok({ key, staff, idleSeconds: STAFF_SESSION.idleSeconds });
  });

  defineStaffRoute(app, auth.staffEnrolInfo, async ({ query }) => ok(await enrolInfo(database.db, query.token, now())));

  defineStaffRoute(app, auth.staffEnrol, async ({ body }) => {
    await enrol(database.db, body.token, body.password, body.code, now());
    return ok({ Message: staffText.enrolled });
  });

  defineStaffRoute(app, auth.staffLogout, async ({ request }) => {
    await revokeStaffSession(database.db, staffOf(request).id, now());
    return ok({ Message: staffText.loggedOut });
  });

  defineStaffRoute(app, auth.staffMe, async ({ request }) => {
    const { staffId, email, name, role } = staffOf(request);
    return ok({ id: staffId, email, name, role });
  });
}
