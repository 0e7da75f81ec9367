/**
 * Checks an uploaded print PDF (DESIGN §4 "Uploads trusted") in the worker pool (pdf-pool.ts) and answers the copy
 * to store: re-serialised by pdf-lib, so only objects that were parsed and judged free of active content remain.
 */
import { m } from '../../../shared/messages/index.ts';
import { AppError } from '../../errors.ts';
import type { PdfProblem } from './pdf-limits.ts';
import type { PdfCheckPool } from './pdf-pool.ts';

/** The multipart field carrying the print PDF. */
export const PRINT_FIELD = 'print_pdf';

/** Seconds a client is asked to wait when every worker is busy and the queue is full. */
const BUSY_RETRY_SECONDS = 30;

/** The answer for a refused file: 415 for what is not a plain whole PDF, 413 over the limits, 503 when busy. */
function pdfRefusal(problem: PdfProblem): AppError {
  const field = { field: PRINT_FIELD };
  switch (problem) {
    case 'not-pdf':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', m.printNotPdf, field);
    case 'incomplete':
    case 'unreadable':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', m.printIncomplete, field);
    case 'encrypted':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', m.printEncrypted, field);
    case 'active-content':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', m.printActiveContent, field);
    case 'too-complex':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', m.printTooComplex, field);
    case 'busy':
      return new AppError(503, 'INTERNAL', m.printChecksBusy, { ...field, retryAfter: BUSY_RETRY_SECONDS });
  }
}

/** Checks a print in the pool; resolves with the copy to store or throws the refusal (never blocks the event loop). */
export async function checkedPrint(pool: PdfCheckPool, data: Buffer, onStart?: () => void): Promise<Buffer> {
  return checkedPdf(pool, data, pdfRefusal, onStart);
}

/** Checks any uploaded PDF in the pool as a print is checked; `refuse` words the answer for each problem. */
export async function checkedPdf(
  pool: PdfCheckPool,
  data: Buffer,
  refuse: (problem: PdfProblem) => AppError,
  onStart?: () => void,
): Promise<Buffer> {
  const verdict = await pool.check(data, onStart);
  if (!verdict.ok) throw refuse(verdict.problem);
  return Buffer.from(verdict.pdf.buffer, verdict.pdf.byteOffset, verdict.pdf.byteLength);
}
