/**
 * Fuzzes every binary and framed device decoder with mutated golden frames:
 * `npx tsx --conditions=@fleet/source libs/telemetry/src/fuzz.ts [count] [seed]` (default 1,000,000 frames each).
 * Teltonika (Codec 8 / 8E / 16 / 12), GT06 (framing, and bodies re-framed with a valid CRC so that the content
 * parsers are reached), H02, JT/T 808 and the watch protocol. Exits 1 if an exception escapes a decoder or any call
 * stays over 50 ms on replay (a hang).
 */
import { runFuzz } from './fuzz-core';
import { framedFuzzLines, fuzzFramed } from './fuzz-framed';
import { fuzzGt06Content, gt06FuzzTarget } from './gt06-fuzz';
import { h02FuzzTarget } from './h02-fuzz';
import { jt808FuzzTarget } from './jt808-fuzz';
import { IMEI_HANDSHAKE_HEX, loadWikiCases } from './testing';
import { watchFuzzTarget } from './watch-fuzz';

const count = Number(process.argv[2] ?? 1_000_000);
const seed = Number(process.argv[3] ?? 1);
if (!Number.isInteger(count) || count <= 0 || !Number.isInteger(seed)) {
  console.error('usage: tsx --conditions=@fleet/source libs/telemetry/src/fuzz.ts [count] [seed]');
  process.exit(2);
}
const fmt = (n: number) => n.toLocaleString('en-US');
let failed = false;

const seeds = loadWikiCases().map((c) => Buffer.from(c.input.data, 'hex'));
const s = runFuzz(count, seeds, Buffer.from(IMEI_HANDSHAKE_HEX, 'hex'), seed);
console.log(`Teltonika  frames ${fmt(s.frames)}  decoder calls ${fmt(s.calls)}  seed ${seed}`);
console.log(`decodeAvlPacket      ok ${fmt(s.ok.avl)} (records dropped as out of range ${fmt(s.droppedRecords)})  needMore ${fmt(s.needMore.avl)}  error ${fmt(s.error.avl)}`);
console.log(`decodeImeiHandshake  ok ${fmt(s.ok.imei)}  needMore ${fmt(s.needMore.imei)}  error ${fmt(s.error.imei)}`);
console.log(`TeltonikaStream      packets ${fmt(s.ok.stream)}  stream errors ${fmt(s.error.stream)}`);
console.log(`time ${(s.elapsedMs / 1000).toFixed(1)} s  ${fmt(Math.round(s.frames / (s.elapsedMs / 1000)))} frames/s  max call ${s.maxCallMs.toFixed(2)} ms (${s.maxCallAt})`);
console.log(`escaped exceptions ${s.escapes.length}  calls over 50 ms: ${s.overLimit} measured, ${s.slowCalls} still over on replay (hangs)`);
for (const e of s.escapes.slice(0, 20)) console.error(e);
if (s.escapes.length > 0 || s.slowCalls > 0) failed = true;

for (const target of [gt06FuzzTarget, h02FuzzTarget, jt808FuzzTarget, watchFuzzTarget]) {
  const f = fuzzFramed(target.name, target.seeds, target.open, count, seed, 'prefix' in target ? target.prefix : undefined);
  for (const line of framedFuzzLines(f)) console.log(line);
  for (const e of f.escapes.slice(0, 20)) console.error(e);
  if (f.escapes.length > 0 || f.slowCalls > 0) failed = true;
}

const c = fuzzGt06Content(count, seed);
console.log(`${'Gt06Stream (bodies)'.padEnd(20)} frames ${fmt(c.frames)}  messages ${fmt(c.messages)} (with records ${fmt(c.withRecords)}, records dropped ${fmt(c.droppedRecords)})  stream errors ${fmt(c.streamErrors)}`);
console.log(`${''.padEnd(20)} time ${(c.elapsedMs / 1000).toFixed(1)} s  max push ${c.maxCallMs.toFixed(2)} ms  escaped exceptions ${c.escapes.length}  slow on replay ${c.slowCalls}  types ${Object.keys(c.types).sort().join(', ')}`);
for (const e of c.escapes.slice(0, 20)) console.error(e);
if (c.escapes.length > 0 || c.slowCalls > 0) failed = true;

process.exit(failed ? 1 : 0);
