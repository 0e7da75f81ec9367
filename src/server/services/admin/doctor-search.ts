/**
 * The one doctor search of the console's lists (Doctors, Orders, registrations, the sample ledger, the safety
 * queues): every word must match, so a name as a list shows it ("Dr. Asha Lakshmi Rao", "Asha Rao") or a mobile as
 * typed or pasted ("+91 98765-43210", "9876543210", "098765 43210", "0091 98765 43210", "(+91) 98765 43210") finds
 * the doctor, whichever list it was copied from.
 */
import { type AnyColumn, and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type adverseEventReports, type medicalQuestions, members } from '../../db/schema.ts';

/** Where one doctor's name and mobile are: a country code, the mobile without it, and the texts (names, e-mail). */
export interface DoctorColumns {
  /** As SQL: `sql\`${table.column}\`` for a column. */
  countryCode: SQL;
  phone: AnyColumn | SQL;
  texts: (AnyColumn | SQL)[];
}

/**
 * The doctor as the members table holds them (blank once erased: the phone's placeholder, "erased-<id>", is no number
 * and matches no digits typed).
 */
export const memberColumns: DoctorColumns = {
  countryCode: sql`${members.countryCode}`,
  phone: sql`nullif(${members.phone}, concat('erased-', ${members.id}))`,
  texts: [members.salutation, members.firstName, members.middleName, members.lastName, members.email],
};

/**
 * The reporter copy a safety record keeps once its doctor is erased (phone "+91 9876543210", services/safety/
 * reporter.ts): what the queue shows then.
 */
export function reporterColumns(table: typeof medicalQuestions | typeof adverseEventReports): DoctorColumns {
  return {
    countryCode: sql`substr(split_part(${table.reporterPhone}, ' ', 1), 2)`,
    phone: sql`split_part(${table.reporterPhone}, ' ', 2)`,
    texts: [table.reporterName, table.reporterEmail],
  };
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for ilike, its wildcards taken literally. */
export const likeOf = (text: string): string => `%${escapeLike(text)}%`;

/**
 * The words of a search as a list shows a doctor ("Dr. Asha Lakshmi Rao", "+91 9876543210", "98765-43210"): a
 * number's spaces and dashes are taken out, so it is one word, and a country code in brackets ("(+91)") loses them.
 */
function searchWords(q: string | undefined): string[] {
  const text = (q ?? '').trim().replace(/(\d)[\s-]+(?=\d)/g, '$1');
  return text ? text.split(/\s+/).map((word) => word.replace(/^\((\+?\d+)\)$/, '$1')) : [];
}

/**
 * A word as a mobile number: with its country when it carries one ("+919876543210", "00919876543210", "+91 0…"),
 * without the trunk 0 a number is often written with ("098765 43210"), else the digits as typed, a part of a mobile.
 */
function mobileOf(word: string): { country?: string; digits: string } | null {
  const international = /^(?:\+|00)?(91|977)0?(\d{10})$/.exec(word);
  if (international?.[1] && international[2]) return { country: international[1], digits: international[2] };
  const trunk = /^0(\d{10})$/.exec(word);
  if (trunk?.[1]) return { digits: trunk[1] };
  const digits = /^\+?(\d+)$/.exec(word)?.[1];
  return digits ? { digits } : null;
}

/** A column as searchWords reads a search: a number's spaces and dashes taken out ("MQ-2026-000012" → "MQ-2026000012"). */
const joinedNumbers = (column: AnyColumn | SQL): SQL =>
  sql`regexp_replace(${column}, '(\\d)[\\s-]+(?=\\d)', '\\1', 'g')`;

/** What one word matches in one doctor's columns: the country code ("+91", "0091"), a part of the mobile, or of a text. */
function doctorWord(word: string, doctor: DoctorColumns): SQL {
  const country = /^(?:\+|00)(91|977)$/.exec(word);
  if (country?.[1]) return eq(doctor.countryCode, country[1]);
  const number = mobileOf(word);
  if (number) {
    const phone = ilike(doctor.phone, likeOf(number.digits));
    return number.country ? (and(eq(doctor.countryCode, number.country), phone) as SQL) : phone;
  }
  return or(...doctor.texts.map((text) => ilike(text, likeOf(word)))) as SQL;
}

/**
 * The condition of a search (undefined when empty): every word matches one of the doctors' columns (the member, and
 * a record's reporter copy) or a part of one of the row's other columns (an order's item, a registration number).
 */
export function doctorSearch(
  q: string | undefined,
  doctors: readonly DoctorColumns[],
  others: readonly (AnyColumn | SQL)[] = [],
): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  const each = words.map(
    (word) =>
      or(
        ...doctors.map((doctor) => doctorWord(word, doctor)),
        ...others.map((column) => ilike(joinedNumbers(column), likeOf(word))),
      ) as SQL,
  );
  return and(...each);
}
