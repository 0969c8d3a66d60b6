import { isIP } from 'node:net';

/**
 * The key an address is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 address as IPv4), an IPv6
 * address by its /64 prefix (one subscriber's network: counting single IPv6 addresses would give an attacker 2^64
 * of them).
 */
export function addressKey(address: string | undefined): string {
  if (!address) return '?';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] as string;
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** Outcome of asking for a new identifier. */
export type RateAnswer = { ok: true } | { ok: false; retryAfterS: number };

/**
 * How many new identifiers (devices nobody registered) each source address may introduce per window, counted in
 * memory on this instance: an identifier counts once per window, however often it reports. Entries older than the
 * window are forgotten; memory stays within `limit` identifiers per address seen in the last window.
 */
export class NewIdentifierRate {
  private readonly byAddress = new Map<string, Map<string, number>>();
  private calls = 0;

  /**
   * @param limit new identifiers per address per window
   * @param windowMs the window, ms (an hour)
   * @param now the clock, ms since epoch
   */
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Whether `identifier` may be introduced from `address` now (if so it is counted). */
  admit(address: string, identifier: string): RateAnswer {
    const at = this.now();
    if (++this.calls % 1_000 === 0) this.sweep(at);
    const key = addressKey(address);
    const seen = this.byAddress.get(key) ?? new Map<string, number>();
    for (const [id, first] of seen) if (at - first >= this.windowMs) seen.delete(id);
    if (seen.has(identifier)) return { ok: true };
    if (seen.size >= this.limit) {
      const oldest = Math.min(...seen.values());
      return { ok: false, retryAfterS: Math.max(1, Math.ceil((oldest + this.windowMs - at) / 1000)) };
    }
    seen.set(identifier, at);
    this.byAddress.set(key, seen);
    return { ok: true };
  }

  /** Forgets addresses whose every entry is older than the window. */
  private sweep(at: number): void {
    for (const [key, seen] of this.byAddress) {
      for (const [id, first] of seen) if (at - first >= this.windowMs) seen.delete(id);
      if (seen.size === 0) this.byAddress.delete(key);
    }
  }
}
