/**
 * Per-language pages (docs/LANGUAGES.md): the build's rewrite of messages/index.ts, the language prefix of addresses,
 * the Accept-Language choice of the API and the head step that sends a visitor to their language.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messagesIndexIn } from '../../src/integrations/language.ts';
import { languageRedirectScript } from '../../src/layouts/language-redirect.ts';
import { builtLanguages, firstOffered, fromAcceptLanguage } from '../../src/shared/messages/languages.ts';
import { inPageLanguage, languagePrefix, matchRoute, pathFor, splitLanguage } from '../../src/shared/routes.ts';

describe('language builds', () => {
  const index = readFileSync('src/shared/messages/index.ts', 'utf8');

  it("rewrites messages/index.ts to the language's modules and names the language", () => {
    const hi = messagesIndexIn(index, 'hi');
    expect(hi).toContain(`export * as t from './hi.ts';`);
    expect(hi).toContain(`import { apiMessages } from './hi/api.ts';`);
    expect(hi).toContain(`export const language: Language = 'hi';`);
    expect(hi).not.toContain(`'./en.ts'`);
  });

  it('fails the build when index.ts no longer has a line it rewrites', () => {
    expect(() => messagesIndexIn(index.replace(`export * as t from './en.ts';`, ''), 'ne')).toThrow(/no longer/);
  });

  it('builds English plus the languages of PORTAL_LANGUAGES, all when unset', () => {
    expect(builtLanguages({})).toEqual(['en', 'hi', 'ne']);
    expect(builtLanguages({ PORTAL_LANGUAGES: 'en' })).toEqual(['en']);
    expect(builtLanguages({ PORTAL_LANGUAGES: 'ne, fr' })).toEqual(['en', 'ne']);
  });
});

describe('addresses', () => {
  it('English addresses have no prefix; pathFor in an English page stays as it was', () => {
    expect(languagePrefix('en')).toBe('');
    expect(pathFor('home')).toBe('/home');
    expect(pathFor('login')).toBe('/');
  });

  it("a configured link keeps a full address or a prefixed one; a root-relative one takes the page's prefix", () => {
    // English pages: no prefix to add (the Hindi and Nepali pages' /hi/terms are checked in tests/e2e/languages.spec.ts).
    expect(inPageLanguage('/terms')).toBe('/terms');
    expect(inPageLanguage('/ne/terms')).toBe('/ne/terms');
    expect(inPageLanguage('https://www.example-pharma.com/terms')).toBe('https://www.example-pharma.com/terms');
    expect(inPageLanguage('//cdn.example.com/terms')).toBe('//cdn.example.com/terms');
  });

  it('splits the language prefix off, and matches routes behind it', () => {
    expect(splitLanguage('/hi/products/Statins')).toEqual({ language: 'hi', path: '/products/Statins' });
    expect(splitLanguage('/ne')).toEqual({ language: 'ne', path: '/' });
    expect(splitLanguage('/history')).toEqual({ language: 'en', path: '/history' });
    expect(matchRoute('/ne/products/Statins')?.route.id).toBe('products');
    expect(matchRoute('/hi/')?.route.id).toBe('login');
  });
});

describe('choosing a language', () => {
  it('Accept-Language: by quality, primary subtag, English when none of ours', () => {
    expect(fromAcceptLanguage('en-IN,en;q=0.9,hi;q=0.95')).toBe('en');
    expect(fromAcceptLanguage('fr;q=1, ne-NP;q=0.8, hi;q=0.5')).toBe('ne');
    expect(fromAcceptLanguage('hi;q=0')).toBe('en');
    expect(fromAcceptLanguage(undefined)).toBe('en');
    expect(fromAcceptLanguage('x'.repeat(600))).toBe('en');
    expect(firstOffered(['de-DE', 'hi_IN'])).toBe('hi');
  });

  it('the head step: none for a one-language build; otherwise it knows the built languages, the page its own', () => {
    expect(languageRedirectScript(['en'])).toBe('');
    const script = languageRedirectScript(['en', 'hi', 'ne']);
    expect(script).toContain('["en","hi","ne"]');
    expect(() => new Function(script)).not.toThrow();
  });

  /** Where the head step sends a visitor of `path` (null: it stays), given this browser's state. */
  function sentTo(path: string, stored: string | null, browserLanguages: string[]): string | null {
    const script = languageRedirectScript(['en', 'hi', 'ne']);
    const lang = splitLanguage(path).language;
    let target: string | null = null;
    const step = new Function('localStorage', 'navigator', 'document', 'location', script);
    step(
      { getItem: () => stored },
      { languages: browserLanguages },
      { documentElement: { lang, setAttribute: () => undefined } },
      {
        pathname: path,
        search: '?q=1',
        hash: '',
        replace: (to: string) => {
          target = to;
        },
      },
    );
    return target;
  }

  it("the head step: this browser's choice, else the language an address names, else the browser's, else English", () => {
    // A choice kept in this browser wins everywhere.
    expect(sentTo('/home', 'hi', ['en-IN'])).toBe('/hi/home?q=1');
    expect(sentTo('/hi/home', 'en', ['hi'])).toBe('/home?q=1');
    expect(sentTo('/ne/', 'ne', ['hi'])).toBeNull();
    // Without one, a Hindi or Nepali address stays in its language (a link someone chose to send)...
    expect(sentTo('/hi/', null, ['en-IN', 'en'])).toBeNull();
    expect(sentTo('/ne/campaign/x', null, ['hi-IN'])).toBeNull();
    // ...and an English one follows the browser's languages, else stays English.
    expect(sentTo('/articles', null, ['de', 'ne-NP'])).toBe('/ne/articles?q=1');
    expect(sentTo('/articles', null, ['de'])).toBeNull();
    // A stored value the build has no pages for counts as none.
    expect(sentTo('/hi/home', 'fr', ['en'])).toBeNull();
    expect(sentTo('/home', 'fr', ['hi'])).toBe('/hi/home?q=1');
  });
});

describe('host rewrites per language', () => {
  it('adds each built language behind its prefix, after English', async () => {
    const { shellRewrites } = await import('../../src/delivery/rewrites.ts');
    const all = shellRewrites(['en', 'hi', 'ne']);
    const english = shellRewrites();
    expect(all.slice(0, english.length)).toEqual(english);
    const hiProducts = all.find((r) => r.shell === '/hi/products/_/');
    expect(hiProducts?.splatPaths).toEqual(['/hi/products/:title', '/hi/products/:title/*']);
    expect(new RegExp(hiProducts?.regex ?? '$^').test('/hi/products/Statins')).toBe(true);
    expect(new RegExp(hiProducts?.regex ?? '$^').test('/products/Statins')).toBe(false);
  });
});
