/**
 * `npm run staff:add -- --email … --reset` (docs/OPERATIONS.md): an enrolled staff account set up again, for a lost
 * authenticator or a leaked password. Its password is cleared, it gets a new TOTP secret and a one-time enrolment
 * token, and its sessions end, in one audited transaction.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { newTotpSecret } from '../../lib/staff-secrets.ts';
import { randomKey, sha256 } from '../crypto.ts';
import type { Actor } from './actor.ts';
import { auditedWrite } from './audit.ts';
import { ENROL_HOURS, type StaffAccount, toAccount } from './staff-accounts.ts';
import { revokeStaffSessionsOf } from './staff-sessions.ts';
import { staffText } from './texts.ts';

/** Clears an active account's password and TOTP secret, ends its sessions and answers a new enrolment token. */
export async function resetStaffCredentials(
  db: Db,
  actor: Actor,
  email: string,
  now: number,
): Promise<{ account: StaffAccount; token: string }> {
  const token = randomKey(32);
  return auditedWrite(
    db,
    actor,
    async (tx) => {
      const [before] = await tx
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.email, email.trim().toLowerCase()))
        .for('update');
      if (!before) throw new AppError(404, 'NOT_FOUND', staffText.staffNotFound, { field: 'email' });
      if (!before.active) throw new AppError(409, 'CONFLICT', staffText.staffInactive, { field: 'email' });
      const [after] = await tx
        .update(staffAccounts)
        .set({
          passwordHash: null,
          totpSecret: newTotpSecret(),
          totpLastStep: 0,
          enrolTokenHash: sha256(token),
          enrolExpiresAt: new Date(now + ENROL_HOURS * 3600_000),
        })
        .where(eq(staffAccounts.id, before.id))
        .returning();
      if (!after) throw new Error('staff account not updated');
      await revokeStaffSessionsOf(tx, before.id, now);
      return {
        result: { account: toAccount(after), token },
        audit: [
          {
            action: 'staff.reset',
            entity: 'staff',
            entityId: before.id,
            changes: { enrolled: { from: before.passwordHash === null ? 'no' : 'yes', to: 'no' } },
          },
        ],
      };
    },
    new Date(now),
  );
}
