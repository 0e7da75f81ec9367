/**
 * What a page gives its drawing script (first-cards.ts): the early call the cards are drawn from and their
 * addresses, written into the page at build time so that the script needs neither the routes nor the configuration
 * (both live in React's file). The call's address is the one the head script writes (early-call.ts).
 */
import { imageUrl, publicConfig } from '../../lib/config.ts';
import { articleFrameOrigins } from '../../lib/content-links.ts';
import { PRIORITY_CONTACT_LINK } from '../../shared/constants.ts';
import { ENDPOINTS } from '../../shared/contract/endpoints.ts';
import { t } from '../../shared/messages/index.ts';
import { pathFor } from '../../shared/routes.ts';
import {
  CAT_ID_MARK,
  DESC_MARK,
  type FirstCardAddresses,
  type FirstCardsSetup,
  VALUE_MARK,
} from './first-card-model.ts';

/** The category card addresses of this build's language. */
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

/** /home: the category cards, from GetCategory. */
export const categoryCardsSetup = (): FirstCardsSetup => ({
  kind: 'categories',
  call: `${publicConfig.apiBase}${ENDPOINTS.getCategory.path}`,
  to: firstCardAddresses(),
});

/** /therapies and /services: the therapy cards, from GetTherapy. */
export const therapyCardsSetup = (): FirstCardsSetup => ({
  kind: 'therapies',
  call: `${publicConfig.apiBase}${ENDPOINTS.getTherapy.path}`,
  to: {
    images: publicConfig.imageBase.therapies,
    uploads: imageUrl('therapies', 'upload:'),
    products: pathFor('products', { title: VALUE_MARK }),
  },
});

/** /products/{title} (GetProduct) and /searchproducts/{text} (Searchmoleculeproducts): the product cards. */
export const productCardsSetup = (endpoint: 'getProduct' | 'searchProducts'): FirstCardsSetup => ({
  kind: 'products',
  call: `${publicConfig.apiBase}${ENDPOINTS[endpoint].path}`,
  to: { images: publicConfig.imageBase.products, uploads: imageUrl('products', 'upload:') },
});

/** /articles: the latest articles' first page, from GetArticles. */
export const articleCardsSetup = (): FirstCardsSetup => ({
  kind: 'articles',
  call: `${publicConfig.apiBase}${ENDPOINTS.getArticles.path}`,
  to: {
    journal: pathFor('journal', { journalId: VALUE_MARK }),
    therapy: pathFor('therapyArticles', { therapy: VALUE_MARK }),
    frame: pathFor('articleLink', { link: VALUE_MARK }),
    frameOrigins: [...articleFrameOrigins],
    readHere: t.content.readHere,
  },
});
