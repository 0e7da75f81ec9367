/**
 * The reporter of a safety record (issue 41 item 2): the member's name and contact while the member exists; after
 * an erasure the copy kept inside the record (pharmacovigilance needs an identifiable reporter), and only there.
 */
import { oneLine } from '../mail/member-text.ts';
import { fullName } from '../mail/priority-mail.ts';
import type { MemberRow } from '../profile.ts';

/** A reporter's name and contact as staff and the company's mailboxes see them. */
export interface Reporter {
  name: string;
  /** With the country code: "+91 9876543210". */
  phone: string;
  email: string;
}

/** The reporter columns of a question or report (empty until the member is erased). */
interface ReporterCopy {
  reporterName: string;
  reporterPhone: string;
  reporterEmail: string;
}

/** The reporter as the member is now. */
function memberReporter(member: MemberRow): Reporter {
  return {
    name: fullName(member),
    phone: `+${oneLine(member.countryCode)} ${oneLine(member.phone)}`,
    email: member.email,
  };
}

/** The reporter of a record: the copy kept in it once the member is erased, else the member. */
export function reporterOf(row: ReporterCopy, member: MemberRow): Reporter {
  if (row.reporterName === '' && row.reporterPhone === '') return memberReporter(member);
  return { name: row.reporterName, phone: row.reporterPhone, email: row.reporterEmail };
}

/** The columns an erasure writes into the member's kept safety records. */
export function reporterCopy(member: MemberRow): ReporterCopy {
  const reporter = memberReporter(member);
  return { reporterName: reporter.name, reporterPhone: reporter.phone, reporterEmail: reporter.email };
}
