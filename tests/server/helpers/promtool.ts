/** Runs Debian's promtool and prometheus in tests; a missing binary is reported loudly (CI installs them). */
import { spawn, spawnSync } from 'node:child_process';

/** The path of a binary on PATH, or undefined (with a loud message) when it is missing. */
export function binary(name: 'promtool' | 'prometheus'): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  console.warn(
    `\n!!! ${name} is not installed: its tests are SKIPPED here (apt-get install prometheus; CI has it) !!!\n`,
  );
  return undefined;
}

/** Runs promtool with `args` (and `input` on stdin); resolves with its exit code and output. */
export function promtool(args: string[], input?: string): Promise<{ code: number; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn('promtool', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code: code ?? 1, output }));
    child.stdin.end(input ?? '');
  });
}
