/** Who does an audited write: the signed-in staff member, a command-line tool or the doctor themselves (staffId null). */

/** The author of an audited write. */
export interface Actor {
  staffId: number | null;
  email: string;
}

/** The actor of command-line tools (`npm run staff:add`). */
export const CLI_ACTOR: Actor = { staffId: null, email: 'cli' };

/** The actor of a doctor's own change of a field staff also edit (services/member/own-changes.ts). */
export const DOCTOR_ACTOR: Actor = { staffId: null, email: 'doctor' };
