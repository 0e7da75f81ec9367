import { describe, expect, it } from 'vitest';
import {
  isPortalPage,
  matchPattern,
  matchRoute,
  pathFor,
  routeById,
  ROUTES,
  safeNext,
  type RouteId,
  type RouteParams,
} from '../../src/shared/routes.ts';

/** One address per route id (TypeScript makes sure no route is left out) and the parameters it yields. */
const EXAMPLES: Record<RouteId, [path: string, params: RouteParams]> = {
  login: ['/', {}],
  verify: ['/verify', {}],
  privacy: ['/privacy', {}],
  memberPrivacy: ['/privacy/member', {}],
  home: ['/home', {}],
  subcategories: ['/subcategories/12/Cardiac%20care', { catId: '12', desc: 'Cardiac care' }],
  therapies: ['/therapies', {}],
  services: ['/services', {}],
  products: ['/products/Aspirin%2075', { title: 'Aspirin 75' }],
  files: ['/files/brochures/Dosage', { linkName: 'brochures', subCatTitle: 'Dosage' }],
  therapyArticles: ['/articles/therapy/Diabetes', { therapy: 'Diabetes' }],
  articles: ['/articles', {}],
  articleLink: ['/articles/heart-failure-2024', { link: 'heart-failure-2024' }],
  searchArticles: ['/searcharticles/insulin', { searchedString: 'insulin' }],
  searchProducts: ['/searchproducts/statin', { searchedString: 'statin' }],
  journal: ['/journals/7', { journalId: '7' }],
  profile: ['/profile', {}],
  editProfile: ['/edit-profile', {}],
  contact: ['/contact', {}],
  medicalQuestion: ['/medical-question', {}],
  reportSideEffect: ['/report-side-effect', {}],
  emailer: ['/emailer/Newsletter/Cardiology', { subCatTitle: 'Newsletter', therapeuticFocus: 'Cardiology' }],
  videos: [
    '/videos/webinars/Cardiology/Heart',
    { linkName: 'webinars', therapeuticFocus: 'Cardiology', subCatTitle: 'Heart' },
  ],
  portals: [
    '/portals/partners/Diabetology/Tools',
    { linkName: 'partners', therapeuticFocus: 'Diabetology', subCatTitle: 'Tools' },
  ],
  settings: ['/settings', {}],
  viewFile: ['/viewfile/leaflet.pdf', { file_name: 'leaflet.pdf' }],
};

const ids = Object.keys(EXAMPLES) as RouteId[];
const parameterised = ROUTES.filter((route) => route.pattern.includes(':'));

describe('matchRoute', () => {
  it.each(ids)('finds route %s with its parameters', (id) => {
    const [path, params] = EXAMPLES[id];
    const match = matchRoute(path);
    expect(match?.route.id).toBe(id);
    expect(match?.params).toEqual(params);
  });

  it('has one unique id per route', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(ROUTES.map((r) => r.id).sort()).toEqual([...ids].sort());
  });

  it('accepts a trailing slash', () => {
    expect(matchRoute('/home/')?.route.id).toBe('home');
    expect(matchRoute('/products/Aspirin/')?.params).toEqual({ title: 'Aspirin' });
  });

  it('matches the optional description of sub-categories when present and when absent', () => {
    expect(matchRoute('/subcategories/12')).toMatchObject({ route: { id: 'subcategories' }, params: { catId: '12' } });
    expect(matchRoute('/subcategories/12')?.params).not.toHaveProperty('desc');
    expect(matchRoute('/subcategories')).toBeUndefined();
    expect(matchRoute('/subcategories/12/desc/extra')).toBeUndefined();
  });

  it('prefers the specific therapy articles route over an article link', () => {
    expect(matchRoute('/articles/therapy/x')).toMatchObject({
      route: { id: 'therapyArticles' },
      params: { therapy: 'x' },
    });
    expect(matchRoute('/articles/x')).toMatchObject({ route: { id: 'articleLink' }, params: { link: 'x' } });
    expect(matchRoute('/articles')?.route.id).toBe('articles');
  });

  it('decodes percent-encoded segments', () => {
    expect(matchRoute('/searcharticles/a%2Fb%20c%3Fd%23e')?.params).toEqual({ searchedString: 'a/b c?d#e' });
    expect(matchRoute('/products/%E0%A4%B9%E0%A5%83%E0%A4%A6%E0%A4%AF')?.params).toEqual({ title: 'हृदय' });
  });

  it('answers no match, without throwing, for malformed percent-encoding', () => {
    expect(() => matchRoute('/products/%E0%A4%A')).not.toThrow();
    expect(matchRoute('/products/%E0%A4%A')).toBeUndefined();
    expect(matchPattern('/journals/:journalId', '/journals/%')).toBeUndefined();
  });

  it('answers no match for unknown addresses, extra segments and other letter case', () => {
    for (const path of ['/nope', '/home/extra', '/Home', '/products', '/videos/a/b', '/viewfile/a/b']) {
      expect(matchRoute(path), path).toBeUndefined();
    }
  });
});

