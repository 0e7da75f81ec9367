/**
 * Mass assignment guard for staff calls: a body keeps only the fields its contract schema declares, at every depth,
 * so a field a call does not offer (a member's verification status, demo flag, photo file, id …) never reaches a
 * service that spreads its input into a row. Fastify's validator lets undeclared fields through.
 */
import type { TSchema } from 'typebox';

/** A schema node as far as this guard reads it. */
interface SchemaNode {
  type?: unknown;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value with every object field its schema does not declare left out (objects without `properties` kept). */
export function declaredOnly(schema: TSchema | SchemaNode, value: unknown): unknown {
  const node = schema as SchemaNode;
  if (Array.isArray(value))
    return node.items ? value.map((item) => declaredOnly(node.items as SchemaNode, item)) : value;
  if (!isPlainObject(value) || !node.properties) return value;
  const kept: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(node.properties)) {
    if (Object.hasOwn(value, name)) kept[name] = declaredOnly(field, value[name]);
  }
  return kept;
}
