/**
 * The home grid (stores/home.ts) against the real API: a device that kept an older focus (the member switched on
 * another device, or staff changed it) takes the server's and loads that grid; an answer to a request made before a
 * switch on this device changes nothing; the focus's name in the member's language is kept for /profile and the brand
 * panel, which a member who may not switch (and so never loads the focus list) reads.
 */
import { eq } from 'drizzle-orm';
import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, connected } from '../../src/api/connection.ts';
import { members } from '../../src/server/db/schema.ts';
import { post } from '../server/helpers/fixtures.ts';
import { $home, $homeExtras, loadHome } from '../../src/stores/home.ts';
import { $focuses, $focusShown } from '../../src/stores/profile.ts';
import { $profile } from '../../src/stores/session.ts';
import { SIGN_IN_NUMBERS, signIn, inProcessApi } from './helpers/api.ts';

const api = inProcessApi({ TEST_NUMBERS: SIGN_IN_NUMBERS }, { seeded: true });
let memberId: number;

beforeAll(async () => {
  ({ id: memberId } = await signIn(api.t, { firstName: 'Kiran', focus: 'Cardiology' }));
});

afterEach(async () => {
  await allTasks();
  cleanStores($home, $focuses);
});

/** The member switches focus on another device (its own session). */
async function savedElsewhere(focus: string): Promise<void> {
  const key = await api.t.app.deps.sessions.create(memberId);
  const answer = await api.t.request(post('/SetTherapy.php', { therapeutic_focus: focus }, key));
  expect(answer.statusCode).toBe(200);
  const [row] = await api.t.database.db.select().from(members).where(eq(members.id, memberId));
  expect(row?.therapeuticFocus).toBe(focus);
}

describe('the home grid and the stored focus', () => {
  it('loads the grid of the focus this device has when the server has the same', async () => {
    await loadHome();
    expect($home.get()).toMatchObject({ status: 'ready', stored: { therapeutic_focus: 'Cardiology' } });
    expect($profile.get()?.therapeutic_focus).toBe('Cardiology');
  });

  it('takes the focus saved on another device, and loads the grid of that focus', async () => {
    await savedElsewhere('Neurology');
    await loadHome();
    expect($profile.get()?.therapeutic_focus).toBe('Neurology');
    const home = $home.get();
    if (home.status !== 'ready') throw new Error(`home not loaded: ${JSON.stringify(home)}`);
    expect(home.stored.therapeutic_focus).toBe('Neurology');
    expect(home.categories.length).toBeGreaterThan(0);
  });

  it('keeps a switch made on this device while an older request was under way', async () => {
    const profile = $profile.get();
    if (!profile) throw new Error('signed out');
    await savedElsewhere('Respiratory');
    const loading = loadHome();
    // This device switches (its SetTherapy not yet answered) before the grid's answer comes.
    $profile.set({ ...profile, therapeutic_focus: 'Diabetology' });
    await loading;
    expect($profile.get()?.therapeutic_focus).toBe('Diabetology');
  });

  it('keeps the focus name in the page’s language, shown before (or without) the focus list', async () => {
    // A Nepali page: its calls name Nepali (Accept-Language), as the portal's /ne/ pages do.
    const page = connected();
    if (!page) throw new Error('client not connected');
    connectClient({ ...page, language: 'ne' });
    try {
      // The device still has Diabetology (the test before): it takes Respiratory, named in Nepali.
      await loadHome();
      expect($profile.get()).toMatchObject({
        therapeutic_focus: 'Respiratory',
        therapeutic_focus_shown: 'श्वासप्रश्वास रोग',
      });
      $focuses.set({ status: 'loading' });
      expect($focusShown.get()('Respiratory')).toBe('श्वासप्रश्वास रोग');
      expect($focusShown.get()('Neurology')).toBe('Neurology');
      expect($homeExtras.get().focus).toBe('श्वासप्रश्वास रोग');
    } finally {
      connectClient(page);
    }
  });
});
