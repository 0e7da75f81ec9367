/**
 * Consent.php, SaveConsent.php, MyData.php, MyPrint.php and RequestErasure.php: the member's side of issue 27
 * (DPDP Act 2023): the notice and consent per purpose, the data export and the erasure request.
 */
import type { FastifyInstance } from 'fastify';
import { privacy } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { AppError } from '../../errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { m } from '../../services/language.ts';
import { consentState, recordConsent } from '../../services/privacy/consent.ts';
import { requestErasure } from '../../services/privacy/erasure-request.ts';
import { exportMember, memberPrintFile } from '../../services/privacy/export.ts';
import { pm } from '../../services/privacy/texts.ts';
import { defineRoute } from '../define-route.ts';

/** Registers the privacy calls. */
export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  const { database, config, now, sessions, storage } = app.deps;
  const { db } = database;

  defineRoute(app, privacy.consent, async ({ request }) =>
    ok(await consentState(db, sessionOf(request).memberId, config.privacy)),
  );

  defineRoute(app, privacy.saveConsent, async ({ body, request }) => {
    const { memberId } = sessionOf(request);
    const choices = { notifications: body.notifications, analytics: body.analytics };
    await recordConsent(db, memberId, choices, body.channel, new Date(now()));
    return ok(await consentState(db, memberId, config.privacy));
  });

  defineRoute(app, privacy.myData, async ({ request, reply }) => {
    const at = new Date(now());
    const data = await exportMember(db, sessionOf(request).memberId, at);
    if (!data) throw new AppError(404, 'NOT_FOUND', m.notFound);
    const day = at.toISOString().slice(0, 10);
    reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="my-data-${day}.json"`)
      .header('cache-control', 'private, no-store');
    // The contract types the answer as the Blob the client receives; on the server it is the JSON text.
    return JSON.stringify(data, null, 2) as unknown as Blob;
  });

  defineRoute(app, privacy.myPrint, async ({ query, request, reply }) => {
    const name = await memberPrintFile(db, sessionOf(request).memberId, Number(query.order));
    const file = name ? await storage.open('prints', name) : undefined;
    if (!file) throw new AppError(404, 'NOT_FOUND', pm.fileNotFound, { field: 'order' });
    reply
      .type('application/pdf')
      .header('content-length', String(file.size))
      .header('cache-control', 'private, no-store');
    return file.stream as unknown as Blob;
  });

  defineRoute(app, privacy.requestErasure, async ({ request }) => {
    const reference = await requestErasure(db, sessions, sessionOf(request).memberId, new Date(now()));
    return ok({ Message: pm.erasureRequested(reference) });
  });
}
