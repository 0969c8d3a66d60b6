import { MESSAGES } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { validatePasswordPair } from './validate-password-pair';

describe('validatePasswordPair', () => {
  it('accepts a matching pair', () => {
    expect(validatePasswordPair('secret1', 'secret1')).toEqual({});
  });

  it("reports a mismatch with the specification's text", () => {
    expect(validatePasswordPair('secret1', 'secret2').confirmPassword).toBe(MESSAGES.passwordMismatch);
    expect(validatePasswordPair('ab', 'abc').confirmPassword).toBe(MESSAGES.passwordMismatch);
  });

  it('reports a too short password', () => {
    expect(validatePasswordPair('ab', 'ab').password).toBeTruthy();
  });
});
