/** File names the storage accepts: the one rule both adapters share, so a name can never leave its folder. */

/** A safe file name: letters, digits, dot, dash, underscore, space; no leading dot; at most 200 characters. */
export function isSafeName(name: string): boolean {
  return /^[A-Za-z0-9_\- ][A-Za-z0-9_.\- ]{0,199}$/.test(name) && !name.includes('..');
}

/** A message for refusing to write under an unsafe name (the same words from every adapter). */
export function unsafeNameError(name: string): Error {
  return new Error(`unsafe file name ${JSON.stringify(name)}`);
}
