/**
 * A notice carried to the next screen: a save that moves to another address (a doctor added, then opened at its
 * own address) leaves its notice here, and the screen it opens shows it once.
 */
import { atom } from 'nanostores';

const $carried = atom('');

/** Leaves `message` for the next screen to show. */
export function carryNotice(message: string): void {
  $carried.set(message);
}

/** The carried notice ('' when none), taken: it shows once. */
export function takeNotice(): string {
  const message = $carried.get();
  $carried.set('');
  return message;
}
