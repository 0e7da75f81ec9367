/** The home screen (SPEC §2 Home): categories of the member's focus plus banner, feedback and campaign links. */
import { atom, computed } from 'nanostores';
import { ROLE_NO_FOCUS_SWITCH, TIMINGS } from '../shared/constants.ts';
import { getCategories, type HomeCatalogue } from '../api/catalogue.ts';
import { messageOf } from '../api/errors.ts';
import type { Category } from '../shared/contract/entities.ts';
import { categoryTarget } from '../lib/category-link.ts';
import { imageUrl, inPageLanguage } from '../lib/config.ts';
import { NOTICE_ANSWERED, noticeAnswered } from '../lib/consent.ts';
import { safeHref } from '../lib/links.ts';
import { plainText } from '../lib/plain-text.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { $profile } from './session.ts';

/** A category as its card shows it (in the member's language): plain-text description, link and image address. */
export interface CategoryCardModel {
  id: string;
  title: string;
  description: string;
  href: string;
  newTab: boolean;
  image: string;
}

/** What the home screen shows: nothing yet, loading, an error to retry, or the loaded catalogue. */
export type HomeState =
  | { status: 'idle' | 'loading' }
  | { status: 'error'; message: string }
  | ({ status: 'ready' } & HomeCatalogue);

/** The home screen's state. */
export const $home = atom<HomeState>({ status: 'idle' });

/** The categories of the grid (empty until loaded). */
const $categories = computed($home, (state): Category[] => (state.status === 'ready' ? state.categories : []));

/** A category's card (the cards drawn before React, islands/first-screen/first-card-model.ts, give the same). */
export function categoryCardOf(category: Category): CategoryCardModel {
  return {
    id: category.serv_category_id,
    title: category.title_shown || category.title,
    description: plainText(category.description_shown ?? category.description),
    ...categoryTarget(category),
    image: imageUrl('categories', category.image),
  };
}

/** The cards of the grid, ready to render. */
export const $categoryCards = computed($categories, (categories): CategoryCardModel[] =>
  categories.map(categoryCardOf),
);

/** The therapeutic focus the grid is loaded for. */
const $focus = computed($profile, (profile) => profile?.therapeutic_focus ?? '');

/**
 * Loads (or reloads, after an error) the grid for the member's therapeutic focus. When the server has another focus
 * for the member (switched on another device, or by staff), this device takes it and loads that grid; an answer to a
 * request made before a switch on this device changes nothing. The focus's name in the member's language is kept
 * with the profile (/profile shows it to a member who may not switch, and who so never loads the focus list).
 */
export async function loadHome(): Promise<void> {
  if ($home.get().status === 'loading') return;
  $home.set({ status: 'loading' });
  try {
    const asked = $focus.get();
    const catalogue = await getCategories(asked);
    const profile = $profile.get();
    const { therapeutic_focus: focus, therapeutic_focus_shown: shown } = catalogue.stored;
    if (
      profile &&
      focus &&
      profile.therapeutic_focus === asked &&
      (focus !== asked || shown !== profile.therapeutic_focus_shown)
    ) {
      $profile.set({ ...profile, therapeutic_focus: focus, therapeutic_focus_shown: shown });
      if (focus !== asked) {
        $home.set({ status: 'idle' });
        return loadHome();
      }
    }
    $home.set({ status: 'ready', ...catalogue });
    if (catalogue.bannerId) showBannerPopup();
  } catch (error) {
    $home.set({ status: 'error', message: messageOf(error) });
  }
}

/** What the home screen shows beside the grid; an address or image is '' when that part is not shown. */
export interface HomeExtras {
  popupImage: string;
  feedbackHref: string;
  campaignHref: string;
  /** The member's focus, named in their language once a home grid has said so. */
  focus: string;
  /** The brand panel's picture in the page's language, then the English one (a focus added without the first). */
  brandImages: string[];
}

/** An external address from the server: only http(s) becomes a link. */
const webHref = (link: string): string => {
  const href = safeHref(link) ?? '';
  return /^https?:/i.test(href) ? href : '';
};

/** The popup image: a full address, an image uploaded in the console (served by the API's image.php), or a file name under the banners image base. */
const popupImageOf = (link: string): string => {
  const l = link.trim();
  return /^https?:\/\//i.test(l) ? webHref(l) : imageUrl('banners', l);
};

/** The banner popup, feedback banner, campaign poster (not for member_role '24') and brand panel. */
export const $homeExtras = computed([$home, $profile], (home, profile): HomeExtras => {
  const ready = home.status === 'ready' ? home : undefined;
  const role = profile?.member_role ?? '';
  const campaign = webHref(ready?.campaignLink || profile?.campaign_link || '');
  const focus = profile?.therapeutic_focus ?? '';
  return {
    popupImage: ready?.bannerId ? popupImageOf(ready.popupLink) : '',
    feedbackHref: webHref(ready?.feedbackLink || profile?.feedback_link || ''),
    campaignHref: role === ROLE_NO_FOCUS_SWITCH ? '' : campaign,
    focus: profile?.therapeutic_focus_shown || focus,
    brandImages: focus
      ? [...new Set([inPageLanguage(`${focus}.svg`), `${focus}.svg`])].map((file) => imageUrl('custom', file))
      : [],
  };
});

/** Whether the banner popup is on screen. */
export const $bannerPopupOpen = atom(false);

let popupTimer: ReturnType<typeof setTimeout> | undefined;

/** Hides the banner popup (its close button, or the timer). */
export function closeBannerPopup(): void {
  clearTimeout(popupTimer);
  $bannerPopupOpen.set(false);
}

/**
 * Shows the banner popup once per browser session (not on every return to /home: docs/API.md, choices); it hides
 * by itself after TIMINGS.bannerPopupMs (SPEC §4).
 */
function showBannerPopup(): void {
  // One layer at a time (issue 41 §7): the privacy notice first, the popup once the notice is answered.
  if (!noticeAnswered()) {
    addEventListener(NOTICE_ANSWERED, showBannerPopup, { once: true });
    return;
  }
  try {
    if (sessionStorage.getItem(STORAGE_KEYS.bannerShown)) return;
    sessionStorage.setItem(STORAGE_KEYS.bannerShown, '1');
  } catch {
    // Without storage it shows on each visit, as before.
  }
  clearTimeout(popupTimer);
  $bannerPopupOpen.set(true);
  popupTimer = setTimeout(closeBannerPopup, TIMINGS.bannerPopupMs);
}
