/** The read-only rows of /profile (SPEC §2 Profile): the member's details, links and payment details. */
import type { Profile } from '../../shared/contract/entities.ts';
import { t } from '../../shared/messages/index.ts';
import { formatDay } from '../../lib/dates.ts';
import { safeHref } from '../../lib/links.ts';

/** A labelled value of the read-only profile; `href` makes it a link. */
export interface DetailRow {
  label: string;
  value: string;
  href?: string;
  external?: boolean;
}

const row = (label: string, value: string | undefined): DetailRow[] =>
  value?.trim() ? [{ label, value: value.trim() }] : [];

/** The member's details (empty ones left out). */
export function detailRows(p: Profile): DetailRow[] {
  const f = t.profile.fields;
  return [
    ...row(f.phone, p.phone ? `+${p.country_code} ${p.phone}` : ''),
    ...(p.email?.trim() ? [{ label: f.email, value: p.email.trim(), href: `mailto:${p.email.trim()}` }] : []),
    ...row(f.birth_date, p.birth_date ? formatDay(p.birth_date) : ''),
    ...row(f.qualification, p.qualification),
    ...row(f.department, p.department),
    ...row(f.position, p.position),
    ...row(f.location, p.location),
    ...row(f.practice_hours, p.practice_hours),
    ...row(f.address, p.address),
  ];
}

/** The social links that are real web addresses. */
export function linkRows(p: Profile): DetailRow[] {
  const fields = ['facebook_link', 'twitter_link', 'linkedIn_link', 'g_plus_link', 'link_to_blog'] as const;
  return fields.flatMap((field) => {
    const href = safeHref(p[field] ?? '');
    return href && /^https?:/i.test(href)
      ? [{ label: t.profile.fields[field], value: href, href, external: true }]
      : [];
  });
}

/** The payment details. */
export function paymentRows(p: Profile): DetailRow[] {
  const f = t.profile.fields;
  return [
    ...row(f.payment_mode_one, p.payment_mode_one),
    ...row(f.payment_mode_two, p.payment_mode_two),
    ...row(f.payment_mode_number, p.payment_mode_number),
  ];
}
