/** The PDF check worker (node:worker_threads): inspects one file per message and answers its verdict. */
import { parentPort } from 'node:worker_threads';
import { inspectPdf } from './pdf-inspect.ts';

/** A file to check, numbered by the pool. */
export interface PdfJob {
  id: number;
  data: Uint8Array;
}

parentPort?.on('message', (job: PdfJob) => {
  parentPort?.postMessage({ id: job.id, started: true });
  void inspectPdf(job.data).then(
    (verdict) =>
      parentPort?.postMessage({ id: job.id, verdict }, verdict.ok ? [verdict.pdf.buffer as ArrayBuffer] : []),
    (error: unknown) =>
      parentPort?.postMessage({
        id: job.id,
        verdict: { ok: false, problem: 'unreadable', detail: error instanceof Error ? error.message : String(error) },
      }),
  );
});
