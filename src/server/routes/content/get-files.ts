/** files.php: the downloadable files of a link name. */
import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { files } from '../../db/schema.ts';
import { defineRoute } from '../define-route.ts';

/** The link names a `name` stands for: as given, and without its first dot and what follows ('brochures.php'). */
function linkNamesOf(name: string): string[] {
  const given = name.trim();
  const stem = given.split('.')[0] ?? '';
  return stem !== '' && stem !== given ? [given, stem] : [given];
}

/** Registers files.php: rows of that link name, by file name. */
export async function getFilesRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.getFiles, async ({ body }) => {
    const rows = await app.deps.database.db
      .select({ name: files.name })
      .from(files)
      .where(inArray(files.linkName, linkNamesOf(body.name)))
      .orderBy(asc(files.name), asc(files.id));
    return ok(rows.map((row) => ({ name: row.name })));
  });
}
