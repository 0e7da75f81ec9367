/**
 * `client:focus`: hydrates an island on its first interaction (focus, pointer or key inside it), so controls that
 * wait for the member — the header search — cost nothing on a first visit. A form submitted before the island's
 * code has arrived (Enter on a slow phone) is held and submitted again once it has hydrated.
 */
import type { ClientDirective } from 'astro';

const TRIGGERS = ['focusin', 'pointerdown', 'keydown'] as const;

/** The directive Astro inlines into pages that use `client:focus`. */
const hydrateOnFocus: ClientDirective = (load, _options, el) => {
  let pending: HTMLFormElement | undefined;
  const holdSubmit = (event: Event): void => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) pending = event.target;
  };
  const start = async (): Promise<void> => {
    for (const type of TRIGGERS) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener('submit', holdSubmit, true);
    // Hydration attaches handlers in a task; submit again after it.
    if (pending) setTimeout(() => pending?.requestSubmit(), 0);
  };
  el.addEventListener('submit', holdSubmit, true);
  for (const type of TRIGGERS) el.addEventListener(type, start, { once: true });
};

export default hydrateOnFocus;
