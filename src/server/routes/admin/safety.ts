/**
 * The medical-information and pharmacovigilance queues (admin, compliance): lists, status changes, mail retry,
 * assignees and internal notes.
 */
import type { FastifyInstance } from 'fastify';
import { safety, safetyWork } from '../../../shared/contract/admin/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { listQuestions, listReports, setReportStatus, updateQuestion } from '../../services/admin/safety-queue.ts';
import { addNote, assignRecord, listAssignees, notesOf } from '../../services/admin/safety-work.ts';
import { retrySafetyMails } from '../../services/safety/outbox.ts';
import { defineStaffRoute, pageParams } from './define-staff-route.ts';
import { actorOf } from './staff-session.ts';

/** Registers the safety queue routes. */
export async function safetyQueueRoutes(app: FastifyInstance): Promise<void> {
  const { database, now } = app.deps;
  const db = database.db;

  defineStaffRoute(app, safety.questionsList, async ({ query }) => {
    const { page, pageSize } = pageParams(query);
    return ok({ ...(await listQuestions(db, { ...query, page, pageSize }, now())), page, pageSize });
  });

  defineStaffRoute(app, safety.questionUpdate, async ({ body, request }) =>
    ok(await updateQuestion(db, actorOf(request), body, now())),
  );

  defineStaffRoute(app, safety.reportsList, async ({ query }) => {
    const { page, pageSize } = pageParams(query);
    return ok({ ...(await listReports(db, { ...query, page, pageSize }, now())), page, pageSize });
  });

  defineStaffRoute(app, safety.reportStatus, async ({ body, request }) =>
    ok(await setReportStatus(db, actorOf(request), body, now())),
  );

  defineStaffRoute(app, safety.mailRetry, async () =>
    ok(await retrySafetyMails({ db, mail: app.deps.mail, mailboxes: app.deps.config.safetyMail, now })),
  );

  defineStaffRoute(app, safetyWork.assignees, async () => ok(await listAssignees(db)));

  defineStaffRoute(app, safetyWork.assign, async ({ body, request }) =>
    ok(await assignRecord(db, actorOf(request), body, now())),
  );

  defineStaffRoute(app, safetyWork.notesList, async ({ query }) => ok(await notesOf(db, query.kind, Number(query.id))));

  defineStaffRoute(app, safetyWork.noteAdd, async ({ body, request }) =>
    ok(await addNote(db, actorOf(request), body, now())),
  );
}
