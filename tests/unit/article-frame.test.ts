/** Issue 18 §10: the article frame shows only https addresses on the allowed frame hosts. */
import { describe, expect, it } from 'vitest';
import { articleFramePath, articleFrameSrc } from '../../src/lib/content-links.ts';

const ALLOWED = new Set(['https://journals.example.org', 'https://www.example-pharma.com']);

describe('articleFrameSrc', () => {
  it('keeps https addresses on an allowed origin', () => {
    expect(articleFrameSrc('https://journals.example.org/cardio/1', ALLOWED)).toBe(
      'https://journals.example.org/cardio/1',
    );
    expect(articleFrameSrc('https://www.example-pharma.com/a', ALLOWED)).toBe('https://www.example-pharma.com/a');
  });

  it('refuses every other address', () => {
    for (const link of [
      'https://evil.example/login',
      'https://journals.example.org.evil.example/a',
      'https://journals.example.org:8443/a',
      'http://journals.example.org/a',
      'javascript:alert(1)',
      '//journals.example.org/a',
      'https://user@evil.example/',
      '',
    ]) {
      expect(articleFrameSrc(link, ALLOWED), link).toBeUndefined();
    }
  });

  it('the default build allows the default frame hosts, and lists link only to them', () => {
    expect(articleFramePath('https://journals.example.org/x')).toMatch(/^\/articles\/https%3A/);
    expect(articleFramePath('https://evil.example/x')).toBeUndefined();
  });
});
