/**
 * The daily mail to compliance (issue 41 "Safety queues"): from SAFETY_DIGEST_HOUR (India time) it lists the open
 * questions and reports that are overdue or due within 48 hours, with due times in their country's zone and their
 * assignee; it goes once a day (a second try, or a second replica on the same PostgreSQL database, sends nothing), a
 * failed send is tried again, and a day with nothing due gets a short "nothing due" mail. A loopback SMTP peer
 * receives the mails.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { adverseEventReports, medicalQuestions, safetyDigests } from '../../src/server/db/schema.ts';
import { createMailer } from '../../src/server/services/mail/index.ts';
import { type DigestDeps, sendDailyDigest } from '../../src/server/services/safety/digest.ts';
import { memberWithKey } from './helpers/order-fixtures.ts';
import { aeReport, memberPost, type SafetyApp, startSafetyApp } from './helpers/safety-app.ts';
import { parseMail, startSmtpPeer } from './helpers/smtp-peer.ts';
import { signedInStaff } from './helpers/staff.ts';

const COMPLIANCE = 'compliance-desk@pharma.test';
/** 2026-11-21T09:00Z, where the test clock starts, is 14:30 in India. */
const HOUR = 14;

let app: SafetyApp;

beforeAll(async () => {
  app = await startSafetyApp({ SAFETY_DIGEST_MAIL: COMPLIANCE, SAFETY_DIGEST_HOUR: String(HOUR) });
});
afterAll(() => app.close());

/** The digest's dependencies on the test app, with its mailer. */
const deps = (overrides: Partial<DigestDeps> = {}): DigestDeps => ({
  db: app.t.database.db,
  mail: app.t.app.deps.mail,
  to: [COMPLIANCE],
  hour: HOUR,
  now: app.t.clock.now,
  ...overrides,
});

/** The digests received so far, parsed. */
const digests = () =>
  app.peer.received
    .filter((mail) => mail.to.includes(COMPLIANCE))
    .map((mail) => parseMail(mail.raw))
    .map((mail) => ({ subject: mail.headers.get('subject') ?? '', text: mail.text.replace(/\r\n/g, '\n') }));

/** Moves the clock to the next India day at `hour`:`minute`. */
function nextDayAt(hour: number, minute = 0): void {
  const now = app.t.clock.now();
  const india = new Date(now + 5.5 * 3_600_000);
  const next =
    Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate() + 1, hour, minute) - 5.5 * 3_600_000;
  app.t.clock.advance((next - now) / 1000);
}

/** A doctor's question and report (serious: hospitalisation, due in 15 days); answers their numbers and ids. */
async function records(text: string) {
  const doctor = await memberWithKey(app.t);
  const asked = await memberPost(app.t, '/medical-questions', doctor.key, {
    product_id: app.productId,
    question: text,
    reply_channel: 'phone',
  });
  const reported = await memberPost(
    app.t,
    '/adverse-events',
    doctor.key,
    aeReport(app.productId, { event: text, serious: true, serious_criteria: ['hospitalisation'] }),
  );
  const numberOf = (answer: { json(): unknown }) => (answer.json() as [unknown, { number: string }])[1].number;
  return { question: numberOf(asked), report: numberOf(reported) };
}

describe('the daily mail to compliance', () => {
  it('says "nothing due" on a quiet day, waits for its hour, and goes once a day', async () => {
    nextDayAt(HOUR - 1, 59);
    expect(await sendDailyDigest(deps())).toBe('early');
    expect(digests()).toHaveLength(0);
    app.t.clock.advance(60);
    expect(await sendDailyDigest(deps())).toBe('sent');
    expect(await sendDailyDigest(deps())).toBe('sent already');
    const [quiet] = digests();
    expect(quiet?.subject).toMatch(/^Safety queues \d{4}-\d{2}-\d{2}: nothing due$/);
    expect(quiet?.text).toContain('nothing is overdue or due in the next 48 hours');
  });

  it('lists the overdue and the due within 48 hours with zone and assignee, and leaves out the later and the closed', async () => {
    const first = await records('Fainted twice after the first dose.');
    const closed = await records('Rash; already handled.');
    await app.t.database.db
      .update(medicalQuestions)
      .set({ status: 'closed' })
      .where(eq(medicalQuestions.number, closed.question));
    await app.t.database.db
      .update(adverseEventReports)
      .set({ status: 'closed' })
      .where(eq(adverseEventReports.number, closed.report));
    const officer = await signedInStaff(app.t, 'compliance');
    const [question] = await app.t.database.db
      .select()
      .from(medicalQuestions)
      .where(eq(medicalQuestions.number, first.question));
    await app.t.database.db
      .update(medicalQuestions)
      .set({ assigneeId: officer.id })
      .where(eq(medicalQuestions.id, question?.id ?? 0));

    // Day 1: the question (due in 5 days) and the report (15 days) are neither due soon nor overdue.
    nextDayAt(HOUR);
    await sendDailyDigest(deps());
    expect(digests().at(-1)?.subject).toMatch(/nothing due$/);
    // Day 4: the question falls due within 48 hours.
    nextDayAt(HOUR);
    nextDayAt(HOUR);
    nextDayAt(HOUR);
    await sendDailyDigest(deps());
    const soon = digests().at(-1);
    expect(soon?.subject).toMatch(/: 0 overdue, 1 due within 48 hours$/);
    expect(soon?.text).toMatch(
      new RegExp(
        `- ${first.question}, medical question on .+: due \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} IST; assigned to Test compliance`,
      ),
    );
    expect(soon?.text).not.toContain(first.report);
    expect(soon?.text).not.toContain(closed.question);
    // Day 14: the question is overdue, the report (not assigned) due within 48 hours.
    for (let day = 0; day < 10; day += 1) nextDayAt(HOUR);
    await sendDailyDigest(deps());
    const late = digests().at(-1);
    expect(late?.subject).toMatch(/: 1 overdue, 1 due within 48 hours$/);
    expect(late?.text).toMatch(/Overdue:\n- MQ-/);
    expect(late?.text).toContain(`- ${first.report}, SERIOUS side-effect report on`);
    expect(late?.text).toContain('NOT ASSIGNED');
    expect(late?.text).not.toContain(closed.report);
  });

  it('gives the day back when the mail server refuses, and sends on the next try', async () => {
    nextDayAt(HOUR);
    const down = await startSmtpPeer();
    await down.close();
    const refusing = createMailer({ provider: 'smtp', url: down.url, from: 'portal@pharma.test' });
    await expect(sendDailyDigest(deps({ mail: refusing }))).rejects.toThrow();
    expect(await app.t.database.db.select().from(safetyDigests)).not.toContainEqual(
      expect.objectContaining({ sentAt: null }),
    );
    const before = digests().length;
    expect(await sendDailyDigest(deps())).toBe('sent');
    expect(digests()).toHaveLength(before + 1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('two replicas on one PostgreSQL database send the day once', async () => {
    nextDayAt(HOUR);
    const second = await openDatabase(app.t.app.deps.config.databaseUrl, { poolSize: 2 });
    try {
      const before = digests().length;
      const outcomes = await Promise.all([
        sendDailyDigest(deps()),
        sendDailyDigest(deps({ db: second.db })),
        sendDailyDigest(deps()),
        sendDailyDigest(deps({ db: second.db })),
      ]);
      expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'sent already')).toHaveLength(3);
      expect(digests()).toHaveLength(before + 1);
    } finally {
      await second.close();
    }
  });
});
