/**
 * PrivacyPolicy.php: the privacy policy page (public, no session key). It serves the same Markdown as the site's
 * /privacy page (src/content/pages/privacy.md, edited by marketing), rendered by src/delivery/markdown.ts
 * and re-read whenever the file changes, so the API and the static page never disagree.
 */
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/contract/index.ts';
import type { PrivacyPage } from '../../../shared/contract/entities.ts';
import { parseFrontMatter, renderInline, renderMarkdown } from '../../../delivery/markdown.ts';
import { ok } from '../../../shared/envelope.ts';
import { m } from '../../services/language.ts';
import { AppError } from '../../errors.ts';
import { defineRoute } from '../define-route.ts';

/** The slug of the privacy policy: its Markdown file name and its page_id. */
const PRIVACY_SLUG = 'privacy';

/** Where the privacy policy's Markdown lives (the site's content collection). */
const PRIVACY_FILE = fileURLToPath(new URL(`../../../content/pages/${PRIVACY_SLUG}.md`, import.meta.url));

let cached: { mtimeMs: number; page: PrivacyPage } | undefined;

/** The privacy page rendered from its Markdown, or undefined when the file is missing. */
function loadPrivacyPage(file = PRIVACY_FILE): PrivacyPage | undefined {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  if (cached && cached.mtimeMs === mtimeMs && file === PRIVACY_FILE) return cached.page;
  const { data, body } = parseFrontMatter(readFileSync(file, 'utf8'));
  const title = data.title ? `<h1>${renderInline(data.title)}</h1>\n` : '';
  const page: PrivacyPage = {
    page_id: PRIVACY_SLUG,
    description: title + renderMarkdown(body),
    image: data.image ?? '',
  };
  if (file === PRIVACY_FILE) cached = { mtimeMs, page };
  return page;
}

/** Registers PrivacyPolicy.php: the page as a one-item list; 404 when the Markdown file is missing. */
export async function privacyPolicyRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.privacyPolicy, async () => {
    const page = loadPrivacyPage();
    if (!page) throw new AppError(404, 'NOT_FOUND', m.privacyPolicyMissing);
    return ok([page]);
  });
}
