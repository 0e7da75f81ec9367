/** What the API's log lines may carry: request URLs with session keys, codes and token-like values redacted. */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Log paths whose values are replaced by Fastify's redaction (pino `redact`). */
const REDACTED_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'body.key', 'body.otp'];

/** What a redacted query value is logged as. */
const REDACTED = '[REDACTED]';

/** Query parameter names whose value is a secret (compared in lower case, `-` and `_` ignored). */
const SECRET_NAMES = new Set([
  'key',
  'otp',
  'code',
  'token',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'authtoken',
  'auth',
  'authorization',
  'apikey',
  'secret',
  'password',
  'pass',
  'session',
  'sessionid',
  'sid',
  'jwt',
  'sig',
  'signature',
]);

/** A value that looks like a key or token: at least 20 characters of base64/hex/url-safe alphabet with a digit. */
const TOKEN_LIKE = /^(?=.*\d)[A-Za-z0-9_\-.~+/=%]{20,}$/;

/** True when a query parameter of this name and value must not be logged. */
function isSecret(name: string, value: string): boolean {
  const plain = name.toLowerCase().replace(/[-_]/g, '');
  return SECRET_NAMES.has(plain) || plain.endsWith('token') || plain.endsWith('key') || TOKEN_LIKE.test(value);
}

/** A path segment that reads as a session key (randomKey: 43 base64url characters): 32 or more, mixed case. */
const KEY_LIKE_SEGMENT = /^(?=.*[a-z])(?=.*[A-Z])[A-Za-z0-9_\-~+=]{32,}$/;

/** A run of 32 key characters: only a path that holds one can have a key-like segment. */
const LONG_RUN = /[A-Za-z0-9_\-~+=]{32,}/;

/** The path with every segment that reads as a key replaced by [REDACTED] (a key placed in a path by mistake). */
function redactPath(path: string): string {
  if (!LONG_RUN.test(path)) return path;
  return path
    .split('/')
    .map((segment) => (KEY_LIKE_SEGMENT.test(segment) ? REDACTED : segment))
    .join('/');
}

/** The URL with key-like path segments and the values of secret query parameters replaced by [REDACTED]. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return redactPath(url);
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      const rawValue = equals < 0 ? '' : pair.slice(equals + 1);
      let name = rawName;
      let value = rawValue;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
        value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
      } catch {
        // Broken %-encoding: judge the raw text.
      }
      return isSecret(name, value) ? `${rawName}=${REDACTED}` : pair;
    });
  return `${redactPath(url.slice(0, mark))}?${query.join('&')}`;
}

/** The request as logged: Fastify's default fields with the URL redacted. */
function requestSerializer(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options of the app: the caller's (level, stream) plus redaction and the request serializer. */
export function loggerOptions(
  given: FastifyServerOptions['logger'],
  level: string,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> | false {
  if (given === false) return false;
  const base = typeof given === 'object' && given !== null ? given : { level };
  return { ...base, redact: REDACTED_PATHS, serializers: { req: requestSerializer } };
}
