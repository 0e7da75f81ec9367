/** GetTherapy.php and GetAllTherapy.php: the therapies of the sample grid and every therapeutic focus. */
import type { FastifyInstance } from 'fastify';
import type { TherapeuticFocus, Therapy } from '../../../shared/contract/entities.ts';
import { catalogue } from '../../../shared/contract/index.ts';
import { ok, type Ok } from '../../../shared/envelope.ts';
import type { Language } from '../../../shared/messages/languages.ts';
import { catalogueCache } from '../../services/catalogue/cache.ts';
import { currentLanguage } from '../../services/language.ts';
import { focusList, therapyList } from '../../services/catalogue/therapies.ts';
import { defineRoute } from '../define-route.ts';
import { serialized, type SerializedAnswer } from '../serialized.ts';

/** The one answer of each call per language (the member's: names are shown translated). */
const therapyLists = catalogueCache<Language, SerializedAnswer<Ok<Therapy[]>>>(3);
const focusLists = catalogueCache<Language, SerializedAnswer<Ok<TherapeuticFocus[]>>>(3);

/** Registers GetTherapy.php (therapies in the order they were set up) and GetAllTherapy.php (focuses in set order). */
export async function getTherapyRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, catalogue.getTherapy, async () => {
    const { db } = app.deps.database;
    return therapyLists(db).get(currentLanguage(), async () => serialized(ok(await therapyList(db))));
  });

  defineRoute(app, catalogue.getAllTherapy, async () => {
    const { db } = app.deps.database;
    return focusLists(db).get(currentLanguage(), async () => serialized(ok(await focusList(db))));
  });
}
