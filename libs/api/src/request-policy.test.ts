import { describe, expect, it } from 'vitest';
import { isBearerPath, refreshesOn401, relativeApiPath } from './request-policy';

describe('request policy', () => {
  it('sends no bearer on sign-in, refresh and password-reset calls', () => {
    for (const p of ['clients/login', 'api/auth/login', 'api/auth/refresh-token', '/api/auth/register', 'api/auth/forgot-password', 'api/auth/reset-password', 'api/auth/confirm-email']) {
      expect(isBearerPath(p)).toBe(false);
    }
    expect(isBearerPath('dashboard')).toBe(true);
    expect(isBearerPath('api/auth/me')).toBe(true);
    expect(isBearerPath('api/auth/logout')).toBe(true);
  });

  it('refreshes on 401 except on /api/auth/* calls', () => {
    expect(refreshesOn401('dashboard')).toBe(true);
    expect(refreshesOn401('api/users/me')).toBe(true);
    expect(refreshesOn401('api/auth/me')).toBe(true);
    expect(refreshesOn401('api/auth/logout')).toBe(false);
    expect(refreshesOn401('clients/login')).toBe(false);
    expect(refreshesOn401('api/auth/confirm-email')).toBe(false);
    expect(refreshesOn401('uploads/t/f.png')).toBe(true);
  });

  it('reads the path relative to absolute and relative bases', () => {
    expect(relativeApiPath('http://127.0.0.1:7750/v2/api/auth/me?x=1', 'http://127.0.0.1:7750/v2')).toBe('api/auth/me');
    expect(relativeApiPath('http://localhost:4200/v2/dashboard', '/v2/')).toBe('dashboard');
  });
});
