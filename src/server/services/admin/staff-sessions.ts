/**
 * Staff sessions: their own table (staff_sessions), 256-bit random keys stored as SHA-256, a 30-minute idle expiry
 * and an 8-hour absolute one, revocable one by one or all of an account at once. Read from the database on every
 * call (the console's traffic is small), so a revocation holds at once in every process.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { staffAccounts, staffSessions } from '../../db/schema.ts';
import type { StaffRole } from '../../../shared/contract/admin/define.ts';
import { randomKey, sha256 } from '../crypto.ts';

/** Lifetimes of a staff session. */
export const STAFF_SESSION = { idleSeconds: 30 * 60, absoluteSeconds: 8 * 60 * 60 } as const;

/** last_seen_at is written at most this often. */
const TOUCH_INTERVAL_MS = 60_000;

/** A live staff session with its account. */
export interface StaffSession {
  id: number;
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
}

/** Opens a session for a staff account and returns its key (only the hash is stored). */
export async function openStaffSession(db: Db, staffId: number, now: number): Promise<string> {
  const key = `stf_${randomKey(32)}`;
  await db.insert(staffSessions).values({
    staffId,
    keyHash: sha256(key),
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + STAFF_SESSION.absoluteSeconds * 1000),
  });
  return key;
}

/** The live session of a key (active account, not revoked, not expired, not idle too long), refreshing its timer. */
export async function resolveStaffSession(db: Db, key: string, now: number): Promise<StaffSession | undefined> {
  if (key.length < 20 || key.length > 200) return undefined;
  const [row] = await db
    .select({
      id: staffSessions.id,
      staffId: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: staffAccounts.role,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.keyHash, sha256(key)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, new Date(now)),
        eq(staffAccounts.active, true),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const idleFor = now - row.lastSeenAt.getTime();
  if (idleFor > STAFF_SESSION.idleSeconds * 1000) return undefined;
  if (idleFor > TOUCH_INTERVAL_MS)
    await db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(staffSessions.id, row.id));
  return { id: row.id, staffId: row.staffId, email: row.email, name: row.name, role: row.role as StaffRole };
}

/** Revokes one staff session. */
export async function revokeStaffSession(db: Db, id: number, now: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date(now) })
    .where(eq(staffSessions.id, id));
}

/** Revokes every live session of a staff account inside a transaction (deactivation). */
export async function revokeStaffSessionsOf(tx: Tx, staffId: number, now: number): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
