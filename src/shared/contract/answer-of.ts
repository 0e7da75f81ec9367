/** Looks a call's name, answer schema and error statuses up by its method and path (server and tests). */
import type { TSchema } from 'typebox';
import { ANSWERS, errorAnswerSchema, errorStatuses } from './answers.ts';
import { ENDPOINTS, type EndpointName } from './endpoints.ts';

/** The name of the call at a method and path, if it is one of ENDPOINTS. */
function endpointNameOf(call: { method: string; path: string }): EndpointName | undefined {
  return (Object.keys(ENDPOINTS) as EndpointName[]).find(
    (name) => ENDPOINTS[name].method === call.method && ENDPOINTS[name].path === call.path,
  );
}

/**
 * The Fastify response schemas of a call: its answer for 200 (none for a file answer) and the error envelope for
 * every 4xx and 5xx status (the OpenAPI document lists the statuses one by one, errorStatuses).
 */
export function answerSchemaOf(call: { method: string; path: string }): Record<string, TSchema> {
  const name = endpointNameOf(call);
  const answer = name ? ANSWERS[name] : undefined;
  return {
    ...(answer && !('file' in answer) ? { 200: answer } : {}),
    '4xx': errorAnswerSchema,
    '5xx': errorAnswerSchema,
  };
}

/** The error statuses of a named call (see answers.ts). */
export function errorStatusesOf(name: EndpointName): number[] {
  return errorStatuses(name, ENDPOINTS[name]);
}
