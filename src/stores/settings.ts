/**
 * Settings toggles (SPEC §2 Settings; DESIGN §4: saved per member). Each change is saved automatically,
 * debounced by SAVE_DELAY_MS, as the whole set; a failed save puts back the last saved set.
 */
import { atom } from 'nanostores';
import * as memberApi from '../api/member.ts';
import { messageOf } from '../api/errors.ts';
import type { Settings } from '../shared/contract/entities.ts';
// Connects the API client (src/api/connection.ts) before this store's first call.
import './session.ts';

/** One toggle. */
export type SettingName = keyof Settings;

/** A toggle, or a named group of toggles, in the order of SPEC §2 Settings. */
export type SettingsItem = SettingName | { group: 'academic' | 'entertainment'; toggles: readonly SettingName[] };

/** The layout of the settings screen. */
export const SETTINGS_LAYOUT: readonly SettingsItem[] = [
  'therapy_exclusive',
  {
    group: 'academic',
    toggles: ['journal_updates', 'conference_updates', 'medical_magazines', 'new_molecules', 'medical_technology'],
  },
  'hospital_management',
  'health_adventure',
  'food_cooking_recipes',
  'financial_management',
  'social_updates',
  { group: 'entertainment', toggles: ['sports', 'music', 'movies'] },
];

/** Quiet time after the last change before the set is saved. */
const SAVE_DELAY_MS = 400;

/** The screen: loading, failed to load, or the toggles with the state of saving. */
export type SettingsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; values: Settings; save: 'idle' | 'pending' | 'saved' | 'failed' };

/** The settings screen's state. */
export const $settings = atom<SettingsState>({ status: 'loading' });

let saved: Settings | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight = false;

/** Loads (or reloads) the saved toggles. */
export async function loadSettings(): Promise<void> {
  $settings.set({ status: 'loading' });
  try {
    saved = await memberApi.getSettings();
    $settings.set({ status: 'ready', values: saved, save: 'idle' });
  } catch (error) {
    $settings.set({ status: 'error', message: messageOf(error) });
  }
}

/** Saves the current set now (used by the debounce and when the page is hidden). */
export async function flushSettings(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const state = $settings.get();
  if (state.status !== 'ready' || state.save !== 'pending' || inFlight) return;
  const sent = state.values;
  inFlight = true;
  try {
    saved = await memberApi.saveSettings(sent);
    const now = $settings.get();
    if (now.status === 'ready' && now.values === sent) $settings.set({ status: 'ready', values: saved, save: 'saved' });
  } catch {
    if (saved) $settings.set({ status: 'ready', values: saved, save: 'failed' });
  } finally {
    inFlight = false;
  }
  // Changes made while the request was in flight are saved next.
  const after = $settings.get();
  if (after.status === 'ready' && after.save === 'pending' && !timer) await flushSettings();
}

/** Turns one toggle on or off and schedules the save. */
export function setSetting(name: SettingName, on: boolean): void {
  const state = $settings.get();
  if (state.status !== 'ready') return;
  $settings.set({ status: 'ready', values: { ...state.values, [name]: on }, save: 'pending' });
  clearTimeout(timer);
  timer = setTimeout(() => void flushSettings(), SAVE_DELAY_MS);
}
