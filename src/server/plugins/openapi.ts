/**
 * GET /api/openapi.json: an OpenAPI 3.1 document of every API route from the shared contract (request schemas, answer
 * schemas, error statuses: src/server/plugins/openapi-document.ts), tagged by contract area, with the origin it was
 * asked on as its server. Registered before the routes, so @fastify/swagger sees them.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import type { TSchema } from 'typebox';
import * as contract from '../../shared/contract/index.ts';
import { ENDPOINTS, type EndpointName } from '../../shared/contract/endpoints.ts';
import {
  components,
  finishHealth,
  finishImage,
  finishOperation,
  headOf,
  type NamedCall,
  TAGS,
} from './openapi-document.ts';
import { finishStaffOperation, staffOperations } from './openapi-staff.ts';

/** Where the document is served. */
export const OPENAPI_PATH = '/api/openapi.json';

/** The prefix the API routes are registered under (app.ts). */
const API_PREFIX = '/api';

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
  samples: contract.samples,
  privacy: contract.privacy,
  safety: contract.safety,
} as const;

function isCall(value: unknown): value is NamedCall['call'] {
  return typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'auth' in value;
}

/** Every contract call by `METHOD /api/path`, with its name and area. */
function namedCalls(): Map<string, NamedCall> {
  const calls = new Map<string, NamedCall>();
  for (const [area, module] of Object.entries(AREAS)) {
    for (const [name, value] of Object.entries(module)) {
      if (isCall(value) && name in ENDPOINTS)
        calls.set(`${value.method} ${API_PREFIX}${value.path}`, { name: name as EndpointName, area, call: value });
    }
  }
  return calls;
}

/** Every contract call by `METHOD /api/path`, with its area and whether it needs a session key. */
export function contractCalls(): Map<string, CallInfo> {
  return new Map([...namedCalls()].map(([key, named]) => [key, { area: named.area, auth: named.call.auth }]));
}

type Operations = Record<string, Record<string, Record<string, unknown>>>;

/** Registers @fastify/swagger (before the routes, so it sees them) and the document route. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    const calls = namedCalls();
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Doctors portal API',
          version: '1.0.0',
          description:
            'The API of the doctors portal. Answers are positional arrays: element 0 a status object, then the ' +
            'payload(s) (DESIGN §3); errors are `[{status: "error", code, field?, retryAfter?}, {Message}]`.',
          contact: { name: 'The operators of this deployment' },
        },
        tags: TAGS,
        components: components(),
      },
      transform: ({ schema, url }) => {
        const base: FastifySchema = schema ?? {};
        if (!url.startsWith(`${API_PREFIX}/`) || url === OPENAPI_PATH) return { schema: { ...base, hide: true }, url };
        // Bodies and answers are written by transformObject from the contract.
        const { body: _body, response: _response, ...rest } = base;
        return { schema: rest, url };
      },
      transformObject: (documentObject) => {
        const document =
          'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
        const paths = (document as { paths?: Operations }).paths ?? {};
        for (const [url, operations] of Object.entries(paths)) {
          for (const [method, operation] of Object.entries(operations)) {
            const named = calls.get(`${method.toUpperCase()} ${url}`);
            const orderFields = named?.name === 'servPrints' ? (contract.orders.servPrints.body as TSchema) : undefined;
            const staff = staffOperations.get(`${method.toUpperCase()} ${url}`);
            operations[method] = named
              ? finishOperation(operation, named, orderFields)
              : staff
                ? finishStaffOperation(operation, staff.name, staff.call)
                : url === `${API_PREFIX}/health`
                  ? finishHealth(operation)
                  : url === `${API_PREFIX}${contract.content.image.path}`
                    ? finishImage(operation)
                    : operation;
          }
        }
        const download = paths[`${API_PREFIX}${contract.content.download.path}`];
        if (download?.get) download.head = headOf(download.get);
        return document;
      },
    });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { ...app.swagger(), servers: [{ url: serverUrlOf(request), description: 'This API' }] };
    });
  },
  { name: 'openapi' },
);

/** A host name or address with an optional port, as a Host header carries it. */
const HOST_PATTERN = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The document's server: the address the document was asked on, from the Host header itself. Never from
 * X-Forwarded-Host, which a client writes and nginx passes on (with TRUST_PROXY, Fastify's `request.host` reads it),
 * so a cache in front that does not key on it could keep a document sending integrators' keys to another host;
 * a Host that is no host name (or none) gives `localhost`.
 */
function serverUrlOf(request: FastifyRequest): string {
  const host = request.headers.host ?? '';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${HOST_PATTERN.test(host) ? host : 'localhost'}`;
}
