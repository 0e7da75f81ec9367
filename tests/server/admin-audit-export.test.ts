/**
 * The audit log as CSV (issue 41): the list's filters honoured, newest first, every cell quoted and a formula start
 * defused (the one CSV writer), the export audited with its filter, and refused to a role that cannot read the log.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, focuses } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let key: string;

beforeAll(async () => {
  t = await build();
  await t.database.db.insert(focuses).values({ name: 'Cardiology' });
  key = (await signedInStaff(t, 'admin')).key;
});
afterAll(() => t.close());

const exportOf = (query: string, as = key) =>
  t.request({ method: 'GET', url: `/api/admin/audit/export?${query}`, headers: staffHeader(as) });

/** A doctor added through the console's call (its audit row carries the fields). */
async function doctor(firstName: string, phone: string): Promise<void> {
  const made = await t.request({
    method: 'POST',
    url: '/api/admin/doctors',
    headers: staffHeader(key),
    payload: { countryCode: '91', phone, firstName, lastName: '=HYPERLINK("x")', therapeuticFocus: 'Cardiology' },
  });
  expect(made.statusCode).toBe(200);
}

describe('audit log CSV export', () => {
  it('exports the filtered log newest first, every cell quoted, formula starts defused, and audits it', async () => {
    await doctor('Asha', '9123460101');
    await doctor('Meera', '9123460102');
    await t.request({
      method: 'POST',
      url: '/api/admin/staff',
      headers: staffHeader(key),
      payload: { email: 'new@example.com', name: 'New', role: 'content' },
    });
    const answer = await exportOf('action=doctor.create');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const lines = answer.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"id","at_ist","staff_id","staff_email","action","entity","entity_id","changes"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Meera"');
    expect(lines[2]).toContain('"Asha"');
    expect(lines.every((line) => line.startsWith('"'))).toBe(true);
    // The changed fields are one JSON cell: a formula inside it is never at a cell's start.
    expect(lines[1]).toMatch(/,"\{""phone"":/);
    expect(answer.body).toContain('""lastName"":{""to"":""=HYPERLINK');
    expect(answer.body).not.toMatch(/(^|,)"[=+\-@]/m);
    expect(answer.body).not.toContain('staff.create');

    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'audit.export'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'audit', entityId: '2' });
    expect(JSON.stringify(rows[0]?.changes)).toContain('doctor.create');
  });

  it('takes the date range in India time and refuses a bad filter naming the field', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await exportOf('from=2000-01-01&to=2000-01-31')).body.trimEnd().split('\r\n')).toHaveLength(1);
    expect((await exportOf(`staff=admin&from=2000-01-01`)).body).toContain('doctor.create');
    const bad = await exportOf(`from=${today}x`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'from' });
  });

  it('refuses a day that does not exist, naming the field, in the list and the export alike', async () => {
    const cases: [string, string][] = [
      ['from=2026-74-22', 'from'],
      ['to=2026-13-01', 'to'],
      ['to=2026-00-00', 'to'],
      ['from=2026-02-30', 'from'],
      ['from=2025-02-29', 'from'],
      ['to=9999-12-31', 'to'],
      ['from=0001-01-01', 'from'],
    ];
    for (const [query, field] of cases) {
      for (const url of ['/api/admin/audit', '/api/admin/audit/export']) {
        const answer = await t.request({ method: 'GET', url: `${url}?${query}`, headers: staffHeader(key) });
        expect([url, query, answer.statusCode]).toEqual([url, query, 400]);
        expect(answer.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field });
        expect(answer.json()[1].Message).toContain('not a real calendar date');
      }
    }
    expect((await exportOf('from=2024-02-29&to=2999-12-31')).statusCode).toBe(200);
  });

  it('is refused to a role that cannot read the audit log', async () => {
    const compliance = await signedInStaff(t, 'compliance');
    const answer = await exportOf('', compliance.key);
    expect(answer.statusCode).toBe(403);
    expect(answer.body).not.toContain('HYPERLINK');
  });
});
