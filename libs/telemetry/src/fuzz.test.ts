import { describe, expect, it } from 'vitest';
import { runFuzz } from './fuzz-core';
import { IMEI_HANDSHAKE_HEX, loadWikiCases } from './testing';

describe('fuzz (CI size)', () => {
  it('20,000 mutated frames: no exception escapes, no call over 50 ms', () => {
    const seeds = loadWikiCases().map((c) => Buffer.from(c.input.data, 'hex'));
    const s = runFuzz(20_000, seeds, Buffer.from(IMEI_HANDSHAKE_HEX, 'hex'), 42);
    expect(s.escapes).toEqual([]);
    expect(s.slowCalls).toBe(0);
    expect(s.frames).toBe(20_000);
    // The CRC-fixing mutations reach the record parser: some mutated packets still decode.
    expect(s.ok.avl).toBeGreaterThan(0);
    expect(s.error.avl).toBeGreaterThan(0);
  }, 60_000);
});
