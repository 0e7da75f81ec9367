/** The chat log: every question a member asks the assistant and the reply they got. */
import type { Db } from '../db/client.ts';
import { chatLog } from '../db/schema.ts';

/** Keeps one exchange of a member with the assistant. */
export async function logChat(db: Db, memberId: number, query: string, response: string, at: Date): Promise<void> {
  await db.insert(chatLog).values({ memberId, query, response, createdAt: at });
}
