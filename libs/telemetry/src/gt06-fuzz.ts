/**
 * Fuzz target of the GT06 stream: the golden frames of gt06.test.ts as seeds, the GT06 V1.8 login example as the
 * prefix. `fuzzGt06Content` adds what the generic mutator cannot reach behind the CRC: it mutates the packet body
 * (protocol number .. serial) and re-frames it with a correct length and CRC-ITU, so the content parsers are fuzzed.
 */
import { performance } from 'node:perf_hooks';
import { prng } from './fuzz-core';
import { Gt06Stream, crcItu } from './gt06';

const hex = (s: string) => Buffer.from(s, 'hex');

const LOGIN = hex('78780d01012345678901234500018cdd0d0a');

const SEEDS = [
  '78781f120b081d112e10cc027ac7eb0c46584900148f01cc00287d001fb8000373770d0a', // location 0x12 (first: appended after each mutated frame)
  '787826221a0b1c0e1e05ca005469240ae449f43c154c01f60c123400abcd0100000001e24000071af10d0a', // location 0x22 with mileage
  '78782ea01a0b1c0e1e05c8005469240ae449f450186481cc00010000287d0000000000001fb801020000000bb8000979a20d0a', // 4G location 0xA0
  '787825161a0b1c0e1e05c9005469240ae449f400154c0901cc00287d001fb82204030102000cedfa0d0a', // alarm 0x16
  '78781d261a0b1c0e1e05c9005469240ae449f400154c009101040502000d52300d0a', // alarm 0x26, no LBS
  '78780a1346040400020005c41d0d0a', // heartbeat 0x13
  `78783b281a0b1c0e1e0501cc00287d001fb850${'00'.repeat(36)}0100020010091e0d0a`, // LBS 0x28
  '7878181510000000014459443d53756363657373210002000ea2330d0a', // command reply 0x15
  '7979002b210000abcd01437574206f666620746865206675656c20737570706c793a205375636365737321000fca650d0a', // command reply 0x21
  '79790018210000abce0200520065006c00e90020004f004b001231140d0a', // command reply 0x21, UTF-16BE
  '7878058a000688290d0a', // time request 0x8A
  '7878110103516080807793883608320000019fa40d0a', // login with type id and time zone (GT06N)
  '78780d01012345678901234500018cdd0d0a', // login (GT06 V1.8 example)
].map(hex);

const NOW = Date.UTC(2026, 10, 28, 14, 30, 5);

export const gt06FuzzTarget = {
  name: 'Gt06Stream',
  seeds: SEEDS,
  open: () => new Gt06Stream({ now: () => NOW }),
  prefix: LOGIN,
};

/** A GT06 frame around `body` (protocol number .. serial): short when it fits, else 0x7979. */
export function gt06Frame(body: Uint8Array): Buffer {
  const len = body.length + 2;
  const head = len <= 0xff ? Buffer.from([0x78, 0x78, len]) : Buffer.from([0x79, 0x79, len >> 8, len & 0xff]);
  const out = Buffer.concat([head, body, Buffer.alloc(2), Buffer.from([0x0d, 0x0a])]);
  out.writeUInt16BE(crcItu(out, 2, out.length - 4), out.length - 4);
  return out;
}

export interface Gt06ContentFuzzStats {
  frames: number;
  messages: number;
  withRecords: number;
  droppedRecords: number;
  streamErrors: number;
  types: Record<string, number>;
  escapes: string[];
  maxCallMs: number;
  slowCalls: number;
  elapsedMs: number;
}

/**
 * Mutates the bodies of the seeds (byte overwrites, inserts, deletes, truncation, repeated slices, another protocol
 * number), re-frames them with a valid CRC and pushes login + frame into a fresh stream, whole or byte by byte.
 */
export function fuzzGt06Content(count: number, seed = 1, maxMs = 50): Gt06ContentFuzzStats {
  const rand = prng(seed);
  const int = (n: number) => Math.floor(rand() * n);
  const s: Gt06ContentFuzzStats = { frames: 0, messages: 0, withRecords: 0, droppedRecords: 0, streamErrors: 0, types: {}, escapes: [], maxCallMs: 0, slowCalls: 0, elapsedMs: 0 };
  const bodies = SEEDS.map((f) => {
    const head = f[0] === 0x78 ? 3 : 4;
    return f.subarray(head, f.length - 4);
  });
  const push = (bytes: Buffer, chunk: number): void => {
    const stream = gt06FuzzTarget.open();
    for (let at = 0; at < bytes.length; at += chunk) {
      const t0 = performance.now();
      try {
        const r = stream.push(bytes.subarray(at, at + chunk));
        s.messages += r.messages.length;
        for (const m of r.messages) {
          s.types[m.type] = (s.types[m.type] ?? 0) + 1;
          if (m.records.length > 0) s.withRecords += 1;
          s.droppedRecords += m.dropped.length;
        }
        if (r.error !== undefined) {
          s.streamErrors += 1;
          return;
        }
      } catch (e) {
        s.escapes.push(`${e instanceof Error ? e.stack : String(e)} on ${bytes.toString('hex')}`);
        return;
      } finally {
        const ms = performance.now() - t0;
        if (ms > s.maxCallMs) s.maxCallMs = ms;
        if (ms > maxMs) {
          const again = performance.now();
          gt06FuzzTarget.open().push(bytes);
          if (performance.now() - again > maxMs) s.slowCalls += 1;
        }
      }
    }
  };
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    let b = Buffer.from(bodies[int(bodies.length)] as Buffer);
    for (let k = 1 + int(3); k > 0; k--) {
      switch (int(6)) {
        case 0:
          if (b.length) b[int(b.length)] = int(256);
          break;
        case 1: {
          const at = int(b.length + 1);
          b = Buffer.concat([b.subarray(0, at), Buffer.from([int(256)]), b.subarray(at)]);
          break;
        }
        case 2: {
          const at = int(b.length);
          b = Buffer.concat([b.subarray(0, at), b.subarray(at + 1 + int(4))]);
          break;
        }
        case 3:
          b = b.subarray(0, int(b.length + 1));
          break;
        case 4: {
          const at = int(b.length);
          b = Buffer.concat([b.subarray(0, at), b.subarray(int(b.length)), b.subarray(at)]);
          break;
        }
        default:
          if (b.length) b[0] = (bodies[int(bodies.length)] as Buffer)[0] as number;
      }
    }
    if (b.length < 3) b = Buffer.concat([b, Buffer.alloc(3 - b.length)]);
    const bytes = Buffer.concat([LOGIN, gt06Frame(b)]);
    s.frames += 1;
    push(bytes, bytes.length);
    if (rand() < 0.1) push(bytes, 1);
  }
  s.elapsedMs = performance.now() - start;
  return s;
}
