/**
 * Gives React's CommonJS modules back the parentheses Terser takes off. Rolldown wraps each such module as
 * `__commonJSMin(((exports, module) => {…}))`: the extra parentheses tell V8 the function runs at once, so it is
 * compiled once. Without them V8 pre-parses React's modules while loading the file and parses them again when they
 * run: the core file took 53 ms instead of 39 ms to start in a plain Chromium, 40 % more of a phone's CPU
 * (docs/results/2026-12-03-minifier.md). After minifying, each call of a helper imported from rolldown's runtime whose
 * argument is a function, outside any function, gets them back (2 bytes a module).
 */
import { parse } from 'acorn';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** An ESTree node as acorn gives it: a type, its place in the text, and child nodes under other keys. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Whether `value` is an ESTree node. */
function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Whether `node` is a function (its body is not module scope). */
function isFunction(node: Node): boolean {
  return node.type === 'ArrowFunctionExpression' || node.type.startsWith('Function');
}

/** The local names of what `program` imports from rolldown's runtime chunk. */
function runtimeHelpers(program: Node): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    if (!/rolldown-runtime/.test(String((statement.source as Node).value))) continue;
    for (const specifier of statement.specifiers as Node[]) names.add(String((specifier.local as Node).name));
  }
  return names;
}

/** The function arguments of module-scope calls of `helpers` in `node` (not descending into functions). */
function wrappedModules(node: Node, helpers: Set<string>, found: Node[]): Node[] {
  if (node.type === 'CallExpression') {
    const callee = node.callee as Node;
    const [argument] = node.arguments as Node[];
    if (callee.type === 'Identifier' && helpers.has(String(callee.name)) && argument && isFunction(argument)) {
      found.push(argument);
    }
  }
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child) && !isFunction(child)) wrappedModules(child, helpers, found);
    }
  }
  return found;
}

/** `code` with each module-scope runtime-wrapped function in parentheses (unchanged when there is none). */
export function withEagerWrappers(code: string): string {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;
  const helpers = runtimeHelpers(program);
  if (helpers.size === 0) return code;
  const text = new MagicString(code);
  for (const fn of wrappedModules(program, helpers, [])) {
    if (code[fn.start - 1] === '(' && code[fn.end] === ')' && code[fn.start - 2] === '(') continue;
    text.appendLeft(fn.start, '(').prependRight(fn.end, ')');
  }
  return text.toString();
}

/** After minifying, puts the compile-at-once parentheses back on the client build's CommonJS wrappers. */
export function eagerWrappers(): Plugin {
  return {
    name: 'portal:eager-wrappers',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') file.code = withEagerWrappers(file.code);
      }
    },
  };
}
