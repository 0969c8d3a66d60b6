/** Mutation fuzzing of the binary Teltonika decoders. Shared by the fuzz script and its CI-sized test. */
import { performance } from 'node:perf_hooks';
import { crc16Ibm } from './crc16';
import { decodeAvlPacket, decodeImeiHandshake } from './teltonika';
import { TeltonikaStream } from './teltonika-stream';

export interface FuzzStats {
  frames: number;
  calls: number;
  ok: Record<'avl' | 'imei' | 'stream', number>;
  error: Record<'avl' | 'imei' | 'stream', number>;
  needMore: Record<'avl' | 'imei', number>;
  /** Records of well-framed packets dropped as out of range (the packet itself decoded). */
  droppedRecords: number;
  escapes: string[];
  maxCallMs: number;
  maxCallAt: string;
  /** Calls over the limit at first (machine noise included). */
  overLimit: number;
  /** Calls over the limit on every replay of the same input: hangs. */
  slowCalls: number;
  elapsedMs: number;
}

/** Small deterministic PRNG (mulberry32) so a failing run can be replayed from its seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MUTATIONS = 11;

/** One mutated frame from a seed packet. Some mutations re-fix the CRC so the record parser is reached. */
export function mutate(seed: Buffer, rand: () => number, seeds: readonly Buffer[]): Buffer {
  const int = (n: number) => Math.floor(rand() * n);
  let b = Buffer.from(seed);
  const kind = int(MUTATIONS);
  switch (kind) {
    case 0: // bit flips
      for (let i = 1 + int(4); i > 0 && b.length; i--) (b[int(b.length)] as number) ^= 1 << int(8);
      break;
    case 1: { // byte insert
      const at = int(b.length + 1);
      b = Buffer.concat([b.subarray(0, at), Buffer.from([int(256)]), b.subarray(at)]);
      break;
    }
    case 2: { // byte delete
      const at = int(b.length);
      b = Buffer.concat([b.subarray(0, at), b.subarray(at + 1)]);
      break;
    }
    case 3: // truncation
      b = b.subarray(0, int(b.length));
      break;
    case 4: // length-field lie
      if (b.length >= 8) b.writeUInt32BE(rand() < 0.5 ? Math.max(0, b.readUInt32BE(4) + int(21) - 10) : int(2 ** 32), 4);
      break;
    case 5: { // random bytes
      const n = int(300);
      b = Buffer.alloc(n);
      for (let i = 0; i < n; i++) b[i] = int(256);
      if (rand() < 0.5 && n >= 8) b.writeUInt32BE(0, 0);
      break;
    }
    case 6: // random byte overwrite
      for (let i = 1 + int(8); i > 0 && b.length; i--) b[int(b.length)] = int(256);
      break;
    case 7: // splice two packets
      b = Buffer.concat([b.subarray(0, int(b.length)), (seeds[int(seeds.length)] as Buffer).subarray(int(40))]);
      break;
    case 8: // duplicate a slice
    default: { // 8..10: mutate the data field, then make length and CRC consistent so records are parsed
      if (b.length < 12) break;
      let data = Buffer.from(b.subarray(8, b.length - 4));
      if (kind === 8 && data.length > 2) {
        const at = int(data.length);
        data = Buffer.concat([data.subarray(0, at), data.subarray(int(data.length)), data.subarray(at)]);
      } else if (kind === 9 && data.length > 2) {
        data[int(data.length)] = int(256);
        if (rand() < 0.5) data[1] = data[data.length - 1] = int(256);
      } else if (data.length > 2) {
        const at = 2 + int(data.length - 2);
        data = Buffer.concat([data.subarray(0, at), data.subarray(at + 1 + int(4))]);
        if (rand() < 0.3) data[0] = [0x08, 0x8e, 0x10][int(3)] as number;
      }
      b = Buffer.alloc(12 + data.length);
      b.writeUInt32BE(data.length, 4);
      data.copy(b, 8);
      b.writeUInt32BE(crc16Ibm(data), 8 + data.length);
    }
  }
  return b;
}

