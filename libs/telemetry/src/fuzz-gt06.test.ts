import { describe, expect, it } from 'vitest';
import { fuzzFramed } from './fuzz-framed';
import { fuzzGt06Content, gt06FuzzTarget as t } from './gt06-fuzz';

describe('GT06 fuzz (CI size)', () => {
  it('20,000 mutated frames: no exception escapes, no push over 50 ms, some records decoded', () => {
    const s = fuzzFramed(t.name, t.seeds, t.open, 20_000, 42, t.prefix);
    expect(s.escapes).toEqual([]);
    expect(s.slowCalls).toBe(0);
    expect(s.frames).toBe(20_000);
    expect(s.withRecords).toBeGreaterThan(0);
    expect(s.streamErrors).toBeGreaterThan(0);
  }, 60_000);

  it('20,000 mutated bodies re-framed with a valid CRC reach the content parsers', () => {
    const s = fuzzGt06Content(20_000, 42);
    expect(s.escapes).toEqual([]);
    expect(s.slowCalls).toBe(0);
    expect(s.withRecords).toBeGreaterThan(0);
    expect(s.droppedRecords).toBeGreaterThan(0);
    expect(Object.keys(s.types)).toEqual(expect.arrayContaining(['login', 'location', 'alarm', 'heartbeat', 'command-reply', 'unknown']));
  }, 60_000);
});
