/**
 * Working the safety queues (issue 41): an assignee chosen from the active staff who work the queues, internal notes
 * that are only ever added, each change audited, and the due state of each row (due within 48 hours, overdue).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverseEventReports, auditLog, medicalQuestions, staffAccounts } from '../../src/server/db/schema.ts';
import { memberWithKey } from './helpers/order-fixtures.ts';
import { aeReport, memberPost, type SafetyApp, startSafetyApp } from './helpers/safety-app.ts';
import { insertStaff, type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let app: SafetyApp;
let officer: SignedInStaff;
let admin: SignedInStaff;
let content: SignedInStaff;

beforeAll(async () => {
  app = await startSafetyApp();
  officer = await signedInStaff(app.t, 'compliance');
  admin = await signedInStaff(app.t, 'admin');
  content = await signedInStaff(app.t, 'content');
});
afterAll(() => app.close());

const staffGet = (key: string, url: string) =>
  app.t.request({ method: 'GET', url: `/api${url}`, headers: staffHeader(key) });
const staffPost = (key: string, url: string, payload: object) =>
  app.t.request({ method: 'POST', url: `/api${url}`, headers: staffHeader(key), payload });

/** The payload of an ok answer. */
const payload = <T>(answer: { json(): unknown }): T => (answer.json() as [unknown, T])[1];

/** A new doctor's medical question and side-effect report; answers their ids. */
async function newRecords(event = 'Dizziness on standing.'): Promise<{ question: number; report: number }> {
  const doctor = await memberWithKey(app.t);
  const asked = await memberPost(app.t, '/medical-questions', doctor.key, {
    product_id: app.productId,
    question: `With grapefruit? ${event}`,
    reply_channel: 'phone',
  });
  const reported = await memberPost(app.t, '/adverse-events', doctor.key, aeReport(app.productId, { event }));
  expect([asked.statusCode, reported.statusCode]).toEqual([200, 200]);
  const { db } = app.t.database;
  const [question] = await db
    .select({ id: medicalQuestions.id })
    .from(medicalQuestions)
    .where(eq(medicalQuestions.number, payload<{ number: string }>(asked).number));
  const [report] = await db
    .select({ id: adverseEventReports.id })
    .from(adverseEventReports)
    .where(eq(adverseEventReports.number, payload<{ number: string }>(reported).number));
  return { question: question?.id ?? 0, report: report?.id ?? 0 };
}

/** A queue's row by id. */
async function rowOf(kind: 'questions' | 'reports', id: number, key = officer.key) {
  const page = payload<{
    rows: { id: number; assigneeName: string; notes: number; dueSoon: boolean; overdue: boolean }[];
  }>(await staffGet(key, `/admin/safety/${kind}?pageSize=100`));
  return page.rows.find((row) => row.id === id);
}

describe('assignees', () => {
  it('offers the active admin and compliance staff only', async () => {
    const leaver = await insertStaff(app.t, 'compliance');
    await app.t.database.db.update(staffAccounts).set({ active: false }).where(eq(staffAccounts.id, leaver.id));
    const people = payload<{ id: number; role: string }[]>(await staffGet(officer.key, '/admin/safety/assignees'));
    const ids = people.map((person) => person.id);
    expect(ids).toEqual(expect.arrayContaining([officer.id, admin.id]));
    expect(ids).not.toContain(content.id);
    expect(ids).not.toContain(leaver.id);
    expect(new Set(people.map((person) => person.role))).toEqual(new Set(['admin', 'compliance']));
  });

  it('assigns a question and a report, shows the name in the queue, clears it, and audits each change', async () => {
    const { question, report } = await newRecords();
    const given = await staffPost(officer.key, '/admin/safety/assign', {
      kind: 'question',
      id: question,
      assigneeId: admin.id,
    });
    expect(payload(given)).toEqual({ assigneeId: admin.id, assigneeName: 'Test admin' });
    expect((await rowOf('questions', question))?.assigneeName).toBe('Test admin');
    await staffPost(officer.key, '/admin/safety/assign', { kind: 'report', id: report, assigneeId: officer.id });
    expect((await rowOf('reports', report))?.assigneeName).toBe('Test compliance');
    const cleared = await staffPost(officer.key, '/admin/safety/assign', {
      kind: 'question',
      id: question,
      assigneeId: null,
    });
    expect(payload(cleared)).toEqual({ assigneeId: null, assigneeName: '' });
    const audits = await app.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'medical-question.assign'), eq(auditLog.staffId, officer.id)));
    expect(audits.map((row) => row.changes)).toEqual([
      { assignee: { from: '', to: 'Test admin' } },
      { assignee: { from: 'Test admin', to: '' } },
    ]);
  });

  it('refuses someone outside the safety roles, an unknown record, and the content role', async () => {
    const { question } = await newRecords();
    const outsider = await staffPost(officer.key, '/admin/safety/assign', {
      kind: 'question',
      id: question,
      assigneeId: content.id,
    });
    expect(outsider.statusCode).toBe(400);
    expect(JSON.stringify(outsider.json())).toContain('assigneeId');
    const nobody = await staffPost(officer.key, '/admin/safety/assign', {
      kind: 'question',
      id: question,
      assigneeId: 999_999,
    });
    expect(nobody.statusCode).toBe(400);
    const unknown = await staffPost(officer.key, '/admin/safety/assign', {
      kind: 'report',
      id: 999_999,
      assigneeId: null,
    });
    expect(unknown.statusCode).toBe(404);
    const refused = await staffPost(content.key, '/admin/safety/assign', {
      kind: 'question',
      id: question,
      assigneeId: null,
    });
    expect(refused.statusCode).toBe(403);
    expect((await rowOf('questions', question))?.assigneeName).toBe('');
  });
});

