/**
 * Doctors for staff: list (search, filters, sort, page on the server), read, create, edit (managers included),
 * deactivate (login refused and every session revoked in the same transaction) and clear an OTP lock. Every write
 * goes through auditedWrite.
 */
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { members, otpNumbers, pushSubscriptions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isErasedMember } from '../privacy/erasure.ts';
import { unlockNumber } from '../otp-limits.ts';
import { memberChanged } from '../profile.ts';
import { retopicPushTokens } from '../member/push-tokens.ts';
import type { SessionStore } from '../sessions.ts';
import type { Actor } from './actor.ts';
import { auditedWrite, changesOf } from './audit.ts';
import { doctorSearch, memberColumns } from './doctor-search.ts';
import { MANAGER_LEVELS, type ManagerLevel } from '../../../shared/contract/admin/managers.ts';
import type { VerificationStatus } from '../../../shared/constants.ts';
import { type CheckedValues, doctorProblems, loadChoices } from './doctor-rules.ts';
import { atVersion, checkVersion, nextVersion, staleVersion } from './record-version.ts';
import { staffText } from './texts.ts';

/** A doctor as the console shows it. */
export interface Doctor {
  id: number;
  countryCode: string;
  phone: string;
  salutation: string;
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  qualification: string;
  therapeuticFocus: string;
  memberRole: string;
  location: string;
  department: string;
  headquarter: string;
  tbm: string;
  abm: string;
  rbm: string;
  sm: string;
  campaignLink: string;
  feedbackLink: string;
  active: boolean;
  otpLocked: boolean;
  /** Erased at the doctor's request: shown, never edited or reactivated again. */
  erased: boolean;
  isDemo: boolean;
  /** The record's edit version: an edit names it and is refused (409) once another edit raised it. */
  version: number;
  createdAt: string;
}

/** The fields staff set (create: the required ones present; edit: any subset). */
export interface DoctorInput {
  countryCode?: '91' | '977';
  phone?: string;
  salutation?: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  email?: string;
  qualification?: string;
  therapeuticFocus?: string;
  memberRole?: string;
  location?: string;
  department?: string;
  headquarter?: string;
  tbm?: string;
  abm?: string;
  rbm?: string;
  sm?: string;
  campaignLink?: string;
  feedbackLink?: string;
}

type MemberRow = typeof members.$inferSelect;

/** 409 for a doctor whose data was erased: the record stays as it is. */
export function refuseErased(row: MemberRow): void {
  if (isErasedMember(row)) throw new AppError(409, 'CONFLICT', staffText.doctorErased, { field: 'id' });
}

const lockedNow = (now: number) =>
  sql<boolean>`exists (select 1 from ${otpNumbers} where ${otpNumbers.countryCode} = ${members.countryCode} and ${otpNumbers.phone} = ${members.phone} and ${otpNumbers.lockedUntil} > ${new Date(now).toISOString()}::timestamptz)`;

function toDoctor(row: MemberRow, otpLocked: boolean): Doctor {
  return {
    id: row.id,
    countryCode: row.countryCode,
    phone: row.phone,
    salutation: row.salutation,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    email: row.email,
    qualification: row.qualification,
    therapeuticFocus: row.therapeuticFocus,
    memberRole: row.memberRole,
    location: row.location,
    department: row.department,
    headquarter: row.headquarter,
    tbm: row.tbm ?? '',
    abm: row.abm ?? '',
    rbm: row.rbm ?? '',
    sm: row.sm ?? '',
    campaignLink: row.campaignLink,
    feedbackLink: row.feedbackLink,
    active: row.active,
    otpLocked,
    erased: isErasedMember(row),
    isDemo: row.isDemo,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Filters, sort and page of the doctors list. */
export interface DoctorFilter {
  page: number;
  pageSize: number;
  q?: string;
  countryCode?: string;
  focus?: string;
  role?: string;
  active?: 'true' | 'false';
  registration?: VerificationStatus;
  sort?: 'createdAt' | 'lastName' | 'firstName' | 'phone' | 'therapeuticFocus' | 'countryCode';
  dir?: 'asc' | 'desc';
}

/** The WHERE and ORDER BY of the doctors list's search, filters and sort (shared with its CSV export). */
export function doctorQuery(filter: Omit<DoctorFilter, 'page' | 'pageSize'>): { where?: SQL; order: SQL[] } {
  const conditions: SQL[] = [];
  const search = doctorSearch(filter.q, [memberColumns]);
  if (search) conditions.push(search);
  if (filter.countryCode) conditions.push(eq(members.countryCode, filter.countryCode));
  if (filter.focus) conditions.push(eq(members.therapeuticFocus, filter.focus));
  if (filter.role) conditions.push(eq(members.memberRole, filter.role));
  if (filter.active) conditions.push(eq(members.active, filter.active === 'true'));
  if (filter.registration) conditions.push(eq(members.verificationStatus, filter.registration));
  const column = members[filter.sort ?? 'createdAt'];
  const order = filter.dir === 'asc' ? asc(column) : desc(column);
  return { where: conditions.length > 0 ? and(...conditions) : undefined, order: [order, asc(members.id)] };
}

/** A page of doctors matching the filter, and how many match in all. */
export async function listDoctors(
  db: Db,
  filter: DoctorFilter,
  now: number,
): Promise<{ rows: Doctor[]; total: number }> {
  const { where, order } = doctorQuery(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ member: members, locked: lockedNow(now) })
      .from(members)
      .where(where)
      .orderBy(...order)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(members).where(where),
  ]);
  return { rows: rows.map((r) => toDoctor(r.member, r.locked)), total: total?.n ?? 0 };
}

