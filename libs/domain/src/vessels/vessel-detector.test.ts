import { describe, expect, it } from 'vitest';
import { pointInRing } from '../reports/geo';
import recorded from './fixtures/demo-boats.json';
import { FISHING_DEFAULTS, KMH_PER_KNOT, VesselTracker, detectVesselEvents, fishingFigures, inZone, isSilent, prepareZone, type VesselFix } from './vessel-detector';

const square = (lng: number, lat: number, half: number): [number, number][] => [
  [lng - half, lat - half],
  [lng + half, lat - half],
  [lng + half, lat + half],
  [lng - half, lat + half],
  [lng - half, lat - half],
];
/** Malé harbour (a 2 km square) and a fishing ground 20 km north-west. */
const PORT = prepareZone({ id: 1, name: 'Malé port', kind: 'port', polygons: [[square(73.51, 4.175, 0.01)]] });
const GROUND = prepareZone({ id: 2, name: 'North Malé fishing ground', kind: 'fishing', polygons: [[square(73.4, 4.3, 0.05)]] });
const ZONES = [PORT, GROUND];
const T0 = Date.UTC(2026, 10, 23, 0, 0);
const MIN = 60_000;
const RAD = Math.PI / 180;

/** Steps from a point along a course: minutes, knots, degrees. */
function step(from: VesselFix, minutes: number, kn: number, course: number): VesselFix {
  const km = (kn * KMH_PER_KNOT * minutes) / 60;
  const lat = from.lat + (km / 111.32) * Math.cos(course * RAD);
  const lng = from.lng + (km / (111.32 * Math.cos(from.lat * RAD))) * Math.sin(course * RAD);
  return { time: from.time + minutes * MIN, lat, lng, speed: kn * KMH_PER_KNOT, heading: course };
}
/** A straight run to a point, one report a minute at `kn`. */
function runTo(track: VesselFix[], lat: number, lng: number, kn: number): void {
  let at = track[track.length - 1]!;
  for (let guard = 0; guard < 2_000; guard += 1) {
    const course = (Math.atan2((lng - at.lng) * Math.cos(at.lat * RAD), lat - at.lat) / RAD + 360) % 360;
    const leftKm = Math.hypot((lat - at.lat) * 111.32, (lng - at.lng) * 111.32 * Math.cos(at.lat * RAD));
    if (leftKm < (kn * KMH_PER_KNOT) / 60) break;
    at = step(at, 1, kn, course);
    track.push(at);
  }
}
/** Fishing: `minutes` of 2 to 4 knots turning 40-80 degrees every 3 minutes (a deterministic zigzag). */
function fish(track: VesselFix[], minutes: number): void {
  let course = 30;
  for (let m = 0; m < minutes; m += 1) {
    if (m % 3 === 0) course = (course + (m % 2 === 0 ? 70 : -45) + 360) % 360;
    track.push(step(track[track.length - 1]!, 1, 2 + (m % 3), course));
  }
}

