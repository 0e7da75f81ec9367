/**
 * The addresses /home gives its drawing script (first-card-model.ts), written into the page at build time so that
 * the script needs neither the routes nor the configuration (both live in React's file).
 */
import { imageUrl, publicConfig } from '../../lib/config.ts';
import { PRIORITY_CONTACT_LINK } from '../../shared/constants.ts';
import { ENDPOINTS } from '../../shared/contract/endpoints.ts';
import { pathFor } from '../../shared/routes.ts';
import { CAT_ID_MARK, DESC_MARK, type FirstCardAddresses } from './first-card-model.ts';

/** The card addresses of this build's language. */
export function firstCardAddresses(): FirstCardAddresses {
  return {
    subcategories: pathFor('subcategories', { catId: CAT_ID_MARK, desc: DESC_MARK }),
    subcategoriesShort: pathFor('subcategories', { catId: CAT_ID_MARK }),
    contact: pathFor('contact'),
    contactLink: PRIORITY_CONTACT_LINK,
    images: publicConfig.imageBase.categories,
    uploads: imageUrl('categories', 'upload:'),
  };
}

/** The early call whose answer the cards are drawn from, as the head script writes its address (early-call.ts). */
export const FIRST_CARDS_CALL = `${publicConfig.apiBase}${ENDPOINTS.getCategory.path}`;
