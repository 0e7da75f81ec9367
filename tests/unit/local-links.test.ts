/** Links of the Markdown pages in the page's language (src/layouts/local-links.ts). */
import { describe, expect, it } from 'vitest';
import { localizeLinks } from '../../src/layouts/local-links.ts';
import { localHref } from '../../src/shared/local-href.ts';

describe('local links', () => {
  it('gives a portal page its language prefix on Hindi and Nepali pages', () => {
    expect(localHref('/terms', 'hi')).toBe('/hi/terms');
    expect(localHref('/privacy', 'ne')).toBe('/ne/privacy');
    expect(localHref('/disclaimer/#chat', 'hi')).toBe('/hi/disclaimer/#chat');
    expect(localHref('/therapies', 'hi')).toBe('/hi/therapies');
    expect(localHref('/products/Cardiace', 'ne')).toBe('/ne/products/Cardiace');
    expect(localHref('/campaign/heart-month-2026', 'hi')).toBe('/hi/campaign/heart-month-2026');
    expect(localHref('/', 'hi')).toBe('/hi/');
  });

  it("sends the login's next page to the same language, as the login opens next as written", () => {
    expect(localHref('/?next=%2Farticles', 'hi')).toBe('/hi/?next=%2Fhi%2Farticles');
    expect(localHref('/?next=%2Fne%2Farticles', 'ne')).toBe('/ne/?next=%2Fne%2Farticles');
  });

  it('leaves English pages, files, other sites and prefixed links as written', () => {
    expect(localHref('/terms', 'en')).toBe('/terms');
    for (const href of [
      '/hi/terms',
      '/ne/',
      '/images/banners/heart-month.svg',
      '/_astro/core.js',
      '/api/v1/articles',
      '/admin/',
      '/sitemap-index.xml',
      '//cdn.example.com/terms',
      'https://www.example-pharma.com/terms',
      'mailto:privacy@example.com',
      '#section',
    ])
      expect(localHref(href, 'hi')).toBe(href);
  });

  it('rewrites the links of rendered Markdown and nothing else', () => {
    const html =
      '<p>See the <a href="/terms">terms</a>, <a href="/privacy?a=1&#x26;b=2">policy</a> and ' +
      '<a href="https://example.com/terms">site</a>; <img src="/images/a.svg" alt="/terms"></p>';
    expect(localizeLinks(html, 'hi')).toBe(
      '<p>See the <a href="/hi/terms">terms</a>, <a href="/hi/privacy?a=1&amp;b=2">policy</a> and ' +
        '<a href="https://example.com/terms">site</a>; <img src="/images/a.svg" alt="/terms"></p>',
    );
    expect(localizeLinks(html, 'en')).toBe(html);
  });
});
