/** Stores a member's new profile photo and deletes the one it replaces (through FileStorage, for every adapter). */
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { randomKey } from '../crypto.ts';
import { memberChanged } from '../profile.ts';

/**
 * Writes the photo, then switches the member to it under a lock of the member's row (issue 38 §5: concurrent
 * uploads take turns, each replacing the one committed before it), and removes the previous file once the switch is
 * committed; a failed switch removes the new file. N concurrent uploads leave exactly one file.
 */
export async function replacePhoto(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  memberId: number,
  webp: Buffer,
): Promise<string> {
  const { db } = deps.database;
  const name = `${memberId}-${randomKey(12)}.webp`;
  await deps.storage.write('profiles', name, webp);
  let previous: string | null | undefined;
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ photoFile: members.photoFile })
        .from(members)
        .where(eq(members.id, memberId))
        .for('update');
      await tx.update(members).set({ photoFile: name }).where(eq(members.id, memberId));
      return row?.photoFile;
    });
  } catch (error) {
    await deps.storage.remove('profiles', name);
    throw error;
  }
  await memberChanged(db, memberId);
  if (previous && previous !== name) await deps.storage.remove('profiles', previous);
  return name;
}
