/**
 * A page's first screen before React (issue 44): draws the cards from the head's early answer (the category cards of
 * /home, the therapy cards of /therapies and /services, the product cards of /products/{title} and
 * /searchproducts/{text}, the first rows of /articles, /searcharticles/{text}, /articles/therapy/{therapy} and
 * /journals/{journalId}, the portals of /portals, emailers of /emailer, files of /files and videos of /videos, the
 * category's intro and cards of /subcategories) with the card markup of the page's template (the card component
 * rendered at build time, FirstCards.astro), names a page after its address (AddressHeading.astro) and frames
 * /viewfile's document and /articles/{link}'s article (AddressFrame.astro), so that the cards show, and links work,
 * while React's file is still on its way (a long list's rows a screen at once, the rest a few per frame); then gives
 * the first screen's signal, on which the island hydrates (`client:painted`) and puts its own list in their place
 * (use-first-screen.ts). When it cannot draw (no early call, a failed or unexpected answer, a row of another shape)
 * it gives the signal at once. It imports nothing that lives in
 * React's file, and no `import()` either: Vite's helper for that lives there too. Taps before React are kept
 * (HeldTaps.astro); a slow answer or image holds React's file back FIRST_SCREEN_WAIT_MS at most (the cards are still
 * drawn if the answer beats React's grid).
 */
import { FIRST_SCREEN_CARDS, FIRST_SCREEN_ROWS, ROWS_PER_TASK } from '../../shared/constants.ts';
import {
  afterNextPaint,
  DRAWN_AFTER_ATTRIBUTE,
  FIRST_SCREEN_USABLE_MARK,
  firstScreenPainted,
} from '../../layouts/first-screen.ts';
import type { ProductCardModel, TherapyCardModel } from '../../stores/catalogue.ts';
import type { CategoryCardModel } from '../../stores/home.ts';
import type { CategoryHeader } from '../../stores/order-services.ts';
import {
  firstArticleOf,
  firstEmailerOf,
  firstEntryOf,
  firstFileOf,
  firstPortalOf,
  firstVideoOf,
} from './first-article-model.ts';
import { fillArticle, fillEmailer, fillEntry, fillFile, fillPortal, fillVideo } from './first-article-fill.ts';
import {
  firstCardOf,
  type FirstCardsSetup,
  firstIntroOf,
  type FirstSubCategoryModel,
  firstProductOf,
  firstSubCategoryOf,
  firstTherapyOf,
} from './first-card-model.ts';
import { type AddressFrameSpec, type AddressHeadingSpec, addressFrameOf, addressHeadingOf } from './first-heading.ts';

/** The part of a head-script call this reads (src/api/early-answer.ts StartedCall). */
interface StartedCall {
  u: string;
  r: Promise<Response>;
}

/** Longest wait for the lead image before the signal. */
const LEAD_IMAGE_WAIT_MS = 2500;
/** Longest wait for the drawn first screen before the signal, so that the shell's buttons bind in time all the same. */
const FIRST_SCREEN_WAIT_MS = 3000;
/** The kinds drawn as the rows of a list (EndlessList, ListView), not the cells of a card grid. */
const ROW_KINDS: readonly FirstCardsSetup['kind'][] = [
  'articles',
  'therapyArticles',
  'journalEntries',
  'portals',
  'emailers',
  'files',
  'videos',
];
/** The kinds whose drawn cards are links (an emailer's Open), which answer a tap before React (files, videos: none). */
const LINK_KINDS: readonly FirstCardsSetup['kind'][] = [
  'categories',
  'therapies',
  'subcategories',
  ...ROW_KINDS.filter((kind) => kind !== 'files' && kind !== 'videos'),
];

/** The rows of the early answer to `call`, or undefined when there is none or it failed. */
async function earlyRows(call: string): Promise<unknown[] | undefined> {
  const address = new URL(call, location.href).href;
  const started = ((window as { __earlyCalls?: StartedCall[] }).__earlyCalls ?? []).find(
    (c) => c.u.split('?')[0] === address,
  );
  if (!started) return undefined;
  const response = await started.r;
  if (!response.ok) return undefined;
  const answer: unknown = await response.clone().json();
  if (!Array.isArray(answer) || (answer[0] as { status?: unknown } | null)?.status !== 'success') return undefined;
  // A page that the answer names (a journal's title, `data-answer-heading`) has its name before its rows are drawn.
  const title = (answer[1] as { title?: unknown } | null)?.title;
  if (typeof title === 'string' && title)
    for (const heading of document.querySelectorAll('[data-answer-heading]')) heading.textContent = title;
  // A list, or a page of a paged list ({ result, page, hasMore }).
  const rows: unknown = Array.isArray(answer[1]) ? answer[1] : (answer[1] as { result?: unknown } | null)?.result;
  return Array.isArray(rows) ? rows : undefined;
}

