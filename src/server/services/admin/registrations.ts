/**
 * Doctors' medical registrations for compliance staff (UCPMP 2024): the list by verification status, and the
 * decision (Verified, or Rejected with a reason the doctor reads) written through auditedWrite.
 */
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { VerificationStatus } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { type BulkOutcome, eachRow } from './bulk.ts';
import { memberChanged } from '../profile.ts';
import { refuseErased } from './doctors.ts';
import type { Actor } from './actor.ts';
import { auditedWrite, changesOf } from './audit.ts';
import { staffText } from './texts.ts';
import { doctorSearch, memberColumns } from './doctor-search.ts';
import { notErasedMember } from '../privacy/erasure.ts';

/** A doctor's registration as compliance sees it. */
export interface RegistrationRow {
  id: number;
  name: string;
  countryCode: string;
  phone: string;
  registrationNumber: string;
  registrationCouncil: string;
  registrationYear: string;
  verificationStatus: VerificationStatus;
  verificationReason: string;
}

type MemberRow = typeof members.$inferSelect;

function toRegistration(row: MemberRow): RegistrationRow {
  return {
    id: row.id,
    name: [row.salutation, row.firstName, row.lastName].filter(Boolean).join(' '),
    countryCode: row.countryCode,
    phone: row.phone,
    registrationNumber: row.registrationNumber,
    registrationCouncil: row.registrationCouncil,
    registrationYear: row.registrationYear,
    verificationStatus: row.verificationStatus as VerificationStatus,
    verificationReason: row.verificationReason,
  };
}

/** The list's filter: status (Pending unless given), a search in name, mobile and registration number, the page. */
export interface RegistrationFilter {
  status?: VerificationStatus;
  q?: string;
  page: number;
  pageSize: number;
}

/** A page of doctors with the status asked for (Pending: those awaiting verification), oldest member first. */
export async function listRegistrations(
  db: Db,
  filter: RegistrationFilter,
): Promise<{ rows: RegistrationRow[]; total: number }> {
  const conditions: SQL[] = [eq(members.verificationStatus, filter.status ?? 'Pending'), notErasedMember];
  const search = doctorSearch(filter.q, [memberColumns], [members.registrationNumber]);
  if (search) conditions.push(search);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(members)
      .where(where)
      .orderBy(asc(members.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(members).where(where),
  ]);
  return { rows: rows.map(toRegistration), total: total?.n ?? 0 };
}

/** The registration staff checked, as the list showed it: a decision holds only while the doctor's is still this one. */
interface CheckedRegistration {
  registrationNumber: string;
  registrationCouncil: string;
  registrationYear: string;
}

/** A compliance decision: Verified, or Rejected with the reason the doctor reads; `checked`: what staff looked at. */
export interface Decision {
  id: number;
  status: 'Verified' | 'Rejected';
  reason?: string | undefined;
  checked: CheckedRegistration;
}

/** Refuses (409, nothing written) a decision on a registration the doctor changed since staff read it. */
function refuseChanged(before: MemberRow, checked: CheckedRegistration): void {
  const now = toRegistration(before);
  const same =
    now.registrationNumber === checked.registrationNumber &&
    now.registrationCouncil === checked.registrationCouncil &&
    now.registrationYear === checked.registrationYear;
  if (!same) throw new AppError(409, 'CONFLICT', staffText.registrationChanged(now), { field: 'registrationNumber' });
}

/** The reason kept with a decision: a rejection's (required, else a 400 naming the field), none for a verification. */
function reasonOf(decision: Pick<Decision, 'status' | 'reason'>): string {
  const reason = decision.status === 'Rejected' ? (decision.reason ?? '').trim() : '';
  if (decision.status === 'Rejected' && reason === '') {
    throw new AppError(400, 'VALIDATION_FAILED', staffText.reasonRequired, { field: 'reason' });
  }
  return reason;
}

/**
 * Writes a decision with its audit row in one transaction: 404 unknown doctor, 400 a rejection without reason, 409 an
 * erased doctor, a registration no longer the one staff checked (the doctor changed it meanwhile), or a verification
 * with no registration number and council to check.
 */
export async function decideRegistration(db: Db, actor: Actor, decision: Decision, now: number) {
  const reason = reasonOf(decision);
  const result = await auditedWrite(
    db,
    actor,
    async (tx) => {
      const [before] = await tx.select().from(members).where(eq(members.id, decision.id)).for('update');
      if (!before) throw new AppError(404, 'NOT_FOUND', staffText.doctorNotFound, { field: 'id' });
      refuseErased(before);
      refuseChanged(before, decision.checked);
      if (decision.status === 'Verified' && (before.registrationNumber === '' || before.registrationCouncil === ''))
        throw new AppError(409, 'CONFLICT', staffText.nothingToVerify, { field: 'status' });
      const set = { verificationStatus: decision.status, verificationReason: reason };
      const [after] = await tx.update(members).set(set).where(eq(members.id, decision.id)).returning();
      if (!after) throw new Error('doctor not updated');
      const old = { verificationStatus: before.verificationStatus, verificationReason: before.verificationReason };
      const changes = changesOf(old, set);
      const action = decision.status === 'Verified' ? 'registration.verify' : 'registration.reject';
      return {
        result: toRegistration(after),
        audit: [{ action, entity: 'doctor', entityId: decision.id, memberId: decision.id, changes }],
      };
    },
    new Date(now),
  );
  await memberChanged(db, decision.id);
  return result;
}

/** The registration staff checked for the doctor `id`, as `checked` names it; 400 naming `checked` when it does not. */
function checkedFor(byId: ReadonlyMap<number, CheckedRegistration>, id: number): CheckedRegistration {
  const registration = byId.get(id);
  if (!registration) throw new AppError(400, 'VALIDATION_FAILED', staffText.checkedMissing(id), { field: 'checked' });
  return registration;
}

/**
 * One decision for many doctors (bulk work): the reason checked once and every id's checked registration named (else
 * 400 `checked`, nothing written), then each row as `decideRegistration` alone (with its checked registration: one
 * the doctor changed since staff read it is refused).
 */
export async function decideRegistrations(
  db: Db,
  actor: Actor,
  ids: readonly number[],
  checked: readonly (CheckedRegistration & { id: number })[],
  decision: Omit<Decision, 'id' | 'checked'>,
  now: number,
): Promise<BulkOutcome[]> {
  reasonOf(decision);
  const byId = new Map(checked.map(({ id, ...registration }) => [id, registration]));
  for (const id of ids) checkedFor(byId, id);
  return eachRow(ids, (id) => decideRegistration(db, actor, { ...decision, id, checked: checkedFor(byId, id) }, now));
}
