/**
 * Staff accounts: created by an admin or `npm run staff:add` with a one-time enrolment token (72 hours), enrolled
 * by setting a password and proving the TOTP secret with a code, listed and deactivated by admins. Every change
 * goes through auditedWrite.
 */
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { StaffRole } from '../../../shared/contract/admin/define.ts';
import type { Db } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { randomKey, sha256 } from '../crypto.ts';
import type { Actor } from './actor.ts';
import { auditedWrite, changesOf } from './audit.ts';
import { revokeStaffSessionsOf } from './staff-sessions.ts';
import { hashPassword, newTotpSecret, totpStep, totpUri } from '../../lib/staff-secrets.ts';
import { staffText } from './texts.ts';

/** How long an enrolment link stays valid. */
export const ENROL_HOURS = 72;

/** A staff account as the console lists it. */
export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  enrolled: boolean;
  createdAt: string;
}

type Row = typeof staffAccounts.$inferSelect;

/** A stored account as the console lists it. */
export const toAccount = (row: Row): StaffAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as StaffRole,
  active: row.active,
  enrolled: row.passwordHash !== null,
  createdAt: row.createdAt.toISOString(),
});

/** The address of the console's enrolment screen for a token. */
export const enrolLinkOf = (siteUrl: string, token: string): string => `${siteUrl}/admin/#/enrol?token=${token}`;

/** What a new account needs. */
export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
}

/** Creates an account (409 when the e-mail exists) and answers it with its one-time enrolment token. */
export async function createStaff(
  db: Db,
  actor: Actor,
  input: NewStaff,
  now: number,
): Promise<{ account: StaffAccount; token: string }> {
  const email = input.email.trim().toLowerCase();
  const token = randomKey(32);
  return auditedWrite(
    db,
    actor,
    async (tx) => {
      const [taken] = await tx
        .select({ id: staffAccounts.id })
        .from(staffAccounts)
        .where(eq(staffAccounts.email, email));
      if (taken) throw new AppError(409, 'CONFLICT', staffText.emailTaken, { field: 'email' });
      const [row] = await tx
        .insert(staffAccounts)
        .values({
          email,
          name: input.name.trim(),
          role: input.role,
          totpSecret: newTotpSecret(),
          enrolTokenHash: sha256(token),
          enrolExpiresAt: new Date(now + ENROL_HOURS * 3600_000),
          createdAt: new Date(now),
        })
        .returning();
      if (!row) throw new Error('staff account not stored');
      const account = toAccount(row);
      return {
        result: { account, token },
        audit: [
          {
            action: 'staff.create',
            entity: 'staff',
            entityId: row.id,
            changes: changesOf(null, { email, name: account.name, role: account.role }),
          },
        ],
      };
    },
    new Date(now),
  );
}

/** The account a live enrolment token belongs to, or 404. */
async function enrolling(db: Db, token: string, now: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.enrolTokenHash, sha256(token)),
        gt(staffAccounts.enrolExpiresAt, new Date(now)),
        eq(staffAccounts.active, true),
      ),
    );
  if (!row) throw new AppError(404, 'NOT_FOUND', staffText.enrolLinkInvalid);
  return row;
}

/** What the enrolment screen shows: the e-mail and the TOTP secret to add to an authenticator. */
export async function enrolInfo(
  db: Db,
  token: string,
  now: number,
): Promise<{ email: string; secret: string; otpauthUri: string }> {
  const row = await enrolling(db, token, now);
  return { email: row.email, secret: row.totpSecret, otpauthUri: totpUri(row.totpSecret, row.email) };
}

/** Finishes enrolment: checks the TOTP code, stores the password hash and spends the token. */
export async function enrol(db: Db, token: string, password: string, code: string, now: number): Promise<void> {
  const row = await enrolling(db, token, now);
  const step = totpStep(row.totpSecret, code, now, row.totpLastStep);
  if (step === undefined) throw new AppError(400, 'VALIDATION_FAILED', staffText.codeWrong, { field: 'code' });
  const passwordHash = await hashPassword(password);
  await auditedWrite(
    db,
    { staffId: row.id, email: row.email },
    async (tx) => {
      const spent = await tx
        .update(staffAccounts)
        .set({ passwordHash, totpLastStep: step, enrolTokenHash: null, enrolExpiresAt: null })
        .where(and(eq(staffAccounts.id, row.id), eq(staffAccounts.enrolTokenHash, sha256(token))))
        .returning({ id: staffAccounts.id });
      if (spent.length === 0) throw new AppError(404, 'NOT_FOUND', staffText.enrolLinkInvalid);
      return {
        result: undefined,
        audit: [
          {
            action: 'staff.enrol',
            entity: 'staff',
            entityId: row.id,
            changes: { enrolled: { from: 'no', to: 'yes' } },
          },
        ],
      };
    },
    new Date(now),
  );
}

/** A page of staff accounts, newest first. */
export async function listStaff(
  db: Db,
  page: number,
  pageSize: number,
): Promise<{ rows: StaffAccount[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staffAccounts)
      .orderBy(desc(staffAccounts.createdAt), desc(staffAccounts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(staffAccounts),
  ]);
  return { rows: rows.map(toAccount), total: total?.n ?? 0 };
}

/** Deactivates an account and ends its sessions in the same transaction (never the caller's own). */
export async function deactivateStaff(db: Db, actor: Actor, id: number, now: number): Promise<StaffAccount> {
  if (actor.staffId === id) throw new AppError(409, 'CONFLICT', staffText.notYourself, { field: 'id' });
  return auditedWrite(
    db,
    actor,
    async (tx) => {
      const [before] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for('update');
      if (!before) throw new AppError(404, 'NOT_FOUND', staffText.staffNotFound, { field: 'id' });
      const [after] = await tx
        .update(staffAccounts)
        .set({ active: false, enrolTokenHash: null, enrolExpiresAt: null })
        .where(eq(staffAccounts.id, id))
        .returning();
      if (!after) throw new Error('staff account not updated');
      await revokeStaffSessionsOf(tx, id, now);
      return {
        result: toAccount(after),
        audit: [
          {
            action: 'staff.deactivate',
            entity: 'staff',
            entityId: id,
            changes: changesOf({ active: before.active }, { active: false }),
          },
        ],
      };
    },
    new Date(now),
  );
}