/** Gives the card's image its address, as CardImage does at `index`; else the grey block of a card without one. */
function fillImage(card: Element, image: string, index: number): void {
  const img = card.querySelector('img');
  if (!img) return;
  if (image && index < FIRST_SCREEN_CARDS) {
    if (index > 0) img.removeAttribute('fetchpriority');
    img.src = image;
    return;
  }
  // No image, or one below the fold: as useFirstScreenImage, its address waits for the island's grid.
  const blank = document.createElement('div');
  blank.className = 'card__media';
  blank.setAttribute('aria-hidden', 'true');
  img.replaceWith(blank);
}

/** Sets the card's line of text (`.card__text`), or removes it when there is none. */
function fillText(card: Element, text: string): void {
  const line = card.querySelector('.card__text');
  if (text) line?.replaceChildren(text);
  else line?.remove();
}

/** A category card as CategoryCard renders it: its link (new tab or not), title, description and image. */
function fillCategory(card: Element, model: CategoryCardModel, index: number): void {
  fillImage(card, model.image, index);
  const link = card.querySelector('a');
  if (!link) return;
  link.href = model.href;
  link.firstChild?.replaceWith(model.title);
  if (!model.newTab) {
    link.removeAttribute('target');
    link.removeAttribute('rel');
    link.querySelector('span')?.remove();
  }
  fillText(card, model.description);
}

/** A therapy card as TherapyCard renders it: its image and its title, a link to the therapy's products. */
function fillTherapy(card: Element, model: TherapyCardModel, index: number): void {
  fillImage(card, model.image, index);
  const link = card.querySelector('a');
  if (!link) return;
  link.href = model.href;
  link.textContent = model.title;
}

/** A product card as ProductCard renders it: its title button (it opens the order once React is in), composition. */
function fillProduct(card: Element, model: ProductCardModel, index: number): void {
  fillImage(card, model.image, index);
  const button = card.querySelector('button');
  if (button) button.textContent = model.shown;
  fillText(card, model.composition);
}

/** The category's intro as CategoryIntro renders it: its picture (or none), title and description (or none). */
function fillIntro(intro: DocumentFragment, model: CategoryHeader): void {
  const img = intro.querySelector('img');
  if (model.image && img) img.src = model.image;
  else img?.remove();
  intro.querySelector('h1')?.replaceChildren(model.title);
  const text = intro.querySelector('p');
  if (model.description) text?.replaceChildren(model.description);
  else text?.remove();
}

/** The therapeutic focus of the profile stored under `key` (stores/session.ts $profile), or '' without one. */
function storedFocus(key: string): string {
  try {
    const profile: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    const focus = (profile as { therapeutic_focus?: unknown } | null)?.therapeutic_focus;
    return typeof focus === 'string' ? focus : '';
  } catch {
    return '';
  }
}

/**
 * A sub-category card as SubCategoryCard renders it: its title a link, a button that opens its order once React is
 * in (held-taps.ts), or plain text; its description and image.
 */
function fillSubCategory(card: Element, model: FirstSubCategoryModel, index: number): void {
  fillImage(card, model.image, index);
  fillText(card, model.description);
  const link = card.querySelector('a');
  if (!link) return;
  const { action } = model;
  if (action.kind === 'link') {
    link.href = action.href;
    link.textContent = model.title;
  } else if (action.kind === 'order') {
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('aria-haspopup', 'dialog');
    button.textContent = model.title;
    link.replaceWith(button);
  } else link.replaceWith(model.title);
}

/** The drawn intro of the category the address names, or undefined when the rows do not hold it (firstIntroOf). */
function introOf(
  setup: Extract<FirstCardsSetup, { kind: 'intro' }>,
  rows: unknown[],
  template: HTMLTemplateElement,
): DocumentFragment | undefined {
  const model = firstIntroOf(rows, location.pathname, setup.to);
  if (!model) return undefined;
  const intro = template.content.cloneNode(true) as DocumentFragment;
  fillIntro(intro, model);
  return intro;
}

