/** The answer of every staff CSV export. */
import type { FastifyReply } from 'fastify';

/** Sends `csv` as the download `<name>-<day>.csv` (UTC day), never kept by a cache. */
export function sendCsv(reply: FastifyReply, name: string, csv: string, now: number): FastifyReply {
  const day = new Date(now).toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}
