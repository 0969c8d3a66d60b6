import { describe, expect, it } from 'vitest';
import { fuzzFramed } from './fuzz-framed';
import { h02FuzzTarget as t } from './h02-fuzz';

describe('fuzz H02Stream (CI size)', () => {
  it('every seed decodes cleanly (a binary record once the next frame starts)', () => {
    for (const seed of t.seeds) {
      const binary = seed[0] === 0x24;
      const r = t.open().push(binary ? Buffer.concat([seed, t.seeds[0] as Buffer]) : seed);
      expect(r.error).toBeUndefined();
      expect(r.messages).toHaveLength(binary ? 2 : 1);
      expect(r.messages[0]?.dropped).toEqual([]);
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
