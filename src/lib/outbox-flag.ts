/**
 * The outbox's note in localStorage (issue 43 §3): which members have items waiting on this device, so that a page
 * loads the outbox code (stores/outbox.ts) only when there is something to send or to warn about.
 */

/** The localStorage key of the note; it survives the end of a session (lib/language.ts), not a logout. */
export const OUTBOX_FLAG = 'outboxOwners';

/** The members (member_id) with items waiting on this device. */
function waitingOwners(): string[] {
  try {
    return (localStorage.getItem(OUTBOX_FLAG) ?? '').split(',').filter(Boolean);
  } catch {
    return [];
  }
}

/** True when `owner` has items waiting on this device. */
export function hasWaiting(owner: string | undefined): boolean {
  return owner !== undefined && waitingOwners().includes(owner);
}

/** Notes whether `owner` has items waiting. */
export function noteWaiting(owner: string, waiting: boolean): void {
  const others = waitingOwners().filter((id) => id !== owner);
  const owners = waiting ? [...others, owner] : others;
  try {
    if (owners.length > 0) localStorage.setItem(OUTBOX_FLAG, owners.join(','));
    else localStorage.removeItem(OUTBOX_FLAG);
  } catch {
    // Without storage the outbox is found when its screen opens.
  }
}
