/** Shared steps of the console's end-to-end tests and screenshots: TOTP codes, staff sessions and signing in. */
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { SLOT } from './ports.ts';

/** The file of a test run (its runner's process id) with the TOTP steps used, removed by tests/e2e/teardown.ts. */
export const stepsFileOf = (runner: number): string => join(tmpdir(), `portal-e2e-totp-${runner}.json`);

/** The file of a test run's staff sessions on the server of `slot`, removed by tests/e2e/teardown.ts. */
export const sessionsFileOf = (runner: number, slot: number): string =>
  join(tmpdir(), `portal-e2e-staff-${runner}-${slot}.json`);

/**
 * The last 30-second step whose code was used, by secret, kept in a file of this test run (the runner's process): a
 * worker that restarts after a failed test must not reuse the step the previous worker signed in with.
 */
const STEPS_FILE = stepsFileOf(process.ppid);

function usedSteps(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(STEPS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * A TOTP code of `secret` the server has not seen yet: it accepts the steps around now (±1) and never one step
 * twice for an account, so a second sign-in within the same 30 seconds uses the next step's code, and a third
 * waits until that becomes the current step.
 */
export async function totp(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 30_000);
  const steps = usedSteps();
  const step = Math.max(now, (steps[secret] ?? -1) + 1);
  if (step > now + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30_000 - Date.now() + 1000));
  writeFileSync(STEPS_FILE, JSON.stringify({ ...steps, [secret]: step }));
  return generateSync({ secret, epoch: step * 30 });
}

/** A staff account as the demo seed or a test's enrolment makes it. */
interface StaffAccount {
  email: string;
  password: string;
  secret: string;
}

/** Signs in at /admin/ through the screens: e-mail, password and the code of `secret` (the sign-in screen's test). */
export async function consoleSignInByScreen(page: Page, account: StaffAccount): Promise<void> {
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Code from your authenticator app').fill(await totp(account.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** The staff sessions this test run signed in through the API on this worker's server, by e-mail. */
const SESSIONS_FILE = sessionsFileOf(process.ppid, SLOT);

function storedSessions(): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(SESSIONS_FILE, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Runs `work` while holding the run's lock file, so two workers never sign one account in at the same step. */
async function withRunLock<T>(work: () => Promise<T>): Promise<T> {
  const lock = `${SESSIONS_FILE}.lock`;
  for (let tries = 0; ; tries += 1) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || tries > 600) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * How long a stored session is reused: well inside the 30 idle minutes after which the API ends it (a slow run can
 * leave an account unused that long between two specs).
 */
const REUSE_MS = 15 * 60_000;

/** The session of `account`: signed in through the API (one TOTP step), then reused for REUSE_MS. */
async function apiSession(page: Page, account: StaffAccount): Promise<unknown> {
  return withRunLock(async () => {
    const known = storedSessions()[account.email] as { session: unknown; at: number } | undefined;
    if (known && Date.now() - known.at < REUSE_MS) return known.session;
    const answer = await page.request.post('/api/admin/auth/login', {
      data: { email: account.email, password: account.password, code: await totp(account.secret) },
    });
    expect(answer.status(), `staff sign-in of ${account.email}`).toBe(200);
    const [, session] = (await answer.json()) as [unknown, unknown];
    const stored = { session, at: Date.now() };
    writeFileSync(SESSIONS_FILE, JSON.stringify({ ...storedSessions(), [account.email]: stored }));
    return session;
  });
}

/**
 * Opens /admin/ signed in as `account`, as the console keeps a session after its own sign-in (the key in the tab's
 * sessionStorage): the session comes from the API, so no test waits for a TOTP step (the screens' sign-in is
 * tested by admin.spec.ts with `consoleSignInByScreen`).
 */
export async function consoleSignIn(page: Page, account: StaffAccount): Promise<void> {
  const session = await apiSession(page, account);
  await page.addInitScript((stored) => {
    if (location.pathname.startsWith('/admin')) sessionStorage.setItem('portal-console-session', stored);
  }, JSON.stringify(session));
  await page.goto('/admin/');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/**
 * A CSV of `count` doctors for the import, with a bad mobile on `badLine`: the first is `mobile` (who logs in to the
 * portal), the others have numbers made from its last three digits, so two imports of two numbers never meet.
 */
export function doctorsCsv(count: number, mobile: string, badLine?: number): string {
  const header =
    'country_code,mobile,first_name,last_name,email,therapeutic_focus,member_role,qualification,location,tbm,abm,rbm,sm';
  const rows = Array.from({ length: count }, (_, i) => {
    const line = i + 2;
    const phone = i === 0 ? mobile : line === badLine ? '12345' : `6${mobile.slice(-3)}00${String(i).padStart(4, '0')}`;
    return `91,${phone},Import${i},Doctor,,Cardiology,1,MBBS,Pune,,,,`;
  });
  return `${[header, ...rows].join('\n')}\n`;
}

/** The browser's own questions a page asked (confirm, beforeunload), and how the next ones are answered. */
export interface NativeQuestions {
  /** Each question's text, or `<type>: <text>` when recorded with its type. */
  asked: string[];
  answer: 'accept' | 'dismiss';
}

/** Records the browser's own questions on `page` and answers them as `answer` says (dismissed until told otherwise). */
export function nativeQuestions(page: Page, { withType = false } = {}): NativeQuestions {
  const questions: NativeQuestions = { asked: [], answer: 'dismiss' };
  page.on('dialog', (dialog) => {
    questions.asked.push(withType ? `${dialog.type()}: ${dialog.message()}` : dialog.message());
    void (questions.answer === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  return questions;
}
