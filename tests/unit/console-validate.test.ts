/**
 * The console's form checks (issue 41, item 7): an http:// link is refused with a sentence that says https is
 * required (a category link: a portal path or https); a pattern of digits, an e-mail or one line says what it takes; other pattern failures keep the general
 * sentence.
 */
import { describe, expect, it } from 'vitest';
import { ruleText } from '../../src/admin/form-text.ts';
import { fieldErrors } from '../../src/admin/validate.ts';
import { categoryCreate, subCategoryCreate } from '../../src/shared/contract/admin/categories.ts';
import { text } from '../../src/admin/text.ts';
import { bannerCreate } from '../../src/shared/contract/admin/banners.ts';
import { doctorCreate } from '../../src/shared/contract/admin/doctors.ts';

const schema = doctorCreate.body;
const doctor = { countryCode: '91', phone: '9123456789', firstName: 'Asha', therapeuticFocus: 'Cardiology' };

describe('console form checks', () => {
  it('says https is required for an http:// link', () => {
    const errors = fieldErrors(schema, { ...doctor, campaignLink: 'http://example.org/offer' });
    expect(errors.campaignLink).toMatch(/https:\/\//);
    expect(errors.campaignLink).toContain('http://');
  });

  it('says a category link also takes a portal path', () => {
    const errors = fieldErrors(categoryCreate.body, { link: 'http://example.org/offer' });
    expect(errors.link).toBe(text.form.pathOrHttps);
    expect(errors.link).toContain('/articles');
    expect(fieldErrors(categoryCreate.body, { link: '/articles' }).link).toBeUndefined();
  });

  it('says what a pattern takes, keeps the general sentence for other patterns and accepts https', () => {
    expect(fieldErrors(schema, { ...doctor, phone: '12ab' }).phone).toBe(ruleText.digits(10));
    expect(fieldErrors(schema, { ...doctor, memberRole: '1234' }).memberRole).toBe(ruleText.digitsBetween(1, 3));
    expect(fieldErrors(schema, { ...doctor, email: 'a@b' }).email).toBe(ruleText.email);
    expect(fieldErrors(schema, { ...doctor, location: 'two\nlines' }).location).toBe(ruleText.oneLine);
    expect(fieldErrors(subCategoryCreate.body, { serviceType: 'a b' }).serviceType).toBe('Not a valid value.');
    expect(fieldErrors(schema, { ...doctor, campaignLink: 'https://example.org' })).toEqual({});
  });

  it("says what a banner's image takes, for the English one and for a language's optional one", () => {
    const banner = { image: 'heart.webp', imageHi: '', imageNe: '', therapeuticFocus: '', sort: 0, active: true };
    expect(fieldErrors(bannerCreate.body, banner)).toEqual({});
    for (const wrong of ['my banner.png', 'https://example.org/a.png', 'banner.gif'])
      expect(fieldErrors(bannerCreate.body, { ...banner, image: wrong, imageNe: wrong })).toEqual({
        image: text.form.image,
        imageNe: text.form.image,
      });
    expect(fieldErrors(bannerCreate.body, { ...banner, imageHi: 'upload:abc.webp' })).toEqual({});
    // A choice among values still says so.
    expect(fieldErrors(doctorCreate.body, { ...doctor, countryCode: '44' }).countryCode).toBe(ruleText.choose);
  });
});
