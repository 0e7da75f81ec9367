/**
 * GetCategory.php: the home grid for a focus, with the banner popup and the member's feedback and campaign links;
 * element 0 names the member's stored focus, also in the member's language (a device may ask for an older one).
 */
import type { FastifyInstance } from 'fastify';
import type { CategoryAnswer } from '../../../shared/contract/catalogue.ts';
import { catalogue } from '../../../shared/contract/index.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { catalogueCache } from '../../services/catalogue/cache.ts';
import { bannerFor, categoriesFor } from '../../services/catalogue/categories.ts';
import { focusShown } from '../../services/catalogue/therapies.ts';
import { currentLanguage } from '../../services/language.ts';
import { loadMember, visibleCampaignLink } from '../../services/profile.ts';
import { defineRoute } from '../define-route.ts';
import { serialized, type SerializedAnswer } from '../serialized.ts';

/** Home answers by focus asked, stored focus, language, feedback and campaign links (few values, shared by members). */
const homeAnswers = catalogueCache<string, SerializedAnswer<CategoryAnswer>>(256);

/** Registers GetCategory.php. */
export async function getCategoryRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, catalogue.getCategory, async ({ query, request }) => {
    const { db } = app.deps.database;
    const member = await loadMember(db, sessionOf(request).memberId);
    const focus = query.therapeutic_focus?.trim() || member.therapeuticFocus;
    const { feedbackLink } = member;
    const campaignLink = visibleCampaignLink(member);
    const stored = member.therapeuticFocus;
    const key = JSON.stringify([focus, stored, currentLanguage(), feedbackLink, campaignLink]);
    return homeAnswers(db).get(key, async () => {
      const [list, banner, shown] = await Promise.all([
        categoriesFor(db, focus),
        bannerFor(db, focus),
        focusShown(db, stored),
      ]);
      return serialized<CategoryAnswer>([
        { status: 'success', therapeutic_focus: stored, therapeutic_focus_shown: shown },
        list,
        banner.id,
        banner.link,
        feedbackLink,
        campaignLink,
      ]);
    });
  });
}
