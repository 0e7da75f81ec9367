/**
 * The heading drawn before React (src/islands/first-screen/first-heading.ts) is the one the page's island showed
 * for the same address: the address's value read as shared/routes.ts matchRoute reads it (a therapy kept as
 * stores/articles.ts keeps it, a file name only when safe), or the page's own heading when there is none; and
 * /viewfile's frame is the one DocumentViewer framed (lib/content-links.ts companyDocumentUrl).
 */
import { describe, expect, it } from 'vitest';
import { addressHeadingSetup, documentFrameSetup } from '../../src/islands/first-screen/first-card-addresses.ts';
import { VALUE_MARK } from '../../src/islands/first-screen/first-card-model.ts';
import { addressHeadingOf, documentFrameOf } from '../../src/islands/first-screen/first-heading.ts';
import { companyDocumentUrl } from '../../src/lib/content-links.ts';
import { t } from '../../src/shared/messages/index.ts';
import { matchRoute, type RouteId } from '../../src/shared/routes.ts';
import { MAX_THERAPY_LENGTH } from '../../src/stores/articles.ts';

/** The island's heading: its route's parameter as matchRoute reads it, else undefined (the page's own stays). */
function islandHeading(pathname: string, route: RouteId, param: string): string | undefined {
  const match = matchRoute(pathname);
  const value = match?.route.id === route ? (match.params[param] ?? '') : '';
  if (route === 'viewFile') return value && companyDocumentUrl(value) ? value : undefined;
  if (route !== 'therapyArticles') return value || undefined;
  const therapy = value.trim().slice(0, MAX_THERAPY_LENGTH);
  return therapy ? t.content.therapyArticles(therapy) : undefined;
}

/** /viewfile addresses: safe names, and names the server refuses. */
const VIEW_FILES = [
  '/viewfile/Amlocard-Brochure.pdf',
  '/viewfile/Dosage%20chart%20v2.pdf',
  '/hi/viewfile/brochure.pdf',
  `/viewfile/${encodeURIComponent('../secret.pdf')}`,
  '/viewfile/.env',
  '/viewfile/a..b.pdf',
  `/viewfile/${'x'.repeat(201)}`,
  '/viewfile/%E0%A4%AB%E0%A4%BE%E0%A4%87%E0%A4%B2.pdf',
  '/viewfile/%E0%A4',
  '/viewfile/a/b',
];

const PAGES: Array<[RouteId, string, string[]]> = [
  ['viewFile', 'file_name', VIEW_FILES],
  [
    'videos',
    'subCatTitle',
    [
      '/videos/cme-videos/Cardiology/CME%20Videos',
      '/videos/cme-videos/Cardiology/CME%20Videos/',
      '/hi/videos/cme-videos/Cardiology/%E0%A4%B5%E0%A5%80%E0%A4%A1%E0%A4%BF%E0%A4%AF%E0%A5%8B',
      '/videos/cme-videos/Cardiology/VALUE%20%26%20more',
      '/videos/cme-videos/Cardiology',
      '/videos/cme-videos/Cardiology/a/b',
      '/videos/cme-videos/Cardiology/%E0%A4',
    ],
  ],
  ['files', 'subCatTitle', ['/files/brochures.php/Product%20Brochures', '/ne/files/x/%20', '/files/x']],
  ['portals', 'subCatTitle', ['/portals/medical-portals/Cardiology/Medical%20Portals', '/portals/a/b/c%2Fd']],
  ['emailer', 'subCatTitle', ['/emailer/Journal%20Emailers/Cardiology', '/hi/emailer/Journal%20Emailers/x']],
  [
    'therapyArticles',
    'therapy',
    [
      '/articles/therapy/Antihypertensives',
      '/articles/therapy/%20%20Anti%20diabetics%20',
      `/articles/therapy/${'x'.repeat(130)}`,
      '/articles/therapy/%20',
      '/hi/articles/therapy/Antihypertensives',
    ],
  ],
];

describe('the heading drawn before React', () => {
  for (const [route, param, paths] of PAGES) {
    const spec = addressHeadingSetup(
      route,
      param,
      route === 'therapyArticles' ? t.content.therapyArticles(VALUE_MARK) : undefined,
      route === 'viewFile',
    );
    for (const path of paths) {
      it(`equals the island's on ${path}`, () => {
        expect(addressHeadingOf(path, spec)).toBe(islandHeading(path, route, param));
      });
    }
  }

  for (const path of VIEW_FILES) {
    it(`frames the document DocumentViewer framed on ${path}`, () => {
      const name = matchRoute(path)?.params.file_name ?? '';
      const src = name ? companyDocumentUrl(name) : undefined;
      expect(documentFrameOf(path, documentFrameSetup())).toEqual(
        src ? { src, title: t.content.documentFrame(name) } : undefined,
      );
    });
  }

  it('needs a parameter the route has', () => {
    expect(() => addressHeadingSetup('files', 'therapy')).toThrow(/no parameter therapy/);
  });
});
