import { describe, expect, it } from 'vitest';
import { hash32, hashString, mulberry32, noise01, Random } from './prng';

describe('prng', () => {
  it('mulberry32 is deterministic and uniform enough', () => {
    const a = mulberry32(123);
    const b = mulberry32(123);
    const values = Array.from({ length: 10_000 }, () => a());
    expect(values.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => b()));
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
  });

  it('hashes differ by input and are stable', () => {
    expect(hash32(1, 2)).toBe(hash32(1, 2));
    expect(hash32(1, 2)).not.toBe(hash32(2, 1));
    expect(hash32(1_700_000_000_000)).not.toBe(hash32(1_700_000_000_001));
    expect(hashString('Ipoh')).not.toBe(hashString('Ipoh '));
    const n = noise01(5, 6);
    expect(n).toBeGreaterThanOrEqual(0);
    expect(n).toBeLessThan(1);
  });

  it('Random draws within their ranges', () => {
    const r = new Random(9);
    for (let i = 0; i < 1000; i += 1) {
      const x = r.range(2, 5);
      expect(x).toBeGreaterThanOrEqual(2);
      expect(x).toBeLessThan(5);
      const k = r.int(1, 3);
      expect([1, 2, 3]).toContain(k);
    }
    expect(() => r.pick([])).toThrow();
  });
});
