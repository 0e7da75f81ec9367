/** Hindi choice of the offline forms to keep a submission for later (same keys as en/outbox-offer.ts). */
import type { outboxOffer as en } from '../en/outbox-offer.ts';
import type { Shape } from '../shape.ts';

export const outboxOffer = {
  sendLater: 'बाद में भेजें',
} as const satisfies Shape<typeof en>;
