/** The staff contract (DESIGN §8): every call under /api/admin/, tag `admin` in the OpenAPI document. */
import * as audit from './audit.ts';
import * as auth from './auth.ts';
import * as compliance from './compliance.ts';
import type { Static } from 'typebox';
import { CONTENT_CALLS } from './content-calls.ts';
import type { AnyStaffCall } from './define.ts';
import * as doctors from './doctors.ts';
import * as erasures from './erasures.ts';
import * as managers from './managers.ts';
import * as orders from './orders.ts';
import * as publish from './publish.ts';
import * as safety from './safety.ts';
import * as safetyWork from './safety-work.ts';
import * as staff from './staff.ts';

export { audit, auth, compliance, doctors, erasures, managers, orders, publish, safety, safetyWork, staff };
export * from './define.ts';

/** Every staff call by name (tests drive the role matrix from this list, so a new call is covered at once). */
export const STAFF_CALLS = {
  staffLogin: auth.staffLogin,
  staffEnrolInfo: auth.staffEnrolInfo,
  staffEnrol: auth.staffEnrol,
  staffLogout: auth.staffLogout,
  staffMe: auth.staffMe,
  staffList: staff.staffList,
  staffCreate: staff.staffCreate,
  staffDeactivate: staff.staffDeactivate,
  staffReactivate: staff.staffReactivate,
  staffSetRole: staff.staffSetRole,
  staffEnrolLink: staff.staffEnrolLink,
  auditList: audit.auditList,
  auditExport: audit.auditExport,
  doctorsList: doctors.doctorsList,
  doctorsExport: doctors.doctorsExport,
  doctorGet: doctors.doctorGet,
  doctorCreate: doctors.doctorCreate,
  doctorUpdate: doctors.doctorUpdate,
  doctorSetActive: doctors.doctorSetActive,
  doctorsSetActiveMany: doctors.doctorsSetActiveMany,
  doctorUnlock: doctors.doctorUnlock,
  doctorsImport: doctors.doctorsImport,
  adminOptions: doctors.adminOptions,
  managersList: managers.managersList,
  managerCreate: managers.managerCreate,
  managerUpdate: managers.managerUpdate,
  ordersList: orders.ordersList,
  ordersSetStatus: orders.ordersSetStatus,
  ordersSetStatusMany: orders.ordersSetStatusMany,
  orderReopen: orders.orderReopen,
  orderDispatchDetails: orders.orderDispatchDetails,
  orderPrint: orders.orderPrint,
  ordersExport: orders.ordersExport,
  searchRecords: publish.searchRecords,
  ...CONTENT_CALLS,
  registrationsList: compliance.registrationsList,
  registrationDecide: compliance.registrationDecide,
  registrationsDecideMany: compliance.registrationsDecideMany,
  ledgerList: compliance.ledgerList,
  ledgerYears: compliance.ledgerYears,
  ledgerExport: compliance.ledgerExport,
  erasuresList: erasures.erasuresList,
  erasureProcess: erasures.erasureProcess,
  questionsList: safety.questionsList,
  questionUpdate: safety.questionUpdate,
  reportsList: safety.reportsList,
  reportStatus: safety.reportStatus,
  mailRetry: safety.mailRetry,
  safetyAssignees: safetyWork.assignees,
  safetyAssign: safetyWork.assign,
  safetyNotes: safetyWork.notesList,
  safetyNoteAdd: safetyWork.noteAdd,
} as const satisfies Record<string, AnyStaffCall>;

/** The name of a staff call. */
type StaffCallName = keyof typeof STAFF_CALLS;

/** The header staff calls carry their session key in (`Authorization: Staff <key>`; member keys use Bearer). */
export const STAFF_AUTH_SCHEME = 'Staff';

/** The success answer of a named staff call (never for a download). */
export type AnswerOfStaffCall<K extends StaffCallName> = Static<
  Exclude<(typeof STAFF_CALLS)[K]['answer'], { file: string }>
>;
