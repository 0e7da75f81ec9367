/**
 * Managers (admin, compliance): list, add, edit, deactivate or reactivate. Each manager has a level, the doctor slot
 * they fill (TBM territory, ABM area, RBM regional, SM sales); a doctor's slot accepts only its level.
 */
import Type from 'typebox';
import { requiredName, requiredText } from '../define.ts';
import { defineStaffCall, obj, okOf, oneOf, type StaffRole } from './define.ts';

/** Who manages managers (the doctors' writers). */
const WRITERS: readonly StaffRole[] = ['admin', 'compliance'];

/** The manager levels, in the order of a doctor's slots. */
export const MANAGER_LEVELS = ['tbm', 'abm', 'rbm', 'sm'] as const;

/** One manager level (and the doctor field of its slot). */
export type ManagerLevel = (typeof MANAGER_LEVELS)[number];

/** A manager as the console shows it. */
const managerSchema = obj({
  code: Type.String(),
  name: Type.String(),
  mail: Type.String(),
  country: Type.String(),
  phone: Type.String(),
  level: oneOf(MANAGER_LEVELS),
  active: Type.Boolean(),
});

/** The fields staff set on a manager (the code only when adding). */
const managerFields = {
  name: requiredName(120),
  mail: Type.String({ maxLength: 200, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }),
  country: oneOf(['91', '977'] as const),
  phone: Type.String({ pattern: '^[0-9]{10}$' }),
  level: oneOf(MANAGER_LEVELS),
};

/** GET /admin/managers: every manager, by level then code. */
export const managersList = defineStaffCall({
  method: 'GET',
  path: '/admin/managers',
  access: WRITERS,
  summary: 'List managers with their level and whether they are active',
  answer: okOf(Type.Array(managerSchema)),
});

/** POST /admin/managers: add a manager (409 when the code exists). */
export const managerCreate = defineStaffCall({
  method: 'POST',
  path: '/admin/managers',
  access: WRITERS,
  summary: 'Add a manager',
  body: Type.Object({ code: requiredText(40), ...managerFields }),
  answer: okOf(managerSchema),
  errors: [409],
});

/** POST /admin/managers/update: edit a manager, or deactivate / reactivate one with `active`. */
export const managerUpdate = defineStaffCall({
  method: 'POST',
  path: '/admin/managers/update',
  access: WRITERS,
  summary: 'Edit a manager; active false takes them out of every slot choice',
  body: Type.Object({
    code: requiredText(40),
    name: Type.Optional(managerFields.name),
    mail: Type.Optional(managerFields.mail),
    country: Type.Optional(managerFields.country),
    phone: Type.Optional(managerFields.phone),
    level: Type.Optional(managerFields.level),
    active: Type.Optional(Type.Boolean()),
  }),
  answer: okOf(managerSchema),
  errors: [404],
});
