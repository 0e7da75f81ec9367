/** GetTherapy.php and GetAllTherapy.php: the therapies of the sample grid and every therapeutic focus. */
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../shared/contract/index.ts';
import type { TherapeuticFocus, Therapy } from '../../../shared/contract/entities.ts';
import { ok, type Ok } from '../../../shared/envelope.ts';
import { focuses, therapies } from '../../db/schema.ts';
import { defineRoute } from '../define-route.ts';
import { serialized, type SerializedAnswer } from '../serialized.ts';
import { catalogueCache } from './cached.ts';

/** The one answer of each call (the key is always ''). */
const therapyLists = catalogueCache<'', SerializedAnswer<Ok<Therapy[]>>>(1);
const focusLists = catalogueCache<'', SerializedAnswer<Ok<TherapeuticFocus[]>>>(1);

/** Registers GetTherapy.php (therapies in the order they were set up) and GetAllTherapy.php (focuses in set order). */
export async function getTherapyRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, catalogue.getTherapy, async () => {
    const { db } = app.deps.database;
    return therapyLists(db).get('', async () => {
      const rows = await db.select().from(therapies).orderBy(asc(therapies.id));
      return serialized(ok(rows.map((row) => ({ therepy_id: String(row.id), title: row.title, image: row.image }))));
    });
  });

  defineRoute(app, catalogue.getAllTherapy, async () => {
    const { db } = app.deps.database;
    return focusLists(db).get('', async () => {
      const rows = await db.select().from(focuses).orderBy(asc(focuses.sort), asc(focuses.name));
      return serialized(ok(rows.map((row) => ({ name: row.name, image: row.image }))));
    });
  });
}
