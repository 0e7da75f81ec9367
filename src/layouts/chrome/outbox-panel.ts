/**
 * "Waiting to send" (issue 43 §3): the outbox's items on /services as plain DOM, each with its state (waiting, or the
 * reason the server refused it, its text kept) and Cancel. Loaded by the page status only when items wait; starts the
 * sending (now when online, and each time the connection returns).
 */
import { t } from '../../shared/messages/index.ts';
import { $outbox, cancelItem, labelOf, loadOutbox, type OutboxEntry, startOutbox } from '../../stores/outbox.ts';
import { element, setBusy } from './dom.ts';

/** The text an item was written with, shown under its name. */
function textOf(entry: OutboxEntry): string {
  const { payload } = entry;
  if (payload.kind === 'question') return payload.fields.question;
  if (payload.kind === 'report') return payload.fields.event;
  if (payload.kind === 'print') return payload.fileName;
  return payload.body.message ?? '';
}

function itemElement(entry: OutboxEntry): HTMLElement {
  const cancel = element('button', 'btn btn--secondary', t.outbox.cancel);
  cancel.type = 'button';
  cancel.addEventListener('click', () => {
    setBusy(cancel, true);
    void cancelItem(entry.id);
  });
  const state = entry.refused ? t.outbox.notAccepted(entry.refused) : t.outbox.waiting;
  return element(
    'li',
    entry.refused ? 'outbox__item outbox__item--refused' : 'outbox__item',
    element('p', 'outbox__label', labelOf(entry.payload)),
    element('p', 'outbox__text', textOf(entry)),
    element('p', entry.refused ? 'alert' : 'outbox__state', state),
    cancel,
  );
}

/** Shows the signed-in member's waiting items in `section` (hidden while there are none) and starts sending them. */
export function mountOutboxPanel(section: HTMLElement | null): void {
  if (section) {
    const heading = element('h2', 'section-title', t.outbox.title);
    heading.id = 'outbox-title';
    $outbox.subscribe((entries) => {
      section.hidden = entries.length === 0;
      section.replaceChildren(
        heading,
        element('p', '', t.outbox.intro),
        element('ul', 'outbox__list', ...entries.map(itemElement)),
      );
    });
  }
  void loadOutbox().then(startOutbox, () => undefined);
}
