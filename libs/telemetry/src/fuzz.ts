/**
 * Fuzzes the Teltonika decoders with mutated wiki frames: `npx tsx --conditions=@fleet/source libs/telemetry/src/fuzz.ts [count] [seed]`
 * (default 1,000,000 frames). Exits 1 if an exception escapes a decoder or any call takes over 50 ms.
 */
import { runFuzz } from './fuzz-core';
import { IMEI_HANDSHAKE_HEX, loadWikiCases } from './testing';

const count = Number(process.argv[2] ?? 1_000_000);
const seed = Number(process.argv[3] ?? 1);
if (!Number.isInteger(count) || count <= 0 || !Number.isInteger(seed)) {
  console.error('usage: tsx --conditions=@fleet/source libs/telemetry/src/fuzz.ts [count] [seed]');
  process.exit(2);
}
const seeds = loadWikiCases().map((c) => Buffer.from(c.input.data, 'hex'));
const s = runFuzz(count, seeds, Buffer.from(IMEI_HANDSHAKE_HEX, 'hex'), seed);
const fmt = (n: number) => n.toLocaleString('en-US');
console.log(`frames ${fmt(s.frames)}  decoder calls ${fmt(s.calls)}  seed ${seed}`);
console.log(`decodeAvlPacket      ok ${fmt(s.ok.avl)} (records dropped as out of range ${fmt(s.droppedRecords)})  needMore ${fmt(s.needMore.avl)}  error ${fmt(s.error.avl)}`);
console.log(`decodeImeiHandshake  ok ${fmt(s.ok.imei)}  needMore ${fmt(s.needMore.imei)}  error ${fmt(s.error.imei)}`);
console.log(`TeltonikaStream      packets ${fmt(s.ok.stream)}  stream errors ${fmt(s.error.stream)}`);
console.log(`time ${(s.elapsedMs / 1000).toFixed(1)} s  ${fmt(Math.round(s.frames / (s.elapsedMs / 1000)))} frames/s  ${fmt(Math.round(s.calls / (s.elapsedMs / 1000)))} calls/s  max call ${s.maxCallMs.toFixed(2)} ms (${s.maxCallAt})`);
console.log(`escaped exceptions ${s.escapes.length}  calls over 50 ms: ${s.overLimit} measured, ${s.slowCalls} still over on replay (hangs)`);
for (const e of s.escapes.slice(0, 20)) console.error(e);
process.exit(s.escapes.length > 0 || s.slowCalls > 0 ? 1 : 0);
