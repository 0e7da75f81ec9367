/** Session keys on every member call: `Authorization: Bearer <key>`, or the legacy `key` body field (never the URL). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { languageIsNamed, m, switchToMemberLanguage } from '../services/language.ts';
import { loadMember } from '../services/profile.ts';
import type { ActiveSession } from '../services/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session, set by `requireSession`. */
    session: ActiveSession | null;
  }
}

/** Reads the session key a request carries, from the header first, then the legacy body field. */
function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (match?.[1]) return match[1];
  }
  const body = request.body;
  if (body && typeof body === 'object' && 'key' in body && typeof body.key === 'string' && body.key !== '')
    return body.key;
  return undefined;
}

/**
 * From here on the request answers in the member's stored language, if they chose one and the request did not name
 * its page's (docs/LANGUAGES.md); a request that named it does not load the member for this.
 */
async function answerInMemberLanguage(app: FastifyInstance, session: ActiveSession): Promise<void> {
  if (languageIsNamed()) return;
  switchToMemberLanguage((await loadMember(app.deps.database.db, session.memberId)).language);
}

/** preHandler of member calls: resolves the key or answers 401 SESSION_INVALID. */
export async function requireSession(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  if (request.session) return;
  const key = keyOf(request);
  const session = key ? await this.deps.sessions.resolve(key) : undefined;
  if (!session) throw new AppError(401, 'SESSION_INVALID', m.sessionInvalid);
  request.session = session;
  await answerInMemberLanguage(this, session);
}

/**
 * onRequest hook of upload scopes: the session comes from the Authorization header only, checked before a byte of
 * the body is read, so a missing or invalid header answers 401 at once (an upload never carries the legacy key).
 */
export async function requireHeaderSession(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '');
  const session = match?.[1] ? await this.deps.sessions.resolve(match[1]) : undefined;
  if (!session) throw new AppError(401, 'SESSION_INVALID', m.sessionInvalid);
  request.session = session;
  await answerInMemberLanguage(this, session);
}

/** The session of a member call (set by requireSession); throws if a route forgot to require it. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new AppError(401, 'SESSION_INVALID', m.sessionInvalid);
  return request.session;
}

/** Declares the request decoration and the no-store/nosniff headers of API answers. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('session', null);
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      reply.header('x-content-type-options', 'nosniff');
      done(null, payload);
    });
  },
  { name: 'auth' },
);
