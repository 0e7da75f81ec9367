/** When the oldest saved answer shown on this page was saved (issue 21 §1): set by the API client's connection. */
import { atom } from 'nanostores';

/** Milliseconds since 1970; 0 while every answer on the page came from the network. */
export const $savedAt = atom(0);
