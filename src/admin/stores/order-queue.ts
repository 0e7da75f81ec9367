/**
 * The orders screen's state (issue 41): the dialog open (one row's move, the ticked rows' move, one row's step
 * back, a parcel's courier and tracking number), the ticked rows and the bulk run (stores/bulk.ts, each row
 * reported), the single-row actions' notice (stores/actions.ts, which also keeps a download's failure). The screen
 * binds it with useStore; the logic is tested without React.
 */
import { atom, type WritableAtom } from 'nanostores';
import {
  orderDispatchDetails,
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

/** The dialog open: one row's move, the ticked rows' move, one row's step back, or a parcel's dispatch details. */
export type OrderDialog =
  | { kind: 'move'; id: number; status: Settable; from: QueueStatus }
  | { kind: 'bulk'; status: Settable; seen: readonly { id: number; status: QueueStatus }[] }
  | { kind: 'reopen'; id: number; status: QueueStatus }
  | { kind: 'dispatch'; id: number; courier: string; trackingNumber: string };

/** A parcel's courier and tracking number as typed in the dispatch dialog ('' when left empty). */
export interface DispatchInput {
  courier: string;
  trackingNumber: string;
}

/** The orders screen's state. */
export interface OrderQueue {
  /** The ticked rows and the last bulk run. */
  bulk: Bulk;
  /** One row's move or step back, and its notice. */
  actions: ScreenActions;
  /** The dialog open, or null. */
  $dialog: WritableAtom<OrderDialog | null>;
  /**
   * Runs the open dialog with the reason typed (Rejected, a step back) or the courier and tracking number (a
   * dispatch: the bulk one sends the courier only) and closes it; true when the list changed.
   */
  confirm(reason: string, dispatch?: DispatchInput): Promise<boolean>;
}

/** The body's reason: only a rejection carries one. */
const reasonFor = (status: Settable, reason: string) => (status === 'Rejected' ? { reason } : {});

/** The body's courier and tracking number: only a dispatch carries them, and only those typed. */
const dispatchFor = (status: Settable, dispatch: Partial<DispatchInput> | undefined) =>
  status === 'Dispatched'
    ? {
        ...(dispatch?.courier?.trim() ? { courier: dispatch.courier } : {}),
        ...(dispatch?.trackingNumber?.trim() ? { trackingNumber: dispatch.trackingNumber } : {}),
      }
    : {};

/** Creates the state of one visit to the orders screen. */
export function createOrderQueue(): OrderQueue {
  const bulk = createBulk(ordersSetStatusMany);
  const actions = createActions();
  const $dialog = atom<OrderDialog | null>(null);
  return {
    bulk,
    actions,
    $dialog,
    async confirm(reason, dispatch) {
      const dialog = $dialog.get();
      $dialog.set(null);
      if (!dialog) return false;
      if (dialog.kind === 'bulk') {
        actions.say('');
        const courier = dispatch && { courier: dispatch.courier };
        await bulk.run(
          {
            status: dialog.status,
            seen: dialog.seen,
            ...reasonFor(dialog.status, reason),
            ...dispatchFor(dialog.status, courier),
          },
          text.orders.bulkDone[dialog.status],
        );
        return bulk.$run.get().status === 'done';
      }
      // One row's notice replaces the last bulk report (two notices would read as one outcome).
      bulk.forget();
      if (dialog.kind === 'move') {
        const body = {
          ids: [dialog.id],
          status: dialog.status,
          from: dialog.from,
          ...reasonFor(dialog.status, reason),
          ...dispatchFor(dialog.status, dispatch),
        };
        const done = (answer: { changed: number }) => text.orders.changed(answer.changed, dialog.status);
        return (await actions.run(ordersSetStatus, body, done)) !== undefined;
      }
      if (dialog.kind === 'dispatch') {
        const body = {
          id: dialog.id,
          courier: dispatch?.courier ?? '',
          trackingNumber: dispatch?.trackingNumber ?? '',
        };
        const saved = () => text.orders.dispatchSaved(dialog.id);
        return (await actions.run(orderDispatchDetails, body, saved)) !== undefined;
      }
      const done = () => text.undo.reopened(dialog.id, dialog.status);
      return (await actions.run(orderReopen, { id: dialog.id, status: dialog.status, reason }, done)) !== undefined;
    },
  };
}
