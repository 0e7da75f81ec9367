/**
 * A safety record set to what it is already: a side-effect report moved to the status it has (the second of two
 * staff moving it) is refused with 409 naming the status, nothing written or audited; a medical question saved with
 * the status and answer it has is refused the same way, while the same status with a new answer is a change (saved,
 * audited); a save whose form opened on an answer changed since is refused (409, who and when), not overwritten.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverseEventReports, auditLog, medicalQuestions } from '../../src/server/db/schema.ts';
import { memberWithKey } from './helpers/order-fixtures.ts';
import { aeReport, memberPost, type SafetyApp, startSafetyApp } from './helpers/safety-app.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let app: SafetyApp;
let officer: SignedInStaff;

beforeAll(async () => {
  app = await startSafetyApp();
  officer = await signedInStaff(app.t, 'compliance');
});
afterAll(() => app.close());

const staffPost = (url: string, payload: object) =>
  app.t.request({ method: 'POST', url: `/api${url}`, headers: staffHeader(officer.key), payload });
const auditOf = (number: string) =>
  app.t.database.db.select().from(auditLog).where(eq(auditLog.entityId, number)).orderBy(auditLog.id);

describe('a safety record set to what it is already', () => {
  it('refuses a report moved to the status it has with 409, writing and auditing nothing', async () => {
    const doctor = await memberWithKey(app.t);
    const sent = await memberPost(app.t, '/adverse-events', doctor.key, aeReport(app.productId));
    const { number } = (sent.json() as [unknown, { number: string }])[1];
    const [row] = await app.t.database.db
      .select()
      .from(adverseEventReports)
      .where(eq(adverseEventReports.number, number));
    const id = row?.id ?? 0;

    const moved = await staffPost('/admin/safety/reports/status', { id, status: 'in progress' });
    expect(moved.statusCode).toBe(200);
    const again = await staffPost('/admin/safety/reports/status', { id, status: 'in progress' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual([
      { status: 'error', code: 'CONFLICT', field: 'status' },
      {
        Message: `${number} is in progress already (someone may have changed it after you opened the list): nothing was saved. The list shows it as it is now.`,
      },
    ]);
    expect((await auditOf(number)).map((a) => a.action)).toEqual(['adverse-event.status']);
  });

  it('refuses a question saved as it is, but saves a new answer under the same status', async () => {
    const doctor = await memberWithKey(app.t);
    const asked = await memberPost(app.t, '/medical-questions', doctor.key, {
      product_id: app.productId,
      question: 'Can it be taken with food?',
      reply_channel: 'email',
    });
    const { number } = (asked.json() as [unknown, { number: string }])[1];
    const [row] = await app.t.database.db.select().from(medicalQuestions).where(eq(medicalQuestions.number, number));
    const id = row?.id ?? 0;

    // New, no answer: setting "new" again with no answer (or the empty one) is nothing to save.
    for (const body of [
      { id, status: 'new' },
      { id, status: 'new', answer: '  ' },
    ]) {
      const same = await staffPost('/admin/safety/questions/update', body);
      expect(same.statusCode).toBe(409);
      expect(same.json()).toEqual([
        { status: 'error', code: 'CONFLICT', field: 'status' },
        {
          Message: `${number} is new already, with this answer: nothing was saved. The list shows it as it is now; change the answer or the status to save.`,
        },
      ]);
    }
    expect(await auditOf(number)).toEqual([]);

    const answered = await staffPost('/admin/safety/questions/update', { id, status: 'answered', answer: 'Yes.' });
    expect(answered.statusCode).toBe(200);
    const answeredAt = (answered.json() as [unknown, { answeredAt: string }])[1].answeredAt;
    // The same status and answer (spaces around it are not a change): refused, the time answered kept.
    const twice = await staffPost('/admin/safety/questions/update', { id, status: 'answered', answer: ' Yes. ' });
    expect(twice.statusCode).toBe(409);
    // The same status with a new answer is a real change.
    const corrected = await staffPost('/admin/safety/questions/update', {
      id,
      status: 'answered',
      answer: 'Yes, with or after food.',
    });
    expect(corrected.statusCode).toBe(200);
    expect((corrected.json() as [unknown, { answer: string; answeredAt: string }])[1]).toMatchObject({
      answer: 'Yes, with or after food.',
    });
    expect((corrected.json() as [unknown, { answeredAt: string }])[1].answeredAt >= answeredAt).toBe(true);
    const audit = await auditOf(number);
    expect(audit.map((a) => a.action)).toEqual(['medical-question.update', 'medical-question.update']);
    expect(audit[1]?.changes).toEqual({ answer: { from: 'Yes.', to: 'Yes, with or after food.' } });

    // A second staff member's form, opened on the first answer, is refused: the later answer is not overwritten.
    const stale = await staffPost('/admin/safety/questions/update', {
      id,
      status: 'in progress',
      answer: 'No, on an empty stomach.',
      seen: { status: 'answered', answer: 'Yes.' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual([
      { status: 'error', code: 'CONFLICT', field: 'version' },
      {
        Message: expect.stringMatching(
          /^This question was changed by someone else since you opened it \(at \d{4}-\d\d-\d\d \d\d:\d\d IST by [^)]+\)\. Reload it/,
        ),
      },
    ]);
    const current = { status: 'answered', answer: 'Yes, with or after food.' };
    const fresh = await staffPost('/admin/safety/questions/update', { id, status: 'closed', seen: current });
    expect(fresh.statusCode).toBe(200);
    expect((await auditOf(number)).length).toBe(3);
  });
});
