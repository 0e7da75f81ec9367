/**
 * The Astro integration that checks the Markdown of src/content once per build, before any page is built
 * (src/delivery/content-checks.ts): a missing or oversized picture, or a link that leads nowhere, stops the build
 * with one line per problem, naming the file and what to do.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { type ContentFile, type ContentSite, checkContentFile } from '../delivery/content-checks.ts';
import { readFrontMatter } from '../delivery/front-matter.ts';
import { getPublicConfig, type Env } from '../shared/public-config.ts';

/** The Markdown files of a folder of src/content (not its subfolders), as paths. */
function markdownFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(folder, name));
}

/** The problems of every page and built campaign under `root`, whose public files are in `publicDir`. */
export function contentProblems(root: string, publicDir: string, env: Env): string[] {
  const content = join(root, 'src/content');
  const read = (path: string, collection: ContentFile['collection']): ContentFile => ({
    path: relative(root, path),
    collection,
    ...readFrontMatter(readFileSync(path, 'utf8')),
  });
  const campaigns = markdownFiles(join(content, 'campaigns'))
    .map((path) => read(path, 'campaigns'))
    .filter((file) => file.data.draft !== 'true');
  const pages = ['pages', 'pages/hi', 'pages/ne'].flatMap((folder) =>
    markdownFiles(join(content, folder)).map((path) => read(path, 'pages')),
  );
  const policy = getPublicConfig(env).imageBase.policy;
  const site: ContentSite = {
    publicFileSize: (path) => {
      const file = join(publicDir, path);
      return file.startsWith(publicDir) && existsSync(file) && statSync(file).isFile()
        ? statSync(file).size
        : undefined;
    },
    campaigns: new Set(campaigns.map((file) => file.path.replace(/^.*\//, '').replace(/\.md$/, ''))),
    policyImages: policy.startsWith('/') && !policy.startsWith('//') ? policy : undefined,
  };
  return [...pages, ...campaigns].flatMap((file) => checkContentFile(file, site));
}

/** The integration (astro.config.mjs, English build only: the language builds share its content and public/). */
export default function contentCheck(env: Env): AstroIntegration {
  let root = '';
  let publicDir = '';
  return {
    name: 'portal:content-check',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        publicDir = fileURLToPath(config.publicDir);
      },
      'astro:build:start': ({ logger }) => {
        const problems = contentProblems(root, publicDir, env);
        if (problems.length === 0) return;
        logger.error(`The Markdown in src/content needs a fix (docs/CONTENT.md):\n  ${problems.join('\n  ')}`);
        throw new Error(`${problems.length} problem(s) in src/content; see the lines above.`);
      },
    },
  };
}
