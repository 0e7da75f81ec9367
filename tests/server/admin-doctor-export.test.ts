/**
 * The doctors list as CSV (issue 41): the list's filters honoured, every cell quoted and a formula start defused
 * (the one CSV writer), the export audited with its filter, and refused to a role that cannot read the list and to fulfilment (DPDP:
 * the whole member list leaves only with the roles that manage doctors).
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
  key = (await signedInStaff(t, 'compliance')).key;
});
afterAll(() => t.close());

const exportOf = (query: string, as = key) =>
  t.request({ method: 'GET', url: `/api/admin/doctors/export?${query}`, headers: staffHeader(as) });

/** A doctor added through the console's call. */
async function doctor(firstName: string, phone: string, countryCode: '91' | '977'): Promise<void> {
  const made = await t.request({
    method: 'POST',
    url: '/api/admin/doctors',
    headers: staffHeader(key),
    payload: { countryCode, phone, firstName, lastName: '=HYPERLINK("x")', therapeuticFocus: 'Cardiology' },
  });
  expect(made.statusCode).toBe(200);
}

describe('doctors CSV export', () => {
  it('exports the filtered list, every cell quoted, formula starts defused, and audits it', async () => {
    await doctor('Asha', '9123460001', '91');
    await doctor('Bikash', '9812345601', '977');
    const answer = await exportOf('countryCode=977');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="doctors-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = answer.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^"id","country_code","mobile",/);
    expect(lines[1]).toContain('"977","9812345601","Dr.","Bikash","","\'=HYPERLINK(""x"")"');
    expect(answer.body).not.toContain('Asha');

    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'doctors.export'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'doctors', entityId: '1' });
    expect(JSON.stringify(rows[0]?.changes)).toContain('977');
  });

  it('honours the search and refuses a bad filter naming the field', async () => {
    expect((await exportOf('q=Asha')).body).toContain('"Asha"');
    expect((await exportOf('q=Asha')).body).not.toContain('Bikash');
    const bad = await exportOf('registration=Approved');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'registration' });
  });

  it('is refused to a role that cannot read the doctors list, and to fulfilment, which reads it but not in bulk', async () => {
    for (const role of ['content', 'fulfilment'] as const) {
      const answer = await exportOf('', (await signedInStaff(t, role)).key);
      expect({ role, status: answer.statusCode }).toEqual({ role, status: 403 });
      expect(answer.body).not.toContain('Asha');
    }
  });
});
