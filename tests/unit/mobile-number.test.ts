/** The login form's mobile field takes numbers as people paste them. */
import { describe, expect, it } from 'vitest';
import { afterPaste, normaliseMobile } from '../../src/lib/mobile-number.ts';

describe('normaliseMobile', () => {
  it.each([
    ['+91 98765 43210', { mobile: '9876543210', country: '91' }],
    ['098765-43210', { mobile: '9876543210' }],
    ['9779841000001', { mobile: '9841000001', country: '977' }],
    ['+977-984-1000001', { mobile: '9841000001', country: '977' }],
    ['0091 (98765) 43210', { mobile: '9876543210', country: '91' }],
    ['919876543210', { mobile: '9876543210', country: '91' }],
    ['+91 098765 43210', { mobile: '9876543210', country: '91' }],
    ['98765 43210', { mobile: '9876543210' }],
    ['9876543210', { mobile: '9876543210' }],
    // A 10-digit number that merely starts like a country code is a national number.
    ['9771234567', { mobile: '9771234567' }],
    ['9123456789', { mobile: '9123456789' }],
    // Typed on a Hindi or Nepali keyboard.
    ['९८७६५४३२१०', { mobile: '9876543210' }],
    ['+९७७ ९८४१०००००१', { mobile: '9841000001', country: '977' }],
  ])('%s → %o', (raw, expected) => {
    expect(normaliseMobile(raw)).toEqual(expected);
  });

  it('leaves text that is no phone number for the form to refuse', () => {
    expect(normaliseMobile(' 98765abc ')).toEqual({ mobile: '98765abc' });
    expect(normaliseMobile('')).toEqual({ mobile: '' });
  });
});

describe('afterPaste', () => {
  it('lets a whole number replace what the field held', () => {
    expect(afterPaste('9841000001', 10, 10, '+91 98765 43210')).toBe('+91 98765 43210');
    expect(afterPaste('9841000001', 10, 10, '98765-43210')).toBe('98765-43210');
    expect(afterPaste('98', 2, 2, '९८७६५४३२१०')).toBe('९८७६५४३२१०');
  });

  it('puts a part of a number in at the selection', () => {
    expect(afterPaste('98765', 5, 5, '43210')).toBe('9876543210');
    expect(afterPaste('9800043210', 2, 5, '765')).toBe('9876543210');
    expect(afterPaste('', 0, 0, 'abc1234567')).toBe('abc1234567');
    expect(afterPaste('98', 2, 2, 'abc1234567')).toBe('98abc1234567');
  });
});
