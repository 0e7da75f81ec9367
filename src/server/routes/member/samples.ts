/** MySamples.php and SaveRegistration.php: the doctor's side of the sample rules (UCPMP 2024, issue 26). */
import type { FastifyInstance } from 'fastify';
import { samples } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { m } from '../../services/language.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { submitRegistration } from '../../services/samples/registration.ts';
import { mySamples } from '../../services/samples/summary.ts';
import { defineRoute } from '../define-route.ts';

/** Registers MySamples.php and SaveRegistration.php. */
export async function sampleRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;

  defineRoute(app, samples.mySamples, async ({ request }) =>
    ok(await mySamples(db, sessionOf(request).memberId, app.deps.config.samples, app.deps.now())),
  );

  defineRoute(app, samples.saveRegistration, async ({ body, request }) => {
    const registration = {
      number: body.registration_number,
      council: body.registration_council,
      year: body.registration_year,
    };
    await submitRegistration(db, sessionOf(request).memberId, registration, app.deps.now());
    return ok({ Message: m.registrationSubmitted });
  });
}
