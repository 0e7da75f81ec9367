/** The window event of an order the outbox has placed meanwhile: a loaded Order History asks for the list again. */
export const ORDER_PLACED_LATER = 'portal:order-placed-later';
