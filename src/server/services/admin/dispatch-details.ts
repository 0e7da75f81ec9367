/** A parcel's courier and tracking number as staff send them: trimmed and checked (each a 400 naming its field). */
import {
  COURIER_MAX,
  type QueueStatus,
  TRACKING_MAX,
  TRACKING_PATTERN,
  trackingNumberOf,
} from '../../../shared/contract/admin/orders.ts';
import { AppError } from '../../errors.ts';
import { staffText } from './texts.ts';

/** A parcel's courier and tracking number as stored ('' when not given). */
export interface DispatchDetails {
  courier: string;
  trackingNumber: string;
}

/** The courier as sent, trimmed, and the tracking number without its spaces; 400 naming the field when one is too long or not a tracking number. */
export function dispatchDetailsOf(input: { courier?: string; trackingNumber?: string }): DispatchDetails {
  const courier = input.courier?.trim() ?? '';
  const trackingNumber = trackingNumberOf(input.trackingNumber ?? '');
  if (courier.length > COURIER_MAX)
    throw new AppError(400, 'VALIDATION_FAILED', staffText.courierTooLong(COURIER_MAX), { field: 'courier' });
  if (trackingNumber.length > TRACKING_MAX)
    throw new AppError(400, 'VALIDATION_FAILED', staffText.trackingTooLong(TRACKING_MAX), { field: 'trackingNumber' });
  if (!TRACKING_PATTERN.test(trackingNumber))
    throw new AppError(400, 'VALIDATION_FAILED', staffText.trackingFormat, { field: 'trackingNumber' });
  return { courier, trackingNumber };
}

/**
 * The courier and tracking number a move to `status` stores: those given for Dispatched; for any other move, 400
 * when one was given (nothing else carries them), else none (the move leaves the stored ones as they are).
 */
export function dispatchDetailsFor(
  status: QueueStatus,
  input: { courier?: string; trackingNumber?: string },
): DispatchDetails | undefined {
  const details = dispatchDetailsOf(input);
  if (status === 'Dispatched') return details;
  if (details.courier !== '' || details.trackingNumber !== '') {
    const field = details.courier !== '' ? 'courier' : 'trackingNumber';
    throw new AppError(400, 'VALIDATION_FAILED', staffText.dispatchDetailsOnlyDispatched, { field });
  }
  return undefined;
}
