/** Staff accounts (admin only): list, add (answers a one-time enrolment link), deactivate. */
import Type from 'typebox';
import { requiredName, rowId } from '../define.ts';
import { staffEmail } from './auth.ts';
import { defineStaffCall, obj, okOf, oneOf, pageOf, paging, STAFF_ROLES } from './define.ts';

/** A staff account as the console lists it. */
export const staffAccountSchema = obj({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: oneOf(STAFF_ROLES),
  active: Type.Boolean(),
  enrolled: Type.Boolean(),
  createdAt: Type.String(),
});

/** GET /admin/staff: every staff account, newest first. */
export const staffList = defineStaffCall({
  method: 'GET',
  path: '/admin/staff',
  access: ['admin'],
  summary: 'List staff accounts',
  query: Type.Object(paging),
  answer: okOf(pageOf(staffAccountSchema)),
});

/** POST /admin/staff: add an account; answers the one-time enrolment link (valid 72 hours). */
export const staffCreate = defineStaffCall({
  method: 'POST',
  path: '/admin/staff',
  access: ['admin'],
  summary: 'Add a staff account; answers its one-time enrolment link',
  body: Type.Object({ email: staffEmail, name: requiredName(120), role: oneOf(STAFF_ROLES) }),
  answer: okOf(obj({ account: staffAccountSchema, enrolLink: Type.String() })),
  errors: [409],
});

/** POST /admin/staff/deactivate: end an account and its sessions at once (never the caller's own). */
export const staffDeactivate = defineStaffCall({
  method: 'POST',
  path: '/admin/staff/deactivate',
  access: ['admin'],
  summary: "Deactivate a staff account and end its sessions (not the caller's own)",
  body: Type.Object({ id: rowId }),
  answer: okOf(staffAccountSchema),
  errors: [404, 409],
});
