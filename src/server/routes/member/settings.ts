/**
 * GetSettings.php and SaveSettings.php: the settings toggles of SPEC §2, one row per member (all off until saved);
 * SaveSettings also stores the member's language on their row when it names one (docs/LANGUAGES.md).
 */
import type { FastifyInstance } from 'fastify';
import { member } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { AppError } from '../../errors.ts';
import { answerIn, m } from '../../services/language.ts';
import { saveSettings, settingsOf } from '../../services/member/settings.ts';
import { saveLanguage } from '../../services/profile.ts';
import { defineRoute } from '../define-route.ts';

/** Registers GetSettings.php and SaveSettings.php. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;

  defineRoute(app, member.getSettings, async ({ request }) => ok(await settingsOf(db, sessionOf(request).memberId)));

  defineRoute(app, member.saveSettings, async ({ body, request }) => {
    const { memberId } = sessionOf(request);
    if (!body.settings && !body.language)
      throw new AppError(400, 'VALIDATION_FAILED', m.validation('settings', m.problemRequired), { field: 'settings' });
    if (body.language) {
      await saveLanguage(db, memberId, body.language);
      answerIn(body.language);
    }
    if (!body.settings) return ok(await settingsOf(db, memberId));
    return ok(await saveSettings(db, memberId, body.settings, new Date(app.deps.now())));
  });
}
