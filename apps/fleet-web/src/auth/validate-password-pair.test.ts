import { FIELD_LIMITS, MESSAGES } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { validatePasswordPair } from './validate-password-pair';

describe('validatePasswordPair', () => {
  it('accepts a matching pair of 12 to 128 characters', () => {
    expect(validatePasswordPair('harbour-lantern', 'harbour-lantern')).toEqual({});
    const longest = 'x'.repeat(FIELD_LIMITS.passwordMax);
    expect(validatePasswordPair(longest, longest)).toEqual({});
    expect(validatePasswordPair('a'.repeat(FIELD_LIMITS.passwordMin), 'a'.repeat(FIELD_LIMITS.passwordMin))).toEqual({});
  });

  it("reports a mismatch with the specification's text, also for a short password", () => {
    expect(validatePasswordPair('harbour-lantern', 'harbour-lanterns').confirmPassword).toBe(MESSAGES.passwordMismatch);
    expect(validatePasswordPair('ab', 'abc')).toEqual({ password: MESSAGES.passwordTooShort, confirmPassword: MESSAGES.passwordMismatch });
  });

  it("reports a password outside 12..128 characters with the domain's texts", () => {
    expect(validatePasswordPair('secret12345', 'secret12345')).toEqual({ password: MESSAGES.passwordTooShort });
    expect(validatePasswordPair('', '')).toEqual({ password: MESSAGES.passwordTooShort });
    const tooLong = 'x'.repeat(FIELD_LIMITS.passwordMax + 1);
    expect(validatePasswordPair(tooLong, tooLong)).toEqual({ password: MESSAGES.passwordTooLong });
  });
});
