/**
 * What a page gives its drawing script (first-cards.ts): the early call the cards are drawn from and their
 * addresses, written into the page at build time so that the script needs neither the routes nor the configuration
 * (both live in React's file). The call's address is the one the head script writes (early-call.ts).
 */
import { imageUrl, publicConfig } from '../../lib/config.ts';
import { articleFrameOrigins } from '../../lib/content-links.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { PRIORITY_CONTACT_LINK } from '../../shared/constants.ts';
import { ENDPOINTS } from '../../shared/contract/endpoints.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/messages/languages.ts';
import { t } from '../../shared/messages/index.ts';
import { pathFor, type RouteId, ROUTES, routeById } from '../../shared/routes.ts';
import { MAX_THERAPY_LENGTH } from '../../stores/articles.ts';
import { ORDER_TABLES } from '../../stores/order-services.ts';
import type { AddressFrameSpec, AddressHeadingSpec, AddressValueSpec } from './first-heading.ts';
import {
  CAT_ID_MARK,
  DESC_MARK,
  type FirstCardAddresses,
  type FirstCardsSetup,
  FOCUS_MARK,
  LINK_MARK,
  TITLE_MARK,
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

/** /subcategories/{catId}/…: the category's intro, from its row of GetCategory. */
export const categoryIntroSetup = (): FirstCardsSetup => ({
  kind: 'intro',
  call: `${publicConfig.apiBase}${ENDPOINTS.getCategory.path}`,
  to: {
    images: publicConfig.imageBase.categories,
    uploads: imageUrl('categories', 'upload:'),
    languages: LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE),
  },
});

/** /subcategories/{catId}/…: the category's cards, from GetSubCategory. */
export const subCategoryCardsSetup = (): FirstCardsSetup => {
  const marks = { linkName: LINK_MARK, therapeuticFocus: FOCUS_MARK, subCatTitle: TITLE_MARK };
  return {
    kind: 'subcategories',
    call: `${publicConfig.apiBase}${ENDPOINTS.getSubCategory.path}`,
    to: {
      images: publicConfig.imageBase.subcategories,
      uploads: imageUrl('subcategories', 'upload:'),
      tables: [...ORDER_TABLES],
      therapies: pathFor('therapies'),
      plain: Object.fromEntries(
        ROUTES.filter((route) => !route.pattern.includes(':')).map((route) => [route.pattern, pathFor(route.id)]),
      ),
      typed: {
        portals: pathFor('portals', marks),
        videos: pathFor('videos', marks),
        emailer: pathFor('emailer', marks),
        files: pathFor('files', marks),
      },
      profileKey: STORAGE_KEYS.profile,
    },
  };
};

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

/** The article lists whose first page is drawn before React, by their call. */
export type ArticleListEndpoint = 'getArticles' | 'searchArticles' | 'getTherapyArticles' | 'getJournal';

/**
 * The first page of an article list: /articles (GetArticles), /searcharticles/{text} (SearchArticles),
 * /articles/therapy/{therapy} (GetTherapyArticles) and /journals/{journalId} (GetJournal).
 */
export function articleCardsSetup(endpoint: ArticleListEndpoint): FirstCardsSetup {
  const call = `${publicConfig.apiBase}${ENDPOINTS[endpoint].path}`;
  const entries = {
    journal: pathFor('journal', { journalId: VALUE_MARK }),
    therapy: pathFor('therapyArticles', { therapy: VALUE_MARK }),
  };
  if (endpoint === 'getTherapyArticles') return { kind: 'therapyArticles', call, to: entries };
  if (endpoint === 'getJournal') return { kind: 'journalEntries', call, to: entries };
  return {
    kind: 'articles',
    call,
    to: {
      ...entries,
      frame: pathFor('articleLink', { link: VALUE_MARK }),
      frameOrigins: [...articleFrameOrigins],
      readHere: t.content.readHere,
    },
  };
}

/** /portals/{linkName}/{therapeuticFocus}/…: the portals, from GetPortals (their links are in the answer). */
export const portalRowsSetup = (): FirstCardsSetup => ({
  kind: 'portals',
  call: `${publicConfig.apiBase}${ENDPOINTS.getPortals.path}`,
});

/** /files/{linkName}/{subCatTitle}: the files, from files.php. */
export const fileRowsSetup = (): FirstCardsSetup => ({
  kind: 'files',
  call: `${publicConfig.apiBase}${ENDPOINTS.getFiles.path}`,
});

/** /videos/{linkName}/{therapeuticFocus}/…: the videos, from GetVideos, and where their thumbnails are served. */
export const videoCardsSetup = (): FirstCardsSetup => ({
  kind: 'videos',
  call: `${publicConfig.apiBase}${ENDPOINTS.getVideos.path}`,
  to: { images: publicConfig.imageBase.videos, uploads: imageUrl('videos', 'upload:') },
});

/** /emailer/{subCatTitle}/{therapeuticFocus}: the emailers, from GetEmailers, and the address of their journals. */
export const emailerRowsSetup = (): FirstCardsSetup => ({
  kind: 'emailers',
  call: `${publicConfig.apiBase}${ENDPOINTS.getEmailers.path}`,
  to: { journal: pathFor('journal', { journalId: VALUE_MARK }) },
});

/** Where `param` of `route` is in its address (first-heading.ts). */
function addressValueSetup(route: RouteId, param: string): AddressValueSpec {
  const parts = routeById(route)
    .pattern.split('/')
    .filter((part) => part !== '');
  if (parts.some((part) => part.endsWith('?'))) throw new Error(`Route ${route} has an optional segment`);
  const index = parts.indexOf(`:${param}`);
  if (index < 0) throw new Error(`Route ${route} has no parameter ${param}`);
  return { languages: LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE), index, count: parts.length };
}

/** The heading named after `param` of `route` (AddressHeading.astro); a `fileName` only when it is a safe one. */
export function addressHeadingSetup(
  route: RouteId,
  param: string,
  template?: string,
  fileName?: boolean,
): AddressHeadingSpec {
  return {
    ...addressValueSetup(route, param),
    ...(template === undefined ? {} : { template }),
    ...(fileName ? { fileName: true } : {}),
    // The therapy is shown as the store keeps it (stores/articles.ts startTherapyArticles).
    ...(route === 'therapyArticles' ? { cut: MAX_THERAPY_LENGTH } : {}),
  };
}

/** The page frames drawn before React: /viewfile's company document and /articles/{link}'s article. */
export type AddressFrameKind = 'document' | 'article';

/**
 * Where the frame of a `kind` page finds its address (AddressFrame.astro), and its accessible name: the company
 * website for /viewfile/{file_name}, the allowed origins for /articles/{link}.
 */
export const addressFrameSetup = (kind: AddressFrameKind): AddressFrameSpec =>
  kind === 'document'
    ? {
        ...addressValueSetup('viewFile', 'file_name'),
        base: publicConfig.companyWebsite,
        title: t.content.documentFrame(VALUE_MARK),
      }
    : {
        ...addressValueSetup('articleLink', 'link'),
        origins: [...articleFrameOrigins],
        title: t.content.frameTitle(VALUE_MARK),
      };
