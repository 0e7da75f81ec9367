/** Maps a member row to the profile of SPEC §3, with the legacy field names. */
import { eq } from 'drizzle-orm';
import { ROLE_NO_FOCUS_SWITCH } from '../../shared/constants.ts';
import type { Profile } from '../../shared/contract/entities.ts';
import { isLanguage, type Language } from '../../shared/messages/languages.ts';
import { changeFeedOf } from '../db/change-feed.ts';
import { perDatabase, type Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { LiveCache } from './live-cache.ts';

/** A member row as stored. */
export type MemberRow = typeof members.$inferSelect;

/** The campaign link a member may see: empty for member_role 24, which never sees the poster (SPEC §2). */
export function visibleCampaignLink(row: Pick<MemberRow, 'memberRole' | 'campaignLink'>): string {
  return row.memberRole === ROLE_NO_FOCUS_SWITCH ? '' : row.campaignLink;
}

/** The profile answer of a member row. */
export function toProfile(row: MemberRow): Profile {
  return {
    salutation: row.salutation,
    phone: row.phone,
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    email: row.email,
    birth_date: row.birthDate,
    country_code: row.countryCode,
    qualification: row.qualification,
    g_plus_link: row.gPlusLink,
    facebook_link: row.facebookLink,
    twitter_link: row.twitterLink,
    linkedIn_link: row.linkedInLink,
    link_to_blog: row.linkToBlog,
    department: row.department,
    location: row.location,
    practice_hours: row.practiceHours,
    payment_mode_number: row.paymentModeNumber,
    payment_mode_one: row.paymentModeOne,
    payment_mode_two: row.paymentModeTwo,
    address: row.address,
    personal_intro: row.personalIntro,
    member_id: String(row.id),
    IDphoto: row.photoFile ? 'Y' : 'N',
    therapeutic_focus: row.therapeuticFocus,
    member_role: row.memberRole,
    campaign_link: visibleCampaignLink(row),
    feedback_link: row.feedbackLink,
    terms: row.terms === 'Y' ? 'Y' : 'N',
    abm: row.abm ?? '',
    rbm: row.rbm ?? '',
    sm: row.sm ?? '',
    tbm: row.tbm ?? '',
    flaga: row.flaga,
    flagb: row.flagb,
    headquarter: row.headquarter,
    position: row.position,
    premium: row.premium,
    professional_level: row.professionalLevel,
    language: isLanguage(row.language) ? row.language : '',
  };
}

/** How long (real time) a member row read from the database is trusted without reading it again. */
const MEMBER_CACHE_TTL_MS = 2_000;

/** Member rows held in the process, per database (services/live-cache.ts). */
const memberCache = perDatabase(
  (db) =>
    new LiveCache<MemberRow>(changeFeedOf(db), { topic: 'member', ttlMs: MEMBER_CACHE_TTL_MS, maxEntries: 20_000 }),
);

/**
 * Loads a member row by id (held in the process for a moment; frozen, as it is shared); throws if it vanished
 * (sessions cascade on delete, so it should not).
 */
export async function loadMember(db: Db, id: number): Promise<Readonly<MemberRow>> {
  const row = await memberCache(db).load(String(id), async () => {
    const [read] = await db.select().from(members).where(eq(members.id, id)).limit(1);
    return read && Object.freeze(read);
  });
  if (!row) throw new Error(`member ${id} not found`);
  return row;
}

/** Call after writing a member row: every API process reads it again on its next call. */
export async function memberChanged(db: Db, id: number): Promise<void> {
  await memberCache(db).changed(id);
}

/** Fields of a member row to write. */
export type MemberChanges = Partial<typeof members.$inferInsert>;

/** Writes fields of a member row; every API process reads the row again on its next call. */
export async function updateMember(db: Db, id: number, changes: MemberChanges): Promise<void> {
  await db.update(members).set(changes).where(eq(members.id, id));
  await memberChanged(db, id);
}

/** Stores the language a member chose; every API process answers them in it from their next call. */
export async function saveLanguage(db: Db, id: number, language: Language): Promise<void> {
  await updateMember(db, id, { language });
}
