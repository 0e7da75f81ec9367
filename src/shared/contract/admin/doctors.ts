/** Doctors (members) for staff: list, read, create, edit, managers, deactivate, clear an OTP lock, CSV import. */
import Type from 'typebox';
import { VERIFICATION_STATUSES } from '../../constants.ts';
import { idText, nameText, requiredName, requiredText, text, rowId } from '../define.ts';
import {
  bulkIds,
  bulkOutcome,
  defineStaffCall,
  done,
  obj,
  okOf,
  oneOf,
  pageOf,
  paging,
  recordVersion,
  type StaffRole,
} from './define.ts';
import { MANAGER_LEVELS } from './managers.ts';

/** Who reads doctors; fulfilment reads them to ship orders. */
const READERS: readonly StaffRole[] = ['admin', 'compliance', 'fulfilment'];
/** Who changes doctors. */
const WRITERS: readonly StaffRole[] = ['admin', 'compliance'];

/** The four managers of a doctor (codes of the managers table; '' for none). */
const managerCode = text(40);

/** A doctor's campaign poster or feedback address: '' (none) or https, as every link the console stores. */
const doctorLink = Type.String({ maxLength: 500, pattern: '^$|^https://[^\\s]+$' });

/** The fields staff set on a doctor (create and edit); phone checked per country on the server. */
const doctorFields = {
  countryCode: oneOf(['91', '977'] as const),
  phone: Type.String({ pattern: '^[0-9]{10}$' }),
  salutation: Type.Optional(nameText(20)),
  firstName: requiredName(80),
  middleName: Type.Optional(nameText(80)),
  lastName: Type.Optional(nameText(80)),
  email: Type.Optional(Type.String({ maxLength: 200, pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' })),
  qualification: Type.Optional(text(120)),
  therapeuticFocus: requiredText(80),
  memberRole: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$' })),
  location: Type.Optional(text(120)),
  department: Type.Optional(text(120)),
  headquarter: Type.Optional(text(120)),
  tbm: Type.Optional(managerCode),
  abm: Type.Optional(managerCode),
  rbm: Type.Optional(managerCode),
  sm: Type.Optional(managerCode),
  campaignLink: Type.Optional(doctorLink),
  feedbackLink: Type.Optional(doctorLink),
};

/** A doctor as the console shows it. */
export const doctorSchema = obj({
  id: Type.Integer(),
  countryCode: Type.String(),
  phone: Type.String(),
  salutation: Type.String(),
  firstName: Type.String(),
  middleName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  qualification: Type.String(),
  therapeuticFocus: Type.String(),
  memberRole: Type.String(),
  location: Type.String(),
  department: Type.String(),
  headquarter: Type.String(),
  tbm: Type.String(),
  abm: Type.String(),
  rbm: Type.String(),
  sm: Type.String(),
  campaignLink: Type.String(),
  feedbackLink: Type.String(),
  active: Type.Boolean(),
  otpLocked: Type.Boolean(),
  erased: Type.Boolean(),
  isDemo: Type.Boolean(),
  version: Type.Integer(),
  createdAt: Type.String(),
});

/** Sortable columns of the doctors list. */
export const DOCTOR_SORTS = ['createdAt', 'lastName', 'firstName', 'phone', 'therapeuticFocus', 'countryCode'] as const;

/** The doctors list's search, filters and sort (the list and its CSV export take the same). */
const doctorFilters = {
  q: Type.Optional(text(100)),
  countryCode: Type.Optional(oneOf(['91', '977'] as const)),
  focus: Type.Optional(text(80)),
  role: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$' })),
  active: Type.Optional(oneOf(['true', 'false'] as const)),
  /** The medical registration's verification status (UCPMP 2024). */
  registration: Type.Optional(oneOf(VERIFICATION_STATUSES)),
  sort: Type.Optional(oneOf(DOCTOR_SORTS)),
  dir: Type.Optional(oneOf(['asc', 'desc'] as const)),
};

/** GET /admin/doctors: search (name, phone, e-mail), filter, sort and page on the server. */
export const doctorsList = defineStaffCall({
  method: 'GET',
  path: '/admin/doctors',
  access: READERS,
  summary: 'List doctors: search, filter by country, focus, role, active and registration status, sort, page',
  query: Type.Object({ ...paging, ...doctorFilters }),
  answer: okOf(pageOf(doctorSchema)),
});

/** GET /admin/doctors/export: the filtered list (the list's filters and sort) as CSV; audited. */
export const doctorsExport = defineStaffCall({
  method: 'GET',
  path: '/admin/doctors/export',
  // The whole member list leaves the console: only the roles that manage doctors (fulfilment reads them one by one).
  access: WRITERS,
  summary: 'Export the filtered doctors list as CSV (admin and compliance)',
  query: Type.Object(doctorFilters),
  answer: { file: 'text/csv' },
});

/** GET /admin/doctors/one: one doctor by id. */
export const doctorGet = defineStaffCall({
  method: 'GET',
  path: '/admin/doctors/one',
  access: READERS,
  summary: 'Read one doctor',
  query: Type.Object({ id: idText }),
  answer: okOf(doctorSchema),
  errors: [404],
});

/** POST /admin/doctors: create a doctor (409 when the mobile number is taken). */
export const doctorCreate = defineStaffCall({
  method: 'POST',
  path: '/admin/doctors',
  access: WRITERS,
  summary: 'Create a doctor',
  body: Type.Object(doctorFields),
  answer: okOf(doctorSchema),
  errors: [409],
});

/**
 * POST /admin/doctors/update: edit a doctor (only the fields sent change; the managers are assigned here too); with
 * `version`, refused (409, field `version`) when someone saved the doctor since that version was read.
 */
export const doctorUpdate = defineStaffCall({
  method: 'POST',
  path: '/admin/doctors/update',
  access: WRITERS,
  summary:
    'Edit a doctor, including the four managers (only the fields sent change; 409: mobile taken, erased, or changed since `version`)',
  body: Type.Object({
    id: rowId,
    version: Type.Optional(recordVersion),
    ...Type.Partial(Type.Object(doctorFields)).properties,
  }),
  answer: okOf(doctorSchema),
  errors: [404, 409],
});

/** POST /admin/doctors/active: deactivate (every session ends at once, login refused) or reactivate a doctor. */
export const doctorSetActive = defineStaffCall({
  method: 'POST',
  path: '/admin/doctors/active',
  access: WRITERS,
  summary: 'Deactivate a doctor (sessions end at once) or reactivate (409: an erased doctor)',
  body: Type.Object({ id: rowId, active: Type.Boolean() }),
  answer: okOf(doctorSchema),
  errors: [404, 409],
});

/** POST /admin/doctors/active-many: deactivate or reactivate up to 200 doctors, each judged and reported alone. */
export const doctorsSetActiveMany = defineStaffCall({
  method: 'POST',
  path: '/admin/doctors/active-many',
  access: WRITERS,
  summary: 'Deactivate (sessions end at once) or reactivate up to 200 doctors; each row audited',
  body: Type.Object({ ids: bulkIds, active: Type.Boolean() }),
  answer: bulkOutcome,
});

/** POST /admin/doctors/unlock: clear the OTP lock of a doctor's number (what `npm run unlock` does). */
export const doctorUnlock = defineStaffCall({
  method: 'POST',
  path: '/admin/doctors/unlock',
  access: WRITERS,
  summary: "Clear the OTP lock of a doctor's number",
  body: Type.Object({ id: rowId }),
  answer: okOf(done),
  errors: [404],
});

/** One bad line of an import: its line number (1 = header), the column and what is wrong. */
export const importProblemSchema = obj({ line: Type.Integer(), field: Type.String(), problem: Type.String() });

/** The CSV columns of an import (header line required; the optional ones may be left out). */
export const IMPORT_COLUMNS = [
  'country_code',
  'mobile',
  'first_name',
  'last_name',
  'email',
  'therapeutic_focus',
  'member_role',
  'qualification',
  'location',
  'tbm',
  'abm',
  'rbm',
  'sm',
] as const;

/** The most characters of an import's CSV (10,000 lines of every column fit with room to spare). */
export const IMPORT_CSV_MAX_CHARACTERS = 2_000_000;

/**
 * The import's body limit in bytes: every character the CSV may hold as JSON in UTF-8 — at most 4 bytes a character
 * (a Devanagari letter is 3, a character beyond the BMP 4, an escaped quote or line break 2) — plus the envelope.
 */
export const IMPORT_BODY_LIMIT = IMPORT_CSV_MAX_CHARACTERS * 4 + 4096;

/** POST /admin/doctors/import: a CSV file as text; dry run checks only; a real run stores all or nothing. */
export const doctorsImport = defineStaffCall({
  method: 'POST',
  path: '/admin/doctors/import',
  access: WRITERS,
  summary: 'Import doctors from CSV: every bad line reported; nothing stored unless the whole file is clean',
  body: Type.Object({
    csv: Type.String({ minLength: 1, maxLength: IMPORT_CSV_MAX_CHARACTERS }),
    dryRun: Type.Boolean(),
  }),
  bodyLimit: IMPORT_BODY_LIMIT,
  answer: okOf(
    obj({
      lines: Type.Integer(),
      valid: Type.Integer(),
      problems: Type.Array(importProblemSchema),
      imported: Type.Integer(),
    }),
  ),
});

/** GET /admin/options: the choices of the doctor forms (focuses, managers) and of the order filters. */
export const adminOptions = defineStaffCall({
  method: 'GET',
  path: '/admin/options',
  access: 'staff',
  summary: 'Choices for the console forms: therapeutic focuses and the active managers with their level',
  answer: okOf(
    obj({
      focuses: Type.Array(Type.String()),
      managers: Type.Array(
        obj({ code: Type.String(), name: Type.String(), country: Type.String(), level: oneOf(MANAGER_LEVELS) }),
      ),
    }),
  ),
});
