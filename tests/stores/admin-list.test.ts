/**
 * The console's list store (src/admin/stores/list.ts) through the console's request function against the
 * in-process API: it loads when bound, filters and pages on the server, flips a sort, keeps the last page when a
 * request is refused, and drops an answer that arrives after a newer request was sent.
 */
import { describe, expect, it } from 'vitest';
import { createList } from '../../src/admin/stores/list.ts';
import type { Doctor } from '../../src/admin/types.ts';
import { doctorsList } from '../../src/shared/contract/admin/doctors.ts';
import { insertMember } from '../server/helpers/fixtures.ts';
import { signedInStaff } from '../server/helpers/staff.ts';
import { inProcessApi } from './helpers/api.ts';
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

describe('list store', () => {
  it('loads when bound, searches and pages on the server, flips the sort, keeps the page on a refusal', async () => {
    const key = (await signedInStaff(api.t, 'admin')).key;
    routeConsole(api.t, () => key);
    for (const n of [1, 2, 3])
      await insertMember(api.t.database.db, { countryCode: '91', phone: `912348010${n}`, firstName: `Listable${n}` });

    const list = createList<Doctor>(doctorsList, { q: 'Listable', pageSize: 2, sort: 'firstName', dir: 'asc' });
    expect(list.$list.get()).toMatchObject({ page: null, loading: true });
    await settled(list);
    const first = list.$list.get();
    expect(first.page?.total).toBe(3);
    expect(first.page?.rows.map((r) => r.firstName)).toEqual(['Listable1', 'Listable2']);

    await list.goTo(2);
    expect(list.$list.get().page?.rows.map((r) => r.firstName)).toEqual(['Listable3']);
    await list.sortBy('firstName');
    expect(list.$list.get().query).toMatchObject({ sort: 'firstName', dir: 'desc', page: 1 });
    expect(list.$list.get().page?.rows.map((r) => r.firstName)).toEqual(['Listable3', 'Listable2']);
    await list.sortBy('lastName');
    expect(list.$list.get().query).toMatchObject({ sort: 'lastName', dir: 'asc', page: 1 });

    await list.filter({ q: 'Listable2' });
    expect(list.$list.get()).toMatchObject({ query: { q: 'Listable2', page: 1 }, loading: false, error: '' });
    expect(list.$list.get().page?.total).toBe(1);

    await list.filter({ countryCode: '44' });
    const refused = list.$list.get();
    expect(refused.error).not.toBe('');
    expect(refused.page?.total).toBe(1);
  });

  it('drops an answer that arrives after a newer request was sent', async () => {
    const key = (await signedInStaff(api.t, 'admin')).key;
    routeConsole(api.t, () => key);
    await insertMember(api.t.database.db, { countryCode: '91', phone: '9123480201', firstName: 'Slowpoke' });
    await insertMember(api.t.database.db, { countryCode: '91', phone: '9123480202', firstName: 'Quickly' });
    const list = createList<Doctor>(doctorsList, { q: 'Quickly' });
    await list.reload();

    // The transport holds the older request's answer until the newer one has been answered.
    const inner = globalThis.fetch;
    const { promise: newerDone, resolve: release } = Promise.withResolvers<void>();
    globalThis.fetch = async (input, init) => {
      const answer = await inner(input, init);
      if (String(input).includes('Slowpoke')) await newerDone;
      return answer;
    };
    const older = list.filter({ q: 'Slowpoke' });
    const newer = list.filter({ q: 'Quickly' });
    await newer;
    release();
    await older;
    globalThis.fetch = inner;
    expect(list.$list.get().query.q).toBe('Quickly');
    expect(list.$list.get().page?.rows.map((r) => r.firstName)).toEqual(['Quickly']);
    expect(list.$list.get().loading).toBe(false);
  });
});
