/**
 * Deep-link rewrites derived from the route table (src/shared/routes.ts): every address of a parameterised
 * route is answered with that route's one static shell, in the syntax of each host. The order of ROUTES is kept
 * (most specific first), so every host picks the same shell as `matchRoute`. The last parameter takes the rest
 * of the path: hosts match decoded paths, so an encoded slash inside it (an article's https link in
 * /articles/{link}) becomes extra segments there, while `matchRoute` in the browser still sees one segment.
 */
import type { Language } from '../shared/messages/languages.ts';
import { languagePrefix, ROUTES, SHELL_PLACEHOLDER, type RouteDef } from '../shared/routes.ts';

/** One rewrite: the addresses of a route and the shell file that answers them. */
export interface ShellRewrite {
  route: RouteDef;
  /** An anchored regular expression over the path (PCRE and JavaScript alike), trailing slash optional. */
  regex: string;
  /** The route's path with `:name` placeholders, then the same with a `/*` splat for the rest (Netlify, Cloudflare). */
  splatPaths: string[];
  /** The route's paths in path-to-regexp syntax: exact, and with any rest of the path (Vercel). */
  vercelSources: string[];
  /** The shell directory, e.g. `/products/_/`. */
  shell: string;
  /** The shell's file, e.g. `/products/_/index.html`. */
  shellFile: string;
}

const segmentsOf = (pattern: string): string[] => pattern.split('/').filter((s) => s !== '');

/** True when a route has parameters and so is served by a shell. */
function isParameterised(route: RouteDef): boolean {
  return route.shell.includes(`/${SHELL_PLACEHOLDER}/`);
}

/** An anchored regular expression matching every address of a route pattern (trailing slash optional). */
export function routeRegex(pattern: string): string {
  const all = segmentsOf(pattern);
  const parts = all.map((part, i) => {
    if (!part.startsWith(':')) return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    const value = i === all.length - 1 ? '.+' : '[^/]+';
    return part.endsWith('?') ? `(?:/${value})?` : `/${value}`;
  });
  return `^${parts.join('')}/?$`;
}

/** The fixed part and the parameters before the last one, as `/files/:linkName`. */
function headOf(pattern: string): { head: string; lastOptional: boolean } {
  const parts = segmentsOf(pattern);
  const last = parts[parts.length - 1] ?? '';
  return { head: `/${parts.slice(0, -1).join('/')}`.replace(/\/$/, ''), lastOptional: last.endsWith('?') };
}

function splatPaths(pattern: string): string[] {
  const { head, lastOptional } = headOf(pattern);
  const exact = `/${segmentsOf(pattern).join('/')}`;
  return lastOptional ? [head, `${head}/*`] : [exact, `${exact}/*`];
}

function vercelSources(pattern: string): string[] {
  const { head, lastOptional } = headOf(pattern);
  const exact = segmentsOf(pattern)
    .map((p) => p.replace(/\?$/, ''))
    .join('/');
  return lastOptional ? [head, `${head}/(.*)`] : [`/${exact}`, `/${exact}/(.*)`];
}

/**
 * The rewrites of every parameterised route, in route-table order, for each language built (English first; the
 * others behind their prefix, e.g. /hi/products/:title → /hi/products/_/, docs/LANGUAGES.md).
 */
export function shellRewrites(languages: readonly Language[] = ['en']): ShellRewrite[] {
  return languages.flatMap((language) => {
    const prefix = languagePrefix(language);
    return ROUTES.filter(isParameterised).map((route) => ({
      route,
      regex: routeRegex(route.pattern).replace(/^\^/, `^${prefix}`),
      splatPaths: splatPaths(route.pattern).map((path) => `${prefix}${path}`),
      vercelSources: vercelSources(route.pattern).map((path) => `${prefix}${path}`),
      shell: `${prefix}${route.shell}`,
      shellFile: `${prefix}${route.shell}index.html`,
    }));
  });
}

/** The shell directory that answers a path under the generated rules (undefined: a plain file lookup). */
export function shellForPath(pathname: string): string | undefined {
  return shellRewrites().find((rewrite) => new RegExp(rewrite.regex).test(pathname))?.shell;
}
