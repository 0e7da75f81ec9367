/**
 * `npm run storage:copy [-- --from <folder>] [--concurrency N]`: copies the local storage folder (STORAGE_DIR, or
 * --from) into the configured bucket (STORAGE_URL=s3://…) so a company moves to object storage without losing a
 * file. Idempotent and resumable: files the bucket already holds with the same size and checksum are skipped, so
 * after an interruption run it again. Files it cannot copy (a name that breaks the safe-name rule, a subfolder) are
 * listed with the reason and counted. Prints a progress line; exit codes: 0 all copied, 1 some failed or were not
 * copied, or a setup error, 2 bad arguments.
 */
import { parseArgs } from 'node:util';
import { getConfig } from '../src/server/config.ts';
import { copyStorage, type CopyProgress } from '../src/server/services/storage/copy.ts';
import { createStorage, LocalStorage } from '../src/server/services/storage/index.ts';
import { ALL_STORAGE_FOLDERS } from '../src/server/services/storage/types.ts';
import { answerHelp } from './lib/usage.ts';

const USAGE = 'Usage: npm run storage:copy [-- --from <local folder>] [--concurrency <1-32>]';

/** The progress line: files done of found (`notCopied` found but not copyable), what happened to them, bytes sent. */
export function progressLine(p: Readonly<CopyProgress>, notCopied = 0): string {
  const done = p.copied + p.skipped + p.failed;
  const total = p.total + notCopied;
  const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
  const mb = (p.bytes / 1_048_576).toFixed(1);
  return `storage:copy ${done}/${total} files (${percent}%): ${p.copied} copied, ${p.skipped} already there, ${p.failed} failed, ${notCopied} not copied, ${mb} MB sent`;
}

/** Lists every entry of `source` the copy cannot take, with the reason; answers how many. */
async function reportUnlisted(source: LocalStorage): Promise<number> {
  let count = 0;
  for (const folder of ALL_STORAGE_FOLDERS) {
    for (const { name, reason } of await source.unlisted(folder)) {
      console.error(`not copied: ${folder}/${name}: ${reason}`);
      count += 1;
    }
  }
  return count;
}

/** Runs the copy with the given arguments and environment; answers the exit code. */
export async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  let values: { from?: string; concurrency?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { from: { type: 'string' }, concurrency: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const concurrency = Number(values.concurrency ?? 4);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 32) {
    console.error(`--concurrency must be a whole number from 1 to 32.\n${USAGE}`);
    return 2;
  }
  const config = getConfig(env);
  if (config.storage.kind !== 's3') {
    console.error('STORAGE_URL is not set: set STORAGE_URL=s3://bucket/prefix (and the S3_ settings) to copy into.');
    return 1;
  }
  const source = new LocalStorage(values.from?.trim() || config.storageDir);
  const target = createStorage(config.storage);
  const tty = process.stdout.isTTY === true;
  let lastLine = 0;
  try {
    console.log(`Copying ${source.location} into ${target.location}`);
    const notCopied = await reportUnlisted(source);
    const result = await copyStorage(source, target, {
      concurrency,
      onProgress: (p) => {
        const done = p.copied + p.skipped + p.failed;
        if (tty) process.stdout.write(`\r${progressLine(p, notCopied)}`);
        else if (done - lastLine >= 100) {
          lastLine = done;
          console.log(progressLine(p, notCopied));
        }
      },
      onError: (folder, name, error) => {
        console.error(`\nfailed: ${folder}/${name}: ${error instanceof Error ? error.message : String(error)}`);
      },
    });
    if (tty) process.stdout.write('\n');
    console.log(progressLine(result, notCopied));
    if (result.failed > 0) console.error('Some files failed: run the command again to retry them.');
    if (notCopied > 0) {
      console.error(
        `${notCopied} file(s) or folder(s) were not copied (listed above): rename or move them, then run again.`,
      );
    }
    return result.failed > 0 || notCopied > 0 ? 1 : 0;
  } finally {
    target.close();
  }
}

if (import.meta.main) {
  answerHelp(process.argv.slice(2), USAGE);
  main(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
