/** The chat assistant: AgreedTerms.php (accept the terms) and CalltoBot.php (ask; every exchange kept in chat_log). */
import type { FastifyInstance } from 'fastify';
import type { BotReply } from '../../../shared/contract/chat.ts';
import { chat, member } from '../../../shared/contract/index.ts';
import { FLAG_YES } from '../../../shared/constants.ts';
import { languagePrefix } from '../../../shared/routes.ts';
import { ok } from '../../../shared/envelope.ts';
import { currentLanguage, m, questionLanguage } from '../../services/language.ts';
import { AppError } from '../../errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { adverseEventAnswer } from '../../services/bot/index.ts';
import { isSuspectedAdverseEvent } from '../../services/bot/adverse-event.ts';
import { isDosingQuestion } from '../../services/bot/dosing.ts';
import { namedProduct } from '../../services/bot/named-product.ts';
import { isGreeting } from '../../services/bot/words.ts';
import { logChat } from '../../services/chat-log.ts';
import { checkHourlyQuota } from '../../services/hourly-quota.ts';
import { loadMember, updateMember } from '../../services/profile.ts';
import { defineRoute } from '../define-route.ts';
import { siteOrigin } from '../site-origin.ts';

/** Registers AgreedTerms.php and CalltoBot.php. */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;

  defineRoute(app, member.agreedTerms, async ({ request }) => {
    await updateMember(db, sessionOf(request).memberId, { terms: FLAG_YES });
    return ok({ Message: 'success' as const });
  });

  defineRoute(app, chat.callToBot, async ({ body, request }) => {
    const row = await loadMember(db, sessionOf(request).memberId);
    if (row.terms !== FLAG_YES) throw new AppError(403, 'TERMS_NOT_ACCEPTED', m.termsNotAccepted);
    const limit = app.deps.config.rateLimits.botPerHour;
    await checkHourlyQuota(app.deps, db, { bucket: 'bot', memberId: row.id, limit });
    const query = body.query.trim();
    const asked = questionLanguage(query, currentLanguage());
    // A greeting in Latin letters ("hello", "namaste") says nothing of its language: it is greeted in the member's.
    const language = asked === 'en' && isGreeting(query) ? currentLanguage() : asked;
    // A described side effect gets the report form, and its patient details never reach an assistant provider.
    const offer = isSuspectedAdverseEvent(query);
    const response = offer
      ? adverseEventAnswer(query, language)
      : await app.deps.bot.answer(query, {
          memberId: row.id,
          therapeuticFocus: row.therapeuticFocus,
          language,
          // Links open the portal's pages in the language of the page that asked (or the member's choice).
          siteUrl: siteOrigin(request, app.deps.config) + languagePrefix(currentLanguage()),
        });
    await logChat(db, row.id, query, response, new Date(app.deps.now()));
    // The report form opens with the product the doctor named; a refused dosing question goes to the question form.
    const product = offer ? await namedProduct(db, query) : undefined;
    const reply: BotReply = offer
      ? { response, offer: 'report-side-effect', ...(product ? { product } : {}) }
      : isDosingQuestion(query)
        ? { response, offer: 'medical-question' }
        : { response };
    return [{ status: 'success' }, JSON.stringify(reply)];
  });
}
