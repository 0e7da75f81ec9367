/** Member and staff ids as the logs carry them: salted hashes (LOG_ID_SALT), stable per id, never the id itself. */
import { createHmac } from 'node:crypto';

/** The log form of a member's or staff account's id: 16 hex characters of an HMAC-SHA256 with the salt. */
export function logId(salt: string, kind: 'member' | 'staff', id: number): string {
  return createHmac('sha256', salt).update(`${kind}:${id}`).digest('hex').slice(0, 16);
}
