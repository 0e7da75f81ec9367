/**
 * One Content-Security-Policy per built page, carrying only that page's inline hashes; and the site's policy, the
 * union of the doctors' pages' hashes, for hosts whose rules file has room for one policy only (Cloudflare Pages
 * reads 100 `_headers` rules; the head scripts are one text on every page, layouts/inline-script.ts, so the union
 * stays a short line). Every other answer (files that are not pages, and the 404 page served for unknown
 * addresses) gets the 404 page's policy, the fallback. The rules say under which addresses a host serves each page, most general first, so that the last
 * matching rule is the page's own (how Netlify, Cloudflare Pages and Vercel resolve overlapping rules). The
 * operations console's pages (/admin/) get the console's own, stricter policy (console-csp.ts).
 */
import { consoleContentSecurityPolicy, isConsoleFile } from './console-csp.ts';
import { contentSecurityPolicy, type CspInput } from './csp.ts';
import { type InlineCode, inlineCode } from './inline-hashes.ts';
import { shellRewrites, type ShellRewrite } from './rewrites.ts';

/** The file of the page every unknown address gets. */
const NOT_FOUND_FILE = '/404.html';

/** The policies of a build: one per page file (`/products/_/index.html`), and the fallback for everything else. */
export interface PagePolicies {
  fallback: string;
  pages: Record<string, string>;
}

/** One built page: its file under the site root (`/home/index.html`) and its HTML. */
export interface BuiltPage {
  file: string;
  html: string;
}

const doctorsPolicy = (base: Omit<CspInput, 'scriptHashes'>, inline: InlineCode): string =>
  contentSecurityPolicy({
    ...base,
    scriptHashes: inline.scripts,
    styleHashes: inline.styles,
    styleAttributeHashes: inline.styleAttributes,
  });

/** The policies of built pages, each with its own inline hashes. */
export function pagePolicies(pages: readonly BuiltPage[], base: Omit<CspInput, 'scriptHashes'>): PagePolicies {
  const policyOf = (html: string | undefined, file = NOT_FOUND_FILE): string => {
    const inline = inlineCode(html === undefined ? [] : [html]);
    if (isConsoleFile(file))
      return consoleContentSecurityPolicy({
        apiBase: base.publicConfig.apiBase,
        scriptHashes: inline.scripts,
        styleHashes: inline.styles,
      });
    return doctorsPolicy(base, inline);
  };
  const entries = pages.map((page) => [page.file, policyOf(page.html, page.file)] as const);
  return {
    fallback: policyOf(pages.find((page) => page.file === NOT_FOUND_FILE)?.html),
    pages: Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b))),
  };
}

/** The site's policy: the union of the inline hashes of every page but the console's. */
export function sitePolicy(pages: readonly BuiltPage[], base: Omit<CspInput, 'scriptHashes'>): string {
  return doctorsPolicy(base, inlineCode(pages.filter((page) => !isConsoleFile(page.file)).map((page) => page.html)));
}

/** The policy of a page file, or the fallback for anything else. */
export function policyForFile(policies: PagePolicies, file: string): string {
  return policies.pages[file] ?? policies.fallback;
}

/** Where a host serves one page, in each host's syntax, with the page's policy. */
export interface PageRule {
  file: string;
  csp: string;
  /** Netlify / Cloudflare Pages paths (`:name` placeholders, `*` splats). */
  paths: string[];
  /** Vercel sources (path-to-regexp). */
  vercelSources: string[];
  /** An anchored regular expression over the path (nginx). */
  regex: string;
  /** The route's shell rewrite, for a parameterised route's shell. */
  rewrite?: ShellRewrite;
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The addresses of a plain page file: `/home/index.html` → `/home`, `/home/`, `/home/index.html`. */
function plainPaths(file: string): string[] {
  if (file === '/index.html') return ['/', file];
  if (file.endsWith('/index.html')) {
    const dir = file.slice(0, -'/index.html'.length);
    return [dir, `${dir}/`, file];
  }
  return [file.replace(/\.html$/, ''), file];
}

function plainRegex(file: string): string {
  if (file === '/index.html') return '^/(?:index\\.html)?$';
  if (file.endsWith('/index.html')) return `^${escapeRegex(file.slice(0, -'/index.html'.length))}(?:/|/index\\.html)?$`;
  return `^${escapeRegex(file.replace(/\.html$/, ''))}(?:\\.html)?$`;
}

/** How specific a rule is: patterns before exact paths, then more literal segments later. */
function specificity(rule: PageRule): number {
  const literal = rule.paths[0]?.split('/').filter((s) => s !== '' && !s.startsWith(':') && s !== '*').length ?? 0;
  return (rule.rewrite ? 0 : 1000) + literal;
}

/** The rules of every page except the 404 page (it is the fallback), most general first. */
export function pageRules(policies: PagePolicies): PageRule[] {
  const rewrites = shellRewrites();
  const rules = Object.entries(policies.pages)
    .filter(([file]) => file !== NOT_FOUND_FILE)
    .map(([file, csp]): PageRule => {
      const rewrite = rewrites.find((r) => r.shellFile === file);
      if (rewrite)
        return {
          file,
          csp,
          paths: rewrite.splatPaths,
          vercelSources: rewrite.vercelSources,
          regex: rewrite.regex,
          rewrite,
        };
      const paths = plainPaths(file);
      return { file, csp, paths, vercelSources: paths, regex: plainRegex(file) };
    });
  return rules.sort((a, b) => specificity(a) - specificity(b) || a.file.localeCompare(b.file));
}
