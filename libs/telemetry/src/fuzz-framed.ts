/**
 * Mutation fuzzing of the framed decoders (GT06, H02, JT/T 808, watch): every mutated frame goes through a fresh
 * stream in one push and again in random chunks; nothing may throw and no push may stay over the time limit on
 * replay. Shared by the fuzz script and the CI-sized tests.
 */
import { performance } from 'node:perf_hooks';
import { mutate, prng } from './fuzz-core';
import type { FramedStream } from './types';

export interface FramedFuzzStats {
  name: string;
  frames: number;
  calls: number;
  /** Messages decoded from mutated frames, and those carrying records. */
  messages: number;
  withRecords: number;
  droppedRecords: number;
  /** Streams that reported a broken frame. */
  streamErrors: number;
  escapes: string[];
  maxCallMs: number;
  overLimit: number;
  slowCalls: number;
  elapsedMs: number;
}

/**
 * Fuzzes one framed decoder with `count` frames mutated from `seeds` (golden frames of its protocol document).
 * `prefix` (e.g. a login frame) is sometimes sent first, so that frames meant for a logged-in stream are reached.
 */
export function fuzzFramed(name: string, seeds: readonly Buffer[], open: () => FramedStream, count: number, seed = 1, prefix?: Buffer, maxMs = 50): FramedFuzzStats {
  const rand = prng(seed);
  const s: FramedFuzzStats = { name, frames: 0, calls: 0, messages: 0, withRecords: 0, droppedRecords: 0, streamErrors: 0, escapes: [], maxCallMs: 0, overLimit: 0, slowCalls: 0, elapsedMs: 0 };
  const replay = (bytes: Buffer): number => {
    const t0 = performance.now();
    try {
      open().push(bytes);
    } catch {
      // counted as an escape by the timed call already
    }
    return performance.now() - t0;
  };
  const feed = (stream: FramedStream, chunk: Buffer, whole: Buffer): boolean => {
    const t0 = performance.now();
    try {
      const r = stream.push(chunk);
      s.messages += r.messages.length;
      for (const m of r.messages) {
        if (m.records.length > 0) s.withRecords += 1;
        s.droppedRecords += m.dropped.length;
      }
      if (r.error !== undefined) {
        s.streamErrors += 1;
        return false;
      }
      return true;
    } catch (e) {
      if (s.escapes.length < 20) s.escapes.push(`${name}: ${e instanceof Error ? e.stack : String(e)} on ${whole.toString('hex')}`);
      else s.escapes.push(name);
      return false;
    } finally {
      const ms = performance.now() - t0;
      s.calls += 1;
      if (ms > s.maxCallMs) s.maxCallMs = ms;
      if (ms > maxMs) {
        s.overLimit += 1;
        // A pause of a shared machine is not a hang: slow only if every replay is.
        if (Math.min(replay(whole), replay(whole), replay(whole)) > maxMs) s.slowCalls += 1;
      }
    }
  };
  for (const b of seeds) open().push(prefix ? Buffer.concat([prefix, b]) : b);
  const start = performance.now();
  for (let i = 0; i < count; i += 1) {
    const frame = mutate(seeds[Math.floor(rand() * seeds.length)] as Buffer, rand, seeds);
    s.frames += 1;
    const bytes = prefix && rand() < 0.5 ? Buffer.concat([prefix, frame, seeds[0] as Buffer]) : Buffer.concat([frame, seeds[0] as Buffer]);
    if (!feed(open(), bytes, bytes)) continue;
    const chunked = open();
    for (let at = 0; at < bytes.length; ) {
      const n = 1 + Math.floor(rand() * 64);
      const chunk = bytes.subarray(at, at + n);
      at += n;
      if (!feed(chunked, chunk, bytes)) break;
    }
  }
  s.elapsedMs = performance.now() - start;
  return s;
}

/** The figures of one run as the fuzz script prints them. */
export function framedFuzzLines(s: FramedFuzzStats): string[] {
  const fmt = (n: number) => n.toLocaleString('en-US');
  return [
    `${s.name.padEnd(20)} frames ${fmt(s.frames)}  pushes ${fmt(s.calls)}  messages ${fmt(s.messages)} (with records ${fmt(s.withRecords)}, records dropped ${fmt(s.droppedRecords)})  stream errors ${fmt(s.streamErrors)}`,
    `${''.padEnd(20)} time ${(s.elapsedMs / 1000).toFixed(1)} s  max push ${s.maxCallMs.toFixed(2)} ms  escaped exceptions ${s.escapes.length}  pushes over 50 ms: ${s.overLimit} measured, ${s.slowCalls} still over on replay`,
  ];
}
