/**
 * `client:focus`: hydrates an island on its first interaction (focus, pointer or key inside it), so controls that
 * wait for the member — the header search — cost nothing on a first visit. A form submitted before the island's
 * code has arrived (Enter on a slow phone) is held and submitted again once the island has its code. A page opened by
 * such a form's plain submission, made where no script ran (its address carries one of the form's fields, as
 * ?molecule=…), hydrates the island at once, so that the island can finish the job.
 *
 * The replay is a click on the form's submit button, not `requestSubmit()`: Astro hydrates React in a transition,
 * which a slow phone renders over several tasks. A `submit` event that arrives mid-hydration is not one React
 * replays, so the browser would follow the form's action; a `click` is, and React hydrates the island at once to
 * handle it, so the submit the click causes reaches the island's handler.
 *
 * Text typed while the code is on its way stays in the field (the islands' fields are uncontrolled), and the last
 * field typed into gets one `input` event once the island has its code, so the island acts on that text (the header
 * search suggests for it) as if it had been typed a moment later. React hydrates at once for an `input`, as for a
 * `click`.
 */
import type { ClientDirective } from 'astro';

const TRIGGERS = ['focusin', 'pointerdown', 'keydown'] as const;

/** The directive Astro inlines into pages that use `client:focus`. */
const hydrateOnFocus: ClientDirective = (load, _options, el) => {
  let pending: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  const holdSubmit = (event: Event): void => {
    event.preventDefault();
    if (!(event.target instanceof HTMLFormElement)) return;
    pending = { form: event.target, submitter: event instanceof SubmitEvent ? event.submitter : null };
  };
  let typedIn: HTMLInputElement | HTMLTextAreaElement | undefined;
  const noteTyping = (event: Event): void => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typedIn = field;
  };
  const start = async (): Promise<void> => {
    for (const type of TRIGGERS) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener('submit', holdSubmit, true);
    el.removeEventListener('input', noteTyping, true);
    if (typedIn && !pending) typedIn.dispatchEvent(new Event('input', { bubbles: true }));
    if (!pending) return;
    if (pending.submitter) pending.submitter.click();
    else pending.form.requestSubmit();
  };
  el.addEventListener('submit', holdSubmit, true);
  el.addEventListener('input', noteTyping, true);
  for (const type of TRIGGERS) el.addEventListener(type, start, { once: true });
  const query = new URLSearchParams(location.search);
  if ([...el.querySelectorAll('[name]')].some((field) => query.has(field.getAttribute('name') ?? ''))) void start();
};

export default hydrateOnFocus;
