/** The settings toggles of SPEC §2, one row per member (all off until saved). */
import { eq } from 'drizzle-orm';
import type { Settings } from '../../../shared/contract/entities.ts';
import { settingsSchema } from '../../../shared/contract/member.ts';
import type { Language } from '../../../shared/messages/languages.ts';
import type { Db, Tx } from '../../db/client.ts';
import { members, memberSettings } from '../../db/schema.ts';
import { memberChanged } from '../profile.ts';

/** Every toggle name, in the order of the contract. */
const TOGGLES = Object.keys(settingsSchema.properties) as (keyof Settings)[];

/** The settings of stored values: known toggles only, anything missing or not true is false. */
function toSettings(values: Readonly<Record<string, unknown>> | undefined): Settings {
  return Object.fromEntries(TOGGLES.map((name) => [name, values?.[name] === true])) as unknown as Settings;
}

/** The member's saved settings, or all false. */
export async function settingsOf(db: Db, memberId: number): Promise<Settings> {
  const [row] = await db.select().from(memberSettings).where(eq(memberSettings.memberId, memberId)).limit(1);
  return toSettings(row?.values);
}

/** Saves the member's settings (known toggles only) and returns them as stored. */
export async function saveSettings(
  db: Db | Tx,
  memberId: number,
  asked: Readonly<Record<string, unknown>>,
  at: Date,
): Promise<Settings> {
  const settings = toSettings(asked);
  const values: Record<string, boolean> = { ...settings };
  await db
    .insert(memberSettings)
    .values({ memberId, values, updatedAt: at })
    .onConflictDoUpdate({ target: memberSettings.memberId, set: { values, updatedAt: at } });
  return settings;
}

/**
 * Saves the member's language and settings in one transaction (SaveSettings.php with both): either both are stored
 * or neither, never the language of a save that answered an error. Returns the settings as stored.
 */
export async function saveLanguageAndSettings(
  db: Db,
  memberId: number,
  language: Language,
  asked: Readonly<Record<string, unknown>>,
  at: Date,
): Promise<Settings> {
  const saved = await db.transaction(async (tx) => {
    await tx.update(members).set({ language }).where(eq(members.id, memberId));
    return saveSettings(tx, memberId, asked, at);
  });
  await memberChanged(db, memberId);
  return saved;
}
