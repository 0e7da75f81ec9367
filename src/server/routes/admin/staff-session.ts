/**
 * Staff keys on every staff call: `Authorization: Staff <key>` only (never a body field, never Bearer, so a member
 * key never opens a staff call and a staff key never opens a member call). The call's roles are checked here.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_AUTH_SCHEME, type StaffAccess } from '../../../shared/contract/admin/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../services/admin/actor.ts';
import { resolveStaffSession, type StaffSession } from '../../services/admin/staff-sessions.ts';
import { staffText } from '../../services/admin/texts.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live staff session, set on staff calls. */
    staff: StaffSession | null;
  }
}

const SCHEME = new RegExp(`^${STAFF_AUTH_SCHEME}\\s+(\\S+)$`, 'i');

/** The onRequest hook of a staff call (before its body is read): 401 without a live staff session, 403 when its role is not admitted. */
export function requireStaff(access: Exclude<StaffAccess, 'public'>) {
  return async function staffCheck(this: FastifyInstance, request: FastifyRequest): Promise<void> {
    const match = SCHEME.exec(request.headers.authorization?.trim() ?? '');
    const session = match?.[1]
      ? await resolveStaffSession(this.deps.database.db, match[1], this.deps.now())
      : undefined;
    if (!session) throw new AppError(401, 'SESSION_INVALID', staffText.sessionInvalid);
    if (access !== 'staff' && !access.includes(session.role)) throw new AppError(403, 'FORBIDDEN', staffText.forbidden);
    request.staff = session;
  };
}

/** The staff session of a staff call (set by requireStaff). */
export function staffOf(request: FastifyRequest): StaffSession {
  if (!request.staff) throw new AppError(401, 'SESSION_INVALID', staffText.sessionInvalid);
  return request.staff;
}

/** The author of a staff write: the signed-in staff member. */
export function actorOf(request: FastifyRequest): Actor {
  const { staffId, email } = staffOf(request);
  return { staffId, email };
}
