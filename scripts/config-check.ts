/**
 * `npm run config:check`: judges this environment as production (NODE_ENV=production) before a deploy and prints
 * every setting the start would refuse (missing, weak or unsafe), not only the first, then every warning (a setting
 * the start accepts unset but loses mail or gives dead links without: MAIL_SMTP_URL, MAIL_FROM, PUBLIC_SITE_URL).
 * Exit code 0 when the start would accept it (warnings or not), 1 otherwise. Read a deploy's file with
 * `node --env-file=prod.env scripts/config-check.ts`.
 */
import { productionProblems, productionWarnings } from '../src/server/config.ts';
import { answerHelp } from './lib/usage.ts';

/** Prints the verdict on `env` through `print`; answers the exit code. */
export function main(env: NodeJS.ProcessEnv, print: (line: string) => void = console.log): number {
  const problems = productionProblems(env);
  const warnings = productionWarnings(env);
  const warned = warnings.length > 0 ? `, with ${warnings.length} warning(s)` : '';
  if (problems.length === 0) print(`config:check: the production start accepts this configuration${warned}.`);
  else {
    print(`config:check: the production start would refuse this configuration (${problems.length} problem(s)):`);
    for (const problem of problems) print(`  - ${problem}`);
    if (warnings.length > 0) print(`config:check: and ${warnings.length} warning(s):`);
  }
  for (const warning of warnings) print(`  ! ${warning}`);
  return problems.length === 0 ? 0 : 1;
}

const USAGE =
  'Usage: npm run config:check   (or: node --env-file=prod.env scripts/config-check.ts); exit 1 when production would refuse this environment';

if (import.meta.main) {
  const args = process.argv.slice(2);
  answerHelp(args, USAGE);
  if (args.length > 0) {
    // `npm run config:check -- prod.env` would judge this shell's environment, not the file.
    console.error(`config:check reads the environment, not "${args.join(' ')}".\n${USAGE}`);
    process.exit(2);
  }
  process.exitCode = main(process.env);
}
