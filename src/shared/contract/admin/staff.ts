/** Staff accounts (admin only): list, add (answers a one-time enrolment link), deactivate, reactivate, change role, new link. */
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

/** POST /admin/staff/reactivate: reactivate a deactivated account (audited `staff.reactivate`). */
export const staffReactivate = defineStaffCall({
  method: 'POST',
  path: '/admin/staff/reactivate',
  access: ['admin'],
  summary: 'Reactivate a deactivated staff account',
  body: Type.Object({ id: rowId }),
  answer: okOf(staffAccountSchema),
  errors: [404, 409],
});

/** POST /admin/staff/role: change an account's role; refused (409) when it would leave no active admin. */
export const staffSetRole = defineStaffCall({
  method: 'POST',
  path: '/admin/staff/role',
  access: ['admin'],
  summary: 'Change the role of a staff account (never the last active admin)',
  body: Type.Object({ id: rowId, role: oneOf(STAFF_ROLES) }),
  answer: okOf(staffAccountSchema),
  errors: [404, 409],
});

/** POST /admin/staff/enrol-link: a new one-time enrolment link for an unenrolled account; the old one stops working. */
export const staffEnrolLink = defineStaffCall({
  method: 'POST',
  path: '/admin/staff/enrol-link',
  access: ['admin'],
  summary: 'Send a new enrolment link to an unenrolled staff account (the previous link stops working)',
  body: Type.Object({ id: rowId }),
  answer: okOf(obj({ account: staffAccountSchema, enrolLink: Type.String() })),
  errors: [404, 409],
});
