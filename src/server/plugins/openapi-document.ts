/**
 * Finishes the OpenAPI 3.1 document @fastify/swagger lists the routes in: each contract call gets its operationId
 * (its contract name), description, request body (JSON and form fields, or multipart for the two uploads, the legacy
 * `key` field included) and its answers — the success answer from contract/answers.ts and every error status of
 * docs/API.md with the error envelope. The positional envelope is a tuple: `prefixItems` (JSON Schema 2020-12).
 */
import { STATUS_CODES } from 'node:http';
import type { TSchema } from 'typebox';
import { errorStatusesOf } from '../../shared/contract/answer-of.ts';
import { ANSWERS, errorAnswerSchema } from '../../shared/contract/answers.ts';
import type { CallDef } from '../../shared/contract/define.ts';
import type { EndpointName } from '../../shared/contract/endpoints.ts';

/** A JSON value of the document. */
type Json = Record<string, unknown>;

/** A contract call by name, with its area (tag). */
export interface NamedCall {
  name: EndpointName;
  area: string;
  call: CallDef<TSchema | undefined, TSchema | undefined, unknown>;
}

/** The tags of the document, one per contract area. */
export const TAGS = [
  { name: 'auth', description: 'One-time code login and logout (check.php, login.php, logout.php)' },
  { name: 'catalogue', description: 'Categories, sub-categories, therapies, products and product search' },
  { name: 'content', description: 'Articles, journals, emailers, videos, portals, files, privacy policy, downloads' },
  { name: 'orders', description: 'Service orders (SPEC §7 order posts) and their idempotency' },
  { name: 'member', description: "The member's profile, photo, orders, contacts, settings and push subscription" },
  { name: 'chat', description: 'The AI assistant' },
  { name: 'samples', description: "Samples within UCPMP 2024: the doctor's registration and this year's samples" },
  { name: 'privacy', description: 'DPDP Act 2023: notice and consent per purpose, the data export, erasure requests' },
  {
    name: 'safety',
    description: 'Medical questions and side-effect reports (numbered, mailed to the company mailboxes)',
  },
  { name: 'admin', description: 'Staff calls of the operations console (Authorization: Staff <key>), docs/API.md' },
  { name: 'service', description: 'Operations: health check for load balancers' },
];

/** The name of the error envelope's schema under components. */
const ERROR_SCHEMA = 'ErrorAnswer';

/**
 * A schema as OpenAPI 3.1 writes it: TypeBox's draft-07 tuples (`items: [...]`, `additionalItems: false`) become
 * `prefixItems` with `maxItems` (no element beyond them) and `items: {}` (Spectral's `array-items` wants an `items`
 * schema object; `items: {not: {}}` would say the same, but Prism 5 ignores `prefixItems` and then refused every
 * element).
 */
function toOpenApi31(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toOpenApi31);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalItems') continue;
    if (key === 'items' && Array.isArray(value)) {
      out.prefixItems = value.map(toOpenApi31);
      out.items = {};
      if ((schema as Json).additionalItems === false) out.maxItems = value.length;
    } else out[key] = toOpenApi31(value);
  }
  return out;
}

/** A schema as the OpenAPI 3.1 document writes it (tuples as prefixItems). */
export const json = (schema: unknown): unknown => toOpenApi31(JSON.parse(JSON.stringify(schema)));

/** True when every field of an object schema can be sent as a form field (no nested object). */
function formFriendly(schema: TSchema): boolean {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  return Object.values(properties).every((property) => property.type !== 'object');
}

const LEGACY_KEY = {
  type: 'string',
  maxLength: 200,
  description: 'The session key (legacy; the Authorization header is preferred)',
};
const filePart = (type: string, description: string) => ({ type: 'string', contentMediaType: type, description });

/** The multipart bodies of the two uploads (their fields are read by the route, not by a body schema). */
function multipartBody(named: NamedCall, orderFields: TSchema | undefined): Json | undefined {
  if (named.name === 'updatePhoto') {
    const schema = {
      type: 'object',
      required: ['profile_image'],
      properties: { key: LEGACY_KEY, profile_image: filePart('image/*', 'JPEG, PNG or WebP, at most 5 MB') },
    };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  if (named.name === 'servPrints' && orderFields) {
    const fields = json(orderFields) as { properties: Json; required?: string[] };
    const schema = {
      type: 'object',
      required: [...(fields.required ?? []), 'print_pdf'],
      properties: {
        ...fields.properties,
        key: { ...LEGACY_KEY, description: 'Ignored: multipart calls need the Authorization header' },
        print_pdf: filePart('application/pdf', 'The PDF to print, at most 10 MB'),
      },
    };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return undefined;
}

/** The request body of a call: its schema as JSON and (when flat) form fields; a POST without one: optional. */
function requestBody(named: NamedCall, orderFields: TSchema | undefined): Json | undefined {
  const multipart = multipartBody(named, orderFields);
  if (multipart) return multipart;
  const { call } = named;
  if (call.body) {
    const schema = json(call.body);
    const types = formFriendly(call.body)
      ? ['application/json', 'application/x-www-form-urlencoded']
      : ['application/json'];
    return { required: true, content: Object.fromEntries(types.map((type) => [type, { schema }])) };
  }
  if (call.method !== 'POST') return undefined;
  // A POST without fields of its own may still carry a body: the legacy key (member calls), else nothing it reads.
  const schema = { type: 'object', properties: call.auth === 'member' ? { key: LEGACY_KEY } : {} };
  return {
    required: false,
    content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } },
  };
}

