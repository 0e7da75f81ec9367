/** The audit log (admin only): every staff write, who, when, what and the changed fields; append-only. */
import Type from 'typebox';
import { dateText, text } from '../define.ts';
import { defineStaffCall, obj, okOf, pageOf, paging } from './define.ts';

/** One changed field: its value before and after (null when it did not exist). */
const changeSchema = obj({
  from: Type.Union([Type.String(), Type.Null()]),
  to: Type.Union([Type.String(), Type.Null()]),
});

/** One audit row. */
export const auditRowSchema = obj({
  id: Type.Integer(),
  at: Type.String(),
  staffId: Type.Union([Type.Integer(), Type.Null()]),
  staffEmail: Type.String(),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.String(),
  changes: Type.Record(Type.String(), changeSchema),
});

/** The audit list's filters: staff e-mail, entity, action and date range. */
const auditFilters = {
  staff: Type.Optional(text(200)),
  entity: Type.Optional(text(40)),
  entityId: Type.Optional(text(40)),
  action: Type.Optional(text(60)),
  from: Type.Optional(dateText),
  to: Type.Optional(dateText),
};

/** GET /admin/audit: the audit log, newest first, filtered by staff e-mail, entity, action and date range. */
export const auditList = defineStaffCall({
  method: 'GET',
  path: '/admin/audit',
  access: ['admin'],
  summary: 'Read the audit log, newest first, with filters',
  query: Type.Object({ ...paging, ...auditFilters }),
  answer: okOf(pageOf(auditRowSchema)),
});

/** GET /admin/audit/export: the filtered audit log (the list's filters, newest first) as CSV; audited. */
export const auditExport = defineStaffCall({
  method: 'GET',
  path: '/admin/audit/export',
  access: ['admin'],
  summary: 'Export the filtered audit log as CSV',
  query: Type.Object(auditFilters),
  answer: { file: 'text/csv' },
});
