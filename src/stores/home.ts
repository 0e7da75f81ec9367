/** The home screen (SPEC §2 Home): categories of the member's focus plus banner, feedback and campaign links. */
import { atom, computed } from 'nanostores';
import { getCategories, type HomeCatalogue } from '../api/catalogue.ts';
import { messageOf } from '../api/errors.ts';
import type { Category } from '../shared/contract/entities.ts';
import { categoryTarget } from './category-link.ts';
import { imageUrl } from './config.ts';
import { plainText } from './plain-text.ts';
import { $profile } from './session.ts';

/** A category as its card shows it: plain-text description, resolved link and image address. */
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
export const $categories = computed($home, (state): Category[] => (state.status === 'ready' ? state.categories : []));

/** The cards of the grid, ready to render. */
export const $categoryCards = computed($categories, (categories): CategoryCardModel[] =>
  categories.map((category) => ({
    id: category.serv_category_id,
    title: category.title,
    description: plainText(category.description),
    ...categoryTarget(category),
    image: imageUrl('categories', category.image),
  })),
);

/** The therapeutic focus the grid is loaded for. */
export const $focus = computed($profile, (profile) => profile?.therapeutic_focus ?? '');

/** Loads (or reloads, after an error) the grid for the member's therapeutic focus. */
export async function loadHome(): Promise<void> {
  if ($home.get().status === 'loading') return;
  $home.set({ status: 'loading' });
  try {
    const catalogue = await getCategories($focus.get());
    $home.set({ status: 'ready', ...catalogue });
  } catch (error) {
    $home.set({ status: 'error', message: messageOf(error) });
  }
}
