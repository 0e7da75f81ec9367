/** Doctor routes for staff: list, CSV export, read, create, edit, activate, unlock, CSV import, form choices. */
import type { FastifyInstance } from 'fastify';
import { doctors } from '../../../shared/contract/admin/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { sendCsv } from './csv-reply.ts';
import { eachRow, UNCHANGED } from '../../services/admin/bulk.ts';
import { exportDoctorsCsv } from '../../services/admin/doctor-export.ts';
import { importDoctors } from '../../services/admin/doctor-import.ts';
import { formChoices } from '../../services/admin/doctor-rules.ts';
import {
  createDoctor,
  getDoctor,
  listDoctors,
  switchDoctorActive,
  unlockDoctor,
  updateDoctor,
} from '../../services/admin/doctors.ts';
import { staffText } from '../../services/admin/texts.ts';
import { defineStaffRoute, pageParams } from './define-staff-route.ts';
import { actorOf } from './staff-session.ts';

/** Registers the doctor routes. */
export async function doctorRoutes(app: FastifyInstance): Promise<void> {
  const { database, now, sessions } = app.deps;
  const db = database.db;

  defineStaffRoute(app, doctors.doctorsList, async ({ query }) => {
    const { page, pageSize } = pageParams(query);
    return ok({ ...(await listDoctors(db, { ...query, page, pageSize }, now())), page, pageSize });
  });

  defineStaffRoute(app, doctors.doctorsExport, async ({ query, reply, request }) => {
    const csv = await exportDoctorsCsv(db, actorOf(request), query, now());
    return sendCsv(reply, 'doctors', csv, now());
  });

  defineStaffRoute(app, doctors.doctorGet, async ({ query }) => ok(await getDoctor(db, Number(query.id), now())));

  defineStaffRoute(app, doctors.doctorCreate, async ({ body, request }) =>
    ok(await createDoctor(db, actorOf(request), body, now())),
  );

  defineStaffRoute(app, doctors.doctorUpdate, async ({ body, request }) => {
    const { id, version, ...fields } = body;
    return ok(await updateDoctor(db, actorOf(request), id, fields, now(), version));
  });

  defineStaffRoute(app, doctors.doctorSetActive, async ({ body, request }) =>
    ok((await switchDoctorActive(db, sessions, actorOf(request), body.id, body.active, now())).doctor),
  );

  defineStaffRoute(app, doctors.doctorsSetActiveMany, async ({ body, request }) => {
    const actor = actorOf(request);
    return ok({
      results: await eachRow(body.ids, async (id) =>
        (await switchDoctorActive(db, sessions, actor, id, body.active, now())).changed ? undefined : UNCHANGED,
      ),
    });
  });

  defineStaffRoute(app, doctors.doctorUnlock, async ({ body, request }) => {
    const number = await unlockDoctor(db, actorOf(request), body.id, now());
    return ok({ Message: staffText.unlocked(number) });
  });

  defineStaffRoute(app, doctors.doctorsImport, async ({ body, request }) =>
    ok(await importDoctors(db, actorOf(request), body.csv, body.dryRun, now())),
  );

  defineStaffRoute(app, doctors.adminOptions, async () => ok(await formChoices(db)));
}
