/** files.php: the downloadable files of a link name. */
import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { filesOf } from '../../services/content/link-lists.ts';
import { defineRoute } from '../define-route.ts';

/** The link names a `name` stands for: as given, and without its first dot and what follows ('brochures.php'). */
function linkNamesOf(name: string): string[] {
  const given = name.trim();
  const stem = given.split('.')[0] ?? '';
  return stem !== '' && stem !== given ? [given, stem] : [given];
}

/** Registers files.php: rows of that link name, by file name. */
export async function getFilesRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.getFiles, async ({ body }) =>
    ok(await filesOf(app.deps.database.db, linkNamesOf(body.name))),
  );
}
