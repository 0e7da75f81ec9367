/**
 * Demo staff accounts, one per role, already enrolled (README lists them): their passwords and TOTP secrets are
 * public demo values, so a production database is never seeded (SEED_DEMO is false in production).
 */
import type { StaffRole } from '../../../shared/contract/admin/define.ts';
import { hashPassword } from '../../lib/staff-secrets.ts';
import type { Db } from '../client.ts';
import { staffAccounts } from '../schema.ts';

/** One demo staff account with its demo credentials. */
export interface DemoStaff {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  /** Base32 TOTP secret to add to an authenticator app. */
  secret: string;
}

/** The demo staff, one per role. */
export const DEMO_STAFF: readonly [DemoStaff, DemoStaff, DemoStaff, DemoStaff] = [
  {
    email: 'admin@demo.example.com',
    name: 'Demo Admin',
    role: 'admin',
    password: 'demo-admin-password',
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXA',
  },
  {
    email: 'content@demo.example.com',
    name: 'Demo Content',
    role: 'content',
    password: 'demo-content-password',
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXB',
  },
  {
    email: 'fulfilment@demo.example.com',
    name: 'Demo Fulfilment',
    role: 'fulfilment',
    password: 'demo-fulfilment-password',
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXC',
  },
  {
    email: 'compliance@demo.example.com',
    name: 'Demo Compliance',
    role: 'compliance',
    password: 'demo-compliance-password',
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXD',
  },
];

/** Inserts the demo staff accounts that do not exist yet (by e-mail). */
export async function seedDemoStaff(db: Db): Promise<void> {
  const rows = await Promise.all(
    DEMO_STAFF.map(async (s) => ({
      email: s.email,
      name: s.name,
      role: s.role,
      totpSecret: s.secret,
      passwordHash: await hashPassword(s.password),
    })),
  );
  await db.insert(staffAccounts).values(rows).onConflictDoNothing({ target: staffAccounts.email });
}
