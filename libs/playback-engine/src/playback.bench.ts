/**
 * Benchmark P3.
 * (a) Frame lookup: 100,000 random times on a 1,000,000-point track through `frameAt` (binary search) versus a linear
 *     scan baseline (scan from the first point to the segment, then the same interpolation). The linear scan is far too
 *     slow to run on all 100,000 times (~5·10^10 comparisons), so it runs on the first 1,000 of the same times and the
 *     comparison is per lookup. Goal: ratio ≥ 100x.
 * (b) Preparing one day at 1 Hz (86,400 points, with stops and idles): createPlaybackTrack + buildDetailsList.
 *     Goal: < 50 ms.
 * (c) Route work of the same day: simplifyRoute (10 m, budget 5,000) and the columnar wire form (encode + JSON +
 *     decode). No goal of its own: it is part of the server's P7 and of the screen's load.
 * A P3 summary (median per operation) is printed after the run.
 */
import type { AssetStatus, PlaybackRoutePoint } from '@fleet/domain';
import { afterAll, bench, describe } from 'vitest';
import { buildDetailsList } from './details-list';
import { decodePointColumns, encodePointColumns } from './point-columns';
import { simplifyRoute } from './simplify-route';
import { frameAt } from './frame';
import { createPlaybackTrack } from './playback-track';
import { interpolateHeading } from './track';
import type { PlaybackFrame, PlaybackTrack } from './types';

// ---- timing helpers (same style as report-grid's P4 bench) ----
const samples = new Map<string, number[]>();
function timed(key: string, fn: () => void): void {
  const t0 = performance.now();
  fn();
  const list = samples.get(key) ?? [];
  list.push(performance.now() - t0);
  samples.set(key, list);
}
function minimum(key: string): number {
  return Math.min(...(samples.get(key) ?? [NaN]));
}
function median(key: string): number {
  const s = [...(samples.get(key) ?? [])].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
}

// ---- data ----
const DAY0 = Date.UTC(2026, 2, 10, 16); // 00:00 in Kuala Lumpur
const statusAt = (i: number): AssetStatus => {
  const m = i % 3600; // each hour: 40 min moving, 10 min parked, 5 min moving, 5 min idling
  return m < 2400 ? 'Moving' : m < 3000 ? 'Parked' : m < 3300 ? 'Moving' : 'Idling';
};
function makePoints(n: number, stepMs: number): PlaybackRoutePoint[] {
  const pts: PlaybackRoutePoint[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const t = DAY0 + i * stepMs;
    const status = statusAt(i);
    pts[i] = {
      time: '',
      t,
      lat: 3 + Math.sin(i / 5000) * 0.5,
      lng: 101.5 + Math.cos(i / 7000) * 0.5,
      heading: (i * 7) % 360,
      status,
      speed: status === 'Moving' ? 30 + (i % 50) : 0,
      mileage: i / 100,
      address: 'Jalan Ampang, Kuala Lumpur',
      fuel: 80 - i / 2000,
      fuelPercent: 80 - i / 2000,
      temp: null,
      idling: status === 'Idling',
      input: '',
      ignition: status !== 'Parked',
      gps: true,
      assetName: 'Truck 1',
      nextData: i < n - 1 ? stepMs : 0,
      overspeed: false,
      event: i % 3600 === 2400 ? 'stop' : i % 3600 === 3000 ? 'move' : null,
      poi: null,
    };
  }
  return pts;
}

const N = 1_000_000;
const LOOKUPS = 100_000;
const LINEAR_LOOKUPS = 1_000;
const bigTrack = createPlaybackTrack(makePoints(N, 1000));
const times = new Float64Array(LOOKUPS);
let seed = 12345;
for (let k = 0; k < LOOKUPS; k++) {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  times[k] = bigTrack.start + (seed / 2147483648) * (bigTrack.end - bigTrack.start);
}

/** Baseline: the same frame, finding the segment by scanning from the first point. */
function linearFrameAt(track: PlaybackTrack, t: number): PlaybackFrame {
  const n = track.length;
  const tc = Math.min(Math.max(t, track.start), track.end);
  let i = 0;
  while (i + 1 < n && track.times[i + 1]! <= tc) i++;
  const p = track.points[i]!;
  const j = Math.min(i + 1, n - 1);
  const t0 = track.times[i]!;
  const t1 = track.times[j]!;
  const f = t1 > t0 ? (tc - t0) / (t1 - t0) : 0;
  return {
    t: tc,
    lat: track.lats[i]! + (track.lats[j]! - track.lats[i]!) * f,
    lng: track.lngs[i]! + (track.lngs[j]! - track.lngs[i]!) * f,
    heading: interpolateHeading(track.headings[i]!, track.headings[j]!, f),
    index: i,
    status: p.status,
    speed: p.speed,
  };
}

