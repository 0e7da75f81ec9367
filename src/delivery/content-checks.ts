/**
 * The build's check of the Markdown in src/content (docs/CONTENT.md, "What the build checks"): every picture exists
 * in public/ and is small enough, every link leads to a page of the portal, a file in public/ or a web address.
 * Pure: the caller says which files public/ has (src/integrations/content-check.ts).
 */
import { isPortalPage, splitLanguage } from '../shared/routes.ts';
import type { FrontMatterValue } from './front-matter.ts';

/** The largest picture the check lets through, in bytes (300 KB). */
const MAX_IMAGE_BYTES = 300 * 1024;

/** What the check knows of the site: the size of a file of public/ (undefined when absent) and the campaign names. */
export interface ContentSite {
  publicFileSize: (path: string) => number | undefined;
  /** The names of the campaigns that are built (file names without .md, drafts left out). */
  campaigns: ReadonlySet<string>;
  /** The folder of the privacy policy's picture (`/images/policy`), or undefined when it is not in public/. */
  policyImages: string | undefined;
}

/** A Markdown file of src/content: its path (as shown in messages), collection, front matter and body. */
export interface ContentFile {
  path: string;
  collection: 'pages' | 'campaigns';
  data: Record<string, FrontMatterValue>;
  body: string;
}

const WEB = /^https?:\/\/[^\s/.]+\.[^\s/]+/i;

const folderOf = (path: string): string => `public${path.slice(0, path.lastIndexOf('/') + 1)}`;

/** A size as a marketer reads it: 12.2 MB, 480 KB. */
export function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

function decode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** True when a root-relative path names a file (/images/…, /files/…, anything with an extension), not a page. */
function isFilePath(path: string): boolean {
  return /^\/(images|files)\//.test(path) || /\/[^/]*\.[A-Za-z0-9]+$/.test(path);
}

/** What is wrong with a picture at a root-relative path, or undefined when it is in public/ and small enough. */
function imageProblem(path: string, site: ContentSite, shownAs: string = path): string | undefined {
  const size = site.publicFileSize(decode(path));
  if (size === undefined) return `the image ${shownAs} is not in ${folderOf(path)} (check the spelling)`;
  if (size > MAX_IMAGE_BYTES)
    return `the image ${shownAs} is ${formatSize(size)}; keep pictures under 300 KB (about twice the width they are shown at, WebP)`;
  return undefined;
}

/** What is wrong with a link (or a picture, when `image`), or undefined when it leads somewhere. */
function linkProblem(href: string, site: ContentSite, image = false): string | undefined {
  if (/^(#|mailto:|tel:)/i.test(href) || WEB.test(href)) return undefined;
  if (!href.startsWith('/') || href.startsWith('//'))
    return `the ${image ? 'image' : 'link'} ${href} is not a web address (write https://… for another site, /… for a page of the portal)`;
  const path = splitLanguage(href.replace(/[?#].*$/, '')).path;
  if (image) return imageProblem(path, site, href);
  if (isFilePath(path))
    return site.publicFileSize(decode(path)) === undefined
      ? `the link ${href} is not in ${folderOf(path)} (check the spelling)`
      : undefined;
  return isPortalPage(path, (name) => site.campaigns.has(name))
    ? undefined
    : `the link ${href} is not a page of the portal (check the spelling)`;
}

/** The links and pictures of a Markdown body: `[text](href)`, `![alt](src)` and `[name]: href`, outside code. */
function bodyLinks(body: string): { href: string; image: boolean }[] {
  const text = body.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
  const links: { href: string; image: boolean }[] = [];
  for (const match of text.matchAll(/(!?)\[[^\]]*\]\(\s*<?([^)\s>]*)>?(?:\s+["'(][^)]*)?\)/g))
    links.push({ href: match[2] ?? '', image: match[1] === '!' });
  for (const match of text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/gm))
    links.push({ href: match[1] ?? '', image: false });
  return links;
}

/** A text field of the front matter, or a field of its block `key` (`image` → `src`); undefined when absent. */
function field(value: FrontMatterValue | undefined, key?: string): string | undefined {
  if (key === undefined) return typeof value === 'string' ? value : undefined;
  return typeof value === 'object' ? value[key] : undefined;
}

/** Every problem of one Markdown file, each a line `<file>: <what is wrong> (<what to do>)`. */
export function checkContentFile(file: ContentFile, site: ContentSite): string[] {
  const problems: (string | undefined)[] = [];
  if (file.collection === 'campaigns') {
    const src = field(file.data.image, 'src');
    if (src !== undefined) problems.push(linkProblem(src, site, true));
    const href = field(file.data.cta, 'href');
    if (href !== undefined) problems.push(linkProblem(href, site));
  } else {
    const image = field(file.data.image);
    if (image && site.policyImages !== undefined)
      problems.push(imageProblem(`${site.policyImages}/${image}`, site, image));
  }
  for (const link of bodyLinks(file.body)) problems.push(linkProblem(link.href, site, link.image));
  return problems.filter((problem) => problem !== undefined).map((problem) => `${file.path}: ${problem}`);
}
