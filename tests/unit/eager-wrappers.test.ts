/** React's CommonJS wrappers get their compile-at-once parentheses back after Terser (src/integrations/eager-wrappers.ts). */
import { minify } from 'terser';
import { describe, expect, it } from 'vitest';
import { withEagerWrappers } from '../../src/integrations/eager-wrappers.ts';

/** A chunk as rolldown writes it: its CommonJS helper imported from the runtime, each wrapper in extra parentheses. */
const ROLLDOWN_CHUNK = [
  'import { t as __commonJSMin } from "./rolldown-runtime.BDsFL43m.js";',
  'var require_react = __commonJSMin(((exports, module) => { module.exports = { version: "19.3.1" }; }));',
  'var require_dom = __commonJSMin(((exports, module) => { module.exports = require_react(); }));',
  'export const version = require_dom().version;',
].join('\n');

describe('withEagerWrappers', () => {
  it('puts back the parentheses Terser takes off each wrapper, and nothing else changes', async () => {
    const minified = (await minify(ROLLDOWN_CHUNK, { module: true, compress: { passes: 2 } })).code ?? '';
    expect(minified).not.toContain('(((');
    const fixed = withEagerWrappers(minified);
    expect(fixed.match(/\(\(\([a-z],[a-z]\)=>/g)).toHaveLength(2);
    expect(fixed.length).toBe(minified.length + 4);
    // var r=o(((o,r)=>{r.exports={…}})),s=o(((o,s)=>{s.exports=r()}));export …
    expect(fixed).toMatch(/var \w=(\w)\(\(\(\w,\w\)=>\{[^}]*\{[^}]*\}\}\)\),\w=\1\(\(\(\w,\w\)=>\{[^}]*\}\)\);export /);
  });

  it('leaves a wrapper that has them, or a call of the same name inside a function, as it is', () => {
    const kept = 'import{t as e}from"./rolldown-runtime.X.js";var a=e(((e,t)=>{t.exports=1}));';
    expect(withEagerWrappers(kept)).toBe(kept);
    const inner = 'import{t as e}from"./rolldown-runtime.X.js";export function f(e){return e(t=>t)}';
    expect(withEagerWrappers(inner)).toBe(inner);
  });

  it('leaves a chunk that imports nothing from the runtime unchanged', () => {
    const plain = 'import{t as e}from"./core.X.js";var a=e((e,t)=>{t.exports=1});';
    expect(withEagerWrappers(plain)).toBe(plain);
  });

  it('wraps a function expression too', () => {
    const code = 'import{t as e}from"./rolldown-runtime.X.js";var a=e(function(e,t){t.exports=1});';
    expect(withEagerWrappers(code)).toBe(
      'import{t as e}from"./rolldown-runtime.X.js";var a=e((function(e,t){t.exports=1}));',
    );
  });
});
