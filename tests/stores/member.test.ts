/** Settings, profile and chat stores of a signed-in member, against the real API on the demo data. */
import { showCarriedToast } from '../../src/stores/carried-toast.ts';
import { eq } from 'drizzle-orm';
import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getSettings } from '../../src/api/member.ts';
import { members } from '../../src/server/db/schema.ts';
import { memberChanged } from '../../src/server/services/profile.ts';
import {
  $agreement,
  $chatLog,
  $chatView,
  $draft,
  $reply,
  agreeToTerms,
  closeChat,
  sendDraft,
  setDraft,
  toggleChat,
} from '../../src/stores/chat.ts';
import {
  $focuses,
  $focusShown,
  $focusSwitch,
  $profileForm,
  EDITABLE_FIELDS,
  loadFocuses,
  refreshProfile,
  saveProfile,
  switchFocus,
  $switchingFocus,
} from '../../src/stores/profile.ts';
import { $profile } from '../../src/stores/session.ts';
import { $settings, flushSettings, loadSettings, setSetting } from '../../src/stores/settings.ts';
import { $toasts } from '../../src/stores/toasts.ts';
import type { ProfileEditableField } from '../../src/shared/contract/member.ts';
import { apiMessages } from '../../src/shared/messages/api.ts';
import { t as text } from '../../src/shared/messages/index.ts';
import { SIGN_IN_NUMBERS, signIn, inProcessApi } from './helpers/api.ts';

const api = inProcessApi({ TEST_NUMBERS: SIGN_IN_NUMBERS }, { seeded: true });
let memberId: number;

beforeAll(async () => {
  ({ id: memberId } = await signIn(api.t, { firstName: 'Meera', focus: 'Cardiology' }));
});

afterEach(async () => {
  await allTasks();
  cleanStores(
    $settings,
    $focuses,
    $focusSwitch,
    $profileForm,
    $chatView,
    $chatLog,
    $reply,
    $draft,
    $agreement,
    $toasts,
  );
});

/** Writes the member's row as staff or another device would, and tells the API's member cache. */
const changeRow = async (changes: Partial<typeof members.$inferInsert>) => {
  await api.t.database.db.update(members).set(changes).where(eq(members.id, memberId));
  await memberChanged(api.t.database.db, memberId);
};

const memberRow = async () => {
  const [row] = await api.t.database.db.select().from(members).where(eq(members.id, memberId));
  if (!row) throw new Error('member gone');
  return row;
};

describe('settings', () => {
  it('loads the saved toggles, saves a change and the server keeps it', async () => {
    await loadSettings();
    const loaded = $settings.get();
    if (loaded.status !== 'ready') throw new Error(`settings not loaded: ${JSON.stringify(loaded)}`);
    expect(loaded.save).toBe('idle');
    const wanted = !loaded.values.sports;
    setSetting('sports', wanted);
    expect($settings.get()).toMatchObject({ status: 'ready', save: 'pending', values: { sports: wanted } });
    await flushSettings();
    expect($settings.get()).toMatchObject({ status: 'ready', save: 'saved', values: { sports: wanted } });
    expect((await getSettings()).sports).toBe(wanted);
  });

  it('a flush with nothing pending sends nothing and changes nothing', async () => {
    await loadSettings();
    const before = $settings.get();
    await flushSettings();
    expect($settings.get()).toBe(before);
  });
});