/** The answers of a call: 200 with its answer, and each error status with the error envelope. */
function responses(name: EndpointName): Json {
  const answer = ANSWERS[name];
  const success =
    'file' in answer
      ? {
          description: 'The file',
          content: Object.fromEntries([answer.file].flat().map((type) => [type, { schema: {} }])),
        }
      : { description: 'The answer: [status, payload]', content: { 'application/json': { schema: json(answer) } } };
  const errors = errorStatusesOf(name).map((status) => [
    String(status),
    {
      description: `${STATUS_CODES[status] ?? 'Error'}: the error envelope`,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
    },
  ]);
  return { '200': success, ...Object.fromEntries(errors) };
}

/** One operation of a contract call, finished. */
export function finishOperation(operation: Json, named: NamedCall, orderFields?: TSchema): Json {
  const { call, name, area } = named;
  const access = call.auth === 'member' ? 'Needs a session key.' : 'Public.';
  const body = requestBody(named, orderFields);
  const { requestBody: _generated, responses: _default, ...rest } = operation;
  return {
    ...rest,
    operationId: name,
    summary: call.summary,
    description: `${call.summary}. ${access} See docs/API.md.`,
    tags: [area],
    security: call.auth === 'member' ? [{ sessionKey: [] }] : [],
    ...(body ? { requestBody: body } : {}),
    responses: responses(name),
  };
}

/** image.php's operation (a contract call outside ENDPOINTS, since only an <img> loads it). */
export function finishImage(operation: Json): Json {
  const { responses: _default, ...rest } = operation;
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
  });
  return {
    ...rest,
    operationId: 'image',
    summary: 'An image uploaded in the console (banner popup), as WebP',
    description:
      'An image uploaded in the console (banner popup), as WebP. Public, served only while a row doctors see names it; ' +
      'cached for 5 minutes, then revalidated with its ETag (304, or 404 once withdrawn). See docs/API.md.',
    tags: ['content'],
    security: [],
    responses: {
      '200': { description: 'The image', content: { 'image/webp': { schema: {} } } },
      '304': { description: 'Not Modified: If-None-Match names its ETag, and the image is still shown' },
      '400': error('Bad Request: the error envelope'),
      '404': error('Not Found: the error envelope'),
      '500': error('Internal Server Error: the error envelope'),
      '503': error('Service Unavailable: the file store did not answer in time (Retry-After)'),
    },
  };
}

/** The health check's operation (not a contract call). */
export function finishHealth(operation: Json): Json {
  const { responses: _default, ...rest } = operation;
  const status = { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } };
  return {
    ...rest,
    operationId: 'health',
    summary: 'Health check',
    description: 'Answers 200 when the process and its database answer, 503 otherwise (for load balancers). Public.',
    tags: ['service'],
    security: [],
    responses: {
      '200': { description: 'Healthy', content: { 'application/json': { schema: status } } },
      '503': { description: 'The database does not answer', content: { 'application/json': { schema: status } } },
    },
  };
}

/** The components every document carries: the session key scheme and the error envelope. */
export function components(): Json {
  return {
    securitySchemes: {
      sessionKey: { type: 'http', scheme: 'bearer', description: 'The key login.php answered' },
      staffKey: {
        type: 'apiKey',
        in: 'header',
        name: 'Authorization',
        description: '"Staff <key>" with the key POST /api/admin/auth/login answered',
      },
    },
    schemas: { [ERROR_SCHEMA]: json(errorAnswerSchema) },
  };
}

/** HEAD of a file call (download.php): the GET's operation with the same answers and headers, and no body. */
export function headOf(get: Json): Json {
  const responses = get.responses as Record<string, Json>;
  return {
    ...get,
    operationId: `${String(get.operationId)}Head`,
    summary: `${String(get.summary)} (headers only)`,
    description: `The headers GET would answer (Content-Type, Content-Length, Content-Disposition), without the body. ${String(get.description)}`,
    responses: Object.fromEntries(
      Object.entries(responses).map(([status, answer]) => [status, { description: answer.description }]),
    ),
  };
}
