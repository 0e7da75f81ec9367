/**
 * PrivacyPolicy.php: the privacy policy page (public, no session key). It serves the same Markdown as the site's
 * /privacy page in the request's language (src/content/pages/privacy.md, or its hi/ or ne/ copy, edited by
 * marketing), rendered by src/delivery/markdown.ts and re-read whenever the file changes, so the API and the static
 * page never disagree.
 */
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/contract/index.ts';
import type { PrivacyPage } from '../../../shared/contract/entities.ts';
import { parseFrontMatter, renderInline, renderMarkdown } from '../../../delivery/markdown.ts';
import { ok } from '../../../shared/envelope.ts';
import type { Language } from '../../../shared/messages/languages.ts';
import { currentLanguage, m } from '../../services/language.ts';
import { AppError } from '../../errors.ts';
import { defineRoute } from '../define-route.ts';

/** The slug of the privacy policy: its Markdown file name and its page_id. */
const PRIVACY_SLUG = 'privacy';

/** Where the privacy policy's Markdown lives in a language (the site's content collection; hi/ and ne/ beside it). */
function privacyFile(language: Language): string {
  const folder = language === 'en' ? '' : `${language}/`;
  return fileURLToPath(new URL(`../../../content/pages/${folder}${PRIVACY_SLUG}.md`, import.meta.url));
}

/** Each file's page as last rendered, with the modification time it was rendered at. */
const rendered = new Map<string, { mtimeMs: number; page: PrivacyPage }>();

/** The privacy page rendered from a Markdown file, or undefined when the file is missing. */
function loadPrivacyPage(file: string): PrivacyPage | undefined {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  const cached = rendered.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.page;
  const { data, body } = parseFrontMatter(readFileSync(file, 'utf8'));
  const title = data.title ? `<h1>${renderInline(data.title)}</h1>\n` : '';
  const page: PrivacyPage = {
    page_id: PRIVACY_SLUG,
    description: title + renderMarkdown(body),
    image: data.image ?? '',
  };
  rendered.set(file, { mtimeMs, page });
  return page;
}

/** Registers PrivacyPolicy.php: the page as a one-item list; 404 when the Markdown file is missing. */
export async function privacyPolicyRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.privacyPolicy, async () => {
    // The request's language (docs/LANGUAGES.md), else English when that language has no copy.
    const page = loadPrivacyPage(privacyFile(currentLanguage())) ?? loadPrivacyPage(privacyFile('en'));
    if (!page) throw new AppError(404, 'NOT_FOUND', m.privacyPolicyMissing);
    return ok([page]);
  });
}
