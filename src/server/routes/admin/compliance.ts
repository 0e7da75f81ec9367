/** Compliance routes (admin, compliance): registrations to verify or reject, the sample ledger and its CSV export. */
import type { FastifyInstance } from 'fastify';
import { sendCsv } from './csv-reply.ts';
import { compliance } from '../../../shared/contract/admin/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { decideRegistration, decideRegistrations, listRegistrations } from '../../services/admin/registrations.ts';
import { exportLedgerCsv, ledgerYears, listLedger } from '../../services/admin/sample-ledger.ts';
import { defineStaffRoute, pageParams } from './define-staff-route.ts';
import { actorOf } from './staff-session.ts';

/** Registers the compliance routes. */
export async function complianceRoutes(app: FastifyInstance): Promise<void> {
  const { database, now } = app.deps;
  const db = database.db;

  defineStaffRoute(app, compliance.registrationsList, async ({ query }) => {
    const { page, pageSize } = pageParams(query);
    return ok({ ...(await listRegistrations(db, { ...query, page, pageSize })), page, pageSize });
  });

  defineStaffRoute(app, compliance.registrationDecide, async ({ body, request }) => {
    const { registrationNumber, registrationCouncil, registrationYear, ...decision } = body;
    const checked = { registrationNumber, registrationCouncil, registrationYear };
    return ok(await decideRegistration(db, actorOf(request), { ...decision, checked }, now()));
  });

  defineStaffRoute(app, compliance.registrationsDecideMany, async ({ body, request }) => {
    const { ids, checked, ...decision } = body;
    return ok({ results: await decideRegistrations(db, actorOf(request), ids, checked, decision, now()) });
  });

  defineStaffRoute(app, compliance.ledgerList, async ({ query }) => {
    const { page, pageSize } = pageParams(query);
    return ok({ ...(await listLedger(db, { ...query, page, pageSize })), page, pageSize });
  });

  defineStaffRoute(app, compliance.ledgerYears, async () =>
    ok({ years: await ledgerYears(db, app.deps.config.samples.years, now()) }),
  );

  defineStaffRoute(app, compliance.ledgerExport, async ({ query, reply, request }) => {
    const csv = await exportLedgerCsv(db, actorOf(request), query, now());
    return sendCsv(reply, 'sample-ledger', csv, now());
  });
}
