/** Catalogue calls, typed by src/shared/contract/catalogue.ts (more are added with their screens). */
import type * as contract from '../shared/contract/catalogue.ts';
import type { Category } from '../shared/contract/entities.ts';
import { call } from './client.ts';

/** The home grid of GetCategory with the banner and links that come with it (elements 1–5). */
export interface HomeCatalogue {
  categories: Category[];
  bannerId: string;
  popupLink: string;
  feedbackLink: string;
  campaignLink: string;
}

/** Loads the categories of the home grid for a therapeutic focus. */
export async function getCategories(therapeuticFocus: string): Promise<HomeCatalogue> {
  const query = therapeuticFocus ? { therapeutic_focus: therapeuticFocus } : {};
  const [, categories, bannerId, popupLink, feedbackLink, campaignLink] = await call('getCategory', { query });
  return {
    categories: Array.isArray(categories) ? categories : [],
    bannerId: bannerId ?? '',
    popupLink: popupLink ?? '',
    feedbackLink: feedbackLink ?? '',
    campaignLink: campaignLink ?? '',
  };
}
