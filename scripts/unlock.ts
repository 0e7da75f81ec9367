/**
 * `npm run unlock -- --country 91 --phone 9876543210`: support's answer to lock-out as denial of service
 * (docs/SECURITY.md). Clears the 24-hour lock and the consecutive wrong codes of one number in the configured
 * database (DATABASE_URL); send spacing and the hourly cap are left as they are. A PGlite folder is held by the
 * running API, so stop the API first there; with PostgreSQL it can run at any time.
 * Exit codes: 0 done (one line says what), 2 bad or missing arguments (usage on stderr), 1 any other failure.
 */
import { parseArgs } from 'node:util';
import { DataFolderLockedError } from '../src/server/db/lock.ts';
import type { UnlockOutcome } from '../src/server/services/otp-limits.ts';
import { COUNTRIES, MOBILE_PATTERNS, OTP_RULES, type CountryCode } from '../src/shared/constants.ts';
import { failureLine } from './lib/failure.ts';
import { answerHelp } from './lib/usage.ts';

/** How to call the command, printed with every argument error. */
export const UNLOCK_USAGE = `Usage: npm run unlock -- --country <${COUNTRIES.map((c) => c.code).join('|')}> --phone <mobile number>`;

/** Bad or missing arguments (exit code 2). */
export class UsageError extends Error {}

/** The number to unlock, as the login form stores it. */
export interface UnlockTarget {
  countryCode: CountryCode;
  phone: string;
}

/** Reads `--country` (91 or 977, a leading + allowed) and `--phone` (that country's mobile pattern; spaces and dashes ignored). */
export function parseUnlockArgs(argv: string[]): UnlockTarget {
  let values: { country?: string; phone?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { country: { type: 'string' }, phone: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const code = values.country?.trim().replace(/^\+/, '');
  const phone = values.phone?.replace(/[\s-]/g, '');
  if (!code || !phone) throw new UsageError('Both --country and --phone are required.');
  const country = COUNTRIES.find((c) => c.code === code);
  if (!country)
    throw new UsageError(
      `Unknown country code "${code}": one of ${COUNTRIES.map((c) => `${c.code} (${c.name})`).join(', ')}.`,
    );
  if (!MOBILE_PATTERNS[country.code].test(phone)) {
    throw new UsageError(
      `"${phone}" is not a mobile number of ${country.name} (pattern ${MOBILE_PATTERNS[country.code].source}).`,
    );
  }
  return { countryCode: country.code, phone };
}

const utc = (date: Date): string => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const wrongCodes = (count: number): string => `${count} wrong code${count === 1 ? '' : 's'}`;

/** The one line that says what the unlock did. */
export function describeUnlock(target: UnlockTarget, outcome: UnlockOutcome): string {
  const number = `+${target.countryCode} ${target.phone}`;
  if (!outcome.known) return `${number} has never asked for a code; nothing to do.`;
  if (outcome.lockedUntil) {
    const since = outcome.failures > 0 ? ` (and ${wrongCodes(outcome.failures)} since, cleared too)` : '';
    return `Unlocked ${number}: it was locked until ${utc(outcome.lockedUntil)} after ${wrongCodes(OTP_RULES.lockAfterConsecutiveFailures)}${since}.`;
  }
  if (outcome.failures > 0) {
    return `${number} was not locked; its ${wrongCodes(outcome.failures)} ${outcome.failures === 1 ? 'is' : 'are'} cleared.`;
  }
  return `${number} was not locked and had no wrong codes; nothing to do.`;
}

async function main(): Promise<void> {
  const target = parseUnlockArgs(process.argv.slice(2));
  // The database modules load only once the arguments are good: a usage error answers at once.
  const [{ getConfig }, { openDatabase }, { migrate }, { unlockNumber }] = await Promise.all([
    import('../src/server/config.ts'),
    import('../src/server/db/client.ts'),
    import('../src/server/db/migrate.ts'),
    import('../src/server/services/otp-limits.ts'),
  ]);
  const config = getConfig(process.env);
  const database = await openDatabase(config.databaseUrl, 2);
  try {
    await migrate(database);
    console.log(describeUnlock(target, await unlockNumber(database.db, target.countryCode, target.phone)));
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  answerHelp(process.argv.slice(2), UNLOCK_USAGE);
  main().catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${UNLOCK_USAGE}`);
      process.exit(2);
    }
    console.error(failureLine(error, process.env));
    if (error instanceof DataFolderLockedError) {
      console.error('The API holds its PGlite folder while it runs: stop it, unlock, then start it again.');
    }
    process.exit(1);
  });
}
