/**
 * Issue 38 §6: a staff member's e-mail never reaches a doctor. A staff write about the member (an audit row with
 * the staff e-mail) is in the member's data export as the staff member's role; no member answer carries the e-mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint } from '../../src/shared/contract/endpoints.ts';
import { auditedWrite } from '../../src/server/services/admin/audit.ts';
import { build, type TestApp } from '../server/helpers/app.ts';
import { signedInMember } from '../server/helpers/member-session.ts';
import { signedInStaff } from '../server/helpers/staff.ts';

let t: TestApp;

beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

/** Member calls that end the session or start an erasure: left for last or out. */
const ENDING = new Set(['logout', 'requestErasure']);

describe('staff e-mail addresses', () => {
  it('MyData shows the role of the staff member who wrote about the doctor, and no member answer has the e-mail', async () => {
    const member = await signedInMember(t);
    const staff = await signedInStaff(t, 'compliance');
    await auditedWrite(t.database.db, { staffId: staff.id, email: staff.email }, async () => ({
      result: undefined,
      audit: [{ action: 'update', entity: 'members', entityId: member.id, memberId: member.id, changes: {} }],
    }));
    const exported = await t.request({
      method: 'GET',
      url: '/api/MyData.php',
      headers: { authorization: `Bearer ${member.key}` },
    });
    expect(exported.statusCode).toBe(200);
    const audit = (exported.json() as { tables: Record<string, Record<string, unknown>[]> }).tables.audit_log;
    expect(audit).toEqual([expect.objectContaining({ staff_id: staff.id, staff_role: 'compliance' })]);
    expect(audit?.[0]).not.toHaveProperty('staff_email');
    const bodies: string[] = [exported.body];
    for (const [name, endpoint] of Object.entries(ENDPOINTS) as [string, Endpoint][]) {
      if (endpoint.auth === 'public' || ENDING.has(name)) continue;
      const answer = await t.request({
        method: endpoint.method,
        url: `/api${endpoint.path}`,
        headers: { authorization: `Bearer ${member.key}` },
        ...(endpoint.method === 'POST' ? { payload: {} } : {}),
      });
      bodies.push(answer.body);
    }
    for (const body of bodies) expect(body.toLowerCase()).not.toContain(staff.email.toLowerCase());
  });
});
