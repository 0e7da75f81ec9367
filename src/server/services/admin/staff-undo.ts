/**
 * Undoing staff account changes (issue 41): reactivate a deactivated account, change an account's role (never
 * leaving no active admin), and send a new enrolment link (the old one stops working). Each is audited.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { StaffRole } from '../../../shared/contract/admin/define.ts';
import type { Db, Tx } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { randomKey, sha256 } from '../crypto.ts';
import type { Actor } from './actor.ts';
import { auditedWrite, changesOf } from './audit.ts';
import { ENROL_HOURS, type StaffAccount, toAccount } from './staff-accounts.ts';
import { staffText } from './texts.ts';

/** The account of `id` inside a write, locked; 404 when there is none. */
async function lockedAccount(tx: Tx, id: number) {
  const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for('update');
  if (!row) throw new AppError(404, 'NOT_FOUND', staffText.staffNotFound, { field: 'id' });
  return row;
}

const conflict = (message: string, field = 'id') => new AppError(409, 'CONFLICT', message, { field });

/** Reactivates a deactivated account (it signs in again as before; an unenrolled one needs a new link). */
export async function reactivateStaff(db: Db, actor: Actor, id: number, now: number): Promise<StaffAccount> {
  return auditedWrite(
    db,
    actor,
    async (tx) => {
      const before = await lockedAccount(tx, id);
      if (before.active) throw conflict(staffText.alreadyActive);
      const [after] = await tx.update(staffAccounts).set({ active: true }).where(eq(staffAccounts.id, id)).returning();
      if (!after) throw new Error('staff account not updated');
      return {
        result: toAccount(after),
        audit: [
          {
            action: 'staff.reactivate',
            entity: 'staff',
            entityId: id,
            changes: changesOf({ active: false }, { active: true }),
          },
        ],
      };
    },
    new Date(now),
  );
}

/** Changes an account's role at once (its next call has it); refused when it would leave no active admin. */
export async function setStaffRole(
  db: Db,
  actor: Actor,
  input: { id: number; role: StaffRole },
  now: number,
): Promise<StaffAccount> {
  return auditedWrite(
    db,
    actor,
    async (tx) => {
      const before = await lockedAccount(tx, input.id);
      if (before.role === input.role) return { result: toAccount(before), audit: [] };
      if (before.role === 'admin' && before.active) {
        // Every active admin is locked, so two admins demoting each other at once cannot both pass.
        const admins = await tx
          .select({ id: staffAccounts.id })
          .from(staffAccounts)
          .where(and(eq(staffAccounts.role, 'admin'), eq(staffAccounts.active, true), ne(staffAccounts.id, input.id)))
          .for('update');
        if (admins.length === 0) throw conflict(staffText.lastAdmin, 'role');
      }
      const [after] = await tx
        .update(staffAccounts)
        .set({ role: input.role })
        .where(eq(staffAccounts.id, input.id))
        .returning();
      if (!after) throw new Error('staff account not updated');
      return {
        result: toAccount(after),
        audit: [
          {
            action: 'staff.role',
            entity: 'staff',
            entityId: input.id,
            changes: changesOf({ role: before.role }, { role: input.role }),
          },
        ],
      };
    },
    new Date(now),
  );
}

/** A new enrolment token for an active, unenrolled account (72 hours); the previous link stops working. */
export async function renewEnrolToken(
  db: Db,
  actor: Actor,
  id: number,
  now: number,
): Promise<{ account: StaffAccount; token: string }> {
  const token = randomKey(32);
  return auditedWrite(
    db,
    actor,
    async (tx) => {
      const before = await lockedAccount(tx, id);
      if (!before.active) throw conflict(staffText.staffInactive);
      if (before.passwordHash !== null) throw conflict(staffText.alreadyEnrolled);
      const expiresAt = new Date(now + ENROL_HOURS * 3600_000);
      const [after] = await tx
        .update(staffAccounts)
        .set({ enrolTokenHash: sha256(token), enrolExpiresAt: expiresAt })
        .where(eq(staffAccounts.id, id))
        .returning();
      if (!after) throw new Error('staff account not updated');
      return {
        result: { account: toAccount(after), token },
        audit: [
          {
            action: 'staff.enrol-link',
            entity: 'staff',
            entityId: id,
            changes: {
              enrolExpiresAt: { from: before.enrolExpiresAt?.toISOString() ?? null, to: expiresAt.toISOString() },
            },
          },
        ],
      };
    },
    new Date(now),
  );
}