/** How one row fills its card, or undefined when it is not a row this script draws exactly. */
function fillerOf(
  setup: Exclude<FirstCardsSetup, { kind: 'intro' }>,
  row: unknown,
  index: number,
): ((card: Element) => void) | undefined {
  if (setup.kind === 'categories') {
    const model = firstCardOf(row, setup.to);
    return model ? (card) => fillCategory(card, model, index) : undefined;
  }
  if (setup.kind === 'therapies') {
    const model = firstTherapyOf(row, setup.to);
    return model ? (card) => fillTherapy(card, model, index) : undefined;
  }
  if (setup.kind === 'products') {
    const model = firstProductOf(row, setup.to);
    return model ? (card) => fillProduct(card, model, index) : undefined;
  }
  if (setup.kind === 'subcategories') {
    const model = firstSubCategoryOf(row, storedFocus(setup.to.profileKey), setup.to);
    return model ? (card) => fillSubCategory(card, model, index) : undefined;
  }
  if (setup.kind === 'emailers') {
    const model = firstEmailerOf(row, setup.to);
    return model ? (card) => fillEmailer(card, model) : undefined;
  }
  if (setup.kind === 'videos') {
    const model = firstVideoOf(row, setup.to);
    return model ? (card) => fillVideo(card, model, index) : undefined;
  }
  if (setup.kind === 'files') {
    const model = firstFileOf(row);
    return model ? (card) => fillFile(card, model) : undefined;
  }
  if (setup.kind === 'portals') {
    const model = firstPortalOf(row);
    return model ? (card) => fillPortal(card, model) : undefined;
  }
  if (setup.kind === 'articles') {
    const model = firstArticleOf(row, setup.to);
    return model ? (card) => fillArticle(card, model, setup.to.readHere) : undefined;
  }
  const model = firstEntryOf(row, setup.kind, setup.to);
  return model ? (card) => fillEntry(card, model) : undefined;
}

/** The makers of the filled cells of `rows`, or undefined when one of them is not a row this script draws exactly. */
function cellsOf(
  setup: Exclude<FirstCardsSetup, { kind: 'intro' }>,
  rows: unknown[],
  template: HTMLTemplateElement,
): (() => Node)[] | undefined {
  const fillers = rows.map((row, index) => fillerOf(setup, row, index));
  if (fillers.some((fill) => fill === undefined)) return undefined;
  return fillers.map((fill) => () => {
    const li = document.createElement('li');
    // The grid's cells have a class; the lists' rows (EndlessList, ListView) have none.
    if (!ROW_KINDS.includes(setup.kind)) li.className = 'grid__cell';
    li.append(template.content.cloneNode(true));
    fill?.(li);
    return li;
  });
}

/** What is drawn, one maker per node: the intro, or the cells of the rows; undefined when the rows do not give it. */
function drawingOf(setup: FirstCardsSetup, rows: unknown[], template: HTMLTemplateElement): (() => Node)[] | undefined {
  if (rows.length === 0) return undefined;
  if (setup.kind !== 'intro') return cellsOf(setup, rows, template);
  const intro = introOf(setup, rows, template);
  return intro && [() => intro];
}

/**
 * Adds the rows a list has not drawn yet ROWS_PER_TASK at a time, one frame after another (as useRevealCount does
 * in React's list), until all are in or the island's own list has taken the drawn one's place (use-first-screen.ts).
 */
async function drawTheRest(list: HTMLElement, rest: (() => Node)[]): Promise<void> {
  for (let next = 0; next < rest.length; next += ROWS_PER_TASK) {
    await afterNextPaint();
    if (list.hidden) return;
    list.append(...rest.slice(next, next + ROWS_PER_TASK).map((make) => make()));
  }
}

/** Resolves when the image has loaded or failed, or after `ms`. */
const settled = (image: HTMLImageElement | null, ms: number): Promise<void> =>
  new Promise((resolve) => {
    if (!image || image.complete) return resolve();
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, ms);
  });

/** The island's skeleton: gone when React got there first (the signal's longest wait ran out). */
const waiting = (): boolean => document.querySelector('astro-island[client="painted"] > [aria-busy="true"]') !== null;

