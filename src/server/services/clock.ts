/** The source of "now", injectable so tests can move time (expiry, spacing, locks). */

/** Returns the current time in milliseconds since the epoch. */
export type Clock = () => number;

/** The real clock. */
export const systemClock: Clock = () => Date.now();
