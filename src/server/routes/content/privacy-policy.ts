/** PrivacyPolicy.php: the privacy policy page (public, no session key). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { m } from '../../../shared/messages/index.ts';
import { pages } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { defineRoute } from '../define-route.ts';

/** The slug of the privacy policy row of the pages table. */
export const PRIVACY_SLUG = 'privacy';

/** Registers PrivacyPolicy.php: the page as a one-item list; 404 when the page was never set up. */
export async function privacyPolicyRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.privacyPolicy, async () => {
    const [page] = await app.deps.database.db.select().from(pages).where(eq(pages.slug, PRIVACY_SLUG)).limit(1);
    if (!page) throw new AppError(404, 'NOT_FOUND', m.privacyPolicyMissing);
    return ok([{ page_id: String(page.id), description: page.description, image: page.image }]);
  });
}
