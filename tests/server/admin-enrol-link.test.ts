/**
 * The enrolment link (issue 41, item 4) is built from the portal's public address: PUBLIC_SITE_URL, else the origin
 * of the console page that asked (or the address the API was called on), never a fixed localhost port; the
 * `staff:add` command prints it for the configured PORT.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/app.ts';
import { signedInStaff, staffHeader } from './helpers/staff.ts';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

let sequence = 0;

/** Adds a staff account through a listening API and answers the enrolment link, with `headers` on the call. */
async function enrolLinkFrom(t: TestApp, base: string, headers: Record<string, string> = {}): Promise<string> {
  const admin = await signedInStaff(t, 'admin');
  sequence += 1;
  const answer = await fetch(`${base}/api/admin/staff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...staffHeader(admin.key), ...headers },
    body: JSON.stringify({ email: `new-${sequence}@example.com`, name: 'New', role: 'content' }),
  });
  expect(answer.status).toBe(200);
  const [, payload] = (await answer.json()) as [unknown, { enrolLink: string }];
  return payload.enrolLink;
}

/** A built app listening on a free port (never the default 4321), and its address. */
async function listening(env: Record<string, string> = {}): Promise<{ t: TestApp; base: string }> {
  const t = await build(env);
  apps.push(t);
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  expect(base).not.toContain(':4321');
  return { t, base };
}

const TOKEN = '#/enrol\\?token=[A-Za-z0-9_-]{20,}$';

describe('enrolment link', () => {
  it('uses the address the API was called on when PUBLIC_SITE_URL is not set, and the link opens', async () => {
    const { t, base } = await listening();
    const link = await enrolLinkFrom(t, base);
    expect(link).toMatch(new RegExp(`^${base.replaceAll('.', '\\.')}/admin/${TOKEN}`));
    const token = new URL(link).hash.split('token=')[1];
    expect((await fetch(`${base}/api/admin/auth/enrol?token=${token}`)).status).toBe(200);
  });

  it('uses the origin of the console page that asked', async () => {
    const { t, base } = await listening();
    const link = await enrolLinkFrom(t, base, { origin: 'https://console.example.org:8443' });
    expect(link).toMatch(new RegExp(`^https://console\\.example\\.org:8443/admin/${TOKEN}`));
  });

  it('uses PUBLIC_SITE_URL when it is set, whatever the request', async () => {
    const { t, base } = await listening({ PUBLIC_SITE_URL: 'https://portal.example.com/' });
    const link = await enrolLinkFrom(t, base, { origin: 'https://elsewhere.example.org' });
    expect(link).toMatch(new RegExp(`^https://portal\\.example\\.com/admin/${TOKEN}`));
  });

  it('staff:add prints the link on the configured PORT', () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-staff-add-'));
    try {
      const { PUBLIC_SITE_URL: _unset, ...env } = process.env;
      const run = spawnSync(
        './node_modules/.bin/node',
        ['scripts/staff-add.ts', '--email', 'cli@example.com', '--role', 'admin'],
        { encoding: 'utf8', env: { ...env, PORT: '5123', DATABASE_URL: `file://${folder}/db` }, timeout: 120_000 },
      );
      expect(run.stderr).toBe('');
      expect(run.stdout).toMatch(new RegExp(`^http://localhost:5123/admin/${TOKEN}`, 'm'));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 130_000);
});
