/**
 * /home's first screen before React (issue 44): draws the category grid from the head's early GetCategory answer
 * with the card markup of the page's template (CategoryCard rendered at build time), so that the cards show and
 * their links work while React's file is still on its way; then gives the first screen's signal, on which HomeScreen
 * hydrates (`client:painted`) and puts its own grid in their place. When it cannot draw (no early call, a failed or
 * unexpected answer, a row of another shape) it gives the signal at once. It imports nothing that lives in React's
 * file, and no `import()` either: Vite's helper for that lives there too. Taps on the shell's buttons before React's
 * file has bound them are kept and made then (held-taps.ts); a slow answer or image holds React's file back
 * FIRST_SCREEN_WAIT_MS at most (the cards are still drawn if the answer beats React's grid).
 */
import { holdShellTaps } from '../../layouts/chrome/held-taps.ts';
import { firstScreenPainted } from '../../layouts/first-screen.ts';
import { type FirstCardAddresses, firstCardOf } from './first-card-model.ts';
import type { CategoryCardModel } from '../../stores/home.ts';

/** What the page writes into the list's `data-first-cards`. */
interface FirstCardsSetup {
  /** The early call's address as the head script builds it from. */
  call: string;
  to: FirstCardAddresses;
}

/** The part of a head-script call this reads (src/api/early-answer.ts StartedCall). */
interface StartedCall {
  u: string;
  r: Promise<Response>;
}

/** Cards whose images load at once (HomeScreen's EAGER_CARDS); the first at high priority, the rest wait for React. */
const EAGER_CARDS = 4;
/** Longest wait for the lead image before the signal. */
const LEAD_IMAGE_WAIT_MS = 2500;
/** Longest wait for the drawn first screen before the signal, so that the shell's buttons bind in time all the same. */
const FIRST_SCREEN_WAIT_MS = 3000;

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
  return Array.isArray(answer[1]) ? answer[1] : undefined;
}

/** One grid cell: the template's card filled as CategoryCard renders `card` at `index`. */
function cell(template: HTMLTemplateElement, card: CategoryCardModel, index: number): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'grid__cell';
  li.append(template.content.cloneNode(true));
  const image = li.querySelector('img');
  const link = li.querySelector('a');
  const text = li.querySelector('.card__text');
  if (!image || !link) return li;
  if (card.image && index < EAGER_CARDS) {
    if (index > 0) image.removeAttribute('fetchpriority');
    image.src = card.image;
  } else {
    // No image, or one below the fold: as useFirstScreenImage, its address waits for the island's grid; until then
    // the grey block CardImage draws for a card without an image.
    const blank = document.createElement('div');
    blank.className = 'card__media';
    blank.setAttribute('aria-hidden', 'true');
    image.replaceWith(blank);
  }
  link.href = card.href;
  link.firstChild?.replaceWith(card.title);
  if (!card.newTab) {
    link.removeAttribute('target');
    link.removeAttribute('rel');
    link.querySelector('span')?.remove();
  }
  if (card.description) text?.replaceChildren(card.description);
  else text?.remove();
  return li;
}

/** Resolves when the image has loaded or failed, or after `ms`. */
const settled = (image: HTMLImageElement | null, ms: number): Promise<void> =>
  new Promise((resolve) => {
    if (!image || image.complete) return resolve();
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, ms);
  });

/** Draws the cards; resolves once they have painted, or at once when it does not draw. */
async function drawFirstCards(): Promise<void> {
  const list = document.querySelector<HTMLUListElement>('[data-first-cards]');
  const template = document.querySelector<HTMLTemplateElement>('template[data-first-card]');
  // The island's skeleton: gone when React got there first (the signal's longest wait ran out).
  const waiting = (): boolean => document.querySelector('astro-island[client="painted"] > [aria-busy="true"]') !== null;
  if (!list || !template || !waiting()) return;
  const setup = JSON.parse(list.dataset.firstCards ?? '{}') as FirstCardsSetup;
  const rows = await earlyRows(setup.call);
  const cards = (rows ?? []).map((row) => firstCardOf(row, setup.to));
  if (cards.length === 0 || cards.some((card) => card === null) || !waiting()) return;
  list.replaceChildren(...(cards as CategoryCardModel[]).map((card, index) => cell(template, card, index)));
  list.hidden = false;
  await settled(list.querySelector('img'), LEAD_IMAGE_WAIT_MS);
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

holdShellTaps();
setTimeout(firstScreenPainted, FIRST_SCREEN_WAIT_MS);
void drawFirstCards()
  .catch(() => undefined)
  .finally(firstScreenPainted);
