import { describe, expect, it } from 'vitest';
import { fuzzFramed } from './fuzz-framed';
import { jt808FuzzTarget as t } from './jt808-fuzz';

describe('JT/T 808 fuzz (CI size)', () => {
  it('20,000 mutated frames: no exception escapes, no push over 50 ms, records still decoded', () => {
    const s = fuzzFramed(t.name, t.seeds, t.open, 20_000, 42, t.prefix);
    expect(s.escapes).toEqual([]);
    expect(s.slowCalls).toBe(0);
    expect(s.frames).toBe(20_000);
    expect(s.messages).toBeGreaterThan(20_000);
    expect(s.withRecords).toBeGreaterThan(0);
  }, 60_000);
});
