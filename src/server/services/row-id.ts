/** Ids from the request (digits, see idText) as database ids: PostgreSQL `serial` ids stop at 2^31 - 1. */

/** The largest value of a PostgreSQL integer column. */
const MAX_SERIAL = 2_147_483_647;

/** The id a digit string names, or undefined when no row can have it (so the caller answers 404, not 500). */
export function rowId(digits: string): number | undefined {
  const id = Number(digits);
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_SERIAL ? id : undefined;
}
