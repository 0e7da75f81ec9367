/**
 * The PDF check pool: files are checked off the event loop in node:worker_threads workers (cores − 1, at least one),
 * each with V8 heap limits (resourceLimits) and a deadline enforced by terminating the worker. A worker that dies or
 * overruns is replaced; the file is refused as too complex. Workers start on first use and do not keep the process up.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  PDF_CHECK_DEADLINE_MS,
  PDF_MAX_QUEUE,
  PDF_WORKER_LIMITS,
  type PdfProblem,
  type PdfVerdict,
} from './pdf-limits.ts';

/** Options of a pool (tests shorten the deadline). */
export interface PdfPoolOptions {
  size?: number;
  deadlineMs?: number;
  maxQueue?: number;
}

/** A file waiting for, or being checked by, a worker. */
interface Job {
  id: number;
  data: Uint8Array;
  done: (verdict: PdfVerdict) => void;
  onStart: (() => void) | undefined;
}

/** One worker and the job it is running. */
interface Slot {
  worker: Worker;
  job: Job | undefined;
  timer: NodeJS.Timeout | undefined;
}

/** What a worker posts: that it started a job, or the job's verdict. */
type WorkerMessage = { id: number; started: true } | { id: number; verdict: PdfVerdict };

const WORKER_URL = new URL('./pdf-worker.ts', import.meta.url);

/** The default pool size: one worker per core but one (the event loop keeps its core), at least one. */
function defaultPoolSize(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** Checks PDFs in worker threads. */
export class PdfCheckPool {
  readonly size: number;
  readonly #deadlineMs: number;
  readonly #maxQueue: number;
  readonly #slots: Slot[] = [];
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;
  #refused = 0;

  /** A pool of `size` workers (default cores − 1, at least one), started lazily. */
  constructor(options: PdfPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? defaultPoolSize());
    this.#deadlineMs = options.deadlineMs ?? PDF_CHECK_DEADLINE_MS;
    this.#maxQueue = options.maxQueue ?? PDF_MAX_QUEUE;
  }

  /** Files being checked right now. */
  get running(): number {
    return this.#slots.filter((slot) => slot.job).length;
  }

  /** Files waiting for a free worker. */
  get queued(): number {
    return this.#queue.length;
  }

  /** Files refused because the queue was full, since the pool started (portal_pdf_checks_refused_total). */
  get refused(): number {
    return this.#refused;
  }

  /** Checks a file; `onStart` runs once a worker has begun on it. Resolves with the verdict, never rejects. */
  check(data: Buffer, onStart?: () => void): Promise<PdfVerdict> {
    if (this.#closed) return Promise.resolve(refused('busy'));
    if (this.#queue.length >= this.#maxQueue) {
      this.#refused += 1;
      return Promise.resolve(refused('busy'));
    }
    return new Promise((done) => {
      // A copy the worker can own (the request's buffer may be a slice of a shared pool).
      const copy = new Uint8Array(data.byteLength);
      copy.set(data);
      this.#queue.push({ id: this.#nextId++, data: copy, done, onStart });
      this.#pump();
    });
  }

  /** Terminates every worker; files still waiting are refused as busy. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) job.done(refused('busy'));
    await Promise.all(this.#slots.splice(0).map((slot) => this.#stop(slot, refused('busy'))));
  }

  #pump(): void {
    while (this.#queue.length > 0) {
      const slot = this.#slots.find((s) => !s.job) ?? (this.#slots.length < this.size ? this.#spawn() : undefined);
      if (!slot) return;
      const job = this.#queue.shift();
      if (!job) return;
      slot.job = job;
      slot.worker.ref();
      slot.timer = setTimeout(() => void this.#replace(slot, refused('too-complex', 'deadline')), this.#deadlineMs);
      slot.worker.postMessage({ id: job.id, data: job.data }, [job.data.buffer as ArrayBuffer]);
    }
  }

  #spawn(): Slot {
    const worker = new Worker(WORKER_URL, { resourceLimits: PDF_WORKER_LIMITS });
    const slot: Slot = { worker, job: undefined, timer: undefined };
    worker.unref();
    worker.on('message', (message: WorkerMessage) => {
      const job = slot.job;
      if (!job || message.id !== job.id) return;
      if ('started' in message) {
        job.onStart?.();
        return;
      }
      this.#finish(slot, message.verdict);
    });
    // Out of memory (resourceLimits) or any crash: the file is refused and the worker replaced.
    worker.on('error', () => void this.#replace(slot, refused('too-complex', 'worker failed')));
    worker.on('exit', () => void this.#replace(slot, refused('too-complex', 'worker exited')));
    this.#slots.push(slot);
    return slot;
  }

  #finish(slot: Slot, verdict: PdfVerdict): void {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
    slot.worker.unref();
    job?.done(verdict);
    this.#pump();
  }

  /** Ends a worker that overran, failed or exited, answers its job, and lets the queue use a fresh worker. */
  async #replace(slot: Slot, verdict: PdfVerdict): Promise<void> {
    const index = this.#slots.indexOf(slot);
    if (index < 0) return;
    this.#slots.splice(index, 1);
    await this.#stop(slot, verdict);
    if (!this.#closed) this.#pump();
  }

  async #stop(slot: Slot, verdict: PdfVerdict): Promise<void> {
    clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = undefined;
    job?.done(verdict);
    slot.worker.removeAllListeners('exit');
    await slot.worker.terminate().catch(() => undefined);
  }
}

function refused(problem: PdfProblem, detail?: string): PdfVerdict {
  return { ok: false, problem, detail };
}
