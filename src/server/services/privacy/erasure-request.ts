/**
 * A member asks to erase their data (issue 27): one open request at a time, and every session of the member ends
 * in the same transaction. Compliance staff process it later (erasure.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { erasureRequests, pushSubscriptions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SessionStore } from '../sessions.ts';
import { pm } from './texts.ts';

/** Records the request and ends every session of the member (409 when one is already open). */
export async function requestErasure(db: Db, sessions: SessionStore, memberId: number, at: Date): Promise<void> {
  const forget = await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: erasureRequests.id })
      .from(erasureRequests)
      .where(and(eq(erasureRequests.memberId, memberId), eq(erasureRequests.status, 'Requested')))
      .for('update');
    if (open) throw new AppError(409, 'CONFLICT', pm.erasurePending);
    await tx.insert(erasureRequests).values({ memberId, requestedAt: at });
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
    return sessions.revokeAllOf(tx, memberId);
  });
  await forget();
}
