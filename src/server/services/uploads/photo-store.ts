/** Stores a member's new profile photo and deletes the one it replaces (through FileStorage, for every adapter). */
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { randomKey } from '../crypto.ts';
import { updateMember } from '../profile.ts';

/** Writes the photo, points the member at it, then removes the previous file; a failed update removes the new one. */
export async function replacePhoto(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  memberId: number,
  webp: Buffer,
): Promise<string> {
  const { db } = deps.database;
  // Read from the database, not the member cache: another process may have replaced the photo a moment ago.
  const [row] = await db.select({ photoFile: members.photoFile }).from(members).where(eq(members.id, memberId));
  const previous = row?.photoFile;
  const name = `${memberId}-${randomKey(12)}.webp`;
  await deps.storage.write('profiles', name, webp);
  try {
    await updateMember(db, memberId, { photoFile: name });
  } catch (error) {
    await deps.storage.remove('profiles', name);
    throw error;
  }
  if (previous && previous !== name) await deps.storage.remove('profiles', previous);
  return name;
}
