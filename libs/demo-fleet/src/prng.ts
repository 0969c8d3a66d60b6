/**
 * Seeded randomness. The simulator never calls Math.random: every asset draws from its own mulberry32 stream, so
 * its behaviour does not depend on which other assets exist or in what order they are listed.
 */

/** Mixes integers into one well-distributed 32-bit unsigned hash (murmur3 finaliser per input). */
export function hash32(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const value of values) {
    let k = Math.imul(value | 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    // Fold in the high part of values beyond 32 bits (times in ms, large ids).
    h ^= Math.floor(value / 4294967296) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a hash of a string, 32-bit unsigned. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A uniform value in [0, 1) from a hash of the inputs: stateless noise for sensors. */
export function noise01(...values: number[]): number {
  return hash32(...values) / 4294967296;
}

/** mulberry32: a tiny, fast 32-bit PRNG; returns a function yielding uniform values in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seeded random stream with the draws the simulator needs. */
export class Random {
  private readonly nextValue: () => number;

  constructor(seed: number) {
    this.nextValue = mulberry32(seed);
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.nextValue();
  }

  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.nextValue();
  }

  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor((max - min + 1) * this.nextValue());
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.nextValue() < p;
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.nextValue() * items.length)];
    if (item === undefined) throw new Error('Random.pick: empty array');
    return item;
  }

  /** Standard normal draw (Box-Muller). */
  normal(): number {
    const u = 1 - this.nextValue();
    const v = this.nextValue();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}
