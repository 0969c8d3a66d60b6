import { describe, expect, it } from 'vitest';
import { assertStrongPassword, isStrongPassword } from './password-policy';

describe('password policy', () => {
  it('refuses common, patterned and personal passwords of 12 characters or more', () => {
    for (const weak of ['passwordpassword', '123456789012', 'qwertyuiop12', 'letmein123456', 'aaaaaaaaaaaa', 'iloveyou2024!']) {
      expect(isStrongPassword(weak), weak).toBe(false);
    }
    expect(isStrongPassword('boss@other.co1', ['boss@other.co'])).toBe(false);
  });
  it('accepts passphrases and random passwords', () => {
    for (const strong of ['correct horse battery', 'Tr4ck-my-fl33t-2026', 'jakarta-hino-500', 'x7#Lq9!vR2@m']) {
      expect(isStrongPassword(strong), strong).toBe(true);
    }
  });
  it('refuses anything under 12 or over 128 characters', () => {
    expect(isStrongPassword('k#8Vq!2rLz')).toBe(false);
    expect(isStrongPassword(`${'k#8Vq!2rLz'.repeat(13)}`)).toBe(false);
    expect(() => assertStrongPassword('password1234')).toThrow(/too common/);
  });
});
