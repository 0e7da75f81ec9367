/**
 * GET /api/ops/backup: a consistent tarball of the embedded (PGlite) database for `npm run backup` on the same
 * machine. Only with BACKUP_TOKEN as bearer, only from this machine (loopback, or its own address when HOST is one)
 * and never through a proxy; anyone else gets the 404.
 */
import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { dumpPglite } from '../services/backup/pglite.ts';

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
function isLoopback(address: string | undefined): boolean {
  return address !== undefined && /^(::ffff:)?127\.|^::1$/.test(address);
}

/**
 * True when the connection comes from this machine: over loopback, or from the very address it reached (a portal
 * with HOST set to a LAN address is not on loopback, and a TCP peer cannot hold the server's own address).
 */
function fromThisMachine(socket: { remoteAddress?: string; localAddress?: string }): boolean {
  const { remoteAddress, localAddress } = socket;
  return isLoopback(remoteAddress) || (remoteAddress !== undefined && remoteAddress === localAddress);
}

/** True when `given` is exactly `Bearer <token>` (compared in constant time). */
function bearerMatches(given: string | undefined, token: string | undefined): boolean {
  if (!token) return false;
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(`Bearer ${token}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Registers the backup route. */
export async function opsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/ops/backup', { schema: { hide: true } }, async (request, reply) => {
    const { database, config } = app.deps;
    const allowed =
      database.kind === 'pglite' &&
      fromThisMachine(request.socket) &&
      request.headers['x-forwarded-for'] === undefined &&
      bearerMatches(request.headers.authorization, config.ops.backupToken);
    if (!allowed) return reply.callNotFound();
    const archive = await dumpPglite(database);
    request.log.info({ bytes: archive.size }, 'database backup taken');
    return reply
      .header('content-type', 'application/gzip')
      .header('cache-control', 'no-store')
      .send(Buffer.from(await archive.arrayBuffer()));
  });
}
