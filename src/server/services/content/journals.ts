/** Journals: the title of one, whether its PDF is offered, and one by id (for mailing its PDF). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailers, journals } from '../../db/schema.ts';
import { emailerCardShown } from './link-lists.ts';

/** A journal row as stored. */
type JournalRow = typeof journals.$inferSelect;

/** The journal with that id, or undefined. */
export async function journalById(db: Db, id: number): Promise<JournalRow | undefined> {
  const [journal] = await db.select().from(journals).where(eq(journals.id, id)).limit(1);
  return journal;
}

/** The title of the journal with that id, or undefined when there is none. */
export async function journalTitle(db: Db, id: number): Promise<string | undefined> {
  const [journal] = await db.select({ title: journals.title }).from(journals).where(eq(journals.id, id)).limit(1);
  return journal?.title;
}

/**
 * True when an active emailer whose card is shown names the journal: its PDF reaches doctors through emailers alone
 * (download and SendEmailer.php), so when staff deactivate the last one, or hide its card, the PDF is neither served
 * nor mailed any more.
 */
export async function isOfferedJournal(db: Db, id: number): Promise<boolean> {
  const [emailer] = await db
    .select({ id: emailers.id })
    .from(emailers)
    .where(and(eq(emailers.journalId, id), eq(emailers.active, true), emailerCardShown))
    .limit(1);
  return emailer !== undefined;
}
