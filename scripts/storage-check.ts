/**
 * `npm run storage:check`: proves the configured storage (STORAGE_URL or STORAGE_DIR) works from this machine with
 * its keys: writes a probe file, reads it back whole and streamed, lists it, removes it, and checks it is gone.
 * Prints one line per step; exit code 0 when every step passed, 1 otherwise (the failing step says why).
 */
import { randomBytes } from 'node:crypto';
import { getConfig } from '../src/server/config.ts';
import { createStorage } from '../src/server/services/storage/index.ts';
import type { ManagedStorage } from '../src/server/services/storage/types.ts';
import { answerHelp } from './lib/usage.ts';

async function streamed(storage: ManagedStorage, name: string): Promise<Buffer | undefined> {
  const file = await storage.open('files', name);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function listed(storage: ManagedStorage, name: string): Promise<boolean> {
  for await (const entry of storage.list('files')) if (entry.name === name) return true;
  return false;
}

/** Runs the round trip against the storage of `env`; answers the exit code. */
export async function main(env: NodeJS.ProcessEnv): Promise<number> {
  const storage = createStorage(getConfig(env).storage);
  const name = `storage-check-${randomBytes(6).toString('hex')}.txt`;
  const data = randomBytes(64 * 1024);
  const steps: [string, () => Promise<boolean>][] = [
    [
      'write a 64 KB probe file',
      async () => {
        await storage.write('files', name, data);
        return true;
      },
    ],
    ['read it back whole', async () => (await storage.read('files', name))?.equals(data) === true],
    ['stream it', async () => (await streamed(storage, name))?.equals(data) === true],
    ['find it in the listing', () => listed(storage, name)],
    [
      'remove it',
      async () => {
        await storage.remove('files', name);
        return true;
      },
    ],
    ['see it gone', async () => (await storage.open('files', name)) === undefined],
  ];
  console.log(`storage:check ${storage.location}`);
  try {
    for (const [title, step] of steps) {
      const passed = await step().catch((error: unknown) => {
        console.error(`  ${title}: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      });
      console.log(`  ${passed ? 'ok  ' : 'FAIL'} ${title}`);
      if (!passed) {
        await storage.remove('files', name).catch(() => {});
        return 1;
      }
    }
    return 0;
  } finally {
    storage.close();
  }
}

if (import.meta.main) {
  answerHelp(
    process.argv.slice(2),
    'Usage: npm run storage:check   (writes, reads, streams, lists and removes a probe file in STORAGE_URL or STORAGE_DIR)',
  );
  main(process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
