import { describe, expect, it } from 'vitest';
import { buildTrafficSegments, type RoadMatch, type RoadsBetween, type SnapToRoad, type TrafficSample } from './fleet-traffic';

const T0 = Date.UTC(2025, 4, 1, 8, 0, 0);
const sample = (assetId: number, seconds: number, lat: number, lng: number, speed: number, heading = 90): TrafficSample => ({
  assetId,
  time: T0 + seconds * 1000,
  lat,
  lng,
  speed,
  heading,
});

describe('buildTrafficSegments', () => {
  it('averages the reports per snapped road, skipping stopped ones', () => {
    const road: [number, number][] = [
      [101.49, 3.06],
      [101.5, 3.06],
    ];
    const snap: SnapToRoad = (s) => (s.lat === 3.06 ? { key: '4', path: road, limitKmh: 60 } : null);
    const segments = buildTrafficSegments(
      [sample(1, 0, 3.06, 101.492, 20), sample(2, 0, 3.06, 101.495, 40), sample(3, 0, 3.06, 101.496, 0)],
      snap,
    );
    expect(segments).toEqual([{ path: road, speedKmh: 30, ratio: 0.5, samples: 2 }]);
  });

  it('gives the roads between two reports of one vehicle the mean of their speeds', () => {
    const edge = (key: string, lng: number): RoadMatch => ({ key, path: [[lng, 3.06], [lng + 0.001, 3.06]], limitKmh: 60, ref: Number(key) });
    const snap: SnapToRoad = (s) => edge(String(Math.round((s.lng - 101.49) * 1000)), 101.49 + Math.round((s.lng - 101.49) * 1000) / 1000);
    const asked: [string, string][] = [];
    const between: RoadsBetween = (from, to) => {
      asked.push([from.key, to.key]);
      return [edge('1', 101.491), edge('2', 101.492), edge('3', 101.493)];
    };
    // ~450 m in 30 s: the vehicle drove edges 1-3 between its fixes on edges 0 and 4 (given in reverse time order).
    const segments = buildTrafficSegments([sample(7, 30, 3.06, 101.4941, 50), sample(7, 0, 3.06, 101.4901, 30)], snap, { between });
    expect(asked).toEqual([['0', '4']]);
    expect(segments.map((s) => [s.path[0]![0], s.speedKmh, s.samples]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [101.49, 30, 1],
      [101.491, 40, 1],
      [101.492, 40, 1],
      [101.493, 40, 1],
      [101.494, 50, 1],
    ]);
  });

  it('draws the straight stretch between two reports off the road graph, shared by vehicles on the same stretch', () => {
    const none: SnapToRoad = () => null;
    // Two trucks on the North-South highway near Rawang, one each way, 45 s between fixes (~1 km).
    const segments = buildTrafficSegments(
      [
        sample(1, 0, 3.3, 101.55, 90, 0),
        sample(1, 45, 3.309, 101.551, 90, 0),
        sample(2, 0, 3.309, 101.551, 70, 180),
        sample(2, 45, 3.3, 101.55, 70, 180),
      ],
      none,
    );
    expect(segments).toEqual([{ path: [[101.55, 3.3], [101.551, 3.309]], speedKmh: 80, ratio: 1, samples: 2 }]);
  });

  it('does not join reports too far apart in time or space; a lone report draws a stretch along its heading', () => {
    const none: SnapToRoad = () => null;
    const gap = buildTrafficSegments([sample(1, 0, 3.3, 101.55, 60, 0), sample(1, 600, 3.31, 101.55, 60, 0)], none);
    expect(gap).toHaveLength(2);
    for (const s of gap) {
      expect(s.path).toHaveLength(2);
      // North: the stretch runs along the meridian, one 0.0045° cell long, centred on the report.
      expect(s.path[0]![0]).toBeCloseTo(s.path[1]![0], 9);
      expect(s.path[1]![1] - s.path[0]![1]).toBeCloseTo(0.0045, 6);
    }
    const jump = buildTrafficSegments([sample(1, 0, 3.3, 101.55, 60, 0), sample(1, 60, 3.4, 101.55, 60, 0)], none);
    expect(jump).toHaveLength(2);
  });
});