let sink = 0;
const DAY_POINTS = 86_400;
const dayPoints = makePoints(DAY_POINTS, 1000);
let dayItems = 0;
let kept = 0;
let wireKiB = 0;

afterAll(() => {
  const binary = median('frame:binary');
  const linear = median('frame:linear');
  const perBinaryNs = (binary / LOOKUPS) * 1e6;
  const perLinearNs = (linear / LINEAR_LOOKUPS) * 1e6;
  const ratio = perLinearNs / perBinaryNs;
  const prep = median('day:prepare');
  const ms = (key: string) => `${median(key).toFixed(1)} ms (best ${minimum(key).toFixed(1)})`;
  console.log(
    [
      '',
      `P3 summary (median)${sink === 0.5 ? ' ' : ''}`,
      `(a) frame lookup, ${N.toLocaleString('en')}-point track: frameAt (binary search) ${ms('frame:binary')} for ${LOOKUPS.toLocaleString('en')} times = ${perBinaryNs.toFixed(0)} ns/lookup`,
      `    linear scan baseline ${ms('frame:linear')} for ${LINEAR_LOOKUPS.toLocaleString('en')} times = ${(perLinearNs / 1000).toFixed(1)} µs/lookup`,
      `    ratio ${ratio.toFixed(0)}x (goal ≥ 100x) ${ratio >= 100 ? 'PASS' : 'FAIL'}`,
      `(b) prepare an ${DAY_POINTS.toLocaleString('en')}-point day (createPlaybackTrack + buildDetailsList → ${dayItems.toLocaleString('en')} items): ${ms('day:prepare')} (goal < 50 ms) ${prep < 50 ? 'PASS' : 'FAIL'}`,
      `    of which createPlaybackTrack ${ms('day:track')}, buildDetailsList ${ms('day:details')}`,
      `(c) the same day's route: simplifyRoute (10 m, budget 5,000 → ${kept.toLocaleString('en')} points) ${ms('day:simplify')}; wire form ${wireKiB.toFixed(0)} KiB: encode ${ms('day:encode')}, JSON.stringify ${ms('day:json')}, JSON.parse + decode ${ms('day:decode')}`,
      '    (wall-clock figures: they rise under concurrent load on the machine; "best" is the least disturbed run)',
      '',
    ].join('\n'),
  );
});

describe('P3 (a) frame lookup at random times on a 1,000,000-point track', () => {
  bench(`frameAt (binary search) × ${LOOKUPS.toLocaleString('en')}`, () =>
    timed('frame:binary', () => {
      for (let k = 0; k < LOOKUPS; k++) sink += frameAt(bigTrack, times[k]!).lat;
    }), { iterations: 20, warmupIterations: 3, time: 0 });
  bench(`linear scan baseline × ${LINEAR_LOOKUPS.toLocaleString('en')}`, () =>
    timed('frame:linear', () => {
      for (let k = 0; k < LINEAR_LOOKUPS; k++) sink += linearFrameAt(bigTrack, times[k]!).lat;
    }), { iterations: 3, warmupIterations: 1, time: 0 });
});

describe('P3 (b) prepare an 86,400-point day', () => {
  bench('createPlaybackTrack + buildDetailsList (Asia/Kuala_Lumpur)', () =>
    timed('day:prepare', () => {
      let track: PlaybackTrack | null = null;
      timed('day:track', () => void (track = createPlaybackTrack(dayPoints)));
      timed('day:details', () => void (dayItems = buildDetailsList(track!.points, 'Asia/Kuala_Lumpur').length));
    }), { iterations: 30, warmupIterations: 5, time: 0 });
});

describe('P3 (c) route work of the 86,400-point day', () => {
  bench('simplifyRoute + encode + JSON + decode', () => {
    timed('day:simplify', () => void (kept = simplifyRoute(dayPoints, { toleranceM: 10, maxPoints: 5000, timeZone: 'Asia/Kuala_Lumpur' }).kept.length));
    let cols: ReturnType<typeof encodePointColumns> | null = null;
    let text = '';
    timed('day:encode', () => void (cols = encodePointColumns(dayPoints)));
    timed('day:json', () => void (text = JSON.stringify(cols)));
    wireKiB = text.length / 1024;
    timed('day:decode', () => void (sink += decodePointColumns(JSON.parse(text), { assetName: 'Truck 1', timeZone: 'Asia/Kuala_Lumpur' }).length));
  }, { iterations: 10, warmupIterations: 2, time: 0 });
});