/** One doctor, or 404. */
export async function getDoctor(db: Pick<Db, 'select'>, id: number, now: number): Promise<Doctor> {
  const [row] = await db
    .select({ member: members, locked: lockedNow(now) })
    .from(members)
    .where(eq(members.id, id));
  if (!row) throw new AppError(404, 'NOT_FOUND', staffText.doctorNotFound, { field: 'id' });
  return toDoctor(row.member, row.locked);
}

/** The input without the managers the doctor has already (one deactivated since may stay in its slot). */
function keptManagersLeftOut(input: DoctorInput, before: MemberRow): DoctorInput {
  const next = { ...input };
  for (const field of MANAGER_LEVELS) if (next[field] === (before[field] ?? '')) delete next[field];
  return next;
}

/** The managers the changes leave in their slots (a country change must not keep the old country's). */
function keptManagersOf(changes: DoctorInput, before: MemberRow): Partial<Record<ManagerLevel, string>> {
  const kept: Partial<Record<ManagerLevel, string>> = {};
  for (const field of MANAGER_LEVELS) {
    const code = before[field];
    if (changes[field] === undefined && code) kept[field] = code;
  }
  return kept;
}

/** Refuses values that break a rule (400 naming the first field). */
async function checkInput(tx: Tx, input: CheckedValues): Promise<void> {
  const [problem] = doctorProblems(input, await loadChoices(tx));
  if (problem) throw new AppError(400, 'VALIDATION_FAILED', problem.problem, { field: problem.field });
}

