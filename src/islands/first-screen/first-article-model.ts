/**
 * The rows of the content lists drawn before React (first-cards.ts) from the head's early answer: an article of
 * /articles and /searcharticles (GetArticles, SearchArticles; as islands/content/ArticleItem.tsx renders it), an
 * article of /articles/therapy/{therapy} (GetTherapyArticles; TherapyArticleItem.tsx), an entry of
 * /journals/{journalId} (GetJournal; JournalEntryItem.tsx), a portal of /portals (GetPortals; PortalRow.tsx), an
 * emailer of /emailer (GetEmailers; EmailerRow.tsx), a file of /files (files.php; FileRow.tsx) and a video of /videos
 * (GetVideos; VideoCard.tsx). The link rules of
 * lib/content-links.ts are repeated here (that file lives beside React), held equal by
 * tests/stores/first-card-model.test.ts. A row of another shape gives null, and the page waits for React instead.
 */
import { ARTICLE_FIELDS, JOURNAL_ENTRY_FIELDS, THERAPY_ARTICLE_FIELDS } from '../../shared/contract/article-fields.ts';
import { filled, type ImageAddresses, imageOf, textFields } from './first-card-model.ts';

/** What the page tells the drawing script for the rows of a therapy's articles or of a journal. */
export interface EntryAddresses {
  /** pathFor('journal') with VALUE_MARK as the journal id. */
  journal: string;
  /** pathFor('therapyArticles') with VALUE_MARK as the therapy. */
  therapy: string;
}

/** What the page tells the drawing script for article cards (first-card-addresses.ts). */
export interface ArticleAddresses extends EntryAddresses {
  /** pathFor('articleLink') with VALUE_MARK as the article's address. */
  frame: string;
  /** The origins an article may be shown from inside the portal (lib/content-links.ts articleFrameOrigins). */
  frameOrigins: string[];
  /** "Read here", the framed article's link text. */
  readHere: string;
}

/** An article card as islands/content/ArticleItem.tsx renders a row (Share comes with React). */
export interface FirstArticleModel {
  title: string;
  /** Server-sanitised HTML (DESIGN §4), as SanitisedHtml takes it. */
  description: string;
  reference: string;
  journal?: string;
  therapy?: { href: string; name: string };
  /** The article itself: in the portal's frame, or in a new tab. */
  read?: { href: string; newTab: boolean };
}

/** The lists whose rows are entries: a therapy's articles (GetTherapyArticles) and a journal's (GetJournal). */
export type EntryKind = 'therapyArticles' | 'journalEntries';

/** A row of a therapy's articles (TherapyArticleItem) or of a journal (JournalEntryItem), as rendered. */
export interface FirstEntryModel {
  title: string;
  /** Server-sanitised HTML (DESIGN §4), as SanitisedHtml takes it. */
  description: string;
  /** The second link: the article's journal, or the journal entry's therapy (named in its text). */
  more?: { href: string; therapy?: string };
  /** The entry itself, in a new tab. */
  external?: string;
}

/** A portal's row as PortalRow renders it: its title, a link to the portal in a new tab when its address is safe. */
export interface FirstPortalModel {
  title: string;
  href?: string;
}

/** A file's row as FileRow renders it: its title (the name when not translated); Download is named after the name. */
export interface FirstFileModel {
  title: string;
  name: string;
}

/**
 * A video's card as VideoCard renders it: its title, then its trailer's frame (an https trailer), or its thumbnail,
 * or an empty box; and, when its full video may play (an https link), the play sign and 'Watch Full Video'.
 */
export interface FirstVideoModel {
  title: string;
  /** The trailer's https address, when it has one (its frame). */
  trailer?: string;
  /** The thumbnail's address, shown when there is no trailer (else neither: an empty box). */
  thumbnail?: string;
  playable: boolean;
}

/** An emailer's row as EmailerRow renders it: its title and the link that opens its journal. */
export interface FirstEmailerModel {
  title: string;
  journal: string;
}

const PORTAL_FIELDS = ['portal_id', 'title', 'link'];
const EMAILER_FIELDS = ['title', 'journal_id'];
const FILE_FIELDS = ['name', 'title_shown'];
const VIDEO_FIELDS = ['video_id', 'title', 'trailer_link', 'link', 'thumbnail'];

