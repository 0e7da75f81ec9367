/** Attack-scale counts: the full figures of issue 7 under SECURITY_FULL=1 (npm run test:security), fewer in npm test. */

/** True when the full counts run. */
const FULL = process.env.SECURITY_FULL === '1';

/** `full` under SECURITY_FULL=1, else `fast`. */
export function scale(fast: number, full: number): number {
  return FULL ? full : fast;
}

/** A line for the test output and the figures file (picked up by scripts/test-security.ts). */
export function report(figure: string, values: Record<string, unknown>): void {
  console.log(`[figure] ${figure} ${JSON.stringify(values)}`);
}
