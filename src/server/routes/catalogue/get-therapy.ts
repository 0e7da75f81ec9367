/** GetTherapy.php and GetAllTherapy.php: the therapies of the sample grid and every therapeutic focus. */
import type { FastifyInstance } from 'fastify';
import type { TherapeuticFocus, Therapy } from '../../../shared/contract/entities.ts';
import { catalogue } from '../../../shared/contract/index.ts';
import { ok, type Ok } from '../../../shared/envelope.ts';
import { catalogueCache } from '../../services/catalogue/cache.ts';
import { focusList, therapyList } from '../../services/catalogue/therapies.ts';
import { defineRoute } from '../define-route.ts';
import { serialized, type SerializedAnswer } from '../serialized.ts';

/** The one answer of each call (the key is always ''). */
const therapyLists = catalogueCache<'', SerializedAnswer<Ok<Therapy[]>>>(1);
const focusLists = catalogueCache<'', SerializedAnswer<Ok<TherapeuticFocus[]>>>(1);

/** Registers GetTherapy.php (therapies in the order they were set up) and GetAllTherapy.php (focuses in set order). */
export async function getTherapyRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, catalogue.getTherapy, async () => {
    const { db } = app.deps.database;
    return therapyLists(db).get('', async () => serialized(ok(await therapyList(db))));
  });

  defineRoute(app, catalogue.getAllTherapy, async () => {
    const { db } = app.deps.database;
    return focusLists(db).get('', async () => serialized(ok(await focusList(db))));
  });
}
