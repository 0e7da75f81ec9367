/**
 * `npm run screenshots`: a PNG of every route of SPEC §2 at 320, 360 and 412 px (phones, 800 px tall) and 1280x800 into
 * docs/screens/ (git-ignored),
 * logged in as Dr. Asha Rao against the e2e server (built site, fresh demo data), for review; then every screen
 * of the operations console at 1280x800 (docs/screens/admin-*.png, scripts/lib/console-screens.ts).
 */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathFor, type RouteId } from '../src/shared/routes.ts';
import { consoleScreens } from './lib/console-screens.ts';

const ROOT = new URL('../', import.meta.url).pathname;
const PORT = process.env.SCREENSHOT_PORT ?? '4398';
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = join(ROOT, 'docs', 'screens');
const SIZES = [
  { width: 320, height: 800 },
  { width: 360, height: 800 },
  { width: 412, height: 800 },
  { width: 1280, height: 800 },
];

/** One page to photograph: the route and the parameters of a real demo record. */
const PAGES: [RouteId, Record<string, string>][] = [
  ['login', {}],
  ['privacy', {}],
  ['memberPrivacy', {}],
  ['home', {}],
  ['subcategories', { catId: '1', desc: 'Order Samples & Services' }],
  ['therapies', {}],
  ['services', {}],
  ['products', { title: 'Antihypertensives' }],
  ['searchProducts', { searchedString: 'amlo' }],
  ['articles', {}],
  ['articleLink', { link: 'https://journals.example.org/cardiology/1' }],
  ['searchArticles', { searchedString: 'heart' }],
  ['journal', { journalId: '1' }],
  ['therapyArticles', { therapy: 'Cardiology' }],
  ['profile', {}],
  ['editProfile', {}],
  ['contact', {}],
  ['settings', {}],
  ['emailer', { subCatTitle: 'Journal Emailers', therapeuticFocus: 'Cardiology' }],
  ['videos', { linkName: 'cme-videos', therapeuticFocus: 'Cardiology', subCatTitle: 'CME Videos' }],
  ['portals', { linkName: 'medical-portals', therapeuticFocus: 'Cardiology', subCatTitle: 'Medical Portals' }],
  ['files', { linkName: 'brochures.php', subCatTitle: 'Product Brochures' }],
  ['viewFile', { file_name: 'brochure.pdf' }],
];

const server = spawn(process.execPath, [join(ROOT, 'scripts/e2e-server.ts')], {
  env: { ...process.env, PORT },
  stdio: 'inherit',
});
try {
  for (let i = 0; i < 240; i += 1) {
    if (
      await fetch(`${BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const check = (await (
    await fetch(`${BASE}/api/check.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ country_code: '91', mobile_no: '9876543210' }),
    })
  ).json()) as [unknown, { key: string }];
  const login = (await (
    await fetch(`${BASE}/api/login.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: check[1].key, otp: '123456' }),
    })
  ).json()) as [unknown, { key: string; result: [unknown] }];
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: size });
    await context.addInitScript(
      ([key, profile]) => {
        if (location.pathname !== '/') {
          localStorage.setItem('key', key ?? '');
          localStorage.setItem('profileData', profile ?? '');
        }
      },
      [login[1].key, JSON.stringify(login[1].result[0])],
    );
    const page = await context.newPage();
    for (const [id, params] of PAGES) {
      await page.goto(BASE + pathFor(id, params), { waitUntil: 'networkidle' });
      await page.screenshot({ path: join(OUT, `${id}-${size.width}.png`) });
    }
    await context.close();
  }
  const consoleShots = await consoleScreens(browser, BASE, OUT);
  await browser.close();
  console.log(`Wrote ${PAGES.length * SIZES.length + consoleShots} screenshots to docs/screens/`);
} finally {
  server.kill('SIGTERM');
}
