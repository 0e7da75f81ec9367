/**
 * The console's form checks (issue 41, item 7): an http:// link is refused with a sentence that says https is
 * required; other pattern failures keep the general sentence.
 */
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../src/admin/validate.ts';
import { doctorCreate } from '../../src/shared/contract/admin/doctors.ts';

const schema = doctorCreate.body;
const doctor = { countryCode: '91', phone: '9123456789', firstName: 'Asha', therapeuticFocus: 'Cardiology' };

describe('console form checks', () => {
  it('says https is required for an http:// link', () => {
    const errors = fieldErrors(schema, { ...doctor, campaignLink: 'http://example.org/offer' });
    expect(errors.campaignLink).toMatch(/https:\/\//);
    expect(errors.campaignLink).toContain('http://');
  });

  it('keeps the general sentence for other patterns and accepts https', () => {
    expect(fieldErrors(schema, { ...doctor, phone: '12ab' }).phone).toBe('Not a valid value.');
    expect(fieldErrors(schema, { ...doctor, campaignLink: 'https://example.org' })).toEqual({});
  });
});
