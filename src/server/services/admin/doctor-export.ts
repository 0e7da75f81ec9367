/** The doctors list as CSV (issue 41): the list's filters and sort, through the one CSV writer; the export is audited. */
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import type { Actor } from './actor.ts';
import { auditExport } from './audit.ts';
import { csvTime, toCsv } from './csv.ts';
import { type DoctorFilter, doctorQuery } from './doctors.ts';

/** At most this many rows in one CSV export. */
const EXPORT_LIMIT = 50_000;

const HEADER = [
  'id',
  'country_code',
  'mobile',
  'salutation',
  'first_name',
  'middle_name',
  'last_name',
  'email',
  'qualification',
  'therapeutic_focus',
  'role',
  'location',
  'department',
  'headquarter',
  'tbm',
  'abm',
  'rbm',
  'sm',
  'registration',
  'active',
  'created_at_ist',
];

/** The doctors matching the list's filters, in the list's order, as CSV. */
export async function exportDoctorsCsv(
  db: Db,
  actor: Actor,
  filter: Omit<DoctorFilter, 'page' | 'pageSize'>,
  now: number,
): Promise<string> {
  const { where, order } = doctorQuery(filter);
  const rows = await db
    .select()
    .from(members)
    .where(where)
    .orderBy(...order)
    .limit(EXPORT_LIMIT);
  const lines = rows.map((m) => [
    m.id,
    m.countryCode,
    m.phone,
    m.salutation,
    m.firstName,
    m.middleName,
    m.lastName,
    m.email,
    m.qualification,
    m.therapeuticFocus,
    m.memberRole,
    m.location,
    m.department,
    m.headquarter,
    m.tbm ?? '',
    m.abm ?? '',
    m.rbm ?? '',
    m.sm ?? '',
    m.verificationStatus,
    m.active ? 'yes' : 'no',
    csvTime(m.createdAt),
  ]);
  await auditExport(db, actor, 'doctors', filter, lines.length, new Date(now));
  return toCsv(HEADER, lines);
}
