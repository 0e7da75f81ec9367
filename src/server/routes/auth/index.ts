/** Login routes: check.php (request a code), login.php (verify it, open a session), logout.php (revoke). */
import type { FastifyInstance } from 'fastify';
import { auth } from '../../../shared/contract/index.ts';
import { MOBILE_PATTERNS, type OtpChannel } from '../../../shared/constants.ts';
import { ok } from '../../../shared/envelope.ts';
import { m } from '../../services/language.ts';
import { AppError } from '../../errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { countedOtp, countOtpDelivery } from '../../services/metrics/counters.ts';
import { removePushTokens } from '../../services/member/push-tokens.ts';
import { requestCode, verifyCode, type OtpDeps } from '../../services/otp.ts';
import { loadMember, toProfile } from '../../services/profile.ts';
import { defineRoute } from '../define-route.ts';

function otpDeps(app: FastifyInstance): OtpDeps {
  const { database, now, config, sms, whatsapp } = app.deps;
  return {
    db: database.db,
    now,
    secret: config.sessionSecret,
    testNumbers: config.testNumbers,
    deliver: (to, code, channel) => {
      const sent =
        channel === 'whatsapp' && whatsapp ? whatsapp.sendCode(to, code) : sms.send({ to, text: m.smsCode(code) });
      countOtpDelivery(sent).catch((error: unknown) => app.log.error({ err: error, channel }, 'OTP delivery failed'));
    },
  };
}

/** Registers the login routes. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const deps = otpDeps(app);
  const channels: OtpChannel[] = app.deps.whatsapp ? ['sms', 'whatsapp'] : ['sms'];

  defineRoute(app, auth.check, async ({ body }) => {
    if (!MOBILE_PATTERNS[body.country_code].test(body.mobile_no)) {
      throw new AppError(400, 'VALIDATION_FAILED', m.mobileInvalid(m.countryNames[body.country_code]), {
        field: 'mobile_no',
      });
    }
    const channel = body.channel ?? 'sms';
    if (!channels.includes(channel)) {
      throw new AppError(400, 'VALIDATION_FAILED', m.whatsappOff, { field: 'channel' });
    }
    const { key, resendAfter } = await countedOtp(
      'send',
      requestCode(deps, body.country_code, body.mobile_no, channel),
    );
    const Message = channel === 'whatsapp' ? m.codeSentWhatsApp : m.codeSent;
    return ok({ key, Message, resendAfter, channel, channels });
  });

  defineRoute(app, auth.login, async ({ body }) => {
    const memberId = await countedOtp('verify', verifyCode(deps, body.key, body.otp));
    const key = await app.deps.sessions.create(memberId);
    const member = await loadMember(app.deps.database.db, memberId);
    return ok({ key, result: [toProfile(member)] as [ReturnType<typeof toProfile>] });
  });

  defineRoute(app, auth.logout, async ({ request }) => {
    const session = sessionOf(request);
    await removePushTokens(app.deps.database.db, session.memberId);
    await app.deps.sessions.revoke(session.id);
    return ok({ Message: m.loggedOut });
  });
}
