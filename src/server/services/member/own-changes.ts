/**
 * A doctor's own change of a field the console's doctor form also edits (names, qualification, location,
 * department, therapeutic focus): it raises the record's version, so a staff form opened before it is refused rather
 * than writing the old value back (services/admin/record-version.ts), and it is in the audit log by `doctor`, so the
 * refusal and the doctor's history say who changed what and when. Fields staff never edit (links, payment, birth
 * date, address, ...) are written as before: nothing to collide with, and their values stay out of the log.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { DOCTOR_ACTOR } from '../admin/actor.ts';
import { auditedWrite, changesOf } from '../admin/audit.ts';
import { nextVersion } from '../admin/record-version.ts';
import { type MemberChanges, memberChanged } from '../profile.ts';
import { retopicPushTokens } from './push-tokens.ts';

/** The member columns a doctor and the console's doctor form both write. */
const SHARED_COLUMNS = [
  'firstName',
  'lastName',
  'qualification',
  'location',
  'department',
  'therapeuticFocus',
] as const;

/** Writes a doctor's own changes to their row, raising its version and auditing when a shared column changes. */
export async function saveOwnChanges(db: Db, id: number, changes: MemberChanges, now: Date): Promise<void> {
  await auditedWrite(
    db,
    DOCTOR_ACTOR,
    async (tx) => {
      const [before] = await tx.select().from(members).where(eq(members.id, id)).for('update');
      if (!before) throw new Error(`member ${id} not found`);
      const pick = (row: MemberChanges) => Object.fromEntries(SHARED_COLUMNS.map((c) => [c, row[c] ?? before[c]]));
      const shared = changesOf(pick(before), pick(changes));
      const raised = Object.keys(shared).length > 0;
      await tx
        .update(members)
        .set(raised ? { ...changes, version: nextVersion(members.version) } : changes)
        .where(eq(members.id, id));
      // The member's browsers follow the focus at once, not only once each is opened again and subscribes anew.
      if (changes.therapeuticFocus !== undefined && changes.therapeuticFocus !== before.therapeuticFocus)
        await retopicPushTokens(tx, id, changes.therapeuticFocus);
      return {
        result: undefined,
        audit: raised
          ? [{ action: 'doctor.self_update', entity: 'doctor', entityId: id, memberId: id, changes: shared }]
          : [],
      };
    },
    now,
  );
  await memberChanged(db, id);
}
