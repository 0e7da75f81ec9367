/**
 * Compliance staff process an erasure request (issue 27, docs/PRIVACY-OPERATIONS.md), through auditedWrite: every
 * table with a member reference (member-tables.ts) loses the member's rows, except the legal exceptions (kept as
 * they are, the safety records with their reporter copied in) and the rows that must stay for them, anonymised: the member row (the sample ledger points
 * at it), the orders of the ledger, and the personal values of audit rows. Consent records and the request itself
 * stay (no personal value; the retention job removes them later). Files go from storage after the commit, and the
 * member is told by mail (or SMS without an address) what was kept and why.
 */
import { OPEN_SAFETY_STATUSES } from '../../../shared/safety.ts';
import { erasureReference } from './erasure-request.ts';
import { and, asc, count, eq, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PrivacyConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  adverseEventReports,
  type AuditChange,
  auditLog,
  erasureRequests,
  medicalQuestions,
  members,
  orders,
  otpChallenges,
  otpNumbers,
  sampleLedger,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../admin/actor.ts';
import { auditedWrite } from '../admin/audit.ts';
import type { Mailer } from '../mail/types.ts';
import type { SessionStore } from '../sessions.ts';
import type { SmsSender } from '../sms/index.ts';
import type { FileStorage } from '../storage/types.ts';
import { reporterCopy } from '../safety/reporter.ts';
import { LEGAL_EXCEPTIONS, memberTables } from './member-tables.ts';
import { privacyTextsIn } from './texts.ts';

/** Tables handled by name rather than by deleting the member's rows. */
const KEPT_ANONYMISED = ['members', 'orders', 'audit_log', 'consent_records', 'erasure_requests'];

/** What replaces a personal value in an audit row. */
const ERASED = '[erased]';

/** One request as the console lists it. */
export interface ErasureRow {
  id: number;
  /** The reference the doctor was given (ER-000007). */
  reference: string;
  memberId: number;
  name: string;
  status: 'Requested' | 'Erased';
  requestedAt: string;
  processedAt: string | null;
  toldBy: string;
  openQuestions: number;
  openReports: number;
}

/** How many of a table's rows of the request's member are still open. */
const openOf = (table: typeof medicalQuestions | typeof adverseEventReports) =>
  sql<number>`(select count(*)::int from ${table} where ${table.memberId} = ${erasureRequests.memberId} and ${inArray(table.status, OPEN_SAFETY_STATUSES)})`;

/** The services processing needs. */
export interface ErasureDeps {
  db: Db;
  storage: FileStorage;
  mail: Mailer;
  sms: SmsSender;
  sessions: SessionStore;
  privacy: PrivacyConfig;
  log: FastifyBaseLogger;
}

/** A page of requests of a status (Requested unless asked), oldest first. */
export async function listErasures(
  db: Db,
  filter: { status?: 'Requested' | 'Erased'; page: number; pageSize: number },
): Promise<{ rows: ErasureRow[]; total: number }> {
  const where = eq(erasureRequests.status, filter.status ?? 'Requested');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        request: erasureRequests,
        firstName: members.firstName,
        lastName: members.lastName,
        openQuestions: openOf(medicalQuestions),
        openReports: openOf(adverseEventReports),
      })
      .from(erasureRequests)
      .innerJoin(members, eq(members.id, erasureRequests.memberId))
      .where(where)
      .orderBy(asc(erasureRequests.requestedAt), asc(erasureRequests.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(erasureRequests).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ request, firstName, lastName, openQuestions, openReports }) => ({
      id: request.id,
      reference: erasureReference(request.id),
      memberId: request.memberId,
      name: [firstName, lastName].filter(Boolean).join(' '),
      status: request.status === 'Erased' ? 'Erased' : 'Requested',
      requestedAt: request.requestedAt.toISOString(),
      processedAt: request.processedAt?.toISOString() ?? null,
      toldBy: request.toldBy,
      openQuestions: Number(openQuestions),
      openReports: Number(openReports),
    })),
  };
}

/** The placeholder an erased member's phone becomes (unique, and no mobile number). */
const erasedPhone = (id: number): string => `erased-${id}`;

/** True when the member row was erased (its phone is the placeholder): it may not be edited or reactivated. */
export const isErasedMember = (row: { id: number; phone: string }): boolean => row.phone === erasedPhone(row.id);

/** The SQL of a member row not erased (isErasedMember's opposite), for the lists of doctors still to act on. */
export const notErasedMember = sql`${members.phone} <> concat('erased-', ${members.id})`;

/** The member row with every personal value removed (the phone becomes a unique placeholder). */
function anonymisedMember(id: number) {
  return {
    phone: erasedPhone(id),
    salutation: '',
    firstName: '',
    middleName: '',
    lastName: '',
    email: '',
    birthDate: '',
    qualification: '',
    gPlusLink: '',
    facebookLink: '',
    twitterLink: '',
    linkedInLink: '',
    linkToBlog: '',
    department: '',
    location: '',
    practiceHours: '',
    paymentModeNumber: '',
    paymentModeOne: '',
    paymentModeTwo: '',
    address: '',
    personalIntro: '',
    photoFile: null,
    campaignLink: '',
    feedbackLink: '',
    tbm: null,
    abm: null,
    rbm: null,
    sm: null,
    flaga: '',
    flagb: '',
    headquarter: '',
    position: '',
    professionalLevel: '',
    language: '',
    registrationNumber: '',
    registrationCouncil: '',
    registrationYear: '',
    verificationReason: '',
    active: false,
  };
}

