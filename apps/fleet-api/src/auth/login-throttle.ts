/** Options of the failed-login throttle. */
export interface LoginThrottleOptions {
  /** Failures allowed within the window; the next attempt is refused. @default 5 */
  maxFailures: number;
  /** Window length, ms. @default 900000 */
  windowMs: number;
  /** Current time, ms since epoch. */
  now: () => number;
}

/**
 * Counts failed logins per key (username + client address) in a sliding window. In memory, per server: behind a
 * load balancer each instance counts on its own, which still bounds guessing to maxFailures x instances per window.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: LoginThrottleOptions) {}

  /** The key of one username from one address. */
  static keyOf(username: string, ip: string): string {
    return `${username.trim().toLowerCase()}\u0000${ip}`;
  }

  /** True when the key has used up its failures in the current window. */
  isBlocked(key: string): boolean {
    return this.recent(key).length >= this.options.maxFailures;
  }

  /** Records one failed attempt. */
  recordFailure(key: string): void {
    const list = this.recent(key);
    list.push(this.options.now());
    this.failures.set(key, list);
    if (this.failures.size > 10_000) this.prune();
  }

  /** Forgets the key's failures (after a successful login). */
  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.options.now() - this.options.windowMs;
    return (this.failures.get(key) ?? []).filter((t) => t > since);
  }

  /** Drops keys whose failures all left the window, so that memory stays bounded. */
  private prune(): void {
    for (const key of [...this.failures.keys()]) {
      if (this.recent(key).length === 0) this.failures.delete(key);
    }
  }
}
