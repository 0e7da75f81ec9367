/** GetTherapy.php and GetAllTherapy.php: the therapies of the sample grid and every therapeutic focus. */
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { focuses, therapies } from '../../db/schema.ts';
import { defineRoute } from '../define-route.ts';

/** Registers GetTherapy.php (therapies in the order they were set up) and GetAllTherapy.php (focuses in set order). */
export async function getTherapyRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, catalogue.getTherapy, async () => {
    const rows = await app.deps.database.db.select().from(therapies).orderBy(asc(therapies.id));
    return ok(rows.map((row) => ({ therepy_id: String(row.id), title: row.title, image: row.image })));
  });

  defineRoute(app, catalogue.getAllTherapy, async () => {
    const rows = await app.deps.database.db.select().from(focuses).orderBy(asc(focuses.sort), asc(focuses.name));
    return ok(rows.map((row) => ({ name: row.name, image: row.image })));
  });
}
