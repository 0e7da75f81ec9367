/** The answer of every staff CSV export. */
import type { FastifyReply } from 'fastify';
import { businessDayAndTime } from '../../../shared/business-time.ts';

/** Sends `csv` as the download `<name>-<day>.csv` (the day in India, as its times), never kept by a cache. */
export function sendCsv(reply: FastifyReply, name: string, csv: string, now: number): FastifyReply {
  const { day } = businessDayAndTime(now);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}