export function runFuzz(count: number, seeds: readonly Buffer[], handshake: Buffer, seed = 1, maxMs = 50): FuzzStats {
  const rand = prng(seed);
  const s: FuzzStats = {
    frames: 0, calls: 0, ok: { avl: 0, imei: 0, stream: 0 }, error: { avl: 0, imei: 0, stream: 0 },
    needMore: { avl: 0, imei: 0 }, droppedRecords: 0, escapes: [], maxCallMs: 0, maxCallAt: '', overLimit: 0, slowCalls: 0, elapsedMs: 0,
  };
  const timed = <T>(label: string, frame: Buffer, fn: () => T): T | undefined => {
    const t0 = performance.now();
    try {
      return fn();
    } catch (e) {
      if (s.escapes.length < 20) s.escapes.push(`${label}: ${e instanceof Error ? e.stack : String(e)} on ${frame.toString('hex')}`);
      else s.escapes.push(label);
      return undefined;
    } finally {
      const ms = performance.now() - t0;
      s.calls++;
      if (ms > s.maxCallMs) {
        s.maxCallMs = ms;
        s.maxCallAt = `${label} #${s.calls} (${frame.length} bytes)`;
      }
      if (ms > maxMs) {
        s.overLimit++;
        // A pause on a shared machine (GC, scheduler) is not a hang: replay the same input and fail only if it is
        // slow every time. (Stream pushes depend on earlier pushes, so those are replayed as one-shot decodes.)
        if (Math.min(replay(frame), replay(frame), replay(frame)) > maxMs) s.slowCalls++;
      }
    }
  };
  const replay = (frame: Buffer): number => {
    const t0 = performance.now();
    try {
      decodeAvlPacket(frame);
      decodeImeiHandshake(frame);
      new TeltonikaStream({ expectImei: false }).push(frame);
    } catch {
      // counted as an escape by the timed call already
    }
    return performance.now() - t0;
  };
  // Warm up (JIT, lazy module state) so the per-call limit measures the decoders, not the first call's set-up.
  for (const b of [...seeds, handshake]) {
    decodeAvlPacket(b);
    decodeImeiHandshake(b);
    new TeltonikaStream().push(Buffer.concat([handshake, b]));
  }
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const frame = rand() < 0.1 ? mutate(handshake, rand, seeds) : mutate(seeds[Math.floor(rand() * seeds.length)] as Buffer, rand, seeds);
    s.frames++;
    const avl = timed('decodeAvlPacket', frame, () => decodeAvlPacket(frame, { deviceId: '356307042441013' }));
    if (avl?.ok) {
      s.ok.avl++;
      s.droppedRecords += avl.dropped.length;
    }
    else if (avl?.needMore) s.needMore.avl++;
    else if (avl) s.error.avl++;
    const imei = timed('decodeImeiHandshake', frame, () => decodeImeiHandshake(frame));
    if (imei?.ok) s.ok.imei++;
    else if (imei?.needMore) s.needMore.imei++;
    else if (imei) s.error.imei++;
    const withImei = rand() < 0.5;
    const stream = new TeltonikaStream({ expectImei: withImei, deviceId: 'fuzz' });
    const bytes = withImei ? Buffer.concat([handshake, frame, seeds[0] as Buffer]) : Buffer.concat([frame, seeds[0] as Buffer]);
    for (let at = 0; at < bytes.length; ) {
      const n = 1 + Math.floor(rand() * 64);
      const chunk = bytes.subarray(at, at + n);
      at += n;
      const r = timed('TeltonikaStream.push', bytes, () => stream.push(chunk));
      if (!r) break;
      s.ok.stream += r.packets.length;
      if (r.error !== undefined) {
        s.error.stream++;
        break;
      }
    }
  }
  s.elapsedMs = performance.now() - start;
  return s;
}
