/**
 * Every number a call takes fits the database's 32-bit keys: integer inputs carry a maximum of at most 2^31 - 1 and
 * digit patterns at most nine digits, so a huge number, 1e309 or "Infinity" is a 400 and never reaches a query (a
 * fuzzed GetArticles.php once answered 500 to page=1e309).
 */
import type { TSchema } from 'typebox';
import { describe, expect, it } from 'vitest';
import * as contract from '../../src/shared/contract/index.ts';
import { STAFF_CALLS } from '../../src/shared/contract/admin/index.ts';

const INT32_MAX = 2_147_483_647;

/** A call's input schemas. */
interface Inputs {
  body?: TSchema;
  query?: TSchema;
}

/** Every call of the member and staff contracts with its name. */
function everyCall(): [string, Inputs][] {
  const modules: object[] = [
    contract.auth,
    contract.catalogue,
    contract.content,
    contract.orders,
    contract.member,
    contract.chat,
    contract.samples,
  ];
  const member = modules
    .flatMap((module) => Object.entries(module as Record<string, Inputs & { path?: unknown }>))
    .filter(([, call]) => typeof call?.path === 'string');
  return [...member, ...Object.entries(STAFF_CALLS as Record<string, Inputs>)];
}

/** The problems of one schema: integers without a small enough maximum, digit patterns longer than nine digits. */
function problems(schema: unknown, at: string): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const found: string[] = [];
  if (node.type === 'integer' || node.type === 'number') {
    const maximum = node.maximum;
    if (typeof maximum !== 'number' || maximum > INT32_MAX) found.push(`${at}: number without a 32-bit maximum`);
  }
  const pattern = typeof node.pattern === 'string' ? node.pattern : '';
  const digits = /^\^\[1-9\]\[0-9\]\{0,(\d+)\}\$$/.exec(pattern);
  if (digits && Number(digits[1]) > 8) found.push(`${at}: ${pattern} allows more than nine digits`);
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) found.push(...problems(item, `${at}.${key}[${i}]`));
    } else if (value && typeof value === 'object') found.push(...problems(value, `${at}.${key}`));
  }
  return found;
}

describe('numbers in the contract', () => {
  it('lists the calls (member and staff)', () => {
    expect(everyCall().length).toBeGreaterThan(60);
  });

  it('bounds every integer input and digit pattern to a 32-bit key', () => {
    const found = everyCall().flatMap(([name, call]) => [
      ...problems(call.body, `${name}.body`),
      ...problems(call.query, `${name}.query`),
    ]);
    expect(found).toEqual([]);
  });
});
