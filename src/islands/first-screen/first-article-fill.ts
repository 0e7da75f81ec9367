/**
 * How the drawing script (first-cards.ts) fills a copy of a content list's row template: an article of /articles
 * and /searcharticles (ArticleItem), an article of a therapy (TherapyArticleItem), an entry of a journal
 * (JournalEntryItem), a portal (PortalRow), an emailer (EmailerRow), a file (FileRow) or a video (VideoCard), each
 * from its model (first-article-model.ts).
 */
import type {
  FirstArticleModel,
  FirstEmailerModel,
  FirstEntryModel,
  FirstFileModel,
  FirstPortalModel,
  FirstVideoModel,
} from './first-article-model.ts';
import { FIRST_SCREEN_VIDEOS } from '../../shared/constants.ts';
import { VALUE_MARK } from './first-card-model.ts';

/**
 * Puts server-sanitised HTML (DESIGN §4) into `node` as SanitisedHtml does (innerHTML: its scripts, were there any,
 * would not run), or removes the node when there is none.
 */
function fillHtml(node: Element | null, html: string): void {
  if (!node) return;
  if (html) node.innerHTML = html;
  else node.remove();
}

/** `text` with the template's VALUE_MARK replaced by `value`. */
const marked = (text: string | null, value: string): string => (text ?? '').replace(VALUE_MARK, () => value);

/**
 * An article as ArticleItem renders it: title, description, reference and its links (journal, therapy, the article
 * itself in the portal's frame or a new tab). Share waits for React (it is shown only where the browser can share).
 */
export function fillArticle(card: Element, model: FirstArticleModel, readHere: string): void {
  card.querySelector('h2')?.replaceChildren(model.title);
  fillHtml(card.querySelector('.article__text'), model.description);
  fillHtml(card.querySelector('.article__ref'), model.reference);
  const [journal, therapy, read] = card.querySelectorAll<HTMLAnchorElement>('.article__links a');
  if (model.journal && journal) journal.href = model.journal;
  else journal?.remove();
  if (model.therapy && therapy) {
    therapy.href = model.therapy.href;
    therapy.textContent = marked(therapy.textContent, model.therapy.name);
  } else therapy?.remove();
  if (model.read && read) {
    if (model.read.newTab) read.href = model.read.href;
    else {
      const framed = document.createElement('a');
      framed.href = model.read.href;
      framed.textContent = readHere;
      read.replaceWith(framed);
    }
  } else read?.remove();
}

/**
 * A therapy's article or a journal's entry as TherapyArticleItem and JournalEntryItem render it: title, description,
 * the link to every article (as the template has it), the journal's or therapy's link, and the entry in a new tab
 * (its accessible name holds the title).
 */
export function fillEntry(card: Element, model: FirstEntryModel): void {
  card.querySelector('h2')?.replaceChildren(model.title);
  fillHtml(card.querySelector('.article__text'), model.description);
  const [, more, external] = card.querySelectorAll<HTMLAnchorElement>('.article__links a');
  if (model.more && more) {
    more.href = model.more.href;
    more.textContent = marked(more.textContent, model.more.therapy ?? '');
  } else more?.remove();
  if (model.external && external) {
    external.href = model.external;
    external.setAttribute('aria-label', marked(external.getAttribute('aria-label'), model.title));
  } else external?.remove();
}

/** A portal as PortalRow renders it: its title in the new-tab link, or as plain text without a safe address. */
export function fillPortal(row: Element, model: FirstPortalModel): void {
  const link = row.querySelector('a');
  if (!link) return;
  if (model.href) {
    link.href = model.href;
    link.firstChild?.replaceWith(model.title);
    return;
  }
  const title = document.createElement('p');
  title.className = 'row__title';
  title.textContent = model.title;
  link.replaceWith(title);
}

/**
 * An emailer as EmailerRow renders it: its title, the link that opens its journal, and the accessible names of Open,
 * Download and E-mail, which hold the title. Download and E-mail wait for React (held-taps.ts keeps a tap on them).
 */
export function fillEmailer(row: Element, model: FirstEmailerModel): void {
  row.querySelector('.row__title')?.replaceChildren(model.title);
  const open = row.querySelector('a');
  if (open) open.href = model.journal;
  for (const named of row.querySelectorAll('[aria-label]')) {
    named.setAttribute('aria-label', marked(named.getAttribute('aria-label'), model.title));
  }
}

/** A file as FileRow renders it: its title, and Download named after the file (it waits for React: held-taps.ts). */
export function fillFile(row: Element, model: FirstFileModel): void {
  row.querySelector('.row__title')?.replaceChildren(model.title);
  const download = row.querySelector('button');
  download?.setAttribute('aria-label', marked(download.getAttribute('aria-label'), model.name));
}

/**
 * The `index`th video as VideoCard renders it: its title (with an id of its own, which Watch Full Video names), its
 * thumbnail with the play sign, or an empty box: a trailer's box too, whose frame comes with React (a player drawn
 * now would load twice). Watch Full Video waits for React (held-taps.ts keeps a tap on it).
 */
export function fillVideo(card: Element, model: FirstVideoModel, index: number): void {
  const title = card.querySelector('h2');
  title?.replaceChildren(model.title);
  title?.setAttribute('id', `first-video-${index}`);
  const img = card.querySelector('img');
  if (model.thumbnail && img) {
    if (!model.playable) img.classList.remove('video__media--play');
    // Before its address: an image not yet in the page starts loading when it gets one.
    if (index >= FIRST_SCREEN_VIDEOS) {
      img.loading = 'lazy';
      img.removeAttribute('fetchpriority');
    }
    img.src = model.thumbnail;
  } else {
    const box = document.createElement('div');
    box.className = 'video__media';
    img?.replaceWith(box);
  }
  const watch = card.querySelector('button');
  if (model.playable) watch?.setAttribute('aria-describedby', `first-video-${index}`);
  else watch?.remove();
}
