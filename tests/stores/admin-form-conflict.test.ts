/**
 * The console's form store when two staff edit one record: the second save, made on the version its form loaded,
 * is refused under `version` with the server's sentence, the typed values stay, the screen's lists are asked again
 * (stores/stale.ts); the carried notice of an added record shows once; the doctor form's checks name what a field
 * takes; the schema's rules are said in words.
 */
import { describe, expect, it } from 'vitest';
import { doctorChecks } from '../../src/admin/doctors/doctor-checks.ts';
import { doctorCheckText, ruleText } from '../../src/admin/form-text.ts';
import { carryNotice, takeNotice } from '../../src/admin/stores/carried-notice.ts';
import { createForm } from '../../src/admin/stores/form.ts';
import { $staleRefusals } from '../../src/admin/stores/stale.ts';
import { fieldErrors } from '../../src/admin/validate.ts';
import { productCreate, productUpdate } from '../../src/shared/contract/admin/catalogue.ts';
import { doctorCreate } from '../../src/shared/contract/admin/doctors.ts';
import { therapies } from '../../src/server/db/schema.ts';
import { signedInStaff } from '../server/helpers/staff.ts';
import { inProcessApi } from './helpers/api.ts';
import { routeConsole } from './helpers/console.ts';

const api = inProcessApi();

describe('form store, two editors', () => {
  it('refuses the stale save under `version`, keeps the values and has the lists asked again', async () => {
    const staff = await signedInStaff(api.t, 'content');
    routeConsole(api.t, () => staff.key);
    const [therapy] = await api.t.database.db.insert(therapies).values({ title: 'Conflict therapy' }).returning();
    const fields = { therapyId: therapy?.id ?? 0, title: 'Twice edited', composition: '', doses: [] };
    const created = await createForm(fields).save<{ id: number; version: number }>(productCreate, fields);
    if (!created) throw new Error('not created');

    const first = createForm({ ...fields, composition: 'First' });
    const second = createForm({ ...fields, composition: 'Second' });
    const base = { id: created.id, version: created.version };
    expect(await first.save(productUpdate, { ...base, ...first.$values.get() })).toMatchObject({ version: 2 });
    const stale = $staleRefusals.get();
    expect(await second.save(productUpdate, { ...base, ...second.$values.get() })).toBeNull();
    expect(second.$errors.get().version).toMatch(
      new RegExp(`^This product was changed by someone else since you opened it \\(at .+ by ${staff.email}\\)`),
    );
    expect(second.$values.get().composition).toBe('Second');
    expect($staleRefusals.get()).toBe(stale + 1);
  });
});

describe('carried notice', () => {
  it('shows once', () => {
    carryNotice('Added Dr. A.');
    expect(takeNotice()).toBe('Added Dr. A.');
    expect(takeNotice()).toBe('');
  });
});

describe('form checks in words', () => {
  it('says what each doctor field takes', () => {
    const found = doctorChecks({
      countryCode: '977',
      phone: '8123456789',
      firstName: ' ',
      email: 'a@b',
      memberRole: 'x',
    });
    expect(found).toEqual({
      phone: doctorCheckText.mobile['977'],
      firstName: doctorCheckText.firstName,
      email: doctorCheckText.email,
      memberRole: doctorCheckText.memberRole,
      therapeuticFocus: doctorCheckText.focus,
    });
    expect(doctorChecks({ countryCode: '91', phone: '9876543210', firstName: 'A', therapeuticFocus: 'X' })).toEqual({});
  });

  it('reads the schema rule: digits, e-mail shape', () => {
    const errors = fieldErrors(doctorCreate.body, {
      countryCode: '91',
      phone: '98765',
      firstName: 'A',
      therapeuticFocus: 'X',
      email: 'not an address',
    });
    expect(errors).toEqual({ phone: ruleText.digits(10), email: ruleText.email });
  });
});
