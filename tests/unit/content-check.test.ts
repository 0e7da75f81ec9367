/** The content check over a folder as the build reads it (src/integrations/content-check.ts). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentProblems } from '../../src/integrations/content-check.ts';

const root = mkdtempSync(join(tmpdir(), 'content-check-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes a file under the temporary root. */
function put(path: string, text: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

describe('content check of a site folder', () => {
  it('reads pages, their copies and built campaigns, and leaves drafts out', () => {
    put('public/images/policy/privacy.svg', '<svg/>');
    put('public/images/banners/big.webp', 'x'.repeat(301 * 1024));
    put('src/content/pages/privacy.md', '---\ntitle: P\nimage: privacy.svg\n---\nSee [a draft](/campaign/later).\n');
    put('src/content/pages/ne/privacy.md', '---\ntitle: P\nimage: privacy.ne.svg\n---\n');
    put('src/content/campaigns/big.md', '---\ntitle: B\nimage:\n  src: /images/banners/big.webp\n---\n');
    put('src/content/campaigns/later.md', '---\ntitle: L\ndraft: true\ncta:\n  label: x\n  href: /nowhere\n---\n');
    expect(contentProblems(root, join(root, 'public'), {})).toEqual([
      'src/content/pages/privacy.md: the link /campaign/later is not a page of the portal (check the spelling)',
      'src/content/pages/ne/privacy.md: the image privacy.ne.svg is not in public/images/policy/ (check the spelling)',
      'src/content/campaigns/big.md: the image /images/banners/big.webp is 301 KB; keep pictures under 300 KB (about twice the width they are shown at, WebP)',
    ]);
  });
});
