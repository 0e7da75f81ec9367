/** Content calls: articles, journals, emailers, videos, portals, files, privacy policy. */
import Type from 'typebox';
import type { Ok } from '../envelope.ts';
import type {
  Article,
  Emailer,
  FileItem,
  JournalPage,
  Paged,
  Portal,
  PrivacyPage,
  TherapyArticle,
  Video,
} from './entities.ts';
import { ENDPOINTS } from './endpoints.ts';
import { defineCall, idText, legacyKey, pageText, requiredText, text } from './define.ts';

/** POST /GetArticles.php: all articles, newest first, paged. */
export const getArticles = defineCall<Ok<Paged<Article>>>()({
  ...ENDPOINTS.getArticles,
  summary: 'Articles, newest first, one page',
  body: Type.Object({ ...legacyKey, page: pageText }),
});

/** POST /GetJournal.php: articles of one journal, paged. */
export const getJournal = defineCall<Ok<JournalPage>>()({
  ...ENDPOINTS.getJournal,
  summary: 'Entries of one journal, one page, and its title',
  body: Type.Object({ ...legacyKey, Jid: idText, page: pageText }),
});

/** POST /GetTherapyArticles.php: articles of one therapy, paged. */
export const getTherapyArticles = defineCall<Ok<Paged<TherapyArticle>>>()({
  ...ENDPOINTS.getTherapyArticles,
  summary: 'Articles of one therapy, one page',
  body: Type.Object({ ...legacyKey, Therapy: requiredText(120), page: pageText }),
});

/** POST /SearchArticles.php: articles matching a text, paged. */
export const searchArticles = defineCall<Ok<Paged<Article>>>()({
  ...ENDPOINTS.searchArticles,
  summary: 'Articles matching a search text, one page',
  body: Type.Object({ ...legacyKey, search_string: requiredText(100), page: pageText }),
});

/** POST /GetEmailers.php?subcategory_title=…&therapeutic_focus=…: emailers of a sub-category. */
export const getEmailers = defineCall<Ok<Emailer[]>>()({
  ...ENDPOINTS.getEmailers,
  summary: 'Emailers of a sub-category for a focus',
  query: Type.Object({ subcategory_title: requiredText(120), therapeutic_focus: Type.Optional(text(80)) }),
});

/** POST /SendEmailer.php: e-mail a journal PDF to the member. */
export const sendEmailer = defineCall<Ok<{ Message: string }>>()({
  ...ENDPOINTS.sendEmailer,
  summary: "E-mail a journal PDF to the member's address",
  body: Type.Object({ ...legacyKey, journalID: idText }),
});

/** POST /GetVideos.php?page=<link name>&therapeutic_focus=…: videos of a sub-category. */
export const getVideos = defineCall<Ok<Video[]>>()({
  ...ENDPOINTS.getVideos,
  summary: 'Videos of a link name for a focus',
  query: Type.Object({ page: requiredText(120), therapeutic_focus: Type.Optional(text(80)) }),
});

/** GET /GetPortals.php?page=<link name>&therapeutic_focus=…: external portals. */
export const getPortals = defineCall<Ok<Portal[]>>()({
  ...ENDPOINTS.getPortals,
  summary: 'External portals of a link name for a focus',
  query: Type.Object({ page: requiredText(120), therapeutic_focus: Type.Optional(text(80)) }),
});

/** POST /files.php: downloadable files of a link name. */
export const getFiles = defineCall<Ok<FileItem[]>>()({
  ...ENDPOINTS.getFiles,
  summary: 'Downloadable files of a link name',
  body: Type.Object({ ...legacyKey, name: requiredText(120) }),
});

/** POST /PrivacyPolicy.php: the privacy policy page (public). */
export const privacyPolicy = defineCall<Ok<PrivacyPage[]>>()({
  ...ENDPOINTS.privacyPolicy,
  summary: 'The privacy policy page',
});

/**
 * GET /image.php?a=<file>: an image the console uploaded (a banner popup…), WebP, served while shown, fresh 5
 * minutes then revalidated. Not in ENDPOINTS: no client code calls it (an <img> loads it), so every page's shell
 * stays without it; the OpenAPI document describes it apart (plugins/openapi-document.ts finishImage).
 */
export const image = defineCall<Blob>()({
  method: 'GET',
  path: '/image.php',
  auth: 'public',
  summary: 'An image uploaded in the console (banner popup), as WebP',
  query: Type.Object({ a: requiredText(200) }),
});

/** GET /download.php?a=<file>&folder=<folder>: a file from an allow-listed folder. */
export const download = defineCall<Blob>()({
  ...ENDPOINTS.download,
  summary: 'Download a file from an allow-listed folder',
  query: Type.Object({ a: requiredText(200), folder: requiredText(40) }),
});
