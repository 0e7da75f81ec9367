/** The build's check of the pictures and links of src/content (src/delivery/content-checks.ts, front-matter.ts). */
import { describe, expect, it } from 'vitest';
import { type ContentSite, checkContentFile, formatSize } from '../../src/delivery/content-checks.ts';
import { readFrontMatter } from '../../src/delivery/front-matter.ts';

const FILES: Record<string, number> = {
  '/images/banners/kidney-week.webp': 40_000,
  '/images/banners/huge.jpg': 12.2 * 1024 * 1024,
  '/images/policy/privacy.hi.svg': 3_000,
  '/files/leaflet.pdf': 900_000,
};
const site: ContentSite = {
  publicFileSize: (path) => FILES[path],
  campaigns: new Set(['kidney-week', 'heart-month-2026']),
  policyImages: '/images/policy',
};
const PATH = 'src/content/campaigns/kidney-week.md';

/** The problems of a campaign file written as in src/content/campaigns/. */
function campaign(frontMatter: string, body = ''): string[] {
  const source = `---\ntitle: Kidney Week\n${frontMatter}\n---\n\n${body}\n`;
  return checkContentFile({ path: PATH, collection: 'campaigns', ...readFrontMatter(source) }, site);
}

describe('content check', () => {
  it('passes a campaign whose picture, button and links all lead somewhere', () => {
    const front =
      'image:\n  src: /images/banners/kidney-week.webp\n  width: 240 # pixels\ncta:\n  label: Go\n  href: "/therapies"';
    const body = [
      '[terms](/terms) [Hindi terms](/hi/terms/) [privacy](/privacy#data) [heart](/campaign/heart-month-2026)',
      '[product](/products/Cardiace) [login](/?next=%2Farticles) [top](#top) [mail](mailto:a@b.in) [call](tel:+911)',
      '[site](https://www.example.com/a) [leaflet](/files/leaflet.pdf) ![kidney](/images/banners/kidney-week.webp)',
      '`[code](/nowhere)`',
    ].join('\n');
    expect(campaign(front, body)).toEqual([]);
  });

  it('names a picture that is not in public/, in the front matter and in the text', () => {
    expect(campaign('image:\n  src: /images/banners/kidny-week.webp\n  alt: x', '![x](/images/nothere.png)')).toEqual([
      `${PATH}: the image /images/banners/kidny-week.webp is not in public/images/banners/ (check the spelling)`,
      `${PATH}: the image /images/nothere.png is not in public/images/ (check the spelling)`,
    ]);
  });

  it('names a link to no page, to no campaign and to no file', () => {
    const body = '[a](/artciles) [b](/hi/campaign/kidney-weak) [c](/files/leaflet.pfd)';
    expect(campaign('cta:\n  label: Go\n  href: /therapys', body)).toEqual([
      `${PATH}: the link /therapys is not a page of the portal (check the spelling)`,
      `${PATH}: the link /artciles is not a page of the portal (check the spelling)`,
      `${PATH}: the link /hi/campaign/kidney-weak is not a page of the portal (check the spelling)`,
      `${PATH}: the link /files/leaflet.pfd is not in public/files/ (check the spelling)`,
    ]);
  });

  it('names an outside link that is not a web address', () => {
    const body = '[x](htps://www.example.com) [y](www.example.com)\n\n[ref]: https:/example.com';
    const problem = (href: string) =>
      `${PATH}: the link ${href} is not a web address (write https://… for another site, /… for a page of the portal)`;
    expect(campaign('', body)).toEqual([
      problem('htps://www.example.com'),
      problem('www.example.com'),
      problem('https:/example.com'),
    ]);
  });

  it('names a picture larger than 300 KB with its size', () => {
    expect(campaign('image:\n  src: /images/banners/huge.jpg')).toEqual([
      `${PATH}: the image /images/banners/huge.jpg is 12.2 MB; keep pictures under 300 KB (about twice the width they are shown at, WebP)`,
    ]);
    expect(formatSize(480 * 1024)).toBe('480 KB');
  });

  it("checks a page's picture in the policy image folder", () => {
    const page = (image: string, policyImages: string | undefined) =>
      checkContentFile(
        {
          path: 'src/content/pages/hi/privacy.md',
          collection: 'pages',
          ...readFrontMatter(`---\nimage: ${image}\n---\n`),
        },
        { ...site, policyImages },
      );
    expect(page('privacy.hi.svg', '/images/policy')).toEqual([]);
    expect(page('privacy-new.hi.svg', '/images/policy')).toEqual([
      'src/content/pages/hi/privacy.md: the image privacy-new.hi.svg is not in public/images/policy/ (check the spelling)',
    ]);
    // Pictures served from another site (PUBLIC_IMAGE_BASE_POLICY=https://…) are not in public/ to check.
    expect(page('privacy-new.hi.svg', undefined)).toEqual([]);
  });
});
