/**
 * `npm run screenshots`: a PNG of every route of SPEC §2 at 320, 360 and 412 px (phones, 800 px tall) and 1280x800 into
 * docs/screens/ (git-ignored), in English (`home-360.png`), Hindi (`hi-home-360.png`) and Nepali (`ne-home-360.png`),
 * logged in as Dr. Asha Rao against the e2e server (built site, fresh demo data), for review; then every screen
 * of the operations console at 1280x800 (docs/screens/admin-*.png, scripts/lib/console-screens.ts).
 */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../src/shared/messages/languages.ts';
import { languagePrefix, pathFor, type RouteId } from '../src/shared/routes.ts';
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
  ['medicalQuestion', {}],
  ['reportSideEffect', {}],
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
  for (const language of LANGUAGES) {
    const prefix = languagePrefix(language);
    for (const size of SIZES) {
      const context = await browser.newContext({ viewport: size });
      await context.addInitScript(
        ([key, profile, chosen]) => {
          // The language chosen in this browser, so the page opens in it (docs/LANGUAGES.md).
          localStorage.setItem('language', chosen ?? 'en');
          if (location.pathname.replace(/^\/(?:hi|ne)(?=\/)/, '') !== '/') {
            localStorage.setItem('key', key ?? '');
            localStorage.setItem('profileData', profile ?? '');
          }
        },
        [login[1].key, JSON.stringify(login[1].result[0]), language],
      );
      const page = await context.newPage();
      for (const [id, params] of PAGES) {
        await page.goto(BASE + prefix + pathFor(id, params), { waitUntil: 'load' });
        // A page whose images or frames keep the network busy on a loaded machine is taken as it is after 15 s.
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
        const name = language === 'en' ? `${id}-${size.width}.png` : `${language}-${id}-${size.width}.png`;
        await page.screenshot({ path: join(OUT, name) });
      }
      await context.close();
    }
  }
  const consoleShots = await consoleScreens(browser, BASE, OUT);
  await browser.close();
  console.log(`Wrote ${LANGUAGES.length * PAGES.length * SIZES.length + consoleShots} screenshots to docs/screens/`);
} finally {
  server.kill('SIGTERM');
}