describe('zones', () => {
  it('the banded point test answers as ray casting over the whole ring, on a ring of 3,000 positions', () => {
    // A star-like coast: the radius wobbles, so most latitudes cross the ring many times.
    const ring: [number, number][] = Array.from({ length: 3_000 }, (_, i) => {
      const a = (i / 3_000) * 2 * Math.PI;
      const r = 1 + 0.3 * Math.sin(a * 37) + 0.1 * Math.cos(a * 101);
      return [100 + r * Math.cos(a), 3 + r * Math.sin(a)];
    });
    ring.push(ring[0]!);
    const zone = prepareZone({ id: 1, name: 'Coast', kind: 'eez', polygons: [[ring]] });
    let seed = 7;
    const random = () => ((seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647);
    for (let n = 0; n < 5_000; n += 1) {
      const lng = 98.5 + random() * 3;
      const lat = 1.5 + random() * 3;
      expect(inZone(lng, lat, zone)).toBe(pointInRing(lng, lat, ring));
    }
  });

  it('a position is in a polygon and not in its hole', () => {
    const holed = prepareZone({ id: 9, name: 'Reef', kind: 'protected', polygons: [[square(0, 0, 1), square(0, 0, 0.2)]] });
    expect(inZone(0.5, 0.5, holed)).toBe(true);
    expect(inZone(0.1, 0.1, holed)).toBe(false);
    expect(inZone(1.5, 0, holed)).toBe(false);
  });
});

describe('the vessel detector on a synthetic trip', () => {
  const track: VesselFix[] = [{ time: T0, lat: 4.175, lng: 73.51, speed: 0, heading: 0 }];
  runTo(track, 4.3, 73.4, 9);
  fish(track, 60);
  runTo(track, 4.175, 73.51, 9);
  track.push({ ...track[track.length - 1]!, time: track[track.length - 1]!.time + 10 * MIN, speed: 0 });
  const events = detectVesselEvents(track, ZONES);

  it('tells the departure, the fishing ground, one fishing spell and the arrival, in order', () => {
    expect(events.map((e) => e.kind)).toEqual(['port-departure', 'zone-enter', 'fishing-activity', 'zone-exit', 'port-arrival']);
    const fishing = events.find((e) => e.kind === 'fishing-activity')!;
    expect(fishing.details['zone']).toBe('North Malé fishing ground');
    expect(fishing.details['minutes']).toBeGreaterThanOrEqual(24);
    expect(events[0]!.details['zone']).toBe('Malé port');
  });

  it('a straight slow passage, or fast turning, is no fishing', () => {
    const slow: VesselFix[] = [{ time: T0, lat: 4.0, lng: 73.0, speed: 5, heading: 90 }];
    for (let i = 0; i < 90; i += 1) slow.push(step(slow[slow.length - 1]!, 1, 3, 90));
    expect(detectVesselEvents(slow, ZONES).filter((e) => e.kind === 'fishing-activity')).toEqual([]);
    const fast: VesselFix[] = [{ time: T0, lat: 4.0, lng: 73.0, speed: 5, heading: 90 }];
    for (let i = 0; i < 90; i += 1) fast.push(step(fast[fast.length - 1]!, 1, 12, i % 4 < 2 ? 30 : 120));
    expect(detectVesselEvents(fast, ZONES).filter((e) => e.kind === 'fishing-activity')).toEqual([]);
  });

  it('is no fishing in port, and a second spell after a pause is told again', () => {
    const inPort: VesselFix[] = [{ time: T0, lat: 4.175, lng: 73.51, speed: 0, heading: 0 }];
    fish(inPort, 3);
    const harbour = inPort.map((f, i) => ({ ...f, lat: 4.175 + (i % 2) * 0.0005, lng: 73.51 + (i % 3) * 0.0005 }));
    for (let m = 0; m < 60; m += 1) harbour.push({ ...harbour[harbour.length - 1]!, time: T0 + (m + 4) * MIN, lat: 4.175 + (m % 2) * 0.0008, lng: 73.51 + (m % 3) * 0.0008, speed: 4 });
    expect(detectVesselEvents(harbour, ZONES).filter((e) => e.kind === 'fishing-activity')).toEqual([]);

    const twice: VesselFix[] = [{ time: T0, lat: 4.3, lng: 73.4, speed: 3, heading: 0 }];
    fish(twice, 45);
    runTo(twice, 4.3, 73.3, 9);
    fish(twice, 45);
    expect(detectVesselEvents(twice, ZONES).filter((e) => e.kind === 'fishing-activity')).toHaveLength(2);
  });

  it('a resumed tracker tells nothing about where it starts, and ignores reports older than the last', () => {
    const tracker = new VesselTracker();
    tracker.resume({ time: T0, lat: 4.175, lng: 73.51, speed: 0, heading: 0 }, ZONES);
    expect(tracker.push({ time: T0 + MIN, lat: 4.176, lng: 73.511, speed: 0, heading: 0 }, ZONES)).toEqual([]);
    expect(tracker.push({ time: T0 - MIN, lat: 4.3, lng: 73.4, speed: 0, heading: 0 }, ZONES)).toEqual([]);
    expect(tracker.push({ time: T0 + 2 * MIN, lat: 4.3, lng: 73.4, speed: 0, heading: 0 }, ZONES).map((e) => e.kind)).toEqual(['port-departure', 'zone-enter']);
  });

  it('figures of a window: share in the speed band and turning', () => {
    const zig: VesselFix[] = [{ time: T0, lat: 4, lng: 73, speed: 0, heading: 0 }];
    for (let i = 0; i < 4; i += 1) zig.push(step(zig[zig.length - 1]!, 1, 3, i % 2 === 0 ? 0 : 90));
    expect(fishingFigures(zig).turnDeg).toBeCloseTo(270, 0);
    expect(fishingFigures(zig, FISHING_DEFAULTS).share).toBeCloseTo(4 / 5, 5);
    expect(fishingFigures(zig).meanKn).toBeCloseTo((4 * 3) / 5, 5);
  });
});

describe('silence', () => {
  it('is no report for the silent hours, never for a vessel never heard', () => {
    expect(isSilent(T0, T0 + 6 * 3_600_000, 6)).toBe(true);
    expect(isSilent(T0, T0 + 6 * 3_600_000 - 1, 6)).toBe(false);
    expect(isSilent(null, T0, 6)).toBe(false);
  });
});

describe('the vessel detector on recorded demo tracks', () => {
  const tracks: { assetName: string; group: string; points: number[][] }[] = recorded.tracks;
  /** A recorded point is [time, lat, lng, speed, heading]. */
  const fixes = (points: number[][]) => points.map(([time = 0, lat = 0, lng = 0, speed = 0, heading = 0]) => ({ time, lat, lng, speed, heading }));
  const box = (lng: number, lat: number, dx: number, dy: number): [number, number][] => [[lng - dx, lat - dy], [lng + dx, lat - dy], [lng + dx, lat + dy], [lng - dx, lat + dy], [lng - dx, lat - dy]];
  /** The port zones the demo seeds (seed-demo-vessels.ts): Malé Fishing Harbour and the Port Klang berths. */
  const ports = [
    prepareZone({ id: 1, name: 'Malé Fishing Harbour', kind: 'port', polygons: [[box(73.5078, 4.1805, 0.0075, 0.005)]] }),
    prepareZone({ id: 2, name: 'Port Klang', kind: 'port', polygons: [[box(101.355, 3.026, 0.01, 0.02)]] }),
  ];

  it('the Port Klang boats (transits, anchor stops and drifts) sail out and back and are no fishing', () => {
    const portKlang = tracks.filter((t) => !/maldives/i.test(t.group));
    expect(portKlang.length).toBeGreaterThanOrEqual(5);
    for (const t of portKlang) {
      const kinds = detectVesselEvents(fixes(t.points), ports).map((e) => e.kind);
      expect(kinds, t.assetName).not.toContain('fishing-activity');
      expect(kinds[0], t.assetName).toBe('port-departure');
      expect(kinds, t.assetName).toContain('port-arrival');
    }
  });

  it('the Maldives fishing dhonis, when the demo fleet has them, leave Malé, fish, and come back', () => {
    const maldives = tracks.filter((t) => /maldives/i.test(t.group));
    for (const t of maldives) {
      const events = detectVesselEvents(fixes(t.points), ports);
      const kinds = events.map((e) => e.kind);
      expect(kinds[0], t.assetName).toBe('port-departure');
      expect(kinds[kinds.length - 1], t.assetName).toBe('port-arrival');
      const spells = kinds.filter((k) => k === 'fishing-activity').length;
      expect(spells, t.assetName).toBeGreaterThanOrEqual(1);
      // Spells, not every report: a few per day.
      expect(spells, t.assetName).toBeLessThanOrEqual(8);
    }
  });
});
