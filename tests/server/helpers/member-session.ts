/** A member with a live session key, for tests of member calls. */
import { eq } from 'drizzle-orm';
import { consentRecords, members } from '../../../src/server/db/schema.ts';
import { PRIVACY_NOTICE_VERSION } from '../../../src/shared/privacy.ts';
import type { TestApp } from './app.ts';
import { insertMember } from './fixtures.ts';

/** A member's id and session key. */
export interface SignedIn {
  id: number;
  key: string;
}

let sequence = 0;

/** Inserts a member (unique Indian number) with optional column overrides and opens a session for it. */
export async function signedInMember(
  t: TestApp,
  overrides: Partial<typeof members.$inferInsert> = {},
): Promise<SignedIn> {
  sequence += 1;
  const phone = overrides.phone ?? `9${String(sequence).padStart(9, '0')}`;
  const id = await insertMember(t.database.db, { countryCode: '91', phone, focus: overrides.therapeuticFocus });
  if (Object.keys(overrides).length > 0) await t.database.db.update(members).set(overrides).where(eq(members.id, id));
  return { id, key: await t.app.deps.sessions.create(id) };
}

/** Records the member's consent to both optional purposes (as the notice would), so push may subscribe. */
export async function consentToAll(t: TestApp, memberId: number): Promise<void> {
  await t.database.db.insert(consentRecords).values(
    (['notifications', 'analytics'] as const).map((purpose) => ({
      memberId,
      purpose,
      granted: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      channel: 'notice',
    })),
  );
}
