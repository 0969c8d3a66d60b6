import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  it('blocks after maxFailures within the window and frees the key when the window passes', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle({ maxFailures: 3, windowMs: 60_000, now: () => now });
    const key = LoginThrottle.keyOf('Admin', '10.0.0.1');
    for (let i = 0; i < 3; i += 1) {
      expect(throttle.isBlocked(key)).toBe(false);
      throttle.recordFailure(key);
      now += 1_000;
    }
    expect(throttle.isBlocked(key)).toBe(true);
    expect(throttle.isBlocked(LoginThrottle.keyOf('admin', '10.0.0.2'))).toBe(false);
    now += 60_000;
    expect(throttle.isBlocked(key)).toBe(false);
  });

  it('ignores case and surrounding spaces of the username, and reset clears the count', () => {
    const throttle = new LoginThrottle({ maxFailures: 1, windowMs: 60_000, now: () => 0 });
    throttle.recordFailure(LoginThrottle.keyOf(' Demo ', 'ip'));
    expect(throttle.isBlocked(LoginThrottle.keyOf('demo', 'ip'))).toBe(true);
    throttle.reset(LoginThrottle.keyOf('demo', 'ip'));
    expect(throttle.isBlocked(LoginThrottle.keyOf('demo', 'ip'))).toBe(false);
  });
});
