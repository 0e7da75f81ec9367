/**
 * Consent per optional purpose (DPDP Act 2023, issue 27): every answer is a new row of consent_records (notice
 * version, time, channel); the newest row per purpose is the member's current choice. Withdrawing notifications
 * forgets the member's push tokens in the same transaction.
 */
import { desc, eq, max } from 'drizzle-orm';
import {
  CONSENT_PURPOSES,
  type ConsentChannel,
  type ConsentChoices,
  type ConsentPurpose,
  type ConsentState,
  PRIVACY_NOTICE_VERSION,
} from '../../../shared/privacy.ts';
import type { PrivacyConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { consentRecords, erasureRequests, pushSubscriptions } from '../../db/schema.ts';

/** The member's current choice per purpose (false for a purpose never answered). */
async function currentChoices(db: Pick<Db, 'selectDistinctOn'>, memberId: number): Promise<ConsentChoices> {
  const rows = await db
    .selectDistinctOn([consentRecords.purpose], { purpose: consentRecords.purpose, granted: consentRecords.granted })
    .from(consentRecords)
    .where(eq(consentRecords.memberId, memberId))
    .orderBy(consentRecords.purpose, desc(consentRecords.at), desc(consentRecords.id));
  const granted = new Set(rows.filter((row) => row.granted).map((row) => row.purpose));
  return { notifications: granted.has('notifications'), analytics: granted.has('analytics') };
}

/** True when the member's current choice grants `purpose`. */
export async function hasConsent(db: Db, memberId: number, purpose: ConsentPurpose): Promise<boolean> {
  return (await currentChoices(db, memberId))[purpose];
}

/** The member's privacy state: notice versions, choices, the grievance officer and a pending or done erasure. */
export async function consentState(db: Db, memberId: number, config: PrivacyConfig): Promise<ConsentState> {
  const [[answered], choices, [erasure]] = await Promise.all([
    db
      .select({ version: max(consentRecords.noticeVersion) })
      .from(consentRecords)
      .where(eq(consentRecords.memberId, memberId)),
    currentChoices(db, memberId),
    db
      .select()
      .from(erasureRequests)
      .where(eq(erasureRequests.memberId, memberId))
      .orderBy(desc(erasureRequests.requestedAt))
      .limit(1),
  ]);
  const answeredVersion = answered?.version ?? 0;
  return {
    notice_version: PRIVACY_NOTICE_VERSION,
    answered_version: answeredVersion,
    due: answeredVersion < PRIVACY_NOTICE_VERSION,
    choices,
    officer: { name: config.officerName, email: config.officerEmail },
    erasure: erasure
      ? {
          status: erasure.status === 'Erased' ? 'Erased' : 'Requested',
          requested_at: erasure.requestedAt.toISOString(),
        }
      : null,
  };
}

/**
 * Records the member's answers: from the notice every purpose is recorded (the answer to this notice version);
 * from Settings only the purposes whose choice changed. Withdrawn notifications remove the member's push tokens.
 */
export async function recordConsent(
  db: Db,
  memberId: number,
  asked: ConsentChoices,
  channel: ConsentChannel,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await currentChoices(tx, memberId);
    const purposes = CONSENT_PURPOSES.filter((purpose) => channel === 'notice' || asked[purpose] !== before[purpose]);
    if (purposes.length > 0) {
      await tx.insert(consentRecords).values(
        purposes.map((purpose) => ({
          memberId,
          purpose,
          granted: asked[purpose],
          noticeVersion: PRIVACY_NOTICE_VERSION,
          channel,
          at,
        })),
      );
    }
    if (!asked.notifications) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
  });
}
