/**
 * The console's resource store (src/admin/stores/resource.ts) through the console's request function against the
 * in-process API: the managers screen's loader answers the managers list and loads it again after a change; a
 * refused load (a doctor that does not exist) shows the server's reason.
 */
import { describe, expect, it } from 'vitest';
import { createResource } from '../../src/admin/stores/resource.ts';
import { doctorGet } from '../../src/shared/contract/admin/doctors.ts';
import { managersList } from '../../src/shared/contract/admin/managers.ts';
import { managers } from '../../src/server/db/schema.ts';
import { signedInStaff } from '../server/helpers/staff.ts';
import { inProcessApi } from './helpers/api.ts';
import { routeConsole } from './helpers/console.ts';

const api = inProcessApi();

describe('resource store', () => {
  it('loads the managers, loads again after a change, and shows a refused load', async () => {
    const db = api.t.database.db;
    const key = (await signedInStaff(api.t, 'admin')).key;
    routeConsole(api.t, () => key);
    const loader = createResource<{ code: string; level: string; active: boolean }[]>(managersList);
    expect(loader.$value.get()).toBeNull();
    const before = (await loader.load()) ?? [];
    expect(loader.$value.get()).toEqual(before);
    expect(loader.$failure.get()).toBe('');

    await db.insert(managers).values({
      code: 'RBM-RES-01',
      name: 'Rhea Region',
      mail: 'rhea@example.com',
      country: '91',
      phone: '9820011077',
      level: 'rbm',
    });
    await loader.load();
    expect(loader.$value.get()).toHaveLength(before.length + 1);
    expect(loader.$value.get()).toContainEqual(expect.objectContaining({ code: 'RBM-RES-01', level: 'rbm' }));

    const missing = createResource(doctorGet, { id: 999_999 });
    expect(await missing.load()).toBeNull();
    expect(missing.$value.get()).toBeNull();
    expect(missing.$failure.get()).not.toBe('');
  });
});
