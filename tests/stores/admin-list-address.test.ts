/**
 * A console list's query in the address's hash (src/admin/stores/list.ts, list-address.ts): read when the list is
 * made (unknown and malformed parameters ignored), written on each change (the search and filters in place, a page
 * as a new entry, defaults left out) and followed on Back/Forward (hashchange), through the in-process API.
 */
import { describe, expect, it } from 'vitest';
import { readQuery, knownParams, writeQuery } from '../../src/admin/stores/list-address.ts';
import { createList } from '../../src/admin/stores/list.ts';
import type { Doctor } from '../../src/admin/types.ts';
import { doctorsList } from '../../src/shared/contract/admin/doctors.ts';
import { registrationsList } from '../../src/shared/contract/admin/compliance.ts';
import { insertMember } from '../server/helpers/fixtures.ts';
import { signedInStaff } from '../server/helpers/staff.ts';
import { inProcessApi } from './helpers/api.ts';
import { hashWrites } from './helpers/browser.ts';
import { routeConsole } from './helpers/console.ts';

const api = inProcessApi();

/** Resolves once the store is no longer loading. */
const settled = <R>(list: ReturnType<typeof createList<R>>) =>
  new Promise<void>((resolve) => {
    const stop = list.$list.subscribe((view) => {
      if (!view.loading) {
        queueMicrotask(() => stop());
        resolve();
      }
    });
  });

/** Back or Forward to `hash`: the browser sets the address, then fires hashchange. */
function travel(hash: string): void {
  window.location.hash = hash;
  window.dispatchEvent(new Event('hashchange'));
}

const doctorDefaults = { page: 1, pageSize: 25, sort: 'createdAt', dir: 'desc' };

describe('a list query in the address', () => {
  it('keeps only the parameters the call knows and its schema accepts, and leaves defaults out', () => {
    const known = knownParams(doctorsList.query);
    const read = readQuery(
      new URLSearchParams('q=ram+sharma&active=true&page=3&sort=nope&dir=up&pageSize=0&bogus=1&countryCode=44'),
      known,
      doctorDefaults,
    );
    expect(read).toEqual({ ...doctorDefaults, q: 'ram sharma', active: 'true', page: 3 });
    expect(writeQuery(read, known, doctorDefaults)).toBe('q=ram+sharma&active=true&page=3');
    expect(writeQuery(doctorDefaults, known, doctorDefaults)).toBe('');
    expect(writeQuery({ ...doctorDefaults, q: '', sort: 'lastName', dir: 'asc' }, known, doctorDefaults)).toBe(
      'sort=lastName&dir=asc',
    );

    // A default the user cleared (registrations open at Pending) is written empty and read back as cleared.
    const registrations = knownParams(registrationsList.query);
    const pending = { page: 1, pageSize: 25, status: 'Pending' };
    expect(writeQuery({ ...pending, status: '' }, registrations, pending)).toBe('status=');
    expect(readQuery(new URLSearchParams('status='), registrations, pending)).toEqual({ ...pending, status: '' });
    expect(readQuery(new URLSearchParams('status=Lost'), registrations, pending)).toEqual(pending);
    expect(knownParams(undefined)).toEqual({});
  });

  it('is read when the list is made, written on each change and followed on Back and Forward', async () => {
    const key = (await signedInStaff(api.t, 'admin')).key;
    routeConsole(api.t, () => key);
    for (const n of [1, 2, 3, 4, 5])
      await insertMember(api.t.database.db, { countryCode: '91', phone: `912348030${n}`, firstName: `Hashed${n}` });

    // A reload of page 2 of a search: the unknown and malformed parameters are ignored.
    window.location.hash = '#/doctors?q=Hashed&sort=firstName&dir=asc&page=2&pageSize=2&colour=red&active=maybe';
    const list = createList<Doctor>(doctorsList, { sort: 'createdAt', dir: 'desc' });
    expect(list.$list.get().query).toEqual({ page: 2, pageSize: 2, q: 'Hashed', sort: 'firstName', dir: 'asc' });
    await settled(list);
    expect(list.$list.get().page?.rows.map((r) => r.firstName)).toEqual(['Hashed3', 'Hashed4']);
    expect(hashWrites).toEqual([]);

    // Typing in the search box rewrites the address in place; another page is a new entry.
    await list.filter({ q: 'Hashed' });
    expect(hashWrites.at(-1)).toEqual({ hash: '#/doctors?q=Hashed&sort=firstName&dir=asc&pageSize=2', push: false });
    await list.goTo(3);
    expect(hashWrites.at(-1)).toEqual({
      hash: '#/doctors?q=Hashed&sort=firstName&dir=asc&page=3&pageSize=2',
      push: true,
    });
    expect(list.$list.get().page?.rows.map((r) => r.firstName)).toEqual(['Hashed5']);
    await list.sortBy('firstName');
    expect(hashWrites.at(-1)).toEqual({ hash: '#/doctors?q=Hashed&sort=firstName&pageSize=2', push: false });
    const writes = hashWrites.length;
    await list.reload();
    expect(hashWrites.length).toBe(writes);

    // Back to page 2 of the ascending search: the list asks for it.
    travel('#/doctors?q=Hashed&sort=firstName&dir=asc&page=2&pageSize=2');
    expect(list.$list.get()).toMatchObject({ loading: true, query: { page: 2, dir: 'asc' } });
    await settled(list);
    expect(list.$list.get().page?.rows.map((r) => r.firstName)).toEqual(['Hashed3', 'Hashed4']);

    // Opening a doctor is another screen's address: the list neither follows nor writes it.
    travel('#/doctors/12');
    expect(list.$list.get().loading).toBe(false);
    await list.goTo(1);
    expect(window.location.hash).toBe('#/doctors/12');

    // The navigation's link (no query): the defaults, written as the bare address.
    travel('#/doctors');
    expect(list.$list.get().query).toEqual({ page: 1, pageSize: 25, sort: 'createdAt', dir: 'desc' });
    await settled(list);
    expect(writes).toBe(hashWrites.length);
  });

  it('leaves the address alone when made with address: false', async () => {
    const key = (await signedInStaff(api.t, 'admin')).key;
    routeConsole(api.t, () => key);
    window.location.hash = '#/doctors?q=Elsewhere';
    const list = createList<Doctor>(doctorsList, {}, { address: false });
    expect(list.$list.get().query).toEqual({ page: 1, pageSize: 25 });
    await list.filter({ q: 'Nobody' });
    expect(hashWrites).toEqual([]);
    expect(window.location.hash).toBe('#/doctors?q=Elsewhere');
  });
});
