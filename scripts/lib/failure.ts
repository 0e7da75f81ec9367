/**
 * The one line an operator command prints when it fails: for a database it cannot reach or log in to (and a
 * configuration the start refuses), the same sentence as the API's `Cannot start:` line, naming the database and
 * what to check; for anything else the error's own message.
 */
import { getConfig } from '../../src/server/config.ts';
import { cannotStartLine, explainStartFailure } from '../../src/server/start-failure.ts';

/** What went wrong, for the operator who ran the command with `env`. */
export function failureLine(error: unknown, env: NodeJS.ProcessEnv): string {
  let databaseUrl: string | undefined;
  try {
    databaseUrl = getConfig(env).databaseUrl;
  } catch {
    databaseUrl = undefined;
  }
  const explained = databaseUrl ? explainStartFailure(error, { databaseUrl, host: '', port: 0 }) : error;
  return cannotStartLine(explained) ?? (error instanceof Error ? error.message : String(error));
}
