import { MESSAGES } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { isEmailChange, profileUpdateOf } from './profile-update';

const values = { displayName: 'Demo User', email: 'demo@demo.fleet', about: '', photoURL: '', currentPassword: '' };

describe('profileUpdateOf', () => {
  it('leaves the current password out while the email stays', () => {
    expect(profileUpdateOf({ ...values, displayName: 'Demo', currentPassword: 'typed anyway' }, 'demo@demo.fleet')).toEqual({
      ok: true,
      body: { displayName: 'Demo', email: 'demo@demo.fleet', about: '', photoURL: '' },
    });
  });

  it('asks for the current password when the email changes, and sends it then', () => {
    expect(profileUpdateOf({ ...values, email: 'new@demo.fleet' }, 'demo@demo.fleet')).toEqual({
      ok: false,
      errors: { currentPassword: MESSAGES.emailChangeNeedsPassword },
    });
    expect(profileUpdateOf({ ...values, email: 'New@Demo.fleet', currentPassword: 'demo' }, 'demo@demo.fleet')).toEqual({
      ok: true,
      body: { displayName: 'Demo User', email: 'new@demo.fleet', about: '', photoURL: '', currentPassword: 'demo' },
    });
  });

  it('reports the schema errors by field', () => {
    const result = profileUpdateOf({ ...values, email: 'nope', displayName: ' ' }, 'demo@demo.fleet');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.email).toBe('Enter a valid email address');
    expect(result.errors.displayName).toBe('Name is required');
    expect(result.errors.currentPassword).toBe(MESSAGES.emailChangeNeedsPassword);
  });
});

describe('isEmailChange', () => {
  it('compares as the server stores emails', () => {
    expect(isEmailChange(' Demo@Demo.Fleet ', 'demo@demo.fleet')).toBe(false);
    expect(isEmailChange('other@demo.fleet', 'demo@demo.fleet')).toBe(true);
  });
});
