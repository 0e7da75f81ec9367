/**
 * Erasure requests (DPDP Act 2023, issue 27; roles compliance and admin): the queue of doctors' requests and their
 * processing, which erases or anonymises the doctor's data everywhere but the legal exceptions (audited).
 */
import Type from 'typebox';
import { rowId } from '../define.ts';
import { defineStaffCall, obj, okOf, oneOf, pageOf, paging, type StaffRole } from './define.ts';

/** Who processes erasure requests. */
const COMPLIANCE: readonly StaffRole[] = ['admin', 'compliance'];

/** The statuses of a request. */
const ERASURE_STATUSES = ['Requested', 'Erased'] as const;

/** One request as compliance sees it (the name is empty once erased). */
export const erasureSchema = obj({
  id: Type.Integer(),
  /** The reference the doctor was given (ER-000007). */
  reference: Type.String(),
  memberId: Type.Integer(),
  name: Type.String(),
  status: oneOf(ERASURE_STATUSES),
  requestedAt: Type.String(),
  processedAt: Type.Union([Type.String(), Type.Null()]),
  toldBy: Type.String(),
  /** The doctor's medical questions and side-effect reports still open (new, in progress): the dialog warns. */
  openQuestions: Type.Integer(),
  openReports: Type.Integer(),
});

/** GET /admin/privacy/erasures: requests by status (Requested unless asked), oldest first. */
export const erasuresList = defineStaffCall({
  method: 'GET',
  path: '/admin/privacy/erasures',
  access: COMPLIANCE,
  summary: "Doctors' erasure requests by status (Requested by default), oldest first",
  query: Type.Object({ ...paging, status: Type.Optional(oneOf(ERASURE_STATUSES)) }),
  answer: okOf(pageOf(erasureSchema)),
});

/** POST /admin/privacy/erasures/process: erases the doctor's data, keeps the legal exceptions, tells the doctor. */
export const erasureProcess = defineStaffCall({
  method: 'POST',
  path: '/admin/privacy/erasures/process',
  access: COMPLIANCE,
  summary: "Erase a doctor's data but the legal exceptions, and tell the doctor what was kept (audited)",
  body: Type.Object({ id: rowId }),
  answer: okOf(
    obj({ id: Type.Integer(), memberId: Type.Integer(), status: oneOf(['Erased'] as const), toldBy: Type.String() }),
  ),
  errors: [404, 409],
});