/** An audit row's changes with every value replaced (the changed field names stay). */
function erasedChanges(changes: Record<string, AuditChange>): Record<string, AuditChange> {
  return Object.fromEntries(
    Object.entries(changes).map(([field, change]) => [
      field,
      { from: change.from === null ? null : ERASED, to: change.to === null ? null : ERASED },
    ]),
  );
}

/** How to reach the member, read before the row is anonymised. */
interface Contact {
  email: string;
  sms: string;
  language: string;
}

/** Erases one request's member (404 unknown request, 409 already erased); answers the processed row. */
export async function processErasure(deps: ErasureDeps, actor: Actor, requestId: number, now: Date) {
  const { db } = deps;
  let contact: Contact | undefined;
  const files: { folder: 'profiles' | 'prints'; name: string }[] = [];
  let forgetSessions = async (): Promise<void> => undefined;
  const memberId = await auditedWrite(
    db,
    actor,
    async (tx) => {
      const [request] = await tx.select().from(erasureRequests).where(eq(erasureRequests.id, requestId)).for('update');
      if (!request) throw new AppError(404, 'NOT_FOUND', 'No such erasure request.', { field: 'id' });
      if (request.status !== 'Requested') throw new AppError(409, 'CONFLICT', 'This request is already processed.');
      const id = request.memberId;
      const [member] = await tx.select().from(members).where(eq(members.id, id)).for('update');
      if (!member) throw new AppError(404, 'NOT_FOUND', 'No such doctor.', { field: 'id' });
      contact = { email: member.email, sms: `${member.countryCode}${member.phone}`, language: member.language };
      if (member.photoFile) files.push({ folder: 'profiles', name: member.photoFile });
      const printFile = sql<string>`${orders.details}->>'print_file'`;
      const prints = await tx
        .select({ name: printFile })
        .from(orders)
        .where(and(eq(orders.memberId, id), isNotNull(printFile)));
      for (const print of prints) files.push({ folder: 'prints', name: print.name });
      forgetSessions = await deps.sessions.revokeAllOf(tx, id);

      // Every other table with the member's rows loses them (the walk finds tables added later too).
      for (const table of memberTables()) {
        if (LEGAL_EXCEPTIONS.includes(table.name) || KEPT_ANONYMISED.includes(table.name)) continue;
        await tx.delete(table.table).where(eq(table.memberId, id));
      }
      await tx
        .delete(otpChallenges)
        .where(
          or(
            eq(otpChallenges.memberId, id),
            and(eq(otpChallenges.countryCode, member.countryCode), eq(otpChallenges.phone, member.phone)),
          ),
        );
      await tx
        .delete(otpNumbers)
        .where(and(eq(otpNumbers.countryCode, member.countryCode), eq(otpNumbers.phone, member.phone)));

      // The kept safety records keep their reporter (pharmacovigilance): name and contact copied in, only there.
      const reporter = reporterCopy(member);
      await tx.update(medicalQuestions).set(reporter).where(eq(medicalQuestions.memberId, id));
      await tx.update(adverseEventReports).set(reporter).where(eq(adverseEventReports.memberId, id));

      // Orders of the sample ledger stay without their personal values; the others go.
      const ledgerOrders = tx
        .select({ id: sampleLedger.orderId })
        .from(sampleLedger)
        .where(eq(sampleLedger.memberId, id));
      await tx.delete(orders).where(and(eq(orders.memberId, id), notInArray(orders.id, ledgerOrders)));
      await tx
        .update(orders)
        .set({ message: '', addlDescription: '', details: {}, language: '', date: '', time: '', statusReason: '' })
        .where(and(eq(orders.memberId, id), inArray(orders.id, ledgerOrders)));

      // Audit rows keep who did what when; the values they recorded about the member are erased.
      await tx.execute(sql`select set_config('portal.audit_erasure', 'on', true)`);
      const audits = await tx.select().from(auditLog).where(eq(auditLog.memberId, id));
      for (const row of audits) {
        await tx
          .update(auditLog)
          .set({ changes: erasedChanges(row.changes) })
          .where(eq(auditLog.id, row.id));
      }
      await tx.execute(sql`select set_config('portal.audit_erasure', 'off', true)`);

      await tx.update(members).set(anonymisedMember(id)).where(eq(members.id, id));
      await tx
        .update(erasureRequests)
        .set({ status: 'Erased', processedAt: now })
        .where(eq(erasureRequests.id, requestId));
      return {
        result: id,
        audit: [
          {
            action: 'erasure.process',
            entity: 'erasure',
            entityId: requestId,
            changes: { status: { from: 'Requested', to: 'Erased' } },
          },
        ],
      };
    },
    now,
  );
  await forgetSessions();
  for (const file of files) {
    await deps.storage.remove(file.folder, file.name).catch((err: unknown) => {
      deps.log.warn({ err, folder: file.folder }, 'erasure: removing a file failed');
    });
  }
  const toldBy = contact ? await tell(deps, contact, erasureReference(requestId)) : '';
  if (toldBy) await db.update(erasureRequests).set({ toldBy }).where(eq(erasureRequests.id, requestId));
  return { id: requestId, memberId, status: 'Erased' as const, toldBy };
}

/** Tells the member what was kept and why: by mail when they gave an address, else by SMS; '' when both fail. */
async function tell(deps: ErasureDeps, contact: Contact, reference: string): Promise<'mail' | 'sms' | ''> {
  const texts = privacyTextsIn(contact.language);
  const text = texts.erasedNotice(deps.privacy.officerEmail, reference);
  try {
    if (contact.email) {
      await deps.mail.send({ to: [contact.email], subject: texts.erasedSubject, text });
      return 'mail';
    }
    await deps.sms.send({ to: contact.sms, text });
    return 'sms';
  } catch (err) {
    deps.log.warn({ err }, 'erasure: telling the member failed');
    return '';
  }
}
