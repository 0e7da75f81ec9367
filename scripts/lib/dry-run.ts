/** What a command's dry run checks first: it changes nothing, so it does not migrate the database either. */
import type { Database } from '../../src/server/db/client.ts';
import { migrationsBehind } from '../../src/server/services/readiness.ts';

/**
 * Throws, naming `command`, when the database lacks migrations of this release: a dry run must not apply them, and
 * cannot count on a schema older than its code.
 */
export async function assertMigrated(database: Database, command: string): Promise<void> {
  const behind = await migrationsBehind(database);
  if (behind === 0) return;
  throw new Error(
    `${command} -- --dry-run changes nothing, and the database lacks ${behind} migration(s) of this release: ` +
      'start the API of this release once (it applies them), or run the command without --dry-run.',
  );
}
