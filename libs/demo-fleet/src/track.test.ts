import { describe, expect, it } from 'vitest';
import { haversineM, offsetPoint, type GeoPoint } from './geo';
import { Random } from './prng';
import { buildTrack, sampleTrack, TRACK_DEFAULTS, type TrackSample } from './track';

const origin: GeoPoint = { lat: 3.07, lng: 101.5 };
const sample = (): TrackSample => ({ lat: 0, lng: 0, speedKmh: 0, heading: 0, distanceM: 0 });

describe('buildTrack', () => {
  it('starts and ends at rest and keeps to the limit times the driver factor', () => {
    const points = [origin, offsetPoint(origin, 2000, 0)];
    const options = { ...TRACK_DEFAULTS, speedNoise: 0 };
    const track = buildTrack(points, [60], options, new Random(1))!;
    expect(track.v[0]).toBe(0);
    expect(track.v[track.v.length - 1]).toBe(0);
    expect(Math.max(...track.v) * 3.6).toBeCloseTo(60 * options.speedFactor, 6);
    expect(track.lengthM).toBeCloseTo(2000, 0);
    // 2 km at ~57 km/h plus accelerating and braking.
    expect(track.durationMs / 1000).toBeGreaterThan(2000 / (57 / 3.6));
    expect(track.durationMs / 1000).toBeLessThan(2000 / (57 / 3.6) + 20);
  });

  it('slows down for a right-angle turn', () => {
    const corner = offsetPoint(origin, 500, 0);
    const track = buildTrack([origin, corner, offsetPoint(corner, 0, 500)], [60, 60], { ...TRACK_DEFAULTS, speedNoise: 0 }, new Random(1))!;
    let atCorner = Infinity;
    for (let i = 0; i < track.lat.length; i += 1) {
      if (haversineM(track.lat[i]!, track.lng[i]!, corner.lat, corner.lng) < 0.5) atCorner = track.v[i]! * 3.6;
    }
    expect(atCorner).toBeLessThan(30);
    expect(atCorner).toBeGreaterThan(5);
  });

  it('keeps acceleration and braking within the options', () => {
    const rng = new Random(3);
    const points: GeoPoint[] = [origin];
    for (let i = 0; i < 20; i += 1) points.push(offsetPoint(points[i]!, rng.range(-300, 300), rng.range(-300, 300)));
    const track = buildTrack(points, points.map(() => rng.range(30, 90)), TRACK_DEFAULTS, rng)!;
    for (let i = 1; i < track.t.length; i += 1) {
      const dt = track.t[i]! - track.t[i - 1]!;
      const a = (track.v[i]! - track.v[i - 1]!) / dt;
      expect(a).toBeLessThanOrEqual(TRACK_DEFAULTS.accel + 1e-6);
      expect(a).toBeGreaterThanOrEqual(-TRACK_DEFAULTS.decel - 1e-6);
    }
  });

  it('returns null for a degenerate path', () => {
    expect(buildTrack([origin, origin], [50], TRACK_DEFAULTS, new Random(1))).toBeNull();
    expect(buildTrack([origin], [], TRACK_DEFAULTS, new Random(1))).toBeNull();
  });
});

describe('sampleTrack', () => {
  const points = [origin, offsetPoint(origin, 1000, 0), offsetPoint(origin, 1000, 1000)];
  const track = buildTrack(points, [50, 50], TRACK_DEFAULTS, new Random(5))!;

  it('moves continuously from start to end with speeds matching the distance covered', () => {
    const s = sample();
    let prev = { ...sampleTrack(track, 0, s) };
    expect(prev.lat).toBeCloseTo(origin.lat, 9);
    expect(prev.speedKmh).toBe(0);
    for (let t = 1000; t <= track.durationMs; t += 1000) {
      const cur = { ...sampleTrack(track, t, s) };
      const moved = cur.distanceM - prev.distanceM;
      // Mean of the two sampled speeds approximates the distance in one second (constant acceleration pieces).
      expect(Math.abs(moved - (prev.speedKmh + cur.speedKmh) / 2 / 3.6)).toBeLessThan(0.5);
      expect(haversineM(prev.lat, prev.lng, cur.lat, cur.lng)).toBeLessThanOrEqual(moved + 0.5);
      prev = cur;
    }
    const end = sampleTrack(track, track.durationMs + 5000, s);
    expect(end.distanceM).toBeCloseTo(track.lengthM, 3);
    expect(end.speedKmh).toBeCloseTo(0, 6);
  });

  it('reports the heading of the piece', () => {
    const s = sampleTrack(track, track.durationMs * 0.25, sample());
    expect(s.heading).toBeCloseTo(0, 0);
    const later = sampleTrack(track, track.durationMs * 0.8, sample());
    expect(later.heading).toBeCloseTo(90, 0);
  });
});
