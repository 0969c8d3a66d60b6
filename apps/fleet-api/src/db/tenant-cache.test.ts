import { describe, expect, it } from 'vitest';
import { TenantCache, type TenantCacheOptions } from './tenant-cache';

/** A cache over a table held in memory: each read takes the rows as they are at that moment. */
class CountCache extends TenantCache<number> {
  reads = 0;
  fail = false;
  constructor(
    readonly rows: Map<string, number>,
    options: TenantCacheOptions,
  ) {
    super(0, 1_000, options);
  }
  protected async readAll(): Promise<Map<string, number>> {
    this.reads += 1;
    if (this.fail) throw new Error('database gone');
    return new Map(this.rows);
  }
}

describe('TenantCache', () => {
  it('loads on first use, serves the loaded values until the TTL, then reads again in the background', async () => {
    let now = 0;
    const cache = new CountCache(new Map([['a', 3]]), { now: () => now });
    expect(cache.peek('a')).toBeUndefined();
    await cache.load();
    expect([cache.peek('a'), cache.peek('b'), cache.reads]).toEqual([3, 0, 1]);
    cache.rows.set('a', 4);
    now = 999;
    expect([cache.peek('a'), cache.reads]).toEqual([3, 1]);
    now = 1_001;
    expect(cache.peek('a')).toBe(3); // stale while the new read runs
    await cache.load();
    expect([cache.peek('a'), cache.reads]).toEqual([4, 2]);
  });

  it('reads again at once after a change, and keeps the old values when a background read fails', async () => {
    let now = 0;
    const errors: unknown[] = [];
    const cache = new CountCache(new Map([['a', 1]]), { now: () => now, onError: (e) => errors.push(e) });
    await cache.load();
    cache.rows.set('a', 2);
    await cache.reload();
    expect(cache.peek('a')).toBe(2);
    cache.fail = true;
    now = 5_000;
    expect(cache.peek('a')).toBe(2);
    await expect(cache.load()).rejects.toThrow('database gone');
    expect(cache.peek('a')).toBe(2);
    expect(errors.length).toBeGreaterThanOrEqual(1);
  });
});
