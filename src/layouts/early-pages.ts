/**
 * The early first calls of the pages whose largest paint comes from the API answer (an image, or the first rows of an
 * article list), or waits for it (/profile, /contact), and the profile pages' default picture (see early-call.ts).
 * Each mirrors its store's first call exactly (same query and body, same optional parameters); a call that differs is
 * simply not taken, and the store asks the network itself. Counts match the islands' eager cards.
 */
import { DEFAULT_PHOTO_FILE, FIRST_SCREEN_CARDS, FLAG_YES, ROLE_NO_FOCUS_SWITCH } from '../shared/constants.ts';
import type { EarlyCall, EarlyStart } from './early-call.ts';

const FOCUS = { from: { profile: 'therapeutic_focus' }, optional: true } as const;

/** /home: GetCategory for the member's focus (stores/home.ts), the first category images, then the banner popup's. */
export const HOME_EARLY: readonly EarlyCall[] = [
  {
    endpoint: 'getCategory',
    query: { therapeutic_focus: FOCUS },
    images: { element: 1, field: 'image', kind: 'categories', count: FIRST_SCREEN_CARDS },
    banner: { when: 2, element: 3, kind: 'banners' },
  },
];

/** /subcategories/{catId}/…: GetSubCategory and GetCategory (stores/order-services.ts), the category image first. */
export const SUBCATEGORIES_EARLY: readonly EarlyCall[] = [
  {
    endpoint: 'getCategory',
    query: { therapeutic_focus: FOCUS },
    images: {
      element: 1,
      field: 'image',
      kind: 'categories',
      count: 1,
      match: { field: 'serv_category_id', segment: 2 },
    },
  },
  {
    endpoint: 'getSubCategory',
    query: { category_id: { from: { segment: 2 } }, therapeutic_focus: FOCUS },
    images: { element: 1, field: 'image', kind: 'subcategories', count: FIRST_SCREEN_CARDS },
  },
];

/** /therapies and /services: GetTherapy (stores/catalogue.ts), the first therapy images. */
export const THERAPIES_EARLY: readonly EarlyCall[] = [
  {
    endpoint: 'getTherapy',
    query: {},
    images: { element: 1, field: 'image', kind: 'therapies', count: FIRST_SCREEN_CARDS },
  },
];

/** /videos/{linkName}/{therapeuticFocus}/…: GetVideos (stores/media.ts), the thumbnails of the first two videos. */
export const VIDEOS_EARLY: readonly EarlyCall[] = [
  {
    endpoint: 'getVideos',
    query: { page: { from: { segment: 2 } }, therapeutic_focus: { from: { segment: 3 } } },
    images: { element: 1, field: 'thumbnail', kind: 'videos', count: 2, unlessHttps: 'trailer_link' },
  },
];

/** /products/{title}: GetProduct for the therapy in the address (stores/catalogue.ts), the first product images. */
export const PRODUCTS_EARLY: readonly EarlyCall[] = [
  {
    endpoint: 'getProduct',
    query: { title: { from: { segment: 2 } } },
    images: { element: 1, field: 'image', kind: 'products', count: FIRST_SCREEN_CARDS },
  },
];

/** /searchproducts/{text}: Searchmoleculeproducts for the text in the address, the first product images. */
export const SEARCH_PRODUCTS_EARLY: readonly EarlyCall[] = [
  {
    endpoint: 'searchProducts',
    query: { searchedString: { from: { segment: 2 } } },
    images: { element: 1, field: 'image', kind: 'products', count: FIRST_SCREEN_CARDS },
  },
];

/** /emailer/{subCatTitle}/{therapeuticFocus}: GetEmailers for the address (stores/media.ts); the rows are the paint. */
export const EMAILER_EARLY: readonly EarlyCall[] = [
  {
    endpoint: 'getEmailers',
    query: { subcategory_title: { from: { segment: 2 } }, therapeutic_focus: { from: { segment: 3 } } },
  },
];

/** /portals/{linkName}/{therapeuticFocus}/…: GetPortals for the address (stores/media.ts); the rows are the paint. */
export const PORTALS_EARLY: readonly EarlyCall[] = [
  {
    endpoint: 'getPortals',
    query: { page: { from: { segment: 2 } }, therapeutic_focus: { from: { segment: 3 } } },
  },
];

/** /files/{linkName}/{subCatTitle}: files.php for the link name before its first dot (stores/downloads.ts). */
export const FILES_EARLY: readonly EarlyCall[] = [
  { endpoint: 'getFiles', query: {}, body: { name: { from: { segment: 2, beforeDot: true } } } },
];

/** The first page of an endless article list: its largest paint is the text of the first rows. */
const FIRST_PAGE = { from: { value: '1' } } as const;

/** /articles: GetArticles page 1 (stores/articles.ts). */
export const ARTICLES_EARLY: readonly EarlyCall[] = [
  { endpoint: 'getArticles', query: {}, body: { page: FIRST_PAGE } },
];

/** /articles/therapy/{therapy}: GetTherapyArticles page 1 for the therapy in the address (stores/articles.ts). */
export const THERAPY_ARTICLES_EARLY: readonly EarlyCall[] = [
  {
    endpoint: 'getTherapyArticles',
    query: {},
    body: { Therapy: { from: { segment: 3 } }, page: FIRST_PAGE },
  },
];

/** /journals/{journalId}: GetJournal page 1 (stores/journal.ts). */
export const JOURNAL_EARLY: readonly EarlyCall[] = [
  {
    endpoint: 'getJournal',
    query: {},
    body: { Jid: { from: { segment: 2 } }, page: FIRST_PAGE },
  },
];

/** /searcharticles/{text}: SearchArticles page 1 for the text in the address (stores/article-search.ts). */
export const SEARCH_ARTICLES_EARLY: readonly EarlyCall[] = [
  {
    endpoint: 'searchArticles',
    query: {},
    body: { search_string: { from: { segment: 2 } }, page: FIRST_PAGE },
  },
];

/** The default picture, shown at once to a member without a photo of their own (stores/profile.ts loadPhoto). */
const DEFAULT_PHOTO: EarlyStart = {
  image: { kind: 'profiles', file: DEFAULT_PHOTO_FILE },
  unless: { profile: 'IDphoto', value: FLAG_YES },
};

/** /profile: the picture, and GetAllTherapy for the focus switcher (stores/profile.ts), which role 24 does not show. */
export const PROFILE_EARLY: readonly EarlyStart[] = [
  DEFAULT_PHOTO,
  { endpoint: 'getAllTherapy', query: {}, unless: { profile: 'member_role', value: ROLE_NO_FOCUS_SWITCH } },
];

/** /edit-profile: the picture (the form itself comes from the stored profile). */
export const EDIT_PROFILE_EARLY: readonly EarlyStart[] = [DEFAULT_PHOTO];

/** /contact: ContactUs, the member's managers (stores/contact.ts). */
export const CONTACT_EARLY: readonly EarlyCall[] = [{ endpoint: 'contactUs', query: {} }];
