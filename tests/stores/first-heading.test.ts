/**
 * The heading drawn before React (src/islands/first-screen/first-heading.ts) is the one the page's island showed
 * for the same address: the address's value read as shared/routes.ts matchRoute reads it (a therapy kept as
 * stores/articles.ts keeps it, a file name only when safe), or the page's own heading when there is none; and
 * the frame of /viewfile and /articles/{link} is the one DocumentViewer and ArticleFrame framed (lib/content-links.ts
 * companyDocumentUrl, articleFrameSrc).
 */
import { describe, expect, it } from 'vitest';
import { addressFrameSetup, addressHeadingSetup } from '../../src/islands/first-screen/first-card-addresses.ts';
import { VALUE_MARK } from '../../src/islands/first-screen/first-card-model.ts';
import { addressFrameOf, addressHeadingOf } from '../../src/islands/first-screen/first-heading.ts';
import { articleFrameSrc, companyDocumentUrl } from '../../src/lib/content-links.ts';
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
  '/viewfile/Price%20list.PDF',
  '/viewfile/Dosage-chart.png',
  '/viewfile/pdf',
];

/** /articles/{link} addresses: articles on an allowed origin, and addresses ArticleFrame refuses. */
const ARTICLE_LINKS = [
  ...[
    'https://journals.example.org/ihr/articles/2025-q001',
    'https://video.example.org/a?b=c#d',
    '  https://journals.example.org/a  ',
    'https://JOURNALS.example.org:443/A',
    'https://user@journals.example.org/a',
    'javascript:alert(1)',
    'http://journals.example.org/a',
    'https://evil.example/login',
    'https://journals.example.org.evil.example/a',
    'https:journals.example.org/a',
    '',
  ].map((link) => `/articles/${encodeURIComponent(link)}`),
  `/hi/articles/${encodeURIComponent('https://journals.example.org/a')}`,
  `/articles/${encodeURIComponent('https://journals.example.org/a')}/`,
  '/articles/https://journals.example.org/a',
  '/articles/%E0%A4',
  '/articles/therapy',
];

/** The frame ArticleFrame showed: the link of the address (routeParams), when articleFrameSrc accepts it. */
function islandArticleFrame(pathname: string): { src: string; title: string; host: string; pdf: false } | undefined {
  const match = matchRoute(pathname.replace(/\/+$/, '') || '/');
  const src = articleFrameSrc(match?.route.id === 'articleLink' ? (match.params.link ?? '') : '');
  const host = src && new URL(src).host;
  return src && host ? { src, title: t.content.frameTitle(host), host, pdf: false } : undefined;
}

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
      expect(addressFrameOf(path, addressFrameSetup('document'))).toEqual(
        src ? { src, title: t.content.documentFrame(name), pdf: expect.any(Boolean) } : undefined,
      );
    });
  }

  it('frames a company PDF without the sandbox, which would refuse it, and any other document in it', () => {
    const pdf = (path: string) => addressFrameOf(path, addressFrameSetup('document'))?.pdf;
    expect(pdf('/viewfile/Amlocard-Brochure.pdf')).toBe(true);
    expect(pdf('/viewfile/Price%20list.PDF')).toBe(true);
    expect(pdf('/viewfile/Dosage-chart.png')).toBe(false);
    expect(pdf('/viewfile/pdf')).toBe(false);
  });

  for (const path of ARTICLE_LINKS) {
    it(`frames the article ArticleFrame framed on ${path}`, () => {
      expect(addressFrameOf(path, addressFrameSetup('article'))).toEqual(islandArticleFrame(path));
    });
  }

  it('frames the articles of the allowed origins', () => {
    const shown = ARTICLE_LINKS.filter((path) => addressFrameOf(path, addressFrameSetup('article')));
    expect(shown).toHaveLength(7);
  });

  it('needs a parameter the route has', () => {
    expect(() => addressHeadingSetup('files', 'therapy')).toThrow(/no parameter therapy/);
  });
});
