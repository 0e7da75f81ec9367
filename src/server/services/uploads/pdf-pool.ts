/**
 * The PDF check pool: files are checked off the event loop in node:worker_threads workers (cores − 1, at least one),
 * each with V8 heap limits (resourceLimits) and a deadline enforced by terminating the worker. A worker that dies or
 * overruns is replaced; the file is refused as too complex. Workers start on first use and do not keep the process up.
 * Fair to owners (issue 38 §3): an owner (a member) holds at most `perOwner` files queued or running, more are
 * refused at once, and a free worker takes the waiting file whose owner has the fewest files running, so one
 * member's burst never queues ahead of another member's print.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  PDF_CHECK_DEADLINE_MS,
  PDF_CHECKS_PER_OWNER,
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
  /** Files one owner may have queued or running at once. */
  perOwner?: number;
}

/** Who sent a file (`member:<id>`, `staff:<id>`) and what to run once a worker has begun on it. */
export interface PdfCheckRequest {
  owner?: string;
  onStart?: () => void;
}

/** A file waiting for, or being checked by, a worker. */
interface Job {
  id: number;
  data: Uint8Array;
  owner: string | undefined;
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
  readonly #perOwner: number;
  /** Files queued or running per owner. */
  readonly #held = new Map<string, number>();
  /** When each owner holding files last had one started (a count of starts), for round-robin among equals. */
  readonly #lastServed = new Map<string, number>();
  #served = 0;
  readonly #slots: Slot[] = [];
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;
  #refused = 0;
  #refusedOwner = 0;

  /** A pool of `size` workers (default cores − 1, at least one), started lazily. */
  constructor(options: PdfPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? defaultPoolSize());
    this.#deadlineMs = options.deadlineMs ?? PDF_CHECK_DEADLINE_MS;
    this.#maxQueue = options.maxQueue ?? PDF_MAX_QUEUE;
    this.#perOwner = Math.max(1, options.perOwner ?? PDF_CHECKS_PER_OWNER);
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

  /** Files refused because their owner already held its share (portal_pdf_checks_refused_total{reason="owner"}). */
  get refusedOwner(): number {
    return this.#refusedOwner;
  }

  /**
   * Checks a file for `owner`; `onStart` runs once a worker has begun on it. Resolves with the verdict, never
   * rejects: `busy` when the queue is full, `owner-busy` when the owner already holds its share of the pool.
   */
  check(data: Buffer, request: PdfCheckRequest = {}): Promise<PdfVerdict> {
    if (this.#closed) return Promise.resolve(refused('busy'));
    const { owner, onStart } = request;
    if (owner !== undefined && (this.#held.get(owner) ?? 0) >= this.#perOwner) {
      this.#refusedOwner += 1;
      return Promise.resolve(refused('owner-busy'));
    }
    if (this.#queue.length >= this.#maxQueue) {
      this.#refused += 1;
      return Promise.resolve(refused('busy'));
    }
    if (owner !== undefined) this.#held.set(owner, (this.#held.get(owner) ?? 0) + 1);
    return new Promise((resolve) => {
      // A copy the worker can own (the request's buffer may be a slice of a shared pool).
      const copy = new Uint8Array(data.byteLength);
      copy.set(data);
      const done = (verdict: PdfVerdict) => {
        this.#release(owner);
        resolve(verdict);
      };
      this.#queue.push({ id: this.#nextId++, data: copy, owner, done, onStart });
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
      const job = this.#nextJob();
      if (!job) return;
      slot.job = job;
      slot.worker.ref();
      slot.timer = setTimeout(() => void this.#replace(slot, refused('too-complex', 'deadline')), this.#deadlineMs);
      slot.worker.postMessage({ id: job.id, data: job.data }, [job.data.buffer as ArrayBuffer]);
    }
  }

  /**
   * Takes the waiting file whose owner has the fewest files running; among equals, the owner served longest ago
   * (never served first), then the earliest file.
   */
  #nextJob(): Job | undefined {
    const running = new Map<string | undefined, number>();
    for (const slot of this.#slots) {
      if (slot.job) running.set(slot.job.owner, (running.get(slot.job.owner) ?? 0) + 1);
    }
    const rank = (job: Job): [number, number] =>
      job.owner === undefined ? [0, 0] : [running.get(job.owner) ?? 0, this.#lastServed.get(job.owner) ?? 0];
    let best = 0;
    for (let index = 1; index < this.#queue.length; index += 1) {
      const [load, served] = rank(this.#queue[index] as Job);
      const [bestLoad, bestServed] = rank(this.#queue[best] as Job);
      if (load < bestLoad || (load === bestLoad && served < bestServed)) best = index;
    }
    const [job] = this.#queue.splice(best, 1);
    if (job?.owner !== undefined) {
      this.#served += 1;
      this.#lastServed.set(job.owner, this.#served);
    }
    return job;
  }

  #release(owner: string | undefined): void {
    if (owner === undefined) return;
    const held = (this.#held.get(owner) ?? 1) - 1;
    if (held > 0) {
      this.#held.set(owner, held);
    } else {
      this.#held.delete(owner);
      this.#lastServed.delete(owner);
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
