/** The portal's public address for links the server writes (enrolment links, the assistant's product links). */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** PUBLIC_SITE_URL, else the origin of the page that called (or the address called). */
export function siteOrigin(request: FastifyRequest, config: Config): string {
  if (config.siteUrlConfigured) return config.siteUrl;
  const origin = request.headers.origin;
  if (origin && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}