/**
 * Marks the islands before a drawn `list` (/products, /articles): their skeleton gives it its place. A plain attribute,
 * not a `:has()` rule, so that a browser without `:has()` (or one that misses its change) hides the skeleton too.
 */
function markIslandsBefore(list: HTMLElement): void {
  for (let sibling = list.previousElementSibling; sibling; sibling = sibling.previousElementSibling)
    if (sibling.localName === 'astro-island') sibling.setAttribute(DRAWN_AFTER_ATTRIBUTE, '');
}

/** Draws one part (its list, after its template); resolves with its kind once its lead image has settled. */
async function drawPart(list: HTMLElement): Promise<FirstCardsSetup['kind'] | undefined> {
  const template = list.previousElementSibling;
  if (!(template instanceof HTMLTemplateElement) || !waiting()) return undefined;
  // The template's picture has a placeholder address ("/"): a copy put in the page would ask for it (the login page,
  // as an image) before its own address is set. Only fillImage gives a copy its address.
  for (const img of template.content.querySelectorAll('img')) img.removeAttribute('src');
  const setup = JSON.parse(list.dataset.firstCards ?? '{}') as FirstCardsSetup;
  const rows = await earlyRows(setup.call);
  const drawing = rows && drawingOf(setup, rows, template);
  if (!drawing || !waiting()) return undefined;
  // A long list's first screen at once, the rest after it has painted; a grid's cards all at once.
  const now = ROW_KINDS.includes(setup.kind) ? FIRST_SCREEN_ROWS : drawing.length;
  list.replaceChildren(...drawing.slice(0, now).map((make) => make()));
  list.hidden = false;
  markIslandsBefore(list);
  void drawTheRest(list, drawing.slice(now));
  await settled(list.querySelector('img'), LEAD_IMAGE_WAIT_MS);
  return setup.kind;
}

/** Draws every part of the first screen; resolves once they have painted, or at once when none is drawn. */
async function drawFirstCards(): Promise<void> {
  const parts = [...document.querySelectorAll<HTMLElement>('[data-first-cards]')];
  const kinds = await Promise.all(parts.map((list) => drawPart(list).catch(() => undefined)));
  if (kinds.every((kind) => kind === undefined)) return;
  await afterNextPaint();
  // Links answer a tap now; a product's or order card's button waits for React (held-taps.ts).
  if (kinds.some((kind) => kind && LINK_KINDS.includes(kind))) performance.mark(FIRST_SCREEN_USABLE_MARK);
}

/** Names the page after its address (AddressHeading.astro), as its island would once hydrated. */
function nameThePage(): void {
  for (const heading of document.querySelectorAll<HTMLElement>('[data-address-heading]')) {
    const spec = JSON.parse(heading.dataset.addressHeading ?? '{}') as AddressHeadingSpec;
    const text = addressHeadingOf(location.pathname, spec);
    if (text) heading.textContent = text;
  }
}

/**
 * Gives the page's frame the document or article the address names (a PDF without the sandbox, which would refuse
 * it), and shows an article's host above it (AddressFrame.astro); removes both for none. A PDF where the browser has
 * no PDF viewer (`navigator.pdfViewerEnabled` false) is not framed: the page says so beside Open and Download.
 */
function frameTheAddress(): void {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[data-address-frame]');
  if (!frame) return;
  const host = document.querySelector<HTMLElement>('[data-address-host]');
  const shown = addressFrameOf(location.pathname, JSON.parse(frame.dataset.addressFrame ?? '{}') as AddressFrameSpec);
  const noViewer = shown?.pdf === true && navigator.pdfViewerEnabled === false;
  if (!shown || noViewer) {
    frame.remove();
    host?.remove();
    if (noViewer) document.querySelector('[data-no-pdf-viewer]')?.removeAttribute('hidden');
    return;
  }
  frame.title = shown.title;
  if (shown.pdf) frame.removeAttribute('sandbox');
  frame.src = shown.src;
  frame.hidden = false;
  if (host && shown.host) host.textContent = shown.host;
}

try {
  nameThePage();
  frameTheAddress();
} catch {
  // The page's own heading stays (and its frame hidden); the cards are drawn all the same.
}
setTimeout(firstScreenPainted, FIRST_SCREEN_WAIT_MS);
void drawFirstCards()
  .catch(() => undefined)
  .finally(firstScreenPainted);
