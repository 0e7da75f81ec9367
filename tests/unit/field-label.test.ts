/** Errors name a field as the form labels it, never by its API name. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import { labelled } from '../../src/lib/field-label.ts';
import { failedForm } from '../../src/lib/form-state.ts';
import { apiMessages as enApi } from '../../src/shared/messages/api.ts';
import { safety as enSafety } from '../../src/shared/messages/en/safety.ts';
import { apiMessages as hiApi } from '../../src/shared/messages/hi/api.ts';
import { safety as hiSafety } from '../../src/shared/messages/hi/safety.ts';
import { m } from '../../src/shared/messages/index.ts';
import { apiMessages as neApi } from '../../src/shared/messages/ne/api.ts';
import { safety as neSafety } from '../../src/shared/messages/ne/safety.ts';

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

describe('the sentence of a refused field, in every language', () => {
  const languages = [
    { api: enApi, safety: enSafety, please: /please/gi },
    { api: hiApi, safety: hiSafety, please: /कृपया/g },
    { api: neApi, safety: neSafety, please: /कृपया/g },
  ];

  it('asks once: a problem the API puts after "Please check <field>:" never begins with its own "please"', () => {
    for (const { api, please } of languages) {
      for (const [key, text] of Object.entries(enApi)) {
        // The problems are the texts that continue a sentence: in English they begin in lower case.
        if (typeof text !== 'string' || !/^[a-z]/.test(text)) continue;
        const problem = (api as Record<string, unknown>)[key];
        if (typeof problem !== 'string') continue;
        expect(`${key}: ${problem}`).not.toMatch(new RegExp(`^${key}: ${please.source}`, 'i'));
      }
    }
  });

  it('names the reply channel of a medical question without its question mark, and says "please" once', () => {
    for (const { api, safety, please } of languages) {
      const sentence = labelled(
        api.validation('reply_channel', api.replyChannelUnknown),
        { ...safety.fields, ...safety.inSentence },
        'reply_channel',
      );
      expect(sentence).not.toContain('?');
      expect(sentence).not.toContain('reply_channel');
      expect(sentence).toContain(safety.inSentence.reply_channel);
      expect(sentence.match(please)).toHaveLength(1);
    }
  });
});
