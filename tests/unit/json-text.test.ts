/** ofetch's JSON parser in the build (src/api/json-text.ts, in place of destr): answers as destr gave them, safely. */
import { describe, expect, it } from 'vitest';
import parseJsonText from '../../src/api/json-text.ts';

describe('parseJsonText', () => {
  it('parses JSON answers, the envelope and Devanagari included', () => {
    expect(parseJsonText('[{"status":"success"},{"Message":"सहेजा गया"}]')).toEqual([
      { status: 'success' },
      { Message: 'सहेजा गया' },
    ]);
    expect(parseJsonText('{"a":[1,2.5,null,true]}')).toEqual({ a: [1, 2.5, null, true] });
    expect(parseJsonText(' 42 ')).toBe(42);
    expect(parseJsonText('"text"')).toBe('text');
  });

  it('answers a text that is not JSON as it is (an empty body, a proxy page), and a non-text as it is', () => {
    expect(parseJsonText('')).toBe('');
    expect(parseJsonText('<html>502 Bad Gateway</html>')).toBe('<html>502 Bad Gateway</html>');
    expect(parseJsonText('{"cut":')).toBe('{"cut":');
    const buffer = new ArrayBuffer(2);
    expect(parseJsonText(buffer)).toBe(buffer);
  });

  it('keeps no __proto__ key, however it is spelt, and no constructor holding a prototype', () => {
    for (const text of [
      '{"__proto__":{"polluted":1},"a":1}',
      '{"\\u005f\\u005fproto\\u005f\\u005f":{"polluted":1},"a":1}',
      '{"a":1,"nested":{"__proto__":{"polluted":1}}}',
      '{"a":1,"constructor":{"prototype":{"polluted":1}}}',
    ]) {
      const parsed = parseJsonText(text) as Record<string, unknown>;
      expect(parsed.a).toBe(1);
      expect(Object.keys(parsed)).not.toContain('__proto__');
      expect(Object.keys(parsed)).not.toContain('constructor');
      expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
      const nested = parsed.nested as Record<string, unknown> | undefined;
      if (nested) expect(Object.keys(nested)).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
  });

  it('keeps a constructor field that is only data', () => {
    expect(parseJsonText('{"constructor":"Dr. Rao"}')).toEqual({ constructor: 'Dr. Rao' });
  });
});
