/**
 * GetSettings.php and SaveSettings.php: the settings toggles of SPEC §2, one row per member (all off until saved);
 * SaveSettings also stores the member's language on their row when it names one (docs/LANGUAGES.md).
 */
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../../../shared/contract/entities.ts';
import { member } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { AppError } from '../../errors.ts';
import { answerIn, m } from '../../services/language.ts';
import { saveLanguageAndSettings, saveSettings, settingsOf } from '../../services/member/settings.ts';
import { saveLanguage } from '../../services/profile.ts';
import { defineRoute } from '../define-route.ts';

/** Registers GetSettings.php and SaveSettings.php. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;

  defineRoute(app, member.getSettings, async ({ request }) => ok(await settingsOf(db, sessionOf(request).memberId)));

  defineRoute(app, member.saveSettings, async ({ body, request }) => {
    const { memberId } = sessionOf(request);
    const { language, settings } = body;
    if (!settings && !language)
      throw new AppError(400, 'VALIDATION_FAILED', m.validation('settings', m.problemRequired), { field: 'settings' });
    const at = new Date(app.deps.now());
    let saved: Settings;
    if (language && settings) saved = await saveLanguageAndSettings(db, memberId, language, settings, at);
    else if (settings) saved = await saveSettings(db, memberId, settings, at);
    else {
      if (language) await saveLanguage(db, memberId, language);
      saved = await settingsOf(db, memberId);
    }
    if (language) answerIn(language);
    return ok(saved);
  });
}
