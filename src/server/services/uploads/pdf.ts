/**
 * Checks an uploaded print PDF (DESIGN §4 "Uploads trusted") in the worker pool (pdf-pool.ts) and answers the copy
 * to store: re-serialised by pdf-lib, so only objects that were parsed and judged free of active content remain.
 */
import { m } from '../language.ts';
import { AppError } from '../../errors.ts';
import type { PdfProblem } from './pdf-limits.ts';
import type { PdfCheckPool, PdfCheckRequest } from './pdf-pool.ts';

/** The multipart field carrying the print PDF. */
export const PRINT_FIELD = 'print_pdf';

/** Seconds a client is asked to wait when every worker is busy and the queue is full. */
const BUSY_RETRY_SECONDS = 30;

/** Seconds a member is asked to wait when their own files already hold their share of the pool. */
const OWNER_BUSY_RETRY_SECONDS = 10;

/** The words of each refusal of an uploaded PDF. */
export interface PdfRefusalTexts {
  notPdf: string;
  incomplete: string;
  encrypted: string;
  activeContent: string;
  tooComplex: string;
  busy: string;
  ownerBusy: string;
}

/**
 * The answer for a refused file, naming `field`: 415 not a plain whole PDF, 413 over the limits, 503 when busy,
 * 429 when the sender's own files already hold their share of the pool.
 */
function refusal(texts: PdfRefusalTexts, field: string, problem: PdfProblem): AppError {
  const named = { field };
  switch (problem) {
    case 'not-pdf':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', texts.notPdf, named);
    case 'incomplete':
    case 'unreadable':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', texts.incomplete, named);
    case 'encrypted':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', texts.encrypted, named);
    case 'active-content':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', texts.activeContent, named);
    case 'too-complex':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', texts.tooComplex, named);
    case 'busy':
      return new AppError(503, 'INTERNAL', texts.busy, { ...named, retryAfter: BUSY_RETRY_SECONDS });
    case 'owner-busy':
      return new AppError(429, 'RATE_LIMITED', texts.ownerBusy, { ...named, retryAfter: OWNER_BUSY_RETRY_SECONDS });
  }
}

/** The doctors' words for a refused print, in the request's language (read per request, never at module load). */
const printRefusals = (): PdfRefusalTexts => ({
  notPdf: m.printNotPdf,
  incomplete: m.printIncomplete,
  encrypted: m.printEncrypted,
  activeContent: m.printActiveContent,
  tooComplex: m.printTooComplex,
  busy: m.printChecksBusy,
  ownerBusy: m.printChecksHeld,
});

/**
 * Checks a member's print in the pool, as the member's share of it; resolves with the copy to store or throws the
 * refusal (never blocks the event loop).
 */
export async function checkedPrint(pool: PdfCheckPool, data: Buffer, memberId: number): Promise<Buffer> {
  return checkedPdf(pool, data, printRefusals(), PRINT_FIELD, { owner: `member:${memberId}` });
}

/**
 * Checks any uploaded PDF in the pool as a print is checked; resolves with the copy to store or throws the refusal
 * in `texts`, naming `field`.
 */
export async function checkedPdf(
  pool: PdfCheckPool,
  data: Buffer,
  texts: PdfRefusalTexts,
  field: string,
  request: PdfCheckRequest = {},
): Promise<Buffer> {
  const verdict = await pool.check(data, request);
  if (!verdict.ok) throw refusal(texts, field, verdict.problem);
  return Buffer.from(verdict.pdf.buffer, verdict.pdf.byteOffset, verdict.pdf.byteLength);
}
