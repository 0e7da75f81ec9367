/**
 * How pg_dump and pg_restore are given the database: the address without its password on the command line (which
 * `ps` shows every user), the password in the child's PGPASSWORD.
 */

/** The connection argument and the extra environment of a PostgreSQL client program. */
export interface PgClientCall {
  /** DATABASE_URL without the password (in the user part or a `password` option). */
  url: string;
  /** PGPASSWORD when the address had a password; empty otherwise. */
  env: Record<string, string>;
}

/** Splits DATABASE_URL into the address for the command line and the password for the child's environment. */
export function pgClientCall(databaseUrl: string): PgClientCall {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : url.searchParams.get('password');
  url.password = '';
  url.searchParams.delete('password');
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}
