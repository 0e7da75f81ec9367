/**
 * Fails when the Drizzle schema (src/server/db/schema.ts) and the committed migrations disagree (`npm test` step
 * `schema`): `drizzle-kit check` judges the migration history, then `drizzle-kit generate` runs against a copy of the
 * migrations folder, and any migration it would write means a schema change without its migration.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const MIGRATIONS = join(ROOT, 'src/server/db/migrations');
const DRIZZLE_KIT = join(ROOT, 'node_modules/drizzle-kit/bin.cjs');

/** Runs drizzle-kit with `args` from the project root and prints its output; its exit code and output. */
function drizzleKit(args: string[]): { status: number; output: string } {
  const run = spawnSync(process.execPath, [DRIZZLE_KIT, ...args], { cwd: ROOT, encoding: 'utf8' });
  const output = `${run.stdout}${run.stderr}`;
  process.stdout.write(output);
  return { status: run.status ?? 1, output };
}

/** The SQL files of a migrations folder. */
const sqlFiles = (folder: string): string[] => readdirSync(folder).filter((name) => name.endsWith('.sql'));

function main(): number {
  if (drizzleKit(['check']).status !== 0) {
    console.error('drizzle-kit check found the migration history inconsistent (see above).');
    return 1;
  }
  const work = mkdtempSync(join(tmpdir(), 'portal-schema-'));
  try {
    const copy = join(work, 'migrations');
    cpSync(MIGRATIONS, copy, { recursive: true });
    const config = join(work, 'drizzle.config.json');
    writeFileSync(
      config,
      // drizzle-kit reads `out` as a path from the working folder.
      JSON.stringify({ dialect: 'postgresql', schema: './src/server/db/schema.ts', out: relative(ROOT, copy) }),
    );
    const generate = drizzleKit(['generate', '--config', config, '--name', 'schema_check']);
    const added = sqlFiles(copy).filter((name) => !sqlFiles(MIGRATIONS).includes(name));
    if (generate.status !== 0 || (added.length === 0 && !/No schema changes/.test(generate.output))) {
      console.error('drizzle-kit generate did not run to its end (see above).');
      return 1;
    }
    if (added.length > 0) {
      console.error(
        `The schema has changes no migration holds (drizzle-kit would write ${added.join(', ')}): ` +
          'run `npm run db:generate` and commit the migration.',
      );
      return 1;
    }
    console.log('Schema and migrations agree.');
    return 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

process.exitCode = main();
