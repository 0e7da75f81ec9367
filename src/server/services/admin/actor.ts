/** Who does a staff write: the signed-in staff member, or a command-line tool (staffId null). */

/** The author of an audited write. */
export interface Actor {
  staffId: number | null;
  email: string;
}

/** The actor of command-line tools (`npm run staff:add`). */
export const CLI_ACTOR: Actor = { staffId: null, email: 'cli' };