describe('internal notes', () => {
  it('are added with author and time, listed oldest first, counted in the queue and audited without their text', async () => {
    const { report } = await newRecords('Headache after the first dose.');
    await staffPost(officer.key, '/admin/safety/notes', {
      kind: 'report',
      id: report,
      text: '  Called the doctor back.  ',
    });
    app.t.clock.advance(60);
    await staffPost(admin.key, '/admin/safety/notes', {
      kind: 'report',
      id: report,
      text: 'Sent to the regulator\nby e-mail.',
    });
    const notes = payload<{ staffName: string; text: string; createdAt: string }[]>(
      await staffGet(officer.key, `/admin/safety/notes?kind=report&id=${report}`),
    );
    expect(notes.map(({ staffName, text }) => [staffName, text])).toEqual([
      ['Test compliance', 'Called the doctor back.'],
      ['Test admin', 'Sent to the regulator\nby e-mail.'],
    ]);
    expect(Date.parse(notes[1]?.createdAt ?? '') - Date.parse(notes[0]?.createdAt ?? '')).toBe(60_000);
    expect((await rowOf('reports', report))?.notes).toBe(2);
    const [audit] = await app.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'adverse-event.note'), eq(auditLog.staffId, admin.id)));
    expect(JSON.stringify(audit?.changes)).not.toContain('regulator');
  });

  it('refuses a blank or too long note and an unknown record; no call edits or deletes one', async () => {
    const { question } = await newRecords();
    const blank = await staffPost(officer.key, '/admin/safety/notes', { kind: 'question', id: question, text: ' \n ' });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain('text');
    const long = await staffPost(officer.key, '/admin/safety/notes', {
      kind: 'question',
      id: question,
      text: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    const unknown = await staffGet(officer.key, '/admin/safety/notes?kind=question&id=999999');
    expect(unknown.statusCode).toBe(404);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const answer = await app.t.request({
        method,
        url: '/api/admin/safety/notes',
        headers: staffHeader(officer.key),
        payload: {},
      });
      expect(answer.statusCode).toBe(404);
    }
    expect(payload<unknown[]>(await staffGet(officer.key, `/admin/safety/notes?kind=question&id=${question}`))).toEqual(
      [],
    );
  });
});

describe('due state', () => {
  it('marks a question due within 48 hours after 3 days and overdue after 5; a report by its due date', async () => {
    const { question, report } = await newRecords('Mild nausea.');
    // Staff sessions end within hours (docs/CONSOLE.md): each read after the clock moves signs in anew.
    const keyAfter = async (seconds: number) => {
      app.t.clock.advance(seconds);
      return (await signedInStaff(app.t, 'compliance')).key;
    };
    expect(await rowOf('questions', question)).toMatchObject({ dueSoon: false, overdue: false });
    let key = await keyAfter(3 * 86_400 + 3600);
    expect(await rowOf('questions', question, key)).toMatchObject({ dueSoon: true, overdue: false });
    key = await keyAfter(2 * 86_400);
    expect(await rowOf('questions', question, key)).toMatchObject({ dueSoon: false, overdue: true });
    // A non-serious report has 90 days: near from day 88, overdue after day 90.
    expect(await rowOf('reports', report, key)).toMatchObject({ dueSoon: false, overdue: false });
    key = await keyAfter(84 * 86_400);
    expect(await rowOf('reports', report, key)).toMatchObject({ dueSoon: true, overdue: false });
    key = await keyAfter(2 * 86_400);
    expect(await rowOf('reports', report, key)).toMatchObject({ dueSoon: false, overdue: true });
    // Closed, it is neither.
    await staffPost(key, '/admin/safety/reports/status', { id: report, status: 'closed' });
    const closed = payload<{ rows: { id: number; dueSoon: boolean; overdue: boolean }[] }>(
      await staffGet(key, '/admin/safety/reports?status=closed&pageSize=100'),
    ).rows.find((row) => row.id === report);
    expect(closed).toMatchObject({ dueSoon: false, overdue: false });
  });
});
