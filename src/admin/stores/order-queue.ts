/**
 * The orders screen's state (issue 41): the dialog open (one row's move, the ticked rows' move, one row's step
 * back), the ticked rows and the bulk run (stores/bulk.ts, each row reported), the single-row actions' notice
 * (stores/actions.ts, which also keeps a download's failure). The screen binds it with useStore; the logic is tested without React.
 */
import { atom, type WritableAtom } from 'nanostores';
import {
  orderReopen,
  ordersSetStatus,
  ordersSetStatusMany,
  type QueueStatus,
  type SETTABLE_STATUSES,
} from '../../shared/contract/admin/orders.ts';
import { text } from '../text.ts';
import { createActions, type ScreenActions } from './actions.ts';
import { type Bulk, createBulk } from './bulk.ts';

/** A status staff may set. */
export type Settable = (typeof SETTABLE_STATUSES)[number];

/** The dialog open: one row's move, the ticked rows' move, or one row's step back. */
export type OrderDialog =
  | { kind: 'move'; id: number; status: Settable }
  | { kind: 'bulk'; status: Settable }
  | { kind: 'reopen'; id: number; status: QueueStatus };

/** The orders screen's state. */
export interface OrderQueue {
  /** The ticked rows and the last bulk run. */
  bulk: Bulk;
  /** One row's move or step back, and its notice. */
  actions: ScreenActions;
  /** The dialog open, or null. */
  $dialog: WritableAtom<OrderDialog | null>;
  /** Why the last download failed ('' when it did not). */
  /** Runs the open dialog with the reason typed (Rejected, a step back) and closes it; true when the list changed. */
  confirm(reason: string): Promise<boolean>;
}

/** The body's reason: only a rejection carries one. */
const reasonFor = (status: Settable, reason: string) => (status === 'Rejected' ? { reason } : {});

/** Creates the state of one visit to the orders screen. */
export function createOrderQueue(): OrderQueue {
  const bulk = createBulk(ordersSetStatusMany);
  const actions = createActions();
  const $dialog = atom<OrderDialog | null>(null);
  return {
    bulk,
    actions,
    $dialog,
    async confirm(reason) {
      const dialog = $dialog.get();
      $dialog.set(null);
      if (!dialog) return false;
      if (dialog.kind === 'bulk') {
        actions.say('');
        await bulk.run({ status: dialog.status, ...reasonFor(dialog.status, reason) });
        return bulk.$run.get().status === 'done';
      }
      // One row's notice replaces the last bulk report (two notices would read as one outcome).
      bulk.forget();
      if (dialog.kind === 'move') {
        const body = { ids: [dialog.id], status: dialog.status, ...reasonFor(dialog.status, reason) };
        const done = (answer: { changed: number }) => text.orders.changed(answer.changed, dialog.status);
        return (await actions.run(ordersSetStatus, body, done)) !== undefined;
      }
      const done = () => text.undo.reopened(dialog.id, dialog.status);
      return (await actions.run(orderReopen, { id: dialog.id, status: dialog.status, reason }, done)) !== undefined;
    },
  };
}
