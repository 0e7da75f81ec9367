/** Manager routes for staff (admin, compliance): list, add, edit (deactivate, reactivate). */
import type { FastifyInstance } from 'fastify';
import { managers } from '../../../shared/contract/admin/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { createManager, listManagers, updateManager } from '../../services/admin/managers.ts';
import { defineStaffRoute } from './define-staff-route.ts';
import { actorOf } from './staff-session.ts';

/** Registers the manager routes. */
export async function managerRoutes(app: FastifyInstance): Promise<void> {
  const { database, now } = app.deps;
  const db = database.db;

  defineStaffRoute(app, managers.managersList, async () => ok(await listManagers(db)));

  defineStaffRoute(app, managers.managerCreate, async ({ body, request }) =>
    ok(await createManager(db, actorOf(request), body, now())),
  );

  defineStaffRoute(app, managers.managerUpdate, async ({ body, request }) => {
    const { code, ...fields } = body;
    return ok(await updateManager(db, actorOf(request), code, fields, now()));
  });
}
