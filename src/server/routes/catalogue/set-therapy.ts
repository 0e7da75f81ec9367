/** SetTherapy.php: a member changes their own therapeutic focus (never for member_role '24'). */
import type { FastifyInstance } from 'fastify';
import { ROLE_NO_FOCUS_SWITCH } from '../../../shared/constants.ts';
import { catalogue } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { m } from '../../services/language.ts';
import { AppError } from '../../errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { focusNamed } from '../../services/catalogue/therapies.ts';
import { saveOwnChanges } from '../../services/member/own-changes.ts';
import { loadMember } from '../../services/profile.ts';
import { defineRoute } from '../define-route.ts';

/** Registers SetTherapy.php. */
export async function setTherapyRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, catalogue.setTherapy, async ({ body, request }) => {
    const { db } = app.deps.database;
    const member = await loadMember(db, sessionOf(request).memberId);
    if (member.memberRole === ROLE_NO_FOCUS_SWITCH) throw new AppError(403, 'FORBIDDEN', m.focusSwitchRefused);
    const focus = await focusNamed(db, body.therapeutic_focus.trim());
    if (focus === undefined) {
      const field = 'therapeutic_focus';
      throw new AppError(400, 'VALIDATION_FAILED', m.validation(field, m.unknownFocus), { field });
    }
    await saveOwnChanges(db, member.id, { therapeuticFocus: focus.name }, new Date(app.deps.now()));
    return ok({ Message: m.focusChanged(focus.shown) });
  });
}
