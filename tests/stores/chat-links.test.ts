/** The chat's links (issue 40 §8): https addresses and the portal's own address become links, nothing else does. */
import { describe, expect, it } from 'vitest';
import { replyParts } from '../../src/stores/chat.ts';

const PORTAL = 'http://localhost:4321';

describe('replyParts', () => {
  it('links a product page of the portal, even on http (development), and keeps trailing punctuation as text', () => {
    expect(
      replyParts('- Telmicor is in Antihypertensives: http://localhost:4321/products/Antihypertensives.', PORTAL),
    ).toEqual([
      { text: '- Telmicor is in Antihypertensives: ' },
      { href: 'http://localhost:4321/products/Antihypertensives' },
      { text: '.' },
    ]);
  });

  it('links https addresses, and leaves http addresses of other sites and other schemes as text', () => {
    expect(replyParts('see https://example.org/a and http://evil.example/x or javascript:alert(1)', PORTAL)).toEqual([
      { text: 'see ' },
      { href: 'https://example.org/a' },
      { text: ' and ' },
      { text: 'http://evil.example/x' },
      { text: ' or javascript:alert(1)' },
    ]);
  });
});
