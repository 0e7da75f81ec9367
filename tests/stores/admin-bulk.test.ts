/**
 * The console's bulk action store (src/admin/stores/bulk.ts) through the console's request function against the
 * in-process API: rows done are unticked and reported, refused rows stay ticked with their reason, a refusal of the
 * whole call (no reason for a rejection, a role without the right) is one message and changes nothing; a row already
 * as asked is reported unchanged; the report names the action done (`Verified: 2 rows`).
 */
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bulkReport, createBulk, tickedElsewhere } from '../../src/admin/stores/bulk.ts';
import { text } from '../../src/admin/text.ts';
import { registrationsDecideMany } from '../../src/shared/contract/admin/compliance.ts';
import { doctorsSetActiveMany } from '../../src/shared/contract/admin/doctors.ts';
import { members } from '../../src/server/db/schema.ts';
import { insertMember } from '../server/helpers/fixtures.ts';
import { signedInStaff } from '../server/helpers/staff.ts';
import { inProcessApi } from './helpers/api.ts';
import { routeConsole } from './helpers/console.ts';

const api = inProcessApi();
let key = '';

/** Each pending doctor's registration number by id, as the list shows it (a bulk decision names what staff checked). */
const shown = new Map<number, string>();

/** The `checked` registrations of a bulk decision on `ids`, as the list showed them. */
const checked = (ids: readonly number[]) =>
  ids.map((id) => ({ id, registrationNumber: shown.get(id) ?? '', registrationCouncil: 'MMC', registrationYear: '' }));

const pending = async (phone: string) => {
  const id = await insertMember(api.t.database.db, {
    countryCode: '91',
    phone,
    registration: { registrationNumber: `MH-${phone}`, registrationCouncil: 'MMC', verificationStatus: 'Pending' },
  });
  shown.set(id, `MH-${phone}`);
  return id;
};

describe('bulk store', () => {
  it('verifies the ticked rows, unticks those done and keeps the refused one with its reason', async () => {
    key = (await signedInStaff(api.t, 'compliance')).key;
    routeConsole(api.t, () => key);
    const ids = [await pending('9123480001'), await pending('9123480002')];
    const bulk = createBulk(registrationsDecideMany);
    bulk.$selected.set(new Set([...ids, 999_997]));
    const running = bulk.run({ status: 'Verified', checked: checked([...ids, 999_997]) }, 'Verified');
    expect(bulk.$run.get().status).toBe('running');
    await running;
    expect(bulk.$run.get()).toEqual({
      status: 'done',
      results: [
        { id: ids[0], ok: true },
        { id: ids[1], ok: true },
        { id: 999_997, ok: false, reason: 'No such doctor.' },
      ],
      what: 'Verified',
    });
    // The report names what was done.
    expect(bulkReport(bulk.$run.get())).toEqual({ message: 'Verified: 2 rows; refused: 1.', failure: '' });
    expect([...bulk.$selected.get()]).toEqual([999_997]);
    const rows = await api.t.database.db.select().from(members).where(inArray(members.id, ids));
    expect(rows.map((m) => m.verificationStatus)).toEqual(['Verified', 'Verified']);
  });

  it('a rejection without a reason is one message; nothing changes and the ticks stay', async () => {
    const id = await pending('9123480003');
    const bulk = createBulk(registrationsDecideMany);
    bulk.$selected.set(new Set([id]));
    await bulk.run({ status: 'Rejected', checked: checked([id]) }, 'Rejected');
    expect(bulk.$run.get()).toEqual({ status: 'failed', message: expect.stringMatching(/reason/i) });
    expect([...bulk.$selected.get()]).toEqual([id]);
    bulk.reset();
    expect(bulk.$run.get()).toEqual({ status: 'idle' });
    expect(bulk.$selected.get().size).toBe(0);
    await bulk.run({ status: 'Verified', checked: [] }, 'Verified');
    expect(bulk.$run.get()).toEqual({ status: 'idle' });
  });

  it('a role without the right gets the console\'s "not allowed" message', async () => {
    key = (await signedInStaff(api.t, 'content')).key;
    const bulk = createBulk(registrationsDecideMany);
    const id = await pending('9123480004');
    bulk.$selected.set(new Set([id]));
    await bulk.run({ status: 'Verified', checked: checked([id]) }, 'Verified');
    expect(bulk.$run.get()).toEqual({ status: 'failed', message: text.errors.forbidden });
  });

  it('reports a doctor already deactivated as unchanged, and counts the ticks on other pages', async () => {
    key = (await signedInStaff(api.t, 'compliance')).key;
    const ids = [await pending('9123480005'), await pending('9123480006')];
    const bulk = createBulk(doctorsSetActiveMany);
    bulk.$selected.set(new Set([ids[0] ?? 0]));
    await bulk.run({ active: false }, text.doctors.bulkDone(false));
    bulk.$selected.set(new Set(ids));
    expect(tickedElsewhere(bulk.$selected.get(), [{ id: ids[1] ?? 0 }])).toBe(1);
    expect(tickedElsewhere(bulk.$selected.get(), undefined)).toBe(2);
    await bulk.run({ active: false }, text.doctors.bulkDone(false));
    expect(bulk.$run.get()).toEqual({
      status: 'done',
      results: [
        { id: ids[0], ok: true, unchanged: true },
        { id: ids[1], ok: true },
      ],
      what: 'Deactivated',
    });
    expect(bulkReport(bulk.$run.get()).message).toBe('Deactivated: 1 row changed, 1 already as asked (unchanged).');
    expect(text.bulk.allUnchanged(2)).toBe('Nothing to change: all 2 rows were already as asked.');
  });
});
