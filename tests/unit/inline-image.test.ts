/** Small local SVGs written into the page as data: addresses (src/layouts/inline-image.ts): the logo and the favicon. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INLINE_MAX_BYTES, inlineSvgAddress, svgDataUrl } from '../../src/layouts/inline-image.ts';

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <rect width="10" height="10" fill="#0b5f7a"/>\n</svg>\n';

/** A public folder with a small logo, a big picture and a non-SVG file. */
function publicDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'inline-image-'));
  mkdirSync(join(dir, 'images', 'brand'), { recursive: true });
  writeFileSync(join(dir, 'images', 'brand', 'logo.svg'), LOGO);
  writeFileSync(
    join(dir, 'big.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(INLINE_MAX_BYTES)}</svg>`,
  );
  writeFileSync(join(dir, 'logo.png'), 'png');
  return dir;
}

describe('svgDataUrl', () => {
  it('writes the SVG on one line with single quotes, encoding only what a URL must (%, #, <, >, braces)', () => {
    const url = svgDataUrl(LOGO);
    expect(url).toBe(
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'%3E %3Crect width='10' height='10' fill='%230b5f7a'/%3E %3C/svg%3E",
    );
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(
      LOGO.trim().replace(/\s+/g, ' ').replace(/"/g, "'"),
    );
  });

  it('encodes everything when the SVG already uses single quotes, so that no attribute breaks', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><text font-family="'Open Sans'">50% #1</text></svg>`;
    const body = svgDataUrl(svg).slice('data:image/svg+xml,'.length);
    expect(body).not.toMatch(/["<>#]|%(?![0-9A-F]{2})/);
    expect(decodeURIComponent(body)).toBe(svg);
  });
});

describe('inlineSvgAddress', () => {
  const dir = publicDir();

  it('inlines a small SVG of the public folder', () => {
    expect(inlineSvgAddress('/images/brand/logo.svg', dir)).toBe(svgDataUrl(LOGO));
  });

  it('keeps the address of a big, missing, non-SVG, outside or remote file', () => {
    for (const address of [
      '/big.svg',
      '/images/brand/missing.svg',
      '/logo.png',
      '/images/../../etc/x.svg',
      'https://cdn.example/logo.svg',
      'logo.svg',
    ]) {
      expect(inlineSvgAddress(address, dir), address).toBe(address);
    }
  });
});
