/**
 * The console's areas, the roles that may open each (the server checks the same roles on every call), and what an
 * address opens for a role: its area, a refusal (the role may not open it) or nothing (no screen at that address).
 */
import type { StaffRole } from '../shared/contract/admin/define.ts';
import { complianceText } from './compliance/compliance-text.ts';
import { CONTENT_AREAS } from './content-areas.tsx';
import { hashPath } from './stores/route.ts';
import { text } from './text.ts';

/** One area: its address, the navigation's label and the roles that may open it. */
export interface Area {
  hash: string;
  label: string;
  roles: readonly StaffRole[];
}

/** The start page of every role, first in the navigation. */
const DASHBOARD = '#/dashboard';

/** The areas, in the order of the navigation. */
const AREAS: readonly Area[] = [
  ...CONTENT_AREAS.filter((a) => a.hash === DASHBOARD),
  { hash: '#/doctors', label: text.nav.doctors, roles: ['admin', 'compliance', 'fulfilment'] },
  { hash: '#/managers', label: text.nav.managers, roles: ['admin', 'compliance'] },
  { hash: '#/orders', label: text.nav.orders, roles: ['admin', 'fulfilment'] },
  { hash: '#/staff', label: text.nav.staff, roles: ['admin'] },
  { hash: '#/audit', label: text.nav.audit, roles: ['admin'] },
  ...CONTENT_AREAS.filter((a) => a.hash !== DASHBOARD),
  { hash: '#/compliance', label: complianceText.nav, roles: ['admin', 'compliance'] },
];

/** The roles that add, import and change doctors (fulfilment only reads them). */
const WRITES_DOCTORS: readonly StaffRole[] = ['admin', 'compliance'];

/** The doctors' screens that change them: a new doctor, the import. */
const DOCTOR_WRITES = /^#\/doctors\/(new|import)$/;

/** True when `role` may add, import and change doctors. */
export function writesDoctors(role: StaffRole): boolean {
  return WRITES_DOCTORS.includes(role);
}

/** The areas `role` may open, in the navigation's order. */
export function areasOf(role: StaffRole): Area[] {
  return AREAS.filter((area) => area.roles.includes(role));
}

/** What an address opens for a role: its area, a refusal, or no screen at all. */
export type Access = { kind: 'open'; area: Area } | { kind: 'refused' } | { kind: 'unknown' };

/**
 * What `hash` opens for `role` (the start page, before it moves to the dashboard, opens the dashboard); a list's query
 * part (`#/doctors?q=x`) does not change the screen.
 */
export function accessOf(hash: string, role: StaffRole): Access {
  const path = hashPath(hash);
  const address = path === '' || path === '#' || path === '#/' ? DASHBOARD : path;
  const area = AREAS.find((a) => address === a.hash || address.startsWith(`${a.hash}/`));
  if (!area) return { kind: 'unknown' };
  if (!area.roles.includes(role)) return { kind: 'refused' };
  if (DOCTOR_WRITES.test(address) && !writesDoctors(role)) return { kind: 'refused' };
  return { kind: 'open', area };
}
