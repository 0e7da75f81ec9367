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

/** The reference a member and the compliance team quote for an erasure request: ER- and its id in six digits. */
export function erasureReference(requestId: number): string {
  return `ER-${String(requestId).padStart(6, '0')}`;
}

/** Records the request and ends every session of the member (409 when one is already open); answers its reference. */
export async function requestErasure(db: Db, sessions: SessionStore, memberId: number, at: Date): Promise<string> {
  const forget = await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: erasureRequests.id })
      .from(erasureRequests)
      .where(and(eq(erasureRequests.memberId, memberId), eq(erasureRequests.status, 'Requested')))
      .for('update');
    if (open) throw new AppError(409, 'CONFLICT', pm.erasurePending);
    const [request] = await tx
      .insert(erasureRequests)
      .values({ memberId, requestedAt: at })
      .returning({ id: erasureRequests.id });
    if (!request) throw new Error('erasure request not stored');
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
    return { forget: await sessions.revokeAllOf(tx, memberId), id: request.id };
  });
  await forget.forget();
  return erasureReference(forget.id);
}
