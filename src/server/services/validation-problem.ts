/** The field and the problem of a request that failed its schema, in the request's language (the API's 400s). */
import type { FastifyError } from 'fastify';
import {
  NAME_PATTERN,
  ONE_LINE_PATTERN,
  REQUIRED_NAME_PATTERN,
  REQUIRED_ONE_LINE_PATTERN,
  TRIMMED_NAME_PATTERN,
} from '../../shared/contract/define.ts';
import { m } from './language.ts';

/** The problem of each schema keyword, in the request's language (read when the error is answered). */
const PROBLEMS: Record<string, () => string> = {
  required: () => m.problemRequired,
  pattern: () => m.problemFormat,
  maxLength: () => m.problemTooLong,
  minLength: () => m.problemTooShort,
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
};

/** Names the field and the problem of a schema validation failure. */
export function describeValidation(error: FastifyError): { field: string; problem: string } {
  const first = error.validation?.[0];
  const missing = (first?.params as { missingProperty?: unknown } | undefined)?.missingProperty;
  const fromPath = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
  const field = typeof missing === 'string' ? missing : fromPath || error.validationContext || m.theRequest;
  const pattern = (first?.params as { pattern?: unknown } | undefined)?.pattern;
  const byPattern = first?.keyword === 'pattern' && typeof pattern === 'string' ? PATTERN_PROBLEMS[pattern] : undefined;
  const problem = byPattern?.() ?? PROBLEMS[first?.keyword ?? '']?.() ?? m.problemInvalid;
  return { field, problem };
}