/** lib/content-links.ts parsedWebUrl: an absolute address of one of `protocols`, else undefined. */
export function webUrl(link: string, protocols: readonly string[]): URL | undefined {
  const value = link.trim();
  if (!/^https?:\/\/[^/\\\s]/i.test(value)) return undefined;
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The therapy as the member reads it, named and linked (ArticleItem, JournalEntryItem). */
const shownTherapy = (field: (name: string) => string): string => field('therapy_shown') || field('therapy');

/** The article card of one answer row (as ArticleItem renders it), or null for a row of another shape. */
export function firstArticleOf(row: unknown, to: ArticleAddresses): FirstArticleModel | null {
  const field = textFields(row, ARTICLE_FIELDS);
  if (!field) return null;
  const link = field('link');
  const framed = webUrl(link, ['https:']);
  const external = webUrl(link, ['https:', 'http:']);
  const therapy = shownTherapy(field);
  return {
    title: field('Atitle'),
    description: field('description'),
    reference: field('reference'),
    ...(field('journal_id') ? { journal: filled(to.journal, field('journal_id')) } : {}),
    ...(therapy ? { therapy: { href: filled(to.therapy, therapy), name: therapy } } : {}),
    ...(framed && to.frameOrigins.includes(framed.origin)
      ? { read: { href: filled(to.frame, framed.href), newTab: false } }
      : external
        ? { read: { href: external.href, newTab: true } }
        : {}),
  };
}

/** The second link of an entry: its journal (a therapy's article) or its therapy (a journal's entry), if it has one. */
function moreOf(field: (name: string) => string, kind: EntryKind, to: EntryAddresses): FirstEntryModel['more'] {
  if (kind === 'journalEntries') {
    const therapy = shownTherapy(field);
    return therapy ? { href: filled(to.therapy, therapy), therapy } : undefined;
  }
  const journal = field('journal_id');
  return journal ? { href: filled(to.journal, journal) } : undefined;
}

/** The card of one row of a therapy's articles or of a journal, or null for a row of another shape. */
export function firstEntryOf(row: unknown, kind: EntryKind, to: EntryAddresses): FirstEntryModel | null {
  const field = textFields(row, kind === 'journalEntries' ? JOURNAL_ENTRY_FIELDS : THERAPY_ARTICLE_FIELDS);
  if (!field) return null;
  const more = moreOf(field, kind, to);
  const external = webUrl(field('link'), ['https:', 'http:']);
  return {
    title: field(kind === 'journalEntries' ? 'Jtitle' : 'Atitle'),
    description: field('description'),
    ...(more ? { more } : {}),
    ...(external ? { external: external.href } : {}),
  };
}

/** The row of one portal (as PortalRow renders it), or null for a row of another shape. */
export function firstPortalOf(row: unknown): FirstPortalModel | null {
  const field = textFields(row, PORTAL_FIELDS);
  if (!field) return null;
  const href = webUrl(field('link'), ['https:', 'http:'])?.href;
  return { title: field('title'), ...(href ? { href } : {}) };
}

/** The row of one emailer (as EmailerRow renders it), or null for a row of another shape. */
export function firstEmailerOf(row: unknown, to: Pick<EntryAddresses, 'journal'>): FirstEmailerModel | null {
  const field = textFields(row, EMAILER_FIELDS);
  return field ? { title: field('title'), journal: filled(to.journal, field('journal_id')) } : null;
}

/** The row of one file (as FileRow renders it), or null for a row of another shape. */
export function firstFileOf(row: unknown): FirstFileModel | null {
  const field = textFields(row, FILE_FIELDS);
  return field ? { title: field('title_shown') || field('name'), name: field('name') } : null;
}

/** The card of one video (as VideoCard renders it), or null for a row of another shape. */
export function firstVideoOf(row: unknown, to: ImageAddresses): FirstVideoModel | null {
  const field = textFields(row, VIDEO_FIELDS);
  if (!field) return null;
  const trailer = webUrl(field('trailer_link'), ['https:'])?.href;
  const thumbnail = imageOf(field('thumbnail'), to);
  return {
    title: field('title'),
    ...(trailer ? { trailer } : thumbnail ? { thumbnail } : {}),
    playable: webUrl(field('link'), ['https:']) !== undefined,
  };
}
