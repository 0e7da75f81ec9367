/** GET /api/openapi.json: an OpenAPI 3 document of every API route, tagged by contract area, from the route schemas. */
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import * as contract from '../../shared/contract/index.ts';

/** Where the document is served. */
export const OPENAPI_PATH = '/api/openapi.json';

/** The prefix the API routes are registered under (app.ts). */
const API_PREFIX = '/api';

/** Body types every JSON route also accepts through @fastify/formbody. */
const FORM_TYPES = ['application/json', 'application/x-www-form-urlencoded'];

/** One contract call as seen at run time. */
interface CallInfo {
  area: string;
  auth: 'member' | 'public';
}

const AREAS = {
  auth: contract.auth,
  catalogue: contract.catalogue,
  content: contract.content,
  orders: contract.orders,
  member: contract.member,
  chat: contract.chat,
} as const;

function isCall(value: unknown): value is { path: string; method: string; auth: 'member' | 'public' } {
  return typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'auth' in value;
}

/** Every contract call by `METHOD /api/path`, with its area and whether it needs a session key. */
export function contractCalls(): Map<string, CallInfo> {
  const calls = new Map<string, CallInfo>();
  for (const [area, module] of Object.entries(AREAS)) {
    for (const value of Object.values(module)) {
      if (isCall(value)) calls.set(`${value.method} ${API_PREFIX}${value.path}`, { area, auth: value.auth });
    }
  }
  return calls;
}

/** Registers @fastify/swagger (before the routes, so it sees them) and the document route. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    const calls = contractCalls();
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Doctors portal API',
          version: '1.0.0',
          description: 'Answers are [status, payload] arrays (DESIGN §3).',
        },
        components: { securitySchemes: { sessionKey: { type: 'http', scheme: 'bearer' } } },
      },
      transform: ({ schema, url, route }) => {
        const method = [route.method].flat()[0] ?? '';
        const call = calls.get(`${method} ${url}`);
        const base: FastifySchema = schema ?? {};
        if (!url.startsWith(`${API_PREFIX}/`) || url === OPENAPI_PATH) return { schema: { ...base, hide: true }, url };
        const tags = [call?.area ?? 'service'];
        const security = call?.auth === 'member' ? [{ sessionKey: [] }] : [];
        // Bodies are accepted as JSON or form fields (legacy clients); multipart routes declare their own.
        const consumes = base.body && !base.consumes ? { consumes: FORM_TYPES } : {};
        return { schema: { ...base, ...consumes, tags, security }, url };
      },
    });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.swagger();
    });
  },
  { name: 'openapi' },
);