describe('isPortalPage (routes and Markdown pages, without language prefix)', () => {
  it('knows routes, the Markdown pages and campaigns, with or without a trailing slash', () => {
    for (const path of ['/', '/home', '/articles/', '/terms', '/disclaimer/', '/campaign/kidney-week', '/privacy'])
      expect(isPortalPage(path), path).toBe(true);
  });

  it('refuses unknown paths, a bare campaign folder and files', () => {
    for (const path of ['/nope', '/terms/extra', '/campaign/', '/images/a.webp', '/Home'])
      expect(isPortalPage(path), path).toBe(false);
  });

  it('asks the caller which campaigns exist when told', () => {
    const built = (name: string): boolean => name === 'kidney-week';
    expect(isPortalPage('/campaign/kidney-week', built)).toBe(true);
    expect(isPortalPage('/campaign/kidny-week', built)).toBe(false);
    expect(isPortalPage('/home', built)).toBe(true);
  });
});

describe('pathFor', () => {
  const awkward = ['a/b c?d#e', 'हृदय रोग विशेषज्ञ', '100% & more', 'plus+sign', 'quote"s and \'s'];

  it.each(parameterised.map((r) => r.id))('round-trips awkward values through matchRoute for %s', (id) => {
    for (const value of awkward) {
      const names = [...routeById(id).pattern.matchAll(/:(\w+)\??/g)].map((m) => m[1] ?? '');
      const params = Object.fromEntries(names.map((name) => [name, value]));
      const path = pathFor(id, params);
      expect(path).not.toMatch(/[ ?#]/);
      expect(matchRoute(path)).toEqual({ route: routeById(id), params });
    }
  });

  it('builds plain addresses for routes without parameters', () => {
    expect(pathFor('login')).toBe('/');
    expect(pathFor('editProfile')).toBe('/edit-profile');
  });

  it('leaves out an optional parameter that is missing or empty', () => {
    expect(pathFor('subcategories', { catId: '12' })).toBe('/subcategories/12');
    expect(pathFor('subcategories', { catId: '12', desc: '' })).toBe('/subcategories/12');
    expect(pathFor('subcategories', { catId: '12', desc: 'Heart care' })).toBe('/subcategories/12/Heart%20care');
  });

  it('throws when a required parameter is missing or empty', () => {
    expect(() => pathFor('products')).toThrow(/title/);
    expect(() => pathFor('products', { title: '' })).toThrow(/title/);
    expect(() => pathFor('videos', { linkName: 'a', therapeuticFocus: 'b' })).toThrow(/subCatTitle/);
  });

  it('throws for an unknown route id', () => {
    expect(() => routeById('nope' as RouteId)).toThrow(/nope/);
  });
});

describe('safeNext (the page to open after login)', () => {
  it('keeps a member page of this site, with its query', () => {
    expect(safeNext('/products/Statins/')).toBe('/products/Statins/');
    expect(safeNext('/contact')).toBe('/contact');
    expect(safeNext('/searcharticles/heart?x=1')).toBe('/searcharticles/heart?x=1');
  });

  it('refuses another origin, a scheme, a protocol-relative or backslash address, and non-member pages', () => {
    for (const hostile of [
      '//evil.example/home',
      '///evil.example/home',
      'https://evil.example/home',
      'javascript:alert(1)',
      '/\\evil.example/home',
      '/\tevil',
      ' /home',
      'home',
      '/',
      '/verify',
      '/privacy',
      '/nowhere',
      '',
      null,
      undefined,
    ]) {
      expect(safeNext(hostile), String(hostile)).toBeUndefined();
    }
  });
});
