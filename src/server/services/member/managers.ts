/** A member's managers (tbm, abm, rbm, sm) as contact information and as mail recipients. */
import { and, eq, inArray } from 'drizzle-orm';
import type { ManagerContacts } from '../../../shared/contract/entities.ts';
import type { Db } from '../../db/client.ts';
import { managers } from '../../db/schema.ts';
import type { MemberRow } from '../profile.ts';

type ManagerRow = typeof managers.$inferSelect;

/** The manager lines of Contact Us, in order. */
const MANAGER_LINES = ['tbm', 'abm', 'rbm', 'sm'] as const;

/** One manager line of a member. */
export type ManagerLine = (typeof MANAGER_LINES)[number];

/**
 * The member's managers by line; a missing code, an unknown manager or one staff deactivated (they have left) is
 * undefined, so Contact Us shows the line empty and the Contact form mails only the active ones.
 */
export async function managersOf(db: Db, row: MemberRow): Promise<Partial<Record<ManagerLine, ManagerRow>>> {
  const codes = MANAGER_LINES.map((line) => row[line]).filter((code): code is string => !!code);
  const found =
    codes.length > 0
      ? await db
          .select()
          .from(managers)
          .where(and(inArray(managers.code, codes), eq(managers.active, true)))
      : [];
  const byCode = new Map(found.map((manager) => [manager.code, manager]));
  return Object.fromEntries(MANAGER_LINES.map((line) => [line, byCode.get(row[line] ?? '')]));
}

/**
 * The Contact Us entry: names, mails, countries and phones of each line, '' when missing. As the legacy product does
 * (SPEC §2 Contact Us), the third-line entry (sm) keeps its own name but shows the regional manager's (rbm) mail,
 * country and phone.
 */
export function toContacts(byLine: Partial<Record<ManagerLine, ManagerRow>>): ManagerContacts {
  const entry = (manager: ManagerRow | undefined) => ({
    name: manager?.name ?? '',
    mail: manager?.mail ?? '',
    country: manager?.country ?? '',
    phone: manager?.phone ?? '',
  });
  const [tbm, abm, rbm] = [entry(byLine.tbm), entry(byLine.abm), entry(byLine.rbm)];
  return {
    tbm_name: tbm.name,
    tbm_mail: tbm.mail,
    tbm_country: tbm.country,
    tbm_phone: tbm.phone,
    abm_name: abm.name,
    abm_mail: abm.mail,
    abm_country: abm.country,
    abm_phone: abm.phone,
    rbm_name: rbm.name,
    rbm_mail: rbm.mail,
    rbm_country: rbm.country,
    rbm_phone: rbm.phone,
    sm_name: entry(byLine.sm).name,
    sm_mail: rbm.mail,
    sm_country: rbm.country,
    sm_phone: rbm.phone,
  };
}

/** The distinct, non-empty mail addresses of the member's four managers (the sm's own mail, not the rbm's). */
export function managerMails(byLine: Partial<Record<ManagerLine, ManagerRow>>): string[] {
  const mails = new Map<string, string>();
  for (const line of MANAGER_LINES) {
    const mail = byLine[line]?.mail.trim() ?? '';
    if (mail !== '' && !mails.has(mail.toLowerCase())) mails.set(mail.toLowerCase(), mail);
  }
  return [...mails.values()];
}
