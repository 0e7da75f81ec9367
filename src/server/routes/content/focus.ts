/** The therapeutic focus a content list is for: the one asked for, else the member's own. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../plugins/auth.ts';
import { loadMember } from '../../services/profile.ts';

/** The trimmed focus of the query, or (when blank or missing) the calling member's own focus. */
export async function focusFor(
  app: FastifyInstance,
  request: FastifyRequest,
  asked: string | undefined,
): Promise<string> {
  const focus = (asked ?? '').trim();
  if (focus !== '') return focus;
  return (await loadMember(app.deps.database.db, sessionOf(request).memberId)).therapeuticFocus;
}
