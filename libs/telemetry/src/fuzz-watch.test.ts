import { describe, expect, it } from 'vitest';
import { fuzzFramed } from './fuzz-framed';
import { watchFuzzTarget as t } from './watch-fuzz';

describe('fuzz WatchStream (CI size)', () => {
  it('every seed decodes cleanly', () => {
    for (const seed of t.seeds) {
      const r = t.open().push(seed);
      expect(r.error).toBeUndefined();
      expect(r.messages).toHaveLength(1);
    }
  });

  it('20,000 mutated frames: no exception escapes, no push over 50 ms, records still decoded', () => {
    const s = fuzzFramed(t.name, t.seeds, t.open, 20_000, 42);
    expect(s.escapes).toEqual([]);
    expect(s.slowCalls).toBe(0);
    expect(s.frames).toBe(20_000);
    expect(s.withRecords).toBeGreaterThan(0);
    expect(s.messages).toBeGreaterThan(s.withRecords);
  }, 60_000);
});
