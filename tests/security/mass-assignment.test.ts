/**
 * Mass assignment on staff calls: fields a call's body does not declare never reach the database. A doctor's form
 * body stuffed with member columns (verification status, demo flag, photo file, id, version, dates) changes nothing
 * but the declared fields, and never answers 500; a manager's body cannot set what its call does not offer.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, focuses, managers, members } from '../../src/server/db/schema.ts';
import { build, type TestApp } from '../server/helpers/app.ts';
import { type SignedInStaff, signedInStaff, staffPost } from '../server/helpers/staff.ts';

let t: TestApp;
let compliance: SignedInStaff;

beforeAll(async () => {
  t = await build();
  await t.database.db.insert(focuses).values([{ name: 'Cardiology' }]);
  compliance = await signedInStaff(t, 'compliance');
});
afterAll(() => t.close());

/** Member columns no doctor form offers, with values an attacker would like stored. */
const smuggled = {
  verificationStatus: 'Verified',
  verificationReason: 'smuggled',
  registrationNumber: 'MCI-0000',
  isDemo: true,
  photoFile: 'someone-elses-photo.webp',
  terms: 'Y',
  active: false,
  version: 99,
  id: 424242,
};

describe('staff bodies keep only their declared fields', () => {
  it('a doctor created with extra member columns stores none of them', async () => {
    const created = await staffPost(t, compliance.key, '/doctors', {
      countryCode: '91',
      phone: '9123400001',
      firstName: 'Meera',
      therapeuticFocus: 'Cardiology',
      ...smuggled,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json()[1].id as number;
    expect(id).not.toBe(424242);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
    expect(row).toMatchObject({
      verificationStatus: 'Unverified',
      registrationNumber: '',
      isDemo: false,
      photoFile: null,
      active: true,
      version: 1,
    });
  });

  it('a doctor edited with extra member columns changes only the declared field, and a bad extra is no 500', async () => {
    const [before] = await t.database.db.select().from(members).where(eq(members.phone, '9123400001'));
    if (!before) throw new Error('doctor missing');
    const edited = await staffPost(t, compliance.key, '/doctors/update', {
      ...smuggled,
      // Declared by the edit call: the doctor edited and the version the form loaded.
      id: before.id,
      version: before.version,
      lastName: 'Iyer',
      createdAt: 'not a date',
      birthDate: { $gt: '' },
    });
    expect(edited.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(members).where(eq(members.id, before.id));
    expect(after).toMatchObject({
      lastName: 'Iyer',
      verificationStatus: 'Unverified',
      registrationNumber: '',
      isDemo: false,
      photoFile: null,
      active: true,
      createdAt: before.createdAt,
      birthDate: before.birthDate,
    });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.memberId, before.id));
    const changed = audits.flatMap((a) => Object.keys((a.changes ?? {}) as object));
    expect(changed).not.toContain('verificationStatus');
    expect(changed).not.toContain('isDemo');
  });

  it('a manager added with a field its call does not offer is stored without it', async () => {
    const added = await staffPost(t, compliance.key, '/managers', {
      code: 'TBM-9',
      name: 'Rahul',
      mail: 'rahul@example.com',
      country: '91',
      phone: '9820011001',
      level: 'tbm',
      active: false,
    });
    expect(added.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(managers).where(eq(managers.code, 'TBM-9'));
    expect(row?.active).toBe(true);
  });
});
