/** The staff calls of issue 25 (catalogue and content, notifications, dashboard), merged into STAFF_CALLS. */
import * as banners from './banners.ts';
import * as catalogue from './catalogue.ts';
import * as categories from './categories.ts';
import * as lists from './content-lists.ts';
import * as dashboard from './dashboard.ts';
import * as push from './push.ts';
import * as withdrawal from './withdrawal.ts';

export { banners, catalogue, categories, push };

/** The calls of the content team's screens and the dashboard, by name. */
export const CONTENT_CALLS = {
  catalogueOptions: catalogue.catalogueOptions,
  productsList: catalogue.productsList,
  productCreate: catalogue.productCreate,
  productUpdate: catalogue.productUpdate,
  articlesList: catalogue.articlesList,
  articleCreate: catalogue.articleCreate,
  articleUpdate: catalogue.articleUpdate,
  categoriesList: categories.categoriesList,
  categoryCreate: categories.categoryCreate,
  categoryUpdate: categories.categoryUpdate,
  subCategoriesList: categories.subCategoriesList,
  subCategoryCreate: categories.subCategoryCreate,
  subCategoryUpdate: categories.subCategoryUpdate,
  therapiesList: lists.therapyCalls.list,
  therapyCreate: lists.therapyCalls.create,
  therapyUpdate: lists.therapyCalls.update,
  focusesList: lists.focusCalls.list,
  focusCreate: lists.focusCalls.create,
  focusUpdate: lists.focusCalls.update,
  journalsList: lists.journalCalls.list,
  journalCreate: lists.journalCalls.create,
  journalUpdate: lists.journalCalls.update,
  videosList: lists.videoCalls.list,
  videoCreate: lists.videoCalls.create,
  videoUpdate: lists.videoCalls.update,
  portalsList: lists.portalCalls.list,
  portalCreate: lists.portalCalls.create,
  portalUpdate: lists.portalCalls.update,
  filesList: lists.fileCalls.list,
  fileCreate: lists.fileCalls.create,
  fileUpdate: lists.fileCalls.update,
  emailersList: lists.emailerCalls.list,
  emailerCreate: lists.emailerCalls.create,
  emailerUpdate: lists.emailerCalls.update,
  emailerPdf: lists.emailerPdf,
  pushAudience: push.pushAudience,
  pushSend: push.pushSend,
  pushHistory: push.pushHistory,
  dashboard: dashboard.dashboard,
  imageUpload: banners.imageUpload,
  imagePreview: banners.imagePreview,
  bannersList: banners.bannersList,
  bannerCreate: banners.bannerCreate,
  bannerUpdate: banners.bannerUpdate,
  contentPublish: withdrawal.contentPublish,
  contentDelete: withdrawal.contentDelete,
} as const;
