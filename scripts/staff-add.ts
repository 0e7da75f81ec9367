/**
 * `npm run staff:add -- --email someone@example.com --role admin [--name "Full Name"]`: creates a staff account
 * in the configured database (DATABASE_URL) and prints its one-time enrolment link (72 hours), where the owner
 * sets a password and adds the TOTP secret to an authenticator app. The creation is audited (actor "cli").
 * `--email … --reset` sets an existing account up again (lost authenticator, leaked password): its password and
 * TOTP secret are replaced through a new enrolment link and its sessions end (services/admin/staff-reset.ts).
 * A PGlite folder is held by the running API: stop it first there (or add the account from the console).
 * Exit codes: 0 done, 2 bad or missing arguments (usage on stderr), 1 any other failure (e.g. the e-mail exists).
 */
import { parseArgs } from 'node:util';
import { getConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { DataFolderLockedError } from '../src/server/db/lock.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { CLI_ACTOR } from '../src/server/services/admin/actor.ts';
import { createStaff, enrolLinkOf, type NewStaff } from '../src/server/services/admin/staff-accounts.ts';
import { resetStaffCredentials } from '../src/server/services/admin/staff-reset.ts';
import { STAFF_ROLES, type StaffRole } from '../src/shared/contract/admin/define.ts';
import { failureLine } from './lib/failure.ts';
import { answerHelp } from './lib/usage.ts';

/** How to call the command. */
const USAGE = `Usage: npm run staff:add -- --email <address> --role <${STAFF_ROLES.join('|')}> [--name "Full Name"]
       npm run staff:add -- --email <address> --reset   (an existing account: new password and authenticator)`;

/** Bad or missing arguments (exit code 2). */
class UsageError extends Error {}

/** What the command was asked to do. */
type StaffCommand = { reset: false; account: NewStaff } | { reset: true; email: string };

/** Reads --email, --role and --name, or --email and --reset. */
function parseStaffArgs(argv: string[]): StaffCommand {
  let values: { email?: string; role?: string; name?: string; reset?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
        reset: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const email = values.email?.trim().toLowerCase() ?? '';
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new UsageError('--email must be an e-mail address.');
  if (values.reset) {
    if (values.role !== undefined || values.name !== undefined)
      throw new UsageError('--reset takes --email only: the account keeps its role and name.');
    return { reset: true, email };
  }
  const role = STAFF_ROLES.find((r) => r === values.role);
  if (!role) throw new UsageError(`--role must be one of ${STAFF_ROLES.join(', ')}.`);
  return {
    reset: false,
    account: { email, role: role as StaffRole, name: values.name?.trim() || (email.split('@')[0] ?? email) },
  };
}

async function main(): Promise<void> {
  const command = parseStaffArgs(process.argv.slice(2));
  const config = getConfig(process.env);
  const database = await openDatabase(config.databaseUrl, 2);
  try {
    await migrate(database);
    if (command.reset) {
      const { account, token } = await resetStaffCredentials(database.db, CLI_ACTOR, command.email, Date.now());
      console.log(
        `Staff account ${account.email} (${account.role}) reset: its password and authenticator no longer sign in and its sessions ended. One-time enrolment link (72 hours):`,
      );
      console.log(enrolLinkOf(config.siteUrl, token));
      return;
    }
    const { account, token } = await createStaff(database.db, CLI_ACTOR, command.account, Date.now());
    console.log(`Staff account ${account.email} (${account.role}) created. One-time enrolment link (72 hours):`);
    console.log(enrolLinkOf(config.siteUrl, token));
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  answerHelp(process.argv.slice(2), USAGE);
  main().catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${USAGE}`);
      process.exit(2);
    }
    console.error(failureLine(error, process.env));
    if (error instanceof DataFolderLockedError)
      console.error('The API holds its PGlite folder while it runs: stop it, add the account, then start it again.');
    process.exit(1);
  });
}
