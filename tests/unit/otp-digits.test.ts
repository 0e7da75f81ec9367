/** The code field keeps digits only (issue 40 item 16): typed letters, pasted messages, Devanagari digits. */
import { describe, expect, it } from 'vitest';
import { otpDigits } from '../../src/lib/otp-digits.ts';

describe('otpDigits', () => {
  it('drops letters, spaces and signs', () => {
    expect(otpDigits('12ab3 4')).toBe('1234');
    expect(otpDigits('abc')).toBe('');
  });

  it('keeps the code of a pasted message, at most six digits', () => {
    expect(otpDigits('Your code: 123-456.')).toBe('123456');
    expect(otpDigits('1234567')).toBe('123456');
  });

  it('reads Devanagari digits as the digits the server expects', () => {
    expect(otpDigits('१२३४५६')).toBe('123456');
    expect(otpDigits('12३४ ५६')).toBe('123456');
  });
});
