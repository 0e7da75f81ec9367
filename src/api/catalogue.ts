/** Catalogue calls, typed by src/shared/contract/catalogue.ts (more are added with their screens). */
import type { StoredFocus } from '../shared/contract/catalogue.ts';
import type { Category, Product, SubCategory, Therapy } from '../shared/contract/entities.ts';
import { call } from './client.ts';

/** The home grid of GetCategory with the banner and links that come with it (elements 1–5). */
export interface HomeCatalogue {
  categories: Category[];
  bannerId: string;
  popupLink: string;
  feedbackLink: string;
  campaignLink: string;
  /** The member's focus as the server has it (its fields are missing from an answer saved before they were sent). */
  stored: Partial<StoredFocus>;
}

/** Loads the categories of the home grid for a therapeutic focus. */
export async function getCategories(therapeuticFocus: string): Promise<HomeCatalogue> {
  const query = therapeuticFocus ? { therapeutic_focus: therapeuticFocus } : {};
  const [head, categories, bannerId, popupLink, feedbackLink, campaignLink] = await call('getCategory', { query });
  return {
    categories: Array.isArray(categories) ? categories : [],
    bannerId: bannerId ?? '',
    popupLink: popupLink ?? '',
    feedbackLink: feedbackLink ?? '',
    campaignLink: campaignLink ?? '',
    stored: head,
  };
}

/** The sub-category cards of a category (GetSubCategory element 1) and the caller's member_role (element 0). */
export interface SubCategoryAnswer {
  memberRole: string;
  subCategories: SubCategory[];
}

/** Loads the sub-categories of a category for a therapeutic focus ('' = the member's own). */
export async function getSubCategories(categoryId: string, therapeuticFocus: string): Promise<SubCategoryAnswer> {
  const query = therapeuticFocus
    ? { category_id: categoryId, therapeutic_focus: therapeuticFocus }
    : { category_id: categoryId };
  const [head, subCategories] = await call('getSubCategory', { query });
  return { memberRole: head.member_role ?? '', subCategories: Array.isArray(subCategories) ? subCategories : [] };
}

/** Loads the therapies of the sample grid. */
export async function getTherapies(): Promise<Therapy[]> {
  const [, therapies] = await call('getTherapy');
  return Array.isArray(therapies) ? therapies : [];
}

/** Loads the products of a therapy (by its title). */
export async function getProducts(therapyTitle: string): Promise<Product[]> {
  const [, products] = await call('getProduct', { query: { title: therapyTitle } });
  return Array.isArray(products) ? products : [];
}

/** Searches products by title or composition (at most 50, ranked by the server). */
export async function searchProducts(searchedString: string): Promise<Product[]> {
  const [, products] = await call('searchProducts', { query: { searchedString } });
  return Array.isArray(products) ? products : [];
}
