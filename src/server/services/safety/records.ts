/**
 * A doctor's medical questions and side-effect reports (issue 27 §3): checked, stored with their number in one
 * insert, then mailed (services/safety/outbox.ts). The member is kept by id only; the product by id with its title.
 */
import { desc, eq } from 'drizzle-orm';
import type { MedicalQuestion } from '../../../shared/contract/entities.ts';
import { type QuestionStatus, REPLY_CHANNELS, type ReplyChannel } from '../../../shared/safety.ts';
import type { Db, Tx } from '../../db/client.ts';
import { adverseEventReports, medicalQuestions, products } from '../../db/schema.ts';
import { m } from '../language.ts';
import { invalid } from '../orders/rules.ts';
import { shownProductTitles } from '../orders/shown-titles.ts';
import { dueAt } from './due.ts';
import { nextRowId, safetyNumber } from './numbering.ts';
import { checkReport, type ReportInput } from './report-input.ts';
import { judgeSend, questionFingerprint, reportFingerprint, type SafetyCap } from './flood-guard.ts';

/** The title of a catalogue product, or a 400 naming `product_id`. */
async function productTitle(db: Db | Tx, productId: number): Promise<string> {
  const [row] = await db.select({ title: products.title }).from(products).where(eq(products.id, productId));
  if (!row) throw invalid('product_id', m.safetyProductUnknown);
  return row.title;
}

/** A question as the doctor sends it. */
export interface QuestionInput {
  product_id: number;
  question: string;
  reply_channel: string;
}

/** A stored question or report: its id and number, and whether it was already stored (sent again within minutes). */
export interface Stored {
  id: number;
  number: string;
  repeated: boolean;
}

/**
 * Checks and stores a medical question; answers its id and number (400 naming the field otherwise), the question
 * already stored when the same one is sent again within minutes, and 429 past the member's hourly cap.
 */
export async function storeQuestion(
  db: Db | Tx,
  memberId: number,
  input: QuestionInput,
  now: Date,
  cap: SafetyCap,
): Promise<Stored> {
  const title = await productTitle(db, input.product_id);
  const question = input.question.trim();
  if (question === '') throw invalid('question', m.fieldRequired);
  const channel = input.reply_channel.trim();
  if (!(REPLY_CHANNELS as readonly string[]).includes(channel)) throw invalid('reply_channel', m.replyChannelUnknown);
  return db.transaction(async (tx) => {
    const sameAs = questionFingerprint({ productId: input.product_id, question, replyChannel: channel });
    const repeated = await judgeSend(tx, 'question', memberId, sameAs, now, cap);
    if (repeated) return { id: repeated.id, number: repeated.number, repeated: true };
    const id = await nextRowId(tx, 'medical_questions');
    const number = safetyNumber('MQ', id, now);
    await tx.insert(medicalQuestions).values({
      id,
      number,
      memberId,
      productId: input.product_id,
      productTitle: title,
      question,
      replyChannel: channel,
      createdAt: now,
      mailNextAt: now,
    });
    return { id, number, repeated: false };
  });
}

/**
 * Checks and stores a side-effect report with its due date; answers its id and number (400 naming the field
 * otherwise), the report already stored when the same one is sent again within minutes, and 429 past the hourly cap.
 */
export async function storeReport(
  db: Db | Tx,
  memberId: number,
  input: ReportInput & { product_id: number },
  now: Date,
  cap: SafetyCap,
): Promise<Stored> {
  const title = await productTitle(db, input.product_id);
  const report = checkReport(input, now.toISOString().slice(0, 10));
  const sameAs = reportFingerprint({ productId: input.product_id, ...report });
  return db.transaction(async (tx) => {
    const repeated = await judgeSend(tx, 'report', memberId, sameAs, now, cap);
    if (repeated) return { id: repeated.id, number: repeated.number, repeated: true };
    const id = await nextRowId(tx, 'adverse_event_reports');
    const number = safetyNumber('AE', id, now);
    await tx.insert(adverseEventReports).values({
      id,
      number,
      memberId,
      productId: input.product_id,
      productTitle: title,
      ...report,
      dueAt: dueAt(report.serious, report.seriousCriteria, now),
      createdAt: now,
      mailNextAt: now,
    });
    return { id, number, repeated: false };
  });
}

/** The member's questions with status and answer, newest first (MyQuestions), each product named in their language. */
export async function questionsOf(db: Db, memberId: number): Promise<MedicalQuestion[]> {
  const rows = await db
    .select()
    .from(medicalQuestions)
    .where(eq(medicalQuestions.memberId, memberId))
    .orderBy(desc(medicalQuestions.createdAt), desc(medicalQuestions.id))
    .limit(200);
  const shown = await shownProductTitles(
    db,
    rows.map((row) => row.productTitle),
  );
  return rows.map((row) => ({
    number: row.number,
    product_title: shown.get(row.productTitle) ?? row.productTitle,
    question: row.question,
    reply_channel: row.replyChannel as ReplyChannel,
    status: row.status as QuestionStatus,
    answer: row.answer,
    asked_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? '',
  }));
}
