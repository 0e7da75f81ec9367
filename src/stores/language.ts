/**
 * The language switch (docs/LANGUAGES.md): a choice is kept in this browser (it survives logout) and, for a member,
 * on their row, so a login from another browser opens in it; at login the member's stored language is adopted when
 * this browser has no choice of its own, and this browser's choice is stored on the member when it has one.
 */
import { atom } from 'nanostores';
import * as memberApi from '../api/member.ts';
import type { Profile } from '../shared/contract/entities.ts';
import { language as pageLanguage } from '../shared/messages/index.ts';
import { DEFAULT_LANGUAGE, type Language } from '../shared/messages/languages.ts';
import { chosenLanguage, rememberLanguage } from '../lib/language.ts';
import { $profile, $session } from './session.ts';

/** The language the switch shows as chosen: this browser's choice, else the page's language. */
export const $language = atom<Language>(pageLanguage);

/** The switch's state while a choice is being stored on the member row. */
export const $languageSaving = atom<'idle' | 'saving' | 'failed'>('idle');

/** Reads this browser's choice into the switch (called when the switch mounts). */
export function loadLanguage(): void {
  $language.set(chosenLanguage() ?? pageLanguage);
}

/** Keeps a choice in this browser and, when logged in, on the member row; then shows the page in it. */
export async function chooseLanguage(language: Language, reload: () => void = () => location.reload()): Promise<void> {
  rememberLanguage(language);
  $language.set(language);
  if ($session.get()) {
    $languageSaving.set('saving');
    try {
      await memberApi.saveLanguage(language);
      const profile = $profile.get();
      if (profile) $profile.set({ ...profile, language });
      $languageSaving.set('idle');
    } catch {
      // Kept in this browser anyway; the member row gets it at the next login.
      $languageSaving.set('failed');
      return;
    }
  }
  reload();
}

/**
 * After login: this browser's choice wins and is stored on the member when it differs from theirs; without one, the
 * member's stored language becomes this browser's choice; without either, a Hindi or Nepali login screen (`page`)
 * is the choice, kept here and on the member (their SMS, mails and pushes follow it). Never blocks the login
 * (failures are left for next time).
 */
export async function settleLanguageAtLogin(
  profile: Profile,
  page: Language = pageLanguage,
): Promise<Language | undefined> {
  const chosen = chosenLanguage() ?? (profile.language || page === DEFAULT_LANGUAGE ? undefined : page);
  if (chosen) {
    rememberLanguage(chosen);
    if (chosen !== profile.language) await memberApi.saveLanguage(chosen).catch(() => undefined);
    return chosen;
  }
  if (profile.language) rememberLanguage(profile.language);
  return profile.language || undefined;
}