/** Refuses a mobile number another doctor has (409 naming that doctor, so staff can open their record). */
async function checkMobileFree(tx: Tx, countryCode: string, phone: string, exceptId?: number): Promise<void> {
  const [other] = await tx
    .select({
      id: members.id,
      salutation: members.salutation,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(members)
    .where(and(eq(members.countryCode, countryCode), eq(members.phone, phone)));
  if (other && other.id !== exceptId) {
    const name = [other.salutation, other.firstName, other.lastName].filter(Boolean).join(' ');
    throw new AppError(409, 'CONFLICT', staffText.mobileTaken(name, other.id), { field: 'phone' });
  }
}

/** The member columns of an input ('' managers stored as none). */
function columnsOf(input: DoctorInput): Partial<typeof members.$inferInsert> {
  const { tbm, abm, rbm, sm, ...rest } = input;
  const manager = (code: string | undefined) => (code === undefined ? undefined : code === '' ? null : code);
  const columns: Partial<typeof members.$inferInsert> = { ...rest };
  for (const [field, code] of Object.entries({ tbm, abm, rbm, sm }) as ['tbm', string | undefined][]) {
    const value = manager(code);
    if (value !== undefined) columns[field] = value;
  }
  return columns;
}

/** Creates a doctor (400 on a bad value, 409 when the mobile number is taken). */
export async function createDoctor(
  db: Db,
  actor: Actor,
  input: DoctorInput & { countryCode: '91' | '977'; phone: string; firstName: string; therapeuticFocus: string },
  now: number,
): Promise<Doctor> {
  return auditedWrite(
    db,
    actor,
    async (tx) => {
      await checkInput(tx, input);
      await checkMobileFree(tx, input.countryCode, input.phone);
      const [row] = await tx
        .insert(members)
        .values({ ...(columnsOf(input) as typeof members.$inferInsert), createdAt: new Date(now) })
        .returning();
      if (!row) throw new Error('doctor not stored');
      const doctor = toDoctor(row, false);
      return {
        result: doctor,
        audit: [
          {
            action: 'doctor.create',
            entity: 'doctor',
            entityId: row.id,
            memberId: row.id,
            changes: changesOf(null, input),
          },
        ],
      };
    },
    new Date(now),
  );
}

/**
 * Edits a doctor: only the fields given change; the audit row lists those whose value differs; a new focus moves the
 * doctor's push tokens to it in the same transaction. A `version` other than the row's is refused (409): someone
 * saved since the form loaded. Every API process then reads the member row again
 * (the doctor's next call sees the new links, focus, name).
 */
export async function updateDoctor(
  db: Db,
  actor: Actor,
  id: number,
  input: DoctorInput,
  now: number,
  version?: number,
): Promise<Doctor> {
  const doctor = await auditedWrite(
    db,
    actor,
    async (tx) => {
      const [before] = await tx.select().from(members).where(eq(members.id, id)).for('update');
      if (!before) throw new AppError(404, 'NOT_FOUND', staffText.doctorNotFound, { field: 'id' });
      refuseErased(before);
      await checkVersion(tx, 'doctor', id, before.version, version);
      const countryCode = input.countryCode ?? before.countryCode;
      const phone = input.phone ?? before.phone;
      const mobileChanged = input.countryCode !== undefined || input.phone !== undefined;
      const changed = keptManagersLeftOut(input, before);
      const checked: CheckedValues = {
        ...changed,
        ...(mobileChanged ? { countryCode, phone } : {}),
        doctorCountry: countryCode,
        ...(countryCode !== before.countryCode ? { keptManagers: keptManagersOf(changed, before) } : {}),
      };
      await checkInput(tx, checked);
      if (mobileChanged) await checkMobileFree(tx, countryCode, phone, id);
      const columns = columnsOf(input);
      const [after] =
        Object.keys(columns).length > 0
          ? await tx
              .update(members)
              .set({ ...columns, version: nextVersion(members.version) })
              .where(atVersion(eq(members.id, id), members.version, before.version))
              .returning()
          : [before];
      if (!after) throw await staleVersion(tx, 'doctor', id);
      // The doctor's browsers follow the new focus at once, as on the doctor's own switch (member/own-changes.ts).
      if (after.therapeuticFocus !== before.therapeuticFocus) await retopicPushTokens(tx, id, after.therapeuticFocus);
      const fields = Object.keys(columns) as (keyof MemberRow)[];
      const pick = (row: MemberRow) => Object.fromEntries(fields.map((f) => [f, row[f]]));
      const changes = changesOf(pick(before), pick(after));
      return {
        result: toDoctor(after, false),
        audit:
          Object.keys(changes).length > 0
            ? [{ action: 'doctor.update', entity: 'doctor', entityId: id, memberId: id, changes }]
            : [],
      };
    },
    new Date(now),
  );
  await memberChanged(db, id);
  return doctor;
}

/**
 * Deactivates (revoking every session and removing every push token in the same transaction, sessions dropped from
 * every cache after it) or reactivates;
 * tells whether the doctor changed (false: already as asked, nothing audited).
 */
export async function switchDoctorActive(
  db: Db,
  sessions: SessionStore,
  actor: Actor,
  id: number,
  active: boolean,
  now: number,
): Promise<{ doctor: Doctor; changed: boolean }> {
  let changed = false;
  let afterCommit: (() => Promise<void>) | undefined;
  const doctor = await auditedWrite(
    db,
    actor,
    async (tx) => {
      const [before] = await tx.select().from(members).where(eq(members.id, id)).for('update');
      if (!before) throw new AppError(404, 'NOT_FOUND', staffText.doctorNotFound, { field: 'id' });
      if (active) refuseErased(before);
      const [after] = await tx.update(members).set({ active }).where(eq(members.id, id)).returning();
      if (!after) throw new Error('doctor not updated');
      if (!active) {
        afterCommit = await sessions.revokeAllOf(tx, id);
        // Nor does a deactivated doctor get notifications: their browsers' push tokens go with the sessions.
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.memberId, id));
      }
      const changes = changesOf({ active: before.active }, { active });
      changed = Object.keys(changes).length > 0;
      return {
        result: toDoctor(after, false),
        audit:
          Object.keys(changes).length > 0
            ? [
                {
                  action: active ? 'doctor.reactivate' : 'doctor.deactivate',
                  entity: 'doctor',
                  entityId: id,
                  memberId: id,
                  changes,
                },
              ]
            : [],
      };
    },
    new Date(now),
  );
  await afterCommit?.();
  return { doctor, changed };
}

/** Clears the OTP lock and wrong-code count of a doctor's number (what `npm run unlock` does), audited. */
export async function unlockDoctor(db: Db, actor: Actor, id: number, now: number): Promise<string> {
  return auditedWrite(
    db,
    actor,
    async (tx) => {
      const [member] = await tx
        .select({ countryCode: members.countryCode, phone: members.phone })
        .from(members)
        .where(eq(members.id, id));
      if (!member) throw new AppError(404, 'NOT_FOUND', staffText.doctorNotFound, { field: 'id' });
      const outcome = await unlockNumber(tx, member.countryCode, member.phone, now);
      const before = outcome.known
        ? { lockedUntil: outcome.lockedUntil, wrongCodes: String(outcome.failures) }
        : { lockedUntil: null, wrongCodes: '0' };
      return {
        result: `+${member.countryCode} ${member.phone}`,
        audit: [
          {
            action: 'doctor.unlock',
            entity: 'doctor',
            entityId: id,
            memberId: id,
            changes: changesOf(before, { lockedUntil: null, wrongCodes: '0' }),
          },
        ],
      };
    },
    new Date(now),
  );
}
