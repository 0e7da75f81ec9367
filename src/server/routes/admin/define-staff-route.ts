/**
 * Binds a staff contract call (src/shared/contract/admin) to a Fastify route: method, path, schemas, tag `admin`
 * and access come from the contract; the answer is serialised through its answer schema.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { StaffCallDef } from '../../../shared/contract/admin/index.ts';
import { errorAnswerSchema } from '../../../shared/contract/answers.ts';
import { answerSerializerCompiler } from '../answer-serializer.ts';
import { declaredOnly } from './declared-fields.ts';
import { requireStaff } from './staff-session.ts';

/** The parsed value of an optional schema. */
type In<S> = S extends TSchema ? Static<S> : undefined;

/** What a handler receives: the validated body and query, and the raw request and reply. */
export interface StaffRouteInput<B, Q> {
  body: In<B>;
  query: In<Q>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The answer a handler returns: the contract's (a download handler sends through `reply` and returns it). */
type Out<A> = A extends TSchema ? Static<A> : FastifyReply;

/** The page and page size of a list query (25 rows a page unless asked). */
export function pageParams(query: { page?: string; pageSize?: string }): { page: number; pageSize: number } {
  return { page: Number(query.page ?? 1), pageSize: Number(query.pageSize ?? 25) };
}

/** Registers one staff call. */
export function defineStaffRoute<B extends TSchema | undefined, Q extends TSchema | undefined, A extends TSchema>(
  app: FastifyInstance,
  call: StaffCallDef<B, Q, A>,
  handler: (input: StaffRouteInput<B, Q>) => Promise<Out<typeof call.answer>>,
): void {
  const answer = 'file' in call.answer ? undefined : call.answer;
  app.route({
    method: call.method,
    url: call.path,
    schema: {
      summary: call.summary,
      tags: ['admin'],
      ...(call.body ? { body: call.body } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      response: { ...(answer ? { 200: answer } : {}), '4xx': errorAnswerSchema, '5xx': errorAnswerSchema },
    },
    serializerCompiler: answerSerializerCompiler,
    ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
    // Before the body is read: a call without a staff session is refused without reading up to the body limit.
    onRequest: call.access === 'public' ? undefined : requireStaff(call.access),
    // Only the fields the contract declares reach the handler (no mass assignment through an extra field).
    handler: async (request, reply) =>
      handler({
        body: (call.body ? declaredOnly(call.body, request.body) : request.body) as In<B>,
        query: request.query as In<Q>,
        request,
        reply,
      }),
  });
}
