/** The answer payload types of the staff calls the console uses, read from the contract (src/shared/contract/admin). */
import type { Static } from 'typebox';
import type { auditRowSchema } from '../shared/contract/admin/audit.ts';
import type { staffMeSchema } from '../shared/contract/admin/auth.ts';
import type { doctorSchema, importProblemSchema } from '../shared/contract/admin/doctors.ts';
import type { queueOrderSchema } from '../shared/contract/admin/orders.ts';
import type { staffAccountSchema } from '../shared/contract/admin/staff.ts';

/** The signed-in staff member. */
export type StaffMe = Static<typeof staffMeSchema>;
/** A doctor as staff see it. */
export type Doctor = Static<typeof doctorSchema>;
/** One bad line of a CSV import. */
export type ImportProblem = Static<typeof importProblemSchema>;
/** One audit row. */
export type AuditRow = Static<typeof auditRowSchema>;

/** A page of a server-paged list. */
export interface Page<R> {
  rows: R[];
  total: number;
  page: number;
  pageSize: number;
}

/** An order in the queue, with its doctor. */
export type QueueOrder = Static<typeof queueOrderSchema>;

/** A staff account as admins list it. */
export type StaffAccount = Static<typeof staffAccountSchema>;
