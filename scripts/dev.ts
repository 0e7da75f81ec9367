/** `npm run dev`: the API with reload on change (port 4322) and Astro's dev server with hot reload (PORT, default 4321, proxying /api). */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = new URL('../', import.meta.url).pathname;
const apiPort = process.env.API_DEV_PORT ?? '4322';
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', API_DEV_PORT: apiPort };

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/server.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...env, PORT: apiPort },
  }),
  spawn(join(ROOT, 'node_modules', '.bin', 'astro'), ['dev', '--port', process.env.PORT ?? '4321'], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  }),
];

function stopAll(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
