/** Priority messages a member sends to their managers, kept before they are mailed. */
import type { Db, Tx } from '../../db/client.ts';
import { priorityMessages } from '../../db/schema.ts';

/** Stores a member's priority message with the time it was sent. */
export async function savePriorityMessage(db: Db | Tx, memberId: number, message: string, sentAt: Date): Promise<void> {
  await db.insert(priorityMessages).values({ memberId, message, createdAt: sentAt });
}
