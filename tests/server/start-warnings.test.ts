/**
 * The production start accepts an unset MAIL_SMTP_URL, MAIL_FROM or PUBLIC_SITE_URL (docs/DEPLOY.md) but logs one
 * warning line for each: safety mails would go to an outbox nobody reads, from an example domain, and enrolment
 * links would point at localhost.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../unit/helpers/production-env.ts';
import { freePort, stopProcess, waitFor } from './helpers/api-process.ts';

const SERVER = resolve(import.meta.dirname, '../../src/server/server.ts');
const folder = mkdtempSync(join(tmpdir(), 'start-warnings-'));
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child) await stopProcess(child);
  rmSync(folder, { recursive: true, force: true });
});

describe('the production start', () => {
  it('logs one warning per missing mail or site setting, and none for a set one', async () => {
    const port = await freePort();
    let printed = '';
    child = spawn(process.execPath, [SERVER], {
      env: {
        PATH: process.env.PATH,
        ...PRODUCTION_ENV,
        DATABASE_URL: `file://${join(folder, 'db')}`,
        STORAGE_DIR: join(folder, 'storage'),
        MAIL_FROM: 'Doctors Portal <portal@pharma.example.in>',
        HOST: '127.0.0.1',
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
    });
    /** The warning lines printed so far. */
    const warningsPrinted = (): string[] =>
      printed
        .split('\n')
        .filter((line) => line.startsWith('{') && line.endsWith('}'))
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((entry) => entry.level === 40)
        .map((entry) => entry.msg);
    // The warnings follow the database line in the same turn.
    await waitFor('the start log and its warnings', 90_000, async () => {
      if (child?.exitCode !== null) throw new Error(`the API exited:\n${printed}`);
      return /database: /.test(printed) && warningsPrinted().length >= 2;
    });
    const warnings = warningsPrinted();
    expect(warnings).toEqual([
      expect.stringMatching(/^MAIL_SMTP_URL is not set: .*side-effect reports \(pharmacovigilance\).*nobody reads it/),
      expect.stringMatching(
        new RegExp(`^PUBLIC_SITE_URL is not set: staff:add prints enrolment links to http://localhost:${port}`),
      ),
    ]);
  }, 120_000);
});
