/**
 * Consent per optional purpose (DPDP Act 2023, issue 27): every change of an answer is a new row of consent_records
 * (notice version, time, channel); the newest row per purpose is the member's current choice. An answer that changes
 * nothing writes no row, so repeated identical answers cannot flood the history. Withdrawing notifications forgets
 * the member's push tokens in the same transaction.
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
import { consentRecords, erasureRequests, members, pushSubscriptions } from '../../db/schema.ts';

/** The member's current answer per purpose: its newest row (none for a purpose never answered). */
async function currentAnswers(
  db: Pick<Db, 'selectDistinctOn'>,
  memberId: number,
): Promise<Map<string, { granted: boolean; noticeVersion: number }>> {
  const rows = await db
    .selectDistinctOn([consentRecords.purpose], {
      purpose: consentRecords.purpose,
      granted: consentRecords.granted,
      noticeVersion: consentRecords.noticeVersion,
    })
    .from(consentRecords)
    .where(eq(consentRecords.memberId, memberId))
    .orderBy(consentRecords.purpose, desc(consentRecords.at), desc(consentRecords.id));
  return new Map(rows.map((row) => [row.purpose, row]));
}

/** The member's current choice per purpose (false for a purpose never answered). */
async function currentChoices(db: Pick<Db, 'selectDistinctOn'>, memberId: number): Promise<ConsentChoices> {
  const answers = await currentAnswers(db, memberId);
  return {
    notifications: answers.get('notifications')?.granted === true,
    analytics: answers.get('analytics')?.granted === true,
  };
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
 * Records the member's answers, one row per purpose whose answer changed: from Settings a changed choice; from the
 * notice also an unchanged one given to an older notice version (the answer to this version; a purpose never
 * answered is recorded too). The same answer again writes nothing. Answers of one member take turns (the member row
 * is locked), so parallel identical answers write one row. Withdrawn notifications remove the member's push tokens.
 */
export async function recordConsent(
  db: Db,
  memberId: number,
  asked: ConsentChoices,
  channel: ConsentChannel,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Not FOR UPDATE: rows referencing the member (push tokens, consent rows) stay writable meanwhile, no deadlock.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
    const before = await currentAnswers(tx, memberId);
    const purposes = CONSENT_PURPOSES.filter((purpose) => {
      const current = before.get(purpose);
      if (current === undefined) return channel === 'notice' || asked[purpose];
      if (current.granted !== asked[purpose]) return true;
      return channel === 'notice' && current.noticeVersion < PRIVACY_NOTICE_VERSION;
    });
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
