/**
 * Binds a contract call (src/shared/contract) to a Fastify route: method, path, schemas and auth come from the contract,
 * and the answer is serialised through the call's answer schema (contract/answers.ts; errors through the envelope's).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { answerSchemaOf } from '../../shared/contract/answer-of.ts';
import type { CallDef } from '../../shared/contract/define.ts';
import { requireSession } from '../plugins/auth.ts';
import type { BodyChecks } from '../services/validation-problem.ts';
import { answerSerializerCompiler } from './answer-serializer.ts';
import { SerializedAnswer } from './serialized.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own checks, run beside its schema's when the schema refuses a body (plugins/errors.ts). */
    bodyChecks?: BodyChecks;
  }
}

/** The parsed value of an optional schema. */
type In<S> = S extends TSchema ? Static<S> : undefined;

/** What a handler receives: the validated body and query, and the raw request and reply. */
export interface RouteInput<B, Q> {
  body: In<B>;
  query: In<Q>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one call; the handler returns the answer the contract names (or it serialised: routes/serialized.ts).
 * `bodyChecks`, the handler's own checks of the body, also run when the schema refuses it, so that one answer names
 * every refused field.
 */
export function defineRoute<B extends TSchema | undefined, Q extends TSchema | undefined, A>(
  app: FastifyInstance,
  call: CallDef<B, Q, A>,
  handler: (input: RouteInput<B, Q>) => Promise<A | SerializedAnswer<A>>,
  bodyChecks?: BodyChecks,
): void {
  app.route({
    method: call.method,
    url: call.path,
    ...(bodyChecks ? { config: { bodyChecks } } : {}),
    schema: {
      summary: call.summary,
      ...(call.body ? { body: call.body } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      response: answerSchemaOf(call),
    },
    serializerCompiler: answerSerializerCompiler,
    // A session is needed unless the call says it is public.
    preValidation: call.auth === 'public' ? undefined : requireSession,
    handler: async (request, reply) => {
      const answer = await handler({ body: request.body as In<B>, query: request.query as In<Q>, request, reply });
      if (!(answer instanceof SerializedAnswer)) return answer;
      return reply.type('application/json; charset=utf-8').send(answer.body);
    },
  });
}
