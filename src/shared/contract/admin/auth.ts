/** Staff sign-in: enrolment (password + TOTP from a one-time link), login, logout and who-am-I. */
import Type from 'typebox';
import { defineStaffCall, done, obj, okOf, oneOf, STAFF_ROLES } from './define.ts';

/** A staff e-mail address (stored lower case). */
export const staffEmail = Type.String({ minLength: 3, maxLength: 200, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' });

/** A staff password: 12 to 200 characters. */
const staffPassword = Type.String({ minLength: 12, maxLength: 200 });

/** A TOTP code: six digits. */
const totpCode = Type.String({ pattern: '^[0-9]{6}$' });

/** A one-time enrolment token (from the link `staff:add` prints). */
const enrolToken = Type.String({ minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' });

/** The signed-in staff member. */
export const staffMeSchema = obj({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: oneOf(STAFF_ROLES),
});

/** POST /admin/auth/login: e-mail + password + TOTP code; one answer for every failure (no enumeration). */
export const staffLogin = defineStaffCall({
  method: 'POST',
  path: '/admin/auth/login',
  access: 'public',
  summary: 'Staff sign-in with e-mail, password and TOTP code; answers a staff session key',
  body: Type.Object({ email: staffEmail, password: Type.String({ minLength: 1, maxLength: 200 }), code: totpCode }),
  answer: okOf(obj({ key: Type.String(), staff: staffMeSchema, idleSeconds: Type.Integer() })),
  errors: [401, 429],
});

/** GET /admin/auth/enrol: what an enrolment link is for (e-mail) and the TOTP secret to scan. */
export const staffEnrolInfo = defineStaffCall({
  method: 'GET',
  path: '/admin/auth/enrol',
  access: 'public',
  summary: 'Read an enrolment link: the account e-mail and the TOTP secret (otpauth URI) to add to an authenticator',
  query: Type.Object({ token: enrolToken }),
  answer: okOf(obj({ email: Type.String(), secret: Type.String(), otpauthUri: Type.String() })),
  errors: [404],
});

/** POST /admin/auth/enrol: set the password and prove the TOTP secret with a code; the link is then spent. */
export const staffEnrol = defineStaffCall({
  method: 'POST',
  path: '/admin/auth/enrol',
  access: 'public',
  summary: 'Finish enrolment: set the password and confirm the authenticator with a code',
  body: Type.Object({ token: enrolToken, password: staffPassword, code: totpCode }),
  answer: okOf(done),
  errors: [404],
});

/** POST /admin/auth/logout: revoke the current staff session. */
export const staffLogout = defineStaffCall({
  method: 'POST',
  path: '/admin/auth/logout',
  access: 'staff',
  summary: 'Revoke the current staff session',
  answer: okOf(done),
});

/** GET /admin/auth/me: the signed-in staff member (the console asks on load). */
export const staffMe = defineStaffCall({
  method: 'GET',
  path: '/admin/auth/me',
  access: 'staff',
  summary: 'The signed-in staff member and role',
  answer: okOf(staffMeSchema),
});
