/** The front matter marketing writes (src/delivery/content-schemas.ts): each mistake named with what to write instead. */
import { describe, expect, it } from 'vitest';
import { campaignSchema, pageSchema } from '../../src/delivery/content-schemas.ts';

const campaign = {
  title: 'Heart month',
  description: 'Free ECG camps for your patients.',
  date: '2026-02-01',
  image: { src: '/images/banners/heart-month.svg', alt: 'A heart', width: 640, height: 320 },
  cta: { label: 'See therapies', href: '/therapies' },
};

/** The messages of a campaign's front matter with `changes` made. */
const campaignProblems = (changes: Record<string, unknown>): string[] =>
  campaignSchema.safeParse({ ...campaign, ...changes }).error?.issues.map((issue) => issue.message) ?? [];

describe('front matter of the Markdown pages', () => {
  it('takes a well-written campaign and page (a campaign is no draft unless it says so)', () => {
    expect(campaignSchema.parse(campaign).draft).toBe(false);
    expect(pageSchema.safeParse({ title: 'Terms', updated: '2026-01-02', image: 'terms.webp' }).success).toBe(true);
  });

  it('says what to write for each mistake, naming the field', () => {
    expect(campaignProblems({ draft: 'yes' })).toEqual([
      'draft must be true or false (not yes or no, and without quotes)',
    ]);
    expect(campaignProblems({ image: { ...campaign.image, height: '160px' } })).toEqual([
      'image.height must be a plain number of pixels, such as 640 (no quotes, no px)',
    ]);
    expect(campaignProblems({ cta: { label: 'Go', href: 'www.example.org' } })).toEqual([
      'cta.href must be a portal page starting with / (such as /therapies) or an https:// address',
    ]);
    expect(campaignProblems({ description: undefined })).toEqual([
      'description is required: one or two sentences about the page',
    ]);
    expect(campaignProblems({ description: 'x'.repeat(201) })).toEqual([
      'description is too long: at most 200 characters',
    ]);
    expect(campaignProblems({ title: '' })).toEqual(['title is empty: the campaign heading']);
    const page = pageSchema.safeParse({ updated: '2026-01-02', image: 'my terms.webp' });
    expect(page.error?.issues.map((issue) => issue.message)).toEqual([
      'title is required: the page heading',
      'image must be a file name such as privacy.webp (no spaces; .svg, .webp, .png or .jpg)',
    ]);
  });
});
