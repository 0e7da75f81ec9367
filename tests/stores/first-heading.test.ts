/**
 * The heading drawn before React (src/islands/first-screen/first-heading.ts) is the one the page's island showed
 * for the same address: the address's value read as shared/routes.ts matchRoute reads it (a therapy kept as
 * stores/articles.ts keeps it), or the page's own heading when there is none.
 */
import { describe, expect, it } from 'vitest';
import { addressHeadingSetup } from '../../src/islands/first-screen/first-card-addresses.ts';
import { VALUE_MARK } from '../../src/islands/first-screen/first-card-model.ts';
import { addressHeadingOf } from '../../src/islands/first-screen/first-heading.ts';
import { t } from '../../src/shared/messages/index.ts';
import { matchRoute, type RouteId } from '../../src/shared/routes.ts';
import { MAX_THERAPY_LENGTH } from '../../src/stores/articles.ts';

/** The island's heading: its route's parameter as matchRoute reads it, else undefined (the page's own stays). */
function islandHeading(pathname: string, route: RouteId, param: string): string | undefined {
  const match = matchRoute(pathname);
  const value = match?.route.id === route ? (match.params[param] ?? '') : '';
  if (route !== 'therapyArticles') return value || undefined;
  const therapy = value.trim().slice(0, MAX_THERAPY_LENGTH);
  return therapy ? t.content.therapyArticles(therapy) : undefined;
}

const PAGES: Array<[RouteId, string, string[]]> = [
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
    );
    for (const path of paths) {
      it(`equals the island's on ${path}`, () => {
        expect(addressHeadingOf(path, spec)).toBe(islandHeading(path, route, param));
      });
    }
  }

  it('needs a parameter the route has', () => {
    expect(() => addressHeadingSetup('files', 'therapy')).toThrow(/no parameter therapy/);
  });
});
