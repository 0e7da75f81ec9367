/** Shared steps of the console's end-to-end tests and screenshots: TOTP codes and signing in through the screens. */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { generateSync } from 'otplib';

/**
 * The last 30-second step whose code was used, by secret, kept in a file of this test run (the runner's process): a
 * worker that restarts after a failed test must not reuse the step the previous worker signed in with.
 */
const STEPS_FILE = join(tmpdir(), `portal-e2e-totp-${process.ppid}.json`);

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

/** Signs in at /admin/ with e-mail, password and the code of `secret`. */
export async function consoleSignIn(
  page: Page,
  account: { email: string; password: string; secret: string },
): Promise<void> {
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Code from your authenticator app').fill(await totp(account.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** A CSV of `count` doctors for the import (one of them `mobile` for the portal log-in), with `bad` mobile lines. */
export function doctorsCsv(count: number, mobile: string, badLine?: number): string {
  const header =
    'country_code,mobile,first_name,last_name,email,therapeutic_focus,member_role,qualification,location,tbm,abm,rbm,sm';
  const rows = Array.from({ length: count }, (_, i) => {
    const line = i + 2;
    const phone = i === 0 ? mobile : line === badLine ? '12345' : `90000${String(i).padStart(5, '0')}`;
    return `91,${phone},Import${i},Doctor,,Cardiology,1,MBBS,Pune,,,,`;
  });
  return `${[header, ...rows].join('\n')}\n`;
}
