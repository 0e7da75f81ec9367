/**
 * The console's doctor import store (src/admin/stores/doctor-import.ts) through the console's request function
 * against the in-process API: a dry run lists every bad line and stores nothing, a file with bad lines is never
 * stored, a clean file is imported once, and choosing another file starts again.
 */
import { describe, expect, it } from 'vitest';
import { createDoctorImport } from '../../src/admin/stores/doctor-import.ts';
import { focuses, members } from '../../src/server/db/schema.ts';
import { signedInStaff } from '../server/helpers/staff.ts';
import { inProcessApi } from './helpers/api.ts';
import { routeConsole } from './helpers/console.ts';

const api = inProcessApi();
const header = 'country_code,mobile,first_name,last_name,therapeutic_focus';
const good = ['91,9123470001,Ira,Importa,Cardiology', '91,9123470002,Om,Importa,Neurology'];

describe('doctor import store', () => {
  it('checks, refuses a file with a bad line, imports a clean one once', async () => {
    const key = (await signedInStaff(api.t, 'admin')).key;
    routeConsole(api.t, () => key);
    const db = api.t.database.db;
    await db
      .insert(focuses)
      .values([{ name: 'Cardiology' }, { name: 'Neurology' }])
      .onConflictDoNothing();
    const before = await db.$count(members);
    const store = createDoctorImport();

    store.choose('bad.csv', [header, ...good, '91,12345,Short,Mobile,Cardiology'].join('\n'));
    await store.run(true);
    const checked = store.$import.get();
    expect(checked.check).toMatchObject({ lines: 3, valid: 2 });
    expect(checked.check?.problems).toHaveLength(1);
    expect(checked.check?.problems[0]).toMatchObject({ line: 4, field: 'mobile' });
    expect(store.$clean.get()).toBe(false);
    await store.run(false);
    expect(store.$import.get().imported).toBe(0);
    expect(await db.$count(members)).toBe(before);

    store.choose('good.csv', [header, ...good].join('\n'));
    expect(store.$import.get()).toMatchObject({ name: 'good.csv', check: null, imported: null });
    await store.run(true);
    expect(store.$clean.get()).toBe(true);
    expect(await db.$count(members)).toBe(before);
    await store.run(false);
    expect(store.$import.get()).toMatchObject({ imported: 2, failure: '', busy: false });
    expect(await db.$count(members)).toBe(before + 2);
    await store.run(false);
    expect(await db.$count(members)).toBe(before + 2);

    store.choose(null, '');
    expect(store.$import.get()).toMatchObject({ name: '', csv: '', check: null, imported: null });
  });
});
