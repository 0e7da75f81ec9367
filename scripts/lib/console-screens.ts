/**
 * The operations console's screens for `npm run screenshots`: every screen at 1280x800 into docs/screens/admin-*.png,
 * signed in as the demo admin (its TOTP code computed from the seeded secret), with a fresh enrolment link.
 */
import type { Browser, Page } from '@playwright/test';
import { join } from 'node:path';
import { generateSync } from 'otplib';
import { LIST_DEFS } from '../../src/admin/lists/list-defs.ts';
import { DEMO_STAFF } from '../../src/server/db/seed/staff.ts';

const SIZE = { width: 1280, height: 800 };

/** Staff calls straight to the API (the screens are the subject, not these steps). */
async function post<T>(base: string, path: string, body: unknown, key?: string): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Staff ${key}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as [unknown, T];
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer[1];
}

async function shoot(page: Page, out: string, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(out, `admin-${name}-${SIZE.width}.png`) });
}

/** Photographs every console screen; answers how many files it wrote. */
export async function consoleScreens(browser: Browser, base: string, out: string): Promise<number> {
  const [admin] = DEMO_STAFF;
  const code = generateSync({ secret: admin.secret, epoch: Math.floor(Date.now() / 1000) });
  const session = await post<{ key: string }>(base, '/admin/auth/login', { ...admin, code });
  const { enrolLink } = await post<{ enrolLink: string }>(
    base,
    '/admin/staff',
    { email: `screens-${Date.now()}@example.com`, name: 'Screens', role: 'fulfilment' },
    session.key,
  );
  const context = await browser.newContext({ viewport: SIZE });
  const page = await context.newPage();
  let count = 0;
  const take = async (name: string) => {
    await shoot(page, out, name);
    count += 1;
  };

  await page.goto(`${base}/admin/`);
  await take('sign-in');
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await take('sign-in-code');
  const link = new URL(enrolLink);
  await page.goto(`${base}${link.pathname}${link.search}${link.hash}`);
  await page.getByTestId('totp-secret').waitFor();
  await take('enrol');

  // Signed in through the screens, with the next step's code (the API sign-in above spent this step's).
  await page.goto(`${base}/admin/`);
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Next' }).click();
  const next = generateSync({ secret: admin.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await page.getByLabel('Code from your authenticator app').fill(next);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  const open = (hash: string) => page.evaluate((h) => window.location.assign(h), hash);
  for (const [name, hash] of [
    ['doctors', '#/doctors'],
    ['doctor-form', '#/doctors/1'],
    ['doctor-new', '#/doctors/new'],
    ['import', '#/doctors/import'],
    ['orders', '#/orders'],
    ['staff', '#/staff'],
    ['audit', '#/audit'],
    ['categories', '#/categories'],
    ['products', '#/products'],
    ['articles', '#/articles'],
    ['banners', '#/banners'],
    ['notifications', '#/notifications'],
  ] as const) {
    await open(hash);
    await take(name);
  }
  for (const def of LIST_DEFS) {
    await open(`#/lists/${def.slug}`);
    await take(`lists-${def.slug}`);
  }
  await open('#/doctors/new');
  await page.getByRole('button', { name: 'Add the doctor' }).click();
  await take('doctor-new-errors');
  await open('#/doctors/import');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'doctors.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'country_code,mobile,first_name,last_name,email,therapeutic_focus,member_role,qualification,location,tbm,abm,rbm,sm\n' +
        '91,12345,Bad,Mobile,,Cardiology,1,MBBS,Pune,,,,\n91,9000000001,Unknown,Focus,,Astrology,1,MBBS,Pune,,,,\n',
    ),
  });
  await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
  await page.getByRole('table', { name: 'Problems of the file' }).waitFor();
  await take('import-problems');
  await open('#/orders');
  const reject = page.getByRole('button', { name: /^Rejected: order/ }).first();
  if (await reject.isVisible()) {
    await reject.click();
    await take('orders-reject');
  }
  await open('#/dashboard');
  await page.getByTestId('active-7').waitFor();
  await take('dashboard');
  await open('#/products');
  await page.getByRole('button', { name: 'Add a product' }).click();
  await page.getByRole('button', { name: 'Add a dose' }).click();
  await take('product-new');
  await open('#/articles');
  await page.getByRole('button', { name: 'Publish an article' }).click();
  await take('article-new');
  await context.close();
  return count;
}
