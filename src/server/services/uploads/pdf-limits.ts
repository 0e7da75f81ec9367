/** Limits of the PDF check (docs/SECURITY.md "Uploads"), shared by the worker pool and the worker. */

/** Why a print file is refused. */
export type PdfProblem =
  | 'not-pdf'
  | 'incomplete'
  | 'unreadable'
  | 'encrypted'
  | 'active-content'
  | 'too-complex'
  | 'busy'
  | 'owner-busy';

/** Most indirect objects a print may hold (a 100-page brochure has a few thousand). */
export const PDF_MAX_OBJECTS = 50_000;

/** Unpacked (inflated) stream bytes every file may reach, whatever its size. */
const PDF_UNPACKED_FLOOR = 32 * 1024 * 1024;

/** Above the floor, a file may unpack to this many times its own size. */
const PDF_UNPACKED_RATIO = 40;

/** Unpacked stream bytes no file may pass. */
const PDF_UNPACKED_CEILING = 256 * 1024 * 1024;

/** The unpacked-bytes budget of a file of `size` bytes. */
export function unpackedBudget(size: number): number {
  return Math.min(PDF_UNPACKED_CEILING, Math.max(PDF_UNPACKED_FLOOR, size * PDF_UNPACKED_RATIO));
}

/** Wall time one file may take in its worker before the worker is terminated. */
export const PDF_CHECK_DEADLINE_MS = 20_000;

/** The worker's V8 heap limits (node:worker_threads resourceLimits), in MB. */
export const PDF_WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

/** Files waiting for a worker at most; more answer 503 with Retry-After. */
export const PDF_MAX_QUEUE = 64;

/** Files one member may have queued or running in the pool at once (PDF_CHECKS_PER_MEMBER); more answer 429. */
export const PDF_CHECKS_PER_OWNER = 2;

/** What a worker answers for one file. */
export type PdfVerdict = { ok: true; pdf: Uint8Array } | { ok: false; problem: PdfProblem; detail?: string };
