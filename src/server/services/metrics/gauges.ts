/**
 * Gauges of one app, read at scrape time: the database pool, the PDF check pool, the safety mail outbox and the
 * adverse-event reports past their due date. Merged with the process-wide registry by `scrape`.
 */
import { and, count, eq, lt, min, notInArray } from 'drizzle-orm';
import { Counter, Gauge, Registry } from 'prom-client';
import type { Database, Db } from '../../db/client.ts';
import { adverseEventReports, medicalQuestions } from '../../db/schema.ts';
import type { PdfCheckPool } from '../uploads/pdf-pool.ts';
import { processRegistry } from './counters.ts';

/** What the gauges read. */
export interface GaugeSources {
  database: Database;
  pdfChecks: PdfCheckPool;
  now: () => number;
}

/** Pending rows and the oldest pending row's creation time of one outbox table. */
async function backlog(db: Db, table: typeof medicalQuestions | typeof adverseEventReports) {
  const [row] = await db
    .select({ pending: count(), oldest: min(table.createdAt) })
    .from(table)
    .where(eq(table.mailStatus, 'pending'));
  return { pending: row?.pending ?? 0, oldest: row?.oldest ?? undefined };
}

/** Adverse-event reports not yet submitted or closed whose due date has passed. */
async function overdueReports(db: Db, now: number): Promise<number> {
  const [row] = await db
    .select({ overdue: count() })
    .from(adverseEventReports)
    .where(
      and(
        lt(adverseEventReports.dueAt, new Date(now)),
        notInArray(adverseEventReports.status, ['submitted', 'closed']),
      ),
    );
  return row?.overdue ?? 0;
}

/** The database pool gauges (PostgreSQL only; PGlite has one connection and no pool). */
function poolGauges(registry: Registry, database: Database): void {
  const stats = database.poolStats;
  if (!stats) return;
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'PostgreSQL pool connections, by state (in_use, idle, max).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const now = stats();
      this.set({ state: 'in_use' }, now.total - now.idle);
      this.set({ state: 'idle' }, now.idle);
      this.set({ state: 'max' }, now.max);
    },
  });
  new Gauge({
    name: 'portal_db_pool_waiting',
    help: 'Queries waiting for a free PostgreSQL pool connection.',
    registers: [registry],
    collect() {
      this.set(stats().waiting);
    },
  });
}

/** The PDF check pool gauges and its refusal counter. */
function pdfGauges(registry: Registry, pool: PdfCheckPool): void {
  new Gauge({
    name: 'portal_pdf_checks',
    help: 'PDF checks in the worker pool, by state (busy, queued, size).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'busy' }, pool.running);
      this.set({ state: 'queued' }, pool.queued);
      this.set({ state: 'size' }, pool.size);
    },
  });
  let counted = 0;
  new Counter({
    name: 'portal_pdf_checks_refused_total',
    help: 'PDF checks refused because the pool queue was full.',
    registers: [registry],
    collect() {
      this.inc(pool.refused - counted);
      counted = pool.refused;
    },
  });
  let countedOwner = 0;
  new Counter({
    name: 'portal_pdf_checks_owner_refused_total',
    help: 'PDF checks refused because the sender already had its share of the pool waiting or running.',
    registers: [registry],
    collect() {
      this.inc(pool.refusedOwner - countedOwner);
      countedOwner = pool.refusedOwner;
    },
  });
}

/** Both outboxes' backlogs, read once for the gauges of one scrape (they collect at the same time). */
function backlogReader(db: Db): () => ReturnType<typeof readBacklogs> {
  let reading: ReturnType<typeof readBacklogs> | undefined;
  return () => {
    reading ??= readBacklogs(db).finally(() => {
      reading = undefined;
    });
    return reading;
  };
}

/** The backlogs of the two safety outboxes, by outbox label. */
async function readBacklogs(db: Db) {
  const [questions, reports] = await Promise.all([backlog(db, medicalQuestions), backlog(db, adverseEventReports)]);
  return [
    ['medical_questions', questions],
    ['adverse_events', reports],
  ] as const;
}

/** The safety outbox and due-date gauges (a few small queries per scrape). */
function safetyGauges(registry: Registry, sources: GaugeSources): void {
  const { db } = sources.database;
  const backlogs = backlogReader(db);
  new Gauge({
    name: 'portal_outbox_pending',
    help: 'Safety mails (medical questions, adverse-event reports) not yet sent to the company mailbox.',
    labelNames: ['outbox'] as const,
    registers: [registry],
    async collect() {
      for (const [outbox, { pending }] of await backlogs()) this.set({ outbox }, pending);
    },
  });
  new Gauge({
    name: 'portal_outbox_oldest_age_seconds',
    help: 'Age of the oldest unsent safety mail (0 when none waits).',
    labelNames: ['outbox'] as const,
    registers: [registry],
    async collect() {
      for (const [outbox, { oldest }] of await backlogs()) {
        this.set({ outbox }, oldest ? Math.max(0, (sources.now() - new Date(oldest).getTime()) / 1000) : 0);
      }
    },
  });
  new Gauge({
    name: 'portal_adverse_events_overdue',
    help: 'Adverse-event reports past their regulatory due date and not yet submitted or closed.',
    registers: [registry],
    async collect() {
      this.set(await overdueReports(db, sources.now()));
    },
  });
}

/** The gauges of one app, in their own registry. */
export function appRegistry(sources: GaugeSources): Registry {
  const registry = new Registry();
  poolGauges(registry, sources.database);
  pdfGauges(registry, sources.pdfChecks);
  safetyGauges(registry, sources);
  return registry;
}

/** The Prometheus text of the process metrics and one app's gauges. */
export async function scrape(app: Registry): Promise<{ contentType: string; text: string }> {
  const merged = Registry.merge([processRegistry, app]);
  return { contentType: merged.contentType, text: await merged.metrics() };
}
