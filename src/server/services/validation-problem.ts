/** The field and the problem of a request that failed its schema, in the request's language (the API's 400s). */
import type { FastifyError } from 'fastify';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import {
  DATE_PATTERN,
  NAME_PATTERN,
  ONE_LINE_PATTERN,
  REQUIRED_NAME_PATTERN,
  REQUIRED_ONE_LINE_PATTERN,
  TRIMMED_NAME_PATTERN,
} from '../../shared/contract/define.ts';
import { m } from './language.ts';

/** The `limit` of a length rule (Fastify's validator and TypeBox both name it so). */
const limitOf = (params: unknown): number => Number((params as { limit?: unknown } | undefined)?.limit);

/**
 * The problem of each schema keyword, in the request's language (read when the error is answered): a text too long
 * says its limit, an empty one that must have a character says it is required (issue 40 §9).
 */
const PROBLEMS: Record<string, (params: unknown) => string> = {
  required: () => m.problemRequired,
  pattern: () => m.problemFormat,
  maxLength: (params) => m.problemTooLong(limitOf(params)),
  minLength: (params) => (limitOf(params) === 1 ? m.problemRequired : m.problemTooShort),
  type: () => m.problemType,
  enum: () => m.problemNotAllowed,
  const: () => m.problemNotAllowed,
  anyOf: () => m.problemNotAllowed,
  minItems: () => m.problemTooFewItems,
  maxItems: () => m.problemTooManyItems,
};

/** The problem of each shared text pattern, in the request's language. */
const PATTERN_PROBLEMS: Record<string, () => string> = {
  [ONE_LINE_PATTERN]: () => m.oneLine,
  [REQUIRED_ONE_LINE_PATTERN]: () => m.requiredOneLine,
  [NAME_PATTERN]: () => m.oneLineName,
  [REQUIRED_NAME_PATTERN]: () => m.requiredOneLineName,
  [TRIMMED_NAME_PATTERN]: () => m.requiredOneLineName,
  [DATE_PATTERN]: () => m.dateNotReal,
};

/** One failed schema rule, as Fastify's validator and TypeBox's Value.Errors both describe it. */
interface SchemaIssue {
  keyword?: string;
  params?: unknown;
}

/** The sentence of one failed rule, in the request's language. */
function problemOf(issue: SchemaIssue | undefined): string {
  const pattern = (issue?.params as { pattern?: unknown } | undefined)?.pattern;
  const byPattern = issue?.keyword === 'pattern' && typeof pattern === 'string' ? PATTERN_PROBLEMS[pattern] : undefined;
  return byPattern?.() ?? PROBLEMS[issue?.keyword ?? '']?.(issue?.params) ?? m.problemInvalid;
}

/** One refused field of a body and what is wrong with it. */
export interface FieldProblem {
  field: string;
  problem: string;
}

/** Names the field and the problem of a schema validation failure. */
export function describeValidation(error: FastifyError): FieldProblem {
  const first = error.validation?.[0];
  const missing = (first?.params as { missingProperty?: unknown } | undefined)?.missingProperty;
  const fromPath = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
  const field = typeof missing === 'string' ? missing : fromPath || error.validationContext || m.theRequest;
  return { field, problem: problemOf(first) };
}

/** A route's own checks of a body (UpdateProfile.php's names, links and birth date): each refused field, once. */
export type BodyChecks = (body: Readonly<Record<string, unknown>>) => FieldProblem[];

/**
 * Every invalid field of a request body, as its sentence by field (issue 40 §9: a form shows them all at once): the
 * schema's problems, then the route's own checks of the other fields, so one answer names them all. Undefined when
 * the route has no body schema or fewer than two fields fail (the answer's `field` says it then).
 */
export function bodyProblems(schema: unknown, body: unknown, checks?: BodyChecks): Record<string, string> | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const problems = schemaProblems(schema as TSchema, body);
  if (checks && typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const named = new Set(problems.map(({ field }) => field));
    for (const found of checks(body as Record<string, unknown>)) if (!named.has(found.field)) problems.push(found);
  }
  if (problems.length < 2) return undefined;
  return Object.fromEntries(problems.map(({ field, problem }) => [field, m.validation(field, problem)]));
}

/** Every field of `values` that fails `schema`, each once with its first problem (an empty list when all pass). */
export function schemaProblems(schema: TSchema, values: unknown): FieldProblem[] {
  if (Value.Check(schema, values)) return [];
  const found = new Map<string, string>();
  for (const issue of Value.Errors(schema, values)) {
    const required = (issue.params as { requiredProperties?: unknown }).requiredProperties;
    const fields =
      issue.keyword === 'required' && Array.isArray(required)
        ? required.map(String)
        : [issue.instancePath.replace(/^\//, '').replace(/\//g, '.')];
    for (const field of fields) if (!found.has(field)) found.set(field, problemOf(issue));
  }
  return [...found].map(([field, problem]) => ({ field, problem }));
}
