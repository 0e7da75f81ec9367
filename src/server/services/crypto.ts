/** Small crypto helpers: random keys and codes from the CSPRNG, hashes, HMAC and constant-time compare. */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random key of `bytes` bytes (default 32 = 256 bits), base64url. */
export function randomKey(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A random code of `digits` decimal digits, uniformly distributed. */
export function randomDigits(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** SHA-256 of a text, hex. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** HMAC-SHA-256 of a text under a secret, hex. */
export function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
