/** Errors name a field as the form labels it, never by its API name. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import { labelled } from '../../src/lib/field-label.ts';
import { failedForm } from '../../src/lib/form-state.ts';
import { m } from '../../src/shared/messages/index.ts';

describe('labelled', () => {
  it('replaces the API names of fields by their labels, whole names only', () => {
    const labels = { date_on: 'Date', print_pdf: 'PDF file', webinar_date_on: 'Date' };
    expect(labelled(m.validation('date_on', m.dateInPast), labels)).toBe(
      'Please check Date: it is in the past; please choose today or a later date.',
    );
    expect(labelled(m.printNotPdf, labels)).toBe(
      'Please check PDF file: the file is not a PDF. Please choose a PDF document.',
    );
    expect(labelled('Please check webinar_date_on: x.', labels)).toBe('Please check Date: x.');
    expect(labelled('Please check date_on_time: x.', labels)).toBe('Please check date_on_time: x.');
  });

  it('replaces only the field at fault, so a field named like a word leaves the other words alone', () => {
    const labels = { address: 'Address', facebook_link: 'Facebook link' };
    const message = m.validation('facebook_link', m.notWebLink);
    expect(labelled(message, labels, 'facebook_link')).toBe(
      'Please check Facebook link: it must be a web address starting with https:// or http://.',
    );
    expect(labelled(message, labels)).toBe(
      'Please check Facebook link: it must be a web address starting with https:// or http://.',
    );
    expect(labelled(m.validation('address', m.fieldRequired), labels, 'address')).toBe(
      'Please check Address: it is required.',
    );
  });
});

describe('failedForm', () => {
  const error = (field: string, message: string) => new ApiError('VALIDATION_FAILED', message, 400, { field });

  it('puts a validation error beside its field in the words of the form', () => {
    const state = failedForm(
      error('first_name', m.validation('first_name', m.fieldRequired)),
      (field) => (field === 'first_name' ? 'first_name' : undefined),
      { first_name: 'First name', facebook_link: 'Facebook link' },
    );
    expect(state).toEqual({ busy: false, errors: { first_name: 'Please check First name: it is required.' } });
  });

  it('names the field in the alert too when the form has no place for it', () => {
    const state = failedForm(error('facebook_link', m.validation('facebook_link', m.notWebLink)), () => undefined, {
      address: 'Address',
      facebook_link: 'Facebook link',
    });
    expect(state.alert).toBe('Please check Facebook link: it must be a web address starting with https:// or http://.');
  });
});
