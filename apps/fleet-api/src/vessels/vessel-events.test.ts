import { overspeedRule, positionInputSchema, prepareZone, type PositionInput } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { EventDetector } from '../positions/event-detector';
import type { VesselSource, VesselWorld } from './vessel-zone-cache';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 23, 0, 0);
const box = (lng: number, lat: number, d: number): [number, number][] => [
  [lng - d, lat - d],
  [lng + d, lat - d],
  [lng + d, lat + d],
  [lng - d, lat + d],
  [lng - d, lat - d],
];
const PORT = prepareZone({ id: 1, name: 'Port Klang North Port', kind: 'port', polygons: [[box(101.355, 3.026, 0.01)]] });
const BOAT = 7;
const TRUCK = 8;
const rule = overspeedRule(90);
const report = (assetId: number, minute: number, lat: number, lng: number, speed = 15): ReturnType<typeof positionInputSchema.parse> =>
  positionInputSchema.parse({ assetId, time: T0 + minute * MIN, lat, lng, speed } satisfies PositionInput);

/** A source whose zones load after the first look (as the cache's first read does). */
function source(world: VesselWorld): VesselSource & { loaded: boolean } {
  return {
    loaded: false,
    peek(tenantId: string) {
      if (tenantId !== 't1') return { zones: [], boats: new Set() };
      return this.loaded ? world : undefined;
    },
  };
}

describe('vessel events at ingest (EventDetector with the vessel zones)', () => {
  it('tells a boat’s port departure and arrival, never a truck’s, and keeps reports seen while the zones load', () => {
    const zones = source({ zones: [PORT], boats: new Set([BOAT]) });
    const detector = new EventDetector({ vessels: zones });
    // The first reports come while the zones are loading: kept, then tested once they are there.
    expect(detector.detect('t1', [report(BOAT, 0, 3.026, 101.355, 0), report(BOAT, 1, 3.06, 101.355)], rule)).toEqual([]);
    zones.loaded = true;
    const out = detector.detect('t1', [report(BOAT, 2, 3.1, 101.3), report(BOAT, 3, 3.027, 101.356, 0)], rule);
    expect(out.map((e) => [e.type, e.details['zone'], (e.time - T0) / MIN])).toEqual([
      ['port-departure', 'Port Klang North Port', 1],
      ['port-arrival', 'Port Klang North Port', 3],
    ]);
    // A truck driving through the port zone is no vessel.
    const truck = detector.detect('t1', [report(TRUCK, 0, 3.06, 101.355), report(TRUCK, 1, 3.026, 101.355), report(TRUCK, 2, 3.06, 101.355)], rule);
    expect(truck.filter((e) => e.type.startsWith('port-'))).toEqual([]);
  });

  it('a boat met again after a restart starts inside the port it lies in: no arrival told again', () => {
    const zones = source({ zones: [PORT], boats: new Set([BOAT]) });
    zones.loaded = true;
    const detector = new EventDetector({ vessels: zones });
    const seed = { last: report(BOAT, 0, 3.026, 101.355, 0), stationarySince: T0 };
    expect(detector.detect('t1', [report(BOAT, 1, 3.0265, 101.3555, 0)], rule, seed)).toEqual([]);
    expect(detector.detect('t1', [report(BOAT, 2, 3.06, 101.355)], rule).map((e) => e.type)).toEqual(['port-departure']);
  });
});
