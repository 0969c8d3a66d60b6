/** Fixture routes for the tests and stories (not exported from the library). */
import { point } from '@fleet/playback-engine/testing';
import { type AssetStatus, type PlaybackEventKind, type PlaybackRoutePoint } from '@fleet/domain';

export const FIXTURE_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** Instant of a Kuala Lumpur (UTC+8) wall time in March 2026. */
export const kl = (day: number, hour: number, minute = 0, second = 0) => Date.UTC(2026, 2, day, hour - 8, minute, second);

const ROADS = ['Jalan Klang Lama, Petaling Jaya', 'Jalan Tun Razak, Kuala Lumpur', 'Lebuhraya Persekutuan, Shah Alam', 'Jalan Ampang, Kuala Lumpur'];

/** One route point with defaults (a moving truck on a Klang Valley road, 60 % fuel). */
export function fixturePoint(t: number, over: Partial<PlaybackRoutePoint> = {}): PlaybackRoutePoint {
  return point(t, { lat: 3.1, lng: 101.6, speed: 45, mileage: 1200, address: ROADS[0]!, fuel: 40, fuelPercent: 60, ...over });
}

type Leg = [minute: number, status: AssetStatus, speed: number, fuelPercent: number | null, event?: PlaybackEventKind];

/**
 * A short day on 5 March 2026, 08:00 – 12:00 KL: drives, a 3-point park (one long-event card), an idle pair, and a
 * point after midnight of the next day is not included. Fuel 25 % (danger), 55 % (warning), 90 % (success).
 */
const LEGS: Leg[] = [
  [0, 'Moving', 30, 90, 'start'],
  [20, 'Moving', 62, 85],
  [40, 'Parked', 0, 80, 'stop'],
  [70, 'Parked', 0, 80],
  [100, 'Parked', 0, 80],
  [110, 'Moving', 48, 55, 'move'],
  [140, 'Idling', 0, 50, 'stop'],
  [140.5, 'Idling', 0, 50],
  [160, 'Moving', 70, 25, 'move'],
  [240, 'Moving', 20, 20, 'end'],
];

/** The short fixture day (10 points). */
export function fixtureDay(): PlaybackRoutePoint[] {
  const points = LEGS.map(([minute, status, speed, fuelPercent, event], i) =>
    fixturePoint(kl(5, 8) + minute * 60_000, {
      status,
      speed,
      fuelPercent,
      fuel: fuelPercent == null ? null : Math.round(fuelPercent * 0.8),
      event: event ?? null,
      idling: status === 'Idling',
      address: ROADS[i % ROADS.length]!,
      lat: 3.1 + i * 0.01,
      lng: 101.6 + i * 0.012,
      heading: (i * 40) % 360,
    }),
  );
  return withNextData(points);
}

/** `n` points every 30 s from 4 March 2026 20:00 KL (crosses midnight), with parks every 50 points. */
export function fixtureLongRoute(n = 3000): PlaybackRoutePoint[] {
  const start = kl(4, 20);
  const points = Array.from({ length: n }, (_, i) => {
    const parked = i % 50 >= 45;
    return fixturePoint(start + i * 30_000, {
      status: parked ? 'Parked' : 'Moving',
      speed: parked ? 0 : 30 + (i % 40),
      fuelPercent: 100 - Math.floor((i / n) * 90),
      address: ROADS[i % ROADS.length]!,
      event: i === 0 ? 'start' : i % 50 === 45 ? 'stop' : i % 50 === 0 ? 'move' : null,
      lat: 3 + i * 0.0005,
      lng: 101.5 + i * 0.0004,
    });
  });
  return withNextData(points);
}

function withNextData(points: PlaybackRoutePoint[]): PlaybackRoutePoint[] {
  return points.map((p, i) => ({ ...p, nextData: i + 1 < points.length ? points[i + 1]!.t - p.t : 0 }));
}
