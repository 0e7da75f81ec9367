/**
 * The serialiser of contract answers: fast-json-stringify compiled once per schema object for the whole process
 * (the answer schemas are module constants of src/shared/contract/answers.ts, the error envelope one object for every
 * route), not once per route and status of every app as Fastify's default compiler does — that cost each app build
 * (so each server test file) several seconds.
 */
import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';

const compiled = new WeakMap<object, (value: unknown) => string>();

/** A Fastify serializer compiler that reuses the serialiser of a schema object it compiled before. */
export const answerSerializerCompiler: FastifySerializerCompiler<object> = ({ schema }) => {
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = fastJsonStringify(schema) as (value: unknown) => string;
    compiled.set(schema, serialize);
  }
  return serialize;
};
