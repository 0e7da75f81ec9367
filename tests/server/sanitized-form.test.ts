/**
 * The sanitiser's shortcut (server/lib/sanitized-form.ts): HTML recognised as already in the sanitiser's form is
 * answered as it is, so whatever is recognised must be exactly what the sanitiser returns — on generated editorial
 * HTML (valid and broken nesting, entities, links), on the XSS corpus and on random strings — and what the console
 * saves (the sanitiser's own output) must be recognised, or the shortcut saves nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeParsed } from '../../src/server/lib/sanitize-html.ts';
import { isSanitizedForm } from '../../src/server/lib/sanitized-form.ts';
import { xssPayloads } from '../security/helpers/xss-payloads.ts';

/** Text pieces, plain and awkward. */
const text = fc.oneof(
  fc.constantFrom('Amlodipine 5 mg', ' ', '55% of "participants"', "it's", '10–14', 'a &amp; b', '&lt;', '&gt;'),
  fc.constantFrom('&nbsp;', '&quot;', '&', '<', '>', '\u0000', '\r\n', '\t', 'x\u00a0y', '&#60;'),
  fc.string({ maxLength: 8 }),
);

/** A link, canonical or nearly. */
const link = fc.oneof(
  fc.constantFrom(
    '<a href="https://doi.example.org/10.5555/x.1" target="_blank" rel="noopener noreferrer">',
    '<a href="https://example.org/" target="_blank" rel="noopener noreferrer">',
    '<a href="https://example.org" target="_blank" rel="noopener noreferrer">',
    '<a href="https://EXAMPLE.org/a" target="_blank" rel="noopener noreferrer">',
    '<a href="http://example.org/" target="_blank" rel="noopener noreferrer">',
    '<a href="https://example.org/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">',
    '<a href="https://example.org/">',
    '<a href="javascript:alert(1)" target="_blank" rel="noopener noreferrer">',
  ),
);

/** Editorial HTML built from tags (allowed, dropped and odd), links and text, nested at random. */
const html: fc.Arbitrary<string> = fc.letrec<{ node: string; nodes: string }>((tie) => ({
  node: fc.oneof(
    { weight: 3, arbitrary: text },
    fc.constant('<br />'),
    fc.constantFrom('<br>', '<hr>', '<img src=x>', '</p>', '<p class="x">'),
    fc
      .tuple(
        fc.constantFrom('p', 'em', 'strong', 'b', 'i', 'u', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4', 'sup', 'sub'),
        tie('nodes'),
      )
      .map(([tag, inner]) => `<${tag}>${inner}</${tag}>`),
    fc
      .constantFrom('span', 'h2', 'div', 'script')
      .chain((tag) => tie('nodes').map((inner) => `<${tag}>${inner}</${tag}>`)),
    fc.tuple(link, tie('nodes')).map(([open, inner]) => `${open}${inner}</a>`),
  ),
  nodes: fc.array(tie('node'), { maxLength: 4 }).map((list) => list.join('')),
})).nodes;

describe('HTML already in the sanitiser’s form', () => {
  it('is recognised only when the sanitiser would return it unchanged (generated HTML)', () => {
    let recognised = 0;
    fc.assert(
      fc.property(html, (input) => {
        if (!isSanitizedForm(input)) return;
        recognised += 1;
        expect(sanitizeParsed(input)).toBe(input);
      }),
      { numRuns: 5_000, seed: 2026 },
    );
    expect(recognised).toBeGreaterThan(500);
  });

  it('recognises the sanitiser’s own output of generated HTML, and that output stays the same', () => {
    let recognised = 0;
    let total = 0;
    fc.assert(
      fc.property(html, (input) => {
        const clean = sanitizeParsed(input);
        total += 1;
        if (!isSanitizedForm(clean)) return;
        recognised += 1;
        expect(sanitizeParsed(clean)).toBe(clean);
      }),
      { numRuns: 3_000, seed: 7 },
    );
    // The rest are nestings the parser keeps but the shortcut leaves to it (a block inside an inline tag, say).
    expect(recognised / total).toBeGreaterThan(0.6);
  });

  it('recognises no XSS payload and no random string the sanitiser would change', () => {
    for (const payload of xssPayloads(2_000)) {
      if (isSanitizedForm(payload.text)) expect(sanitizeParsed(payload.text)).toBe(payload.text);
    }
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (input) => {
        if (isSanitizedForm(input)) expect(sanitizeParsed(input)).toBe(input);
      }),
      { numRuns: 5_000, seed: 11 },
    );
  });

  it('answers typical article HTML as it is, and anything else through the sanitiser', () => {
    const description =
      '<p><strong>Background:</strong> Amlodipine is widely used. We followed 120 elderly for 9 weeks.</p><ul><li>One</li><li>Two<br />lines</li></ul>';
    const reference =
      '<p><em>Bench Journal</em> 2025; 5: 10–14. <a href="https://doi.example.org/10.5555/bench.5" target="_blank" rel="noopener noreferrer">doi</a></p>';
    for (const clean of [description, reference]) {
      expect(isSanitizedForm(clean)).toBe(true);
      expect(sanitizeHtml(clean)).toBe(clean);
    }
    expect(sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<a href="https://doi.example.org/x">doi</a>')).toBe(
      '<a href="https://doi.example.org/x" target="_blank" rel="noopener noreferrer">doi</a>',
    );
  });
});
