/**
 * Checks server-test traffic against the app's own OpenAPI document (GET /api/openapi.json) with Ajv (JSON Schema
 * 2020-12, what OpenAPI 3.1 uses): a request the document allows must get a documented status with an answer its
 * schema accepts; a request it does not allow must get a documented 4xx with the error envelope. Addresses the
 * document does not list (the site, unknown paths) are left alone.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** The parts of the document the check reads. */
interface MediaType {
  schema?: unknown;
}
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: unknown }[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
  security?: unknown[];
}
/** An OpenAPI document as the check reads it. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** One request as `app.inject` takes it, reduced to what the check needs. */
export interface CheckedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: unknown;
}

/** One answer, reduced to what the check needs. */
export interface CheckedAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  rawPayload: Buffer;
}

const DOCUMENT_ID = 'openapi.json';
const pointer = (...parts: string[]): string =>
  `${DOCUMENT_ID}#/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/** A checker of requests and answers against one document. */
export class Conformance {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  private readonly validators = new Map<string, ValidateFunction>();

  private readonly document: OpenApiDocument;

  /** Compiles validators lazily from `document`. */
  constructor(document: OpenApiDocument) {
    this.document = document;
    this.ajv.addSchema(document as object, DOCUMENT_ID);
  }

  private validator(ref: string): ValidateFunction {
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.validators.set(ref, validate);
    }
    return validate;
  }

  private errorsOf(ref: string, value: unknown): string | undefined {
    const validate = this.validator(ref);
    return validate(value) ? undefined : this.ajv.errorsText(validate.errors);
  }

  /** What the document finds wrong with a request ([] when it allows it). */
  requestProblems(path: string, method: string, operation: Operation, request: CheckedRequest): string[] {
    const problems: string[] = [];
    const query = new URL(request.url, 'http://x').searchParams;
    for (const [i, parameter] of (operation.parameters ?? []).entries()) {
      if (parameter.in !== 'query') continue;
      const value = query.get(parameter.name);
      if (value === null) {
        if (parameter.required) problems.push(`query ${parameter.name} missing`);
        continue;
      }
      const error = this.errorsOf(pointer('paths', path, method, 'parameters', String(i), 'schema'), value);
      if (error) problems.push(`query ${parameter.name}: ${error}`);
    }
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const hasBody = request.payload !== undefined && request.payload !== '';
    const body = operation.requestBody;
    if (!hasBody) {
      if (body?.required) problems.push('body missing');
    } else if (!body) {
      if (method === 'post') problems.push('a body the call does not take');
    } else {
      const mediaType = type || 'application/json';
      if (!body.content[mediaType]) problems.push(`body type ${mediaType} not accepted`);
      else if (mediaType !== 'multipart/form-data') {
        const value = parseBody(mediaType, request.payload);
        const error =
          value === undefined
            ? 'unreadable'
            : this.errorsOf(pointer('paths', path, method, 'requestBody', 'content', mediaType, 'schema'), value);
        if (error) problems.push(`body: ${error}`);
      }
    }
    const fields = hasBody ? parseBody(type || 'application/json', request.payload) : undefined;
    const key = typeof fields === 'object' && fields !== null && 'key' in fields;
    if (
      (operation.security ?? []).length > 0 &&
      !request.headers.authorization &&
      !key &&
      type !== 'multipart/form-data'
    )
      problems.push('no session key');
    return problems;
  }

  /** What is wrong with an exchange ([] when it conforms). */
  check(request: CheckedRequest, answer: CheckedAnswer): string[] {
    const url = new URL(request.url, 'http://x');
    const method = request.method.toLowerCase();
    const operation = this.document.paths[url.pathname]?.[method];
    if (!operation || method === 'head') return [];
    const label = `${request.method} ${url.pathname} → ${answer.statusCode}`;
    const refused = this.requestProblems(url.pathname, method, operation, request);
    const status = String(answer.statusCode);
    const documented = operation.responses[status];
    if (!documented) return [`${label}: status not documented${refused.length ? ` (request: ${refused[0]})` : ''}`];
    if (refused.length > 0 && (answer.statusCode < 400 || answer.statusCode >= 500))
      return [`${label}: the document refuses the request (${refused.join('; ')}) but it was answered`];
    const json = documented.content?.['application/json'];
    if (!json) return [];
    const value = parseAnswer(answer);
    const error =
      value === undefined
        ? 'not JSON'
        : this.errorsOf(
            pointer('paths', url.pathname, method, 'responses', status, 'content', 'application/json', 'schema'),
            value,
          );
    return error ? [`${label}: answer ${error}`] : [];
  }
}

function parseBody(type: string, payload: unknown): unknown {
  const text = Buffer.isBuffer(payload) ? payload.toString() : payload;
  if (typeof text !== 'string') return payload;
  if (type === 'application/x-www-form-urlencoded') {
    const fields: Record<string, string | string[]> = {};
    for (const [name, value] of new URLSearchParams(text)) {
      const seen = fields[name];
      fields[name] = seen === undefined ? value : [...[seen].flat(), value];
    }
    return fields;
  }
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function parseAnswer(answer: CheckedAnswer): unknown {
  const encoding = String(answer.headers['content-encoding'] ?? '');
  const raw =
    encoding === 'br'
      ? brotliDecompressSync(answer.rawPayload)
      : encoding === 'gzip'
        ? gunzipSync(answer.rawPayload)
        : answer.rawPayload;
  try {
    return JSON.parse(raw.toString());
  } catch {
    return undefined;
  }
}

/** The request headers of inject options as one lower-case map. */
function headersOf(options: InjectOptions): Record<string, string> {
  return Object.fromEntries(
    Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
}

const checkers = new WeakMap<FastifyInstance, Promise<Conformance | undefined>>();

/** The checker of an app, from the document it serves (undefined when it serves none). */
function checkerOf(app: FastifyInstance): Promise<Conformance | undefined> {
  let checker = checkers.get(app);
  if (!checker) {
    checker = app
      .inject({ method: 'GET', url: '/api/openapi.json' })
      .then((response) =>
        response.statusCode === 200 ? new Conformance(response.json() as OpenApiDocument) : undefined,
      );
    checkers.set(app, checker);
  }
  return checker;
}

/** Throws when an exchange of a server test does not conform to the app's OpenAPI document. */
export async function expectConforming(
  app: FastifyInstance,
  options: InjectOptions,
  response: LightMyRequestResponse,
): Promise<void> {
  const checker = await checkerOf(app);
  if (!checker) return;
  const url = typeof options.url === 'string' ? options.url : String(options.path ?? '/');
  const headers = headersOf(options);
  if (options.payload !== undefined && typeof options.payload === 'object' && !Buffer.isBuffer(options.payload)) {
    headers['content-type'] ??= 'application/json';
  }
  const problems = checker.check(
    { method: options.method ?? 'GET', url, headers, payload: options.payload ?? options.body },
    response,
  );
  if (problems.length > 0) throw new Error(`OpenAPI conformance (docs/API.md): ${problems.join('\n')}`);
}
