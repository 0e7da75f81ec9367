/**
 * Compliance (UCPMP 2024, issue 26; roles compliance and admin): doctors' medical registrations to verify or reject
 * with a reason, and the sample ledger per doctor, product and year with its CSV export for the annual audit.
 */
import Type from 'typebox';
import { VERIFICATION_STATUSES } from '../../constants.ts';
import { requiredText, text, rowId } from '../define.ts';
import { bulkIds, bulkOutcome, defineStaffCall, obj, okOf, oneOf, pageOf, paging, type StaffRole } from './define.ts';

/** Who checks registrations and reads the ledger. */
const COMPLIANCE: readonly StaffRole[] = ['admin', 'compliance'];

/** A doctor's registration as compliance sees it. */
export const registrationSchema = obj({
  id: Type.Integer(),
  name: Type.String(),
  countryCode: Type.String(),
  phone: Type.String(),
  registrationNumber: Type.String(),
  registrationCouncil: Type.String(),
  registrationYear: Type.String(),
  verificationStatus: oneOf(VERIFICATION_STATUSES),
  verificationReason: Type.String(),
});

/** GET /admin/compliance/registrations: doctors by verification status (Pending unless asked), oldest first. */
export const registrationsList = defineStaffCall({
  method: 'GET',
  path: '/admin/compliance/registrations',
  access: COMPLIANCE,
  summary: "Doctors' medical registrations by verification status (Pending by default), with a search",
  query: Type.Object({ ...paging, status: Type.Optional(oneOf(VERIFICATION_STATUSES)), q: Type.Optional(text(100)) }),
  answer: okOf(pageOf(registrationSchema)),
});

/** The registration staff checked, as the list showed it: a decision on one the doctor changed since is refused. */
const checkedRegistration = {
  registrationNumber: text(200),
  registrationCouncil: text(200),
  registrationYear: text(200),
};

/**
 * POST /admin/compliance/registrations/decide: Verified, or Rejected with a reason the doctor reads. It names the
 * registration staff checked (number, council, year as listed); one the doctor changed since is refused (409).
 */
export const registrationDecide = defineStaffCall({
  method: 'POST',
  path: '/admin/compliance/registrations/decide',
  access: COMPLIANCE,
  summary:
    "Verify a doctor's registration, or reject it with a reason (audited; 409: the doctor changed the registration since it was read, nothing to verify, or an erased doctor)",
  body: Type.Object({
    id: rowId,
    status: oneOf(['Verified', 'Rejected'] as const),
    reason: Type.Optional(requiredText(300)),
    ...checkedRegistration,
  }),
  answer: okOf(registrationSchema),
  errors: [404, 409],
});

/**
 * POST /admin/compliance/registrations/decide-many: one decision for many doctors, each judged and reported alone;
 * `checked` names each id's registration as staff checked it: a row the doctor changed since is refused.
 */
export const registrationsDecideMany = defineStaffCall({
  method: 'POST',
  path: '/admin/compliance/registrations/decide-many',
  access: COMPLIANCE,
  summary:
    'Verify or reject (with a reason) up to 200 registrations, each named as checked; each row judged as the single call, audited',
  body: Type.Object({
    ids: bulkIds,
    status: oneOf(['Verified', 'Rejected'] as const),
    reason: Type.Optional(requiredText(300)),
    checked: Type.Array(obj({ id: rowId, ...checkedRegistration }), { maxItems: 200 }),
  }),
  answer: bulkOutcome,
});

/** One row of the sample ledger, with the registration at the time of the order and the order's status now. */
export const ledgerRowSchema = obj({
  id: Type.Integer(),
  orderId: Type.Integer(),
  orderedAt: Type.String(),
  status: Type.String(),
  doctorId: Type.Integer(),
  doctorName: Type.String(),
  countryCode: Type.String(),
  registrationNumber: Type.String(),
  registrationCouncil: Type.String(),
  productId: Type.Integer(),
  productTitle: Type.String(),
  dose: Type.String(),
  qty: Type.Integer(),
  yearStart: Type.String(),
});

/** The ledger's filters: doctor (name, mobile or registration number), product title, year the sample year starts. */
const ledgerFilters = {
  doctor: Type.Optional(text(100)),
  product: Type.Optional(text(100)),
  year: Type.Optional(Type.String({ pattern: '^(19|20)[0-9]{2}$' })),
};

/** GET /admin/compliance/ledger: the sample ledger, newest first. */
export const ledgerList = defineStaffCall({
  method: 'GET',
  path: '/admin/compliance/ledger',
  access: COMPLIANCE,
  summary: 'The sample ledger, filtered by doctor, product and sample year, newest first',
  query: Type.Object({ ...paging, ...ledgerFilters }),
  answer: okOf(pageOf(ledgerRowSchema)),
});

/** GET /admin/compliance/ledger/years: the years the year filter offers, newest first. */
export const ledgerYears = defineStaffCall({
  method: 'GET',
  path: '/admin/compliance/ledger/years',
  access: COMPLIANCE,
  summary:
    'The years a sample year starts in that the ledger filter offers: the running one by the configured calendars, the five before it, and every other year the ledger holds, newest first',
  answer: okOf(obj({ years: Type.Array(Type.String()) })),
});

/** GET /admin/compliance/ledger/export: the filtered ledger as CSV for the annual audit. */
export const ledgerExport = defineStaffCall({
  method: 'GET',
  path: '/admin/compliance/ledger/export',
  access: COMPLIANCE,
  summary: 'Export the filtered sample ledger as CSV',
  query: Type.Object(ledgerFilters),
  answer: { file: 'text/csv' },
});
