/**
 * The sample catalogue (SPEC §2 /therapies, /services, /products/{title}, /searchproducts/{text}): therapy
 * cards, product cards and the molecule search box.
 */
import { atom, type WritableAtom } from 'nanostores';
import { getProducts, getTherapies, searchProducts } from '../api/catalogue.ts';
import { messageOf } from '../api/errors.ts';
import type { Product, Therapy } from '../shared/contract/entities.ts';
import { pathFor } from '../shared/routes.ts';
import { imageUrl } from '../lib/config.ts';
import { navigate } from '../lib/navigation.ts';
// Connects the API client (src/api/connection.ts) before this store's first call.
import './session.ts';

/** A list loaded from the API: not yet, loading, failed (with a message to retry), or ready. */
export type LoadState<T> =
  | { status: 'idle' | 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: T[] };

/** Loads a list into a store, keeping only the answer of the latest request. */
export function createLoader<T>(): {
  $state: WritableAtom<LoadState<T>>;
  load(fetch: () => Promise<T[]>): Promise<void>;
} {
  const $state = atom<LoadState<T>>({ status: 'idle' });
  let generation = 0;
  async function load(fetch: () => Promise<T[]>): Promise<void> {
    const mine = ++generation;
    $state.set({ status: 'loading' });
    try {
      const items = await fetch();
      if (mine === generation) $state.set({ status: 'ready', items });
    } catch (error) {
      if (mine === generation) $state.set({ status: 'error', message: messageOf(error) });
    }
  }
  return { $state, load };
}

/** A therapy card: its title, image and the address of its products. */
export interface TherapyCardModel {
  id: string;
  title: string;
  image: string;
  href: string;
}

/** A product card; `doses` is the product's dose list (empty when it has none). */
export interface ProductCardModel {
  id: string;
  /** The English title: the key of orders and sample caps. */
  title: string;
  /** The title in the doctor's language, as the API sends it. */
  shown: string;
  composition: string;
  image: string;
  doses: string[];
}

/** The longest search text the server accepts (Searchmoleculeproducts: searchedString ≤ 100 characters). */
const MAX_SEARCH_LENGTH = 100;

const therapies = createLoader<TherapyCardModel>();
const products = createLoader<ProductCardModel>();

/** The therapy cards of /therapies and /services. */
export const $therapies = therapies.$state;

/** The product cards of /products/{title} or /searchproducts/{text}. */
export const $products = products.$state;

/** The searched text, or the therapy (in the member's language) the product cards are for, once they are loaded. */
export const $productSource = atom('');

/** Splits a comma-separated dose list into its doses (SPEC §3 Product). */
function dosesOf(dose: string): string[] {
  return dose
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
}

/** A product's card (the cards drawn before React, islands/first-screen/first-card-model.ts, give the same). */
export function productCardOf(product: Product): ProductCardModel {
  return {
    id: product.product_id || product.title,
    title: product.title,
    shown: product.title_shown || product.title,
    composition: product.composition,
    image: imageUrl('products', product.image),
    doses: dosesOf(product.dose ?? ''),
  };
}

/** A therapy's card (the cards drawn before React, islands/first-screen/first-card-model.ts, give the same). */
export function therapyCardOf(therapy: Therapy): TherapyCardModel {
  return {
    id: therapy.therepy_id,
    title: therapy.title_shown || therapy.title,
    image: imageUrl('therapies', therapy.image),
    href: pathFor('products', { title: therapy.title }),
  };
}

/** Loads (or reloads) the therapy cards. */
export function loadTherapies(): Promise<void> {
  return therapies.load(async () => (await getTherapies()).map(therapyCardOf));
}

/**
 * Loads the products of a therapy (an empty title has none) and names the therapy as the answer does in the member's
 * language (the address's English title when it has no products).
 */
export function loadProducts(therapyTitle: string): Promise<void> {
  const title = therapyTitle.trim();
  return products.load(async () => {
    const list = title ? await getProducts(title) : [];
    $productSource.set(list[0]?.therapy_shown || title);
    return list.map(productCardOf);
  });
}

/** Loads the products matching a search text; a blank text finds none. */
export function loadProductSearch(text: string): Promise<void> {
  const query = text.trim().slice(0, MAX_SEARCH_LENGTH);
  $productSource.set(query);
  return products.load(async () => (query ? (await searchProducts(query)).map(productCardOf) : []));
}

/** The 'Search molecule' box: opens /searchproducts/{text} (`replace`: instead of this page); blank is ignored. */
export function openProductSearch(text: string, replace = false): boolean {
  const searchedString = text.trim().slice(0, MAX_SEARCH_LENGTH);
  if (!searchedString) return false;
  navigate(pathFor('searchProducts', { searchedString }), replace);
  return true;
}
