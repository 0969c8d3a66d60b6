import { describe, expect, it } from 'vitest';
import { buildTrafficSegments, type SnapToRoad } from './fleet-traffic';

describe('buildTrafficSegments', () => {
  it('averages per snapped road and per ~500 m grid cell elsewhere, skipping stopped reports', () => {
    const road: [number, number][] = [
      [101.49, 3.06],
      [101.5, 3.06],
    ];
    const snap: SnapToRoad = (s) => (s.lat === 3.06 ? { key: '4', path: road, limitKmh: 60 } : null);
    const segments = buildTrafficSegments(
      [
        { lat: 3.06, lng: 101.492, speed: 20, heading: 90 },
        { lat: 3.06, lng: 101.495, speed: 40, heading: 90 },
        { lat: 3.06, lng: 101.496, speed: 0, heading: 90 },
        { lat: 1.4651, lng: 103.7581, speed: 60, heading: 0 },
        { lat: 1.4652, lng: 103.7582, speed: 20, heading: 0 },
      ],
      snap,
    );
    expect(segments).toHaveLength(2);
    expect(segments[0]).toEqual({ path: road, speedKmh: 30, ratio: 0.5, samples: 2 });
    const cell = segments[1]!;
    expect(cell).toMatchObject({ speedKmh: 40, ratio: 0.5, samples: 2 });
    expect(cell.path).toHaveLength(5);
    expect(cell.path[0]).toEqual(cell.path[4]);
    const [x0, y0] = cell.path[0]!;
    const [x1, y1] = cell.path[2]!;
    expect(x1! - x0!).toBeCloseTo(0.0045, 6);
    expect(y1! - y0!).toBeCloseTo(0.0045, 6);
    expect(1.4651).toBeGreaterThanOrEqual(y0!);
    expect(1.4651).toBeLessThan(y1!);
  });
});
