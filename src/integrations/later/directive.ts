/**
 * `client:later`: hydrates an island that the first screen does not need (a control below the fold or behind a tap)
 * on its first interaction, or else when the main thread is idle, one island per idle period so that no task grows
 * long (issue 44). A click that arrives before the island's code has run is held and replayed on the same element
 * once React owns it, so the first tap still works (on a radio or checkbox too); a submit is replayed through its
 * submit button the same way.
 */
import type { ClientDirective } from 'astro';

/** What first asks for an island's code: a pointer, focus or key inside it. */
const TRIGGERS = ['pointerdown', 'focusin', 'keydown'] as const;
/** Longest wait for an idle period before the next island hydrates anyway. */
const IDLE_TIMEOUT_MS = 3000;

/** Islands waiting for an idle period, in page order. */
const queue: Array<() => Promise<void>> = [];
let draining = false;

const idle = (): Promise<void> =>
  new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 200);
  });

/** Hydrates the queued islands one per idle period: each waits for the one before it to finish. */
async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  for (let next = queue.shift(); next; next = queue.shift()) {
    await idle();
    await next();
  }
  draining = false;
}

/** The directive Astro inlines into pages that use `client:later`. */
const hydrateLater: ClientDirective = (load, _options, el) => {
  let started: Promise<void> | undefined;
  let held: HTMLElement | undefined;
  const hold = (event: Event): void => {
    const target = event.target instanceof Element ? event.target : null;
    const replay = event.type === 'submit' ? (event as SubmitEvent).submitter : target?.closest('a,button,input,label');
    if (!(replay instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopPropagation();
    held = replay;
    void start();
  };
  const start = (): Promise<void> => {
    started ??= (async () => {
      for (const type of TRIGGERS) el.removeEventListener(type, start);
      const hydrate = await load();
      await hydrate();
      el.removeEventListener('click', hold, true);
      el.removeEventListener('submit', hold, true);
      if (!held) return;
      // React renders the island in a transition, so it is not hydrated yet. A click makes React hydrate it at once,
      // but a radio or checkbox is checked by the browser before that, so React would see no change and call no
      // onChange: a pointerup (no island handles one; React hydrates for it too) comes first.
      held.dispatchEvent(new Event('pointerup'));
      held.click();
    })();
    return started;
  };
  el.addEventListener('click', hold, true);
  el.addEventListener('submit', hold, true);
  for (const type of TRIGGERS) el.addEventListener(type, start, { once: true });
  queue.push(start);
  void drain();
};

export default hydrateLater;
