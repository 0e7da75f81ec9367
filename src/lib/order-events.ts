/** The window event of an order the outbox has placed meanwhile: a loaded Order History asks for the list again. */
export const ORDER_PLACED_LATER = 'portal:order-placed-later';

/** The window event of a medical question the outbox has sent meanwhile: a shown My questions asks for the list again. */
export const QUESTION_ASKED_LATER = 'portal:question-asked-later';
