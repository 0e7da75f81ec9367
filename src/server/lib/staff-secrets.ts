/** Staff credentials: Argon2id password hashes and TOTP codes (RFC 6238, 30-second steps, ±1 step of drift). */
import { hash, verify } from '@node-rs/argon2';
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/** The issuer name authenticator apps show. */
const ISSUER = 'Doctors portal console';

/** An Argon2id hash of a password (the library's default algorithm and OWASP-level costs). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

/** A hash no password matches, verified against for unknown e-mails so their answer takes as long. */
let decoyHash: Promise<string> | undefined;

/** True when `password` matches `stored`; with no stored hash, spends the same time and answers false. */
export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password never used by anyone');
  const target = stored ?? (await decoyHash);
  const matches = await verify(target, password).catch(() => false);
  return stored !== null && matches;
}

/** A new base32 TOTP secret (160 bits). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app scans. */
export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/** The current code of a secret (demo and tests). */
export function totpNow(secret: string, nowMs: number): string {
  return generateSync({ secret, epoch: Math.floor(nowMs / 1000) });
}

/** The time step of a valid code later than `afterStep` (no code is accepted twice), or undefined. */
export function totpStep(secret: string, code: string, nowMs: number, afterStep: number): number | undefined {
  try {
    const result = verifySync({
      secret,
      token: code,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: 30,
      afterTimeStep: afterStep,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}
