/**
 * The operator commands' shared answer to `--help` (or `-h`): print how to call the command and stop with exit code
 * 0, before the command reads its configuration or touches the database or the storage.
 */

/** True when the command line asks for help. */
function asksForHelp(argv: readonly string[]): boolean {
  return argv.includes('--help') || argv.includes('-h');
}

/** Prints `usage` and ends the process with exit code 0 when `argv` asks for help; otherwise returns. */
export function answerHelp(argv: readonly string[], usage: string): void {
  if (!asksForHelp(argv)) return;
  console.log(usage);
  process.exit(0);
}