describe('profile', () => {
  it('loads the focuses of the switcher', async () => {
    await loadFocuses();
    const state = $focuses.get();
    if (state.status !== 'ready') throw new Error(`focuses not loaded: ${JSON.stringify(state)}`);
    expect(state.focuses.length).toBeGreaterThan(1);
  });

  it('names a focus as the list answers it in the member’s language, and as stored until the list has come', () => {
    $focuses.set({ status: 'loading' });
    expect($focusShown.get()('Cardiology')).toBe('Cardiology');
    $focuses.set({ status: 'ready', focuses: [{ name: 'Cardiology', name_shown: 'हृदय रोग', image: '' }] });
    expect($focusShown.get()('Cardiology')).toBe('हृदय रोग');
    expect($focusShown.get()('Neurology')).toBe('Neurology');
  });

  it('saves edited fields (trimmed): the stored profile and the database follow', async () => {
    const values = Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, ''])) as Record<
      ProfileEditableField,
      string
    >;
    values.first_name = '  Meenakshi ';
    values.last_name = 'Iyer';
    values.location = 'Chennai';
    expect(await saveProfile(values)).toBe(true);
    expect($profile.get()).toMatchObject({ first_name: 'Meenakshi', last_name: 'Iyer', location: 'Chennai' });
    expect($profileForm.get()).toEqual({ busy: false, errors: {} });
    expect(await memberRow()).toMatchObject({ firstName: 'Meenakshi', lastName: 'Iyer' });
    expect($toasts.get().map((toast) => toast.tone)).toContain('success');
  });

  it('sends only the fields the member changed: what staff changed since login is not written back', async () => {
    const profile = $profile.get();
    if (!profile) throw new Error('no profile');
    await api.t.database.db.update(members).set({ qualification: 'DM (Cardiology)' }).where(eq(members.id, memberId));
    const values = Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, profile[field]])) as Record<
      ProfileEditableField,
      string
    >;
    values.practice_hours = ' Mon–Fri 9–1 ';
    expect(await saveProfile(values)).toBe(true);
    expect(await memberRow()).toMatchObject({ qualification: 'DM (Cardiology)', practiceHours: 'Mon–Fri 9–1' });
    expect($profile.get()).toMatchObject({ practice_hours: 'Mon–Fri 9–1' });
  });

  it('reads the profile as stored now: a change staff or another device made shows here, the shown focus name stays', async () => {
    const before = $profile.get();
    if (!before) throw new Error('no profile');
    $profile.set({ ...before, therapeutic_focus_shown: 'हृदय रोग' });
    await changeRow({ firstName: 'Meena', location: 'Madurai' });
    await refreshProfile();
    expect($profile.get()).toMatchObject({
      first_name: 'Meena',
      location: 'Madurai',
      therapeutic_focus: before.therapeutic_focus,
      therapeutic_focus_shown: 'हृदय रोग',
    });
    // A focus changed elsewhere: its stored name in the member's language no longer fits.
    await changeRow({ therapeuticFocus: 'Diabetology' });
    await refreshProfile();
    expect($profile.get()).toMatchObject({ therapeutic_focus: 'Diabetology', therapeutic_focus_shown: undefined });
    await changeRow({
      firstName: before.first_name,
      location: before.location,
      therapeuticFocus: before.therapeutic_focus,
    });
    await refreshProfile();
    expect($profile.get()).toMatchObject({
      first_name: before.first_name,
      therapeutic_focus: before.therapeutic_focus,
    });
  });

  it('keeps a change made on this device while the profile was asked for', async () => {
    const before = $profile.get();
    if (!before) throw new Error('no profile');
    await changeRow({ location: 'Elsewhere' });
    const asking = refreshProfile();
    $profile.set({ ...before, location: 'Here' });
    await asking;
    expect($profile.get()?.location).toBe('Here');
    await changeRow({ location: before.location });
    $profile.set(before);
  });

  it('shows a bad web link beside its field and changes nothing', async () => {
    const before = $profile.get();
    const values = Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, ''])) as Record<
      ProfileEditableField,
      string
    >;
    values.first_name = 'Meenakshi';
    values.last_name = 'Iyer';
    values.g_plus_link = 'not a link';
    expect(await saveProfile(values)).toBe(false);
    expect(Object.keys($profileForm.get().errors)).toEqual(['g_plus_link']);
    expect($profile.get()).toEqual(before);
  });

  it('a refused focus switch shows the focus at once, then rolls back and says why (issue 40 §13)', async () => {
    const before = $profile.get()?.therapeutic_focus;
    const switching = switchFocus('No Such Focus');
    expect($focusSwitch.get()).toEqual({ status: 'pending', focus: 'No Such Focus' });
    expect($profile.get()?.therapeutic_focus).toBe('No Such Focus');
    expect(await switching).toBe(false);
    const state = $focusSwitch.get();
    if (state.status !== 'failed') throw new Error(`not failed: ${JSON.stringify(state)}`);
    expect(state.message).not.toBe('');
    expect($profile.get()?.therapeutic_focus).toBe(before);
    expect($switchingFocus.get()).toBe(false);
    expect($toasts.get()).toContainEqual(expect.objectContaining({ tone: 'error', text: state.message }));
    expect((await memberRow()).therapeuticFocus).toBe(before);
  });

  it('switches the therapeutic focus at once, then on the server, and confirms it', async () => {
    await loadFocuses();
    const state = $focuses.get();
    if (state.status !== 'ready') throw new Error('focuses not loaded');
    const other = state.focuses.map((focus) => focus.name).find((title) => title !== $profile.get()?.therapeutic_focus);
    if (!other) throw new Error('no other focus');
    const switching = switchFocus(other);
    expect($focusSwitch.get()).toEqual({ status: 'pending', focus: other });
    expect($switchingFocus.get()).toBe(true);
    expect($profile.get()?.therapeutic_focus).toBe(other);
    expect(await switching).toBe(true);
    expect($focusSwitch.get()).toEqual({ status: 'done', focus: other });
    expect($toasts.get()).toContainEqual(
      expect.objectContaining({ tone: 'success', text: apiMessages.focusChanged(other) }),
    );
    expect($profile.get()?.therapeutic_focus).toBe(other);
    expect((await memberRow()).therapeuticFocus).toBe(other);
    // /home, opened next, shows the confirmation once more, and only once.
    $toasts.set([]);
    showCarriedToast();
    expect($toasts.get()).toEqual([
      expect.objectContaining({ tone: 'success', text: apiMessages.focusChanged(other) }),
    ]);
    showCarriedToast();
    expect($toasts.get()).toHaveLength(1);
  });
});

describe('chat', () => {
  it('opens the Disclaimer first; agreeing opens the chat and records the terms', async () => {
    expect($profile.get()?.terms).not.toBe('Y');
    toggleChat();
    expect($chatView.get()).toBe('disclaimer');
    await agreeToTerms();
    expect($agreement.get()).toEqual({ busy: false });
    expect($chatView.get()).toBe('chat');
    expect($profile.get()?.terms).toBe('Y');
    expect((await memberRow()).terms).toBe('Y');
  });

  it('sends the draft, shows the question and the reply, ignores a blank draft, and starts over when closed', async () => {
    toggleChat();
    if ($chatView.get() !== 'chat') toggleChat();
    setDraft('   ');
    await sendDraft();
    expect($chatLog.get()).toHaveLength(1);
    setDraft('  Hello!  ');
    await sendDraft();
    const log = $chatLog.get();
    expect(log.slice(-2).map((message) => message.type)).toEqual(['user', 'operator']);
    expect(log.at(-2)?.content).toBe('Hello!');
    expect(log.at(-1)?.content).toMatch(/^Hello Doctor/);
    expect($reply.get()).toEqual({ status: 'idle' });
    expect($draft.get()).toBe('');
    closeChat();
    expect($chatView.get()).toBe('closed');
    expect($chatLog.get()).toEqual([{ type: 'operator', content: text.chat.resetGreeting }]);
  });
});
