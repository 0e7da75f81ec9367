/**
 * The language switch (docs/LANGUAGES.md) against the real API: a choice is kept in the browser and on the member's
 * row, survives logout, is adopted from the member at login when the browser has none, and API errors come in the
 * language of the page that asks.
 */
import { eq } from 'drizzle-orm';
import { allTasks } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { connectClient, connected } from '../../src/api/connection.ts';
import { ApiError } from '../../src/api/errors.ts';
import { updateProfile } from '../../src/api/member.ts';
import { members } from '../../src/server/db/schema.ts';
import { saveLanguage } from '../../src/server/services/profile.ts';
import { apiMessages as en } from '../../src/shared/messages/api.ts';
import { apiMessages as hi } from '../../src/shared/messages/hi/api.ts';
import { chosenLanguage, preferredLanguage } from '../../src/lib/language.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { requestCode, resetLoginForm } from '../../src/stores/auth.ts';
import { resetVerifyForm, verifyCode } from '../../src/stores/verify.ts';
import { $language, chooseLanguage, settleLanguageAtLogin } from '../../src/stores/language.ts';
import { logout } from '../../src/stores/logout.ts';
import { $profile, $session } from '../../src/stores/session.ts';
import { SIGN_IN_NUMBERS, signIn, inProcessApi } from './helpers/api.ts';

const api = inProcessApi({ TEST_NUMBERS: SIGN_IN_NUMBERS });

/** The language stored on a member's row. */
async function storedLanguage(id: number): Promise<string | undefined> {
  const [row] = await api.t.database.db.select().from(members).where(eq(members.id, id));
  return row?.language;
}

afterEach(async () => {
  await allTasks();
  localStorage.clear();
  $session.set(undefined);
  $profile.set(undefined);
});

describe('language choice', () => {
  it('logged out: kept in the browser only, then the page is shown again', async () => {
    let reloads = 0;
    await chooseLanguage('ne', () => {
      reloads += 1;
    });
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ne');
    expect($language.get()).toBe('ne');
    expect(reloads).toBe(1);
  });

  it("logged in: stored on the member row and in the profile; API errors follow the page's language", async () => {
    const { id } = await signIn(api.t);
    await chooseLanguage('hi', () => undefined);
    expect(await storedLanguage(id)).toBe('hi');
    expect($profile.get()?.language).toBe('hi');
    const refusal = async () => {
      const refused = await updateProfile({ birth_date: '2999-01-01' }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ApiError);
      return (refused as ApiError).message;
    };
    // Not reloaded yet (the reload is stubbed): the English page's answers stay English, as in another browser.
    expect(await refusal()).toBe(en.validation('birth_date', en.notPastDate));
    // The page again in Hindi: its calls name Hindi.
    const page = connected();
    if (!page) throw new Error('client not connected');
    connectClient({ ...page, language: 'hi' });
    try {
      expect(await refusal()).toBe(hi.validation('birth_date', hi.notPastDate));
    } finally {
      connectClient(page);
    }
  });

  it('survives logout, while the session and profile are gone', async () => {
    await signIn(api.t);
    await chooseLanguage('hi', () => undefined);
    await logout();
    expect($session.get()).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.profile)).toBeNull();
    expect(chosenLanguage()).toBe('hi');
  });

  it("a fresh browser takes the member's stored language at login", async () => {
    const { id, phone } = await signIn(api.t);
    await saveLanguage(api.t.database.db, id, 'ne');
    await logout();
    localStorage.clear();
    api.t.clock.advance(600);
    expect(await requestCode('91', phone)).toBe(true);
    expect(await verifyCode('123456')).toBe(true);
    resetLoginForm();
    resetVerifyForm();
    expect($profile.get()?.language).toBe('ne');
    expect(chosenLanguage()).toBe('ne');
  });

  it("this browser's choice wins at login and is stored on the member", async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'hi');
    const { id } = await signIn(api.t);
    expect(await storedLanguage(id)).toBe('hi');
    expect(chosenLanguage()).toBe('hi');
  });

  it('without a choice here or on the member, a Hindi or Nepali login screen is the choice; an English one is not', async () => {
    const { id } = await signIn(api.t);
    const profile = $profile.get();
    if (!profile) throw new Error('no profile after sign-in');
    expect(profile.language).toBe('');
    expect(await settleLanguageAtLogin(profile, 'en')).toBeUndefined();
    expect(chosenLanguage()).toBeUndefined();
    expect(await storedLanguage(id)).toBe('');

    expect(await settleLanguageAtLogin(profile, 'hi')).toBe('hi');
    expect(chosenLanguage()).toBe('hi');
    expect(await storedLanguage(id)).toBe('hi');

    // A member's own stored language wins over the screen's.
    localStorage.clear();
    expect(await settleLanguageAtLogin({ ...profile, language: 'ne' }, 'hi')).toBe('ne');
    expect(chosenLanguage()).toBe('ne');
  });

  it('precedence: browser choice, then the member, then the browser languages, then English', () => {
    expect(preferredLanguage('ne', ['hi-IN'])).toBe('ne');
    expect(preferredLanguage('', ['fr-FR', 'hi-IN'])).toBe('hi');
    expect(preferredLanguage(undefined, ['fr-FR'])).toBe('en');
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    expect(preferredLanguage('ne', ['hi-IN'])).toBe('en');
  });
});
