/** Journals: whether one exists, and one by id (for mailing its PDF). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journals } from '../../db/schema.ts';

/** A journal row as stored. */
type JournalRow = typeof journals.$inferSelect;

/** The journal with that id, or undefined. */
export async function journalById(db: Db, id: number): Promise<JournalRow | undefined> {
  const [journal] = await db.select().from(journals).where(eq(journals.id, id)).limit(1);
  return journal;
}

/** True when a journal with that id exists. */
export async function journalExists(db: Db, id: number): Promise<boolean> {
  const [journal] = await db.select({ id: journals.id }).from(journals).where(eq(journals.id, id)).limit(1);
  return journal !== undefined;
}
