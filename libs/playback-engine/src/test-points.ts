/** Test helpers (`@fleet/playback-engine/testing`): PlaybackRoutePoint values with defaults, Kuala Lumpur times. */
import { formatPointTime, type PlaybackRoutePoint } from '@fleet/domain';

export const KL = 'Asia/Kuala_Lumpur';

/** Instant of a Kuala Lumpur (UTC+8, no DST) wall time in March 2026. */
export function kl(day: number, hour: number, minute: number, second = 0): number {
  return Date.UTC(2026, 2, day, hour - 8, minute, second);
}

export function point(t: number, over: Partial<PlaybackRoutePoint> = {}): PlaybackRoutePoint {
  return {
    time: formatPointTime(t, KL),
    t,
    lat: 3,
    lng: 101,
    heading: 0,
    status: 'Moving',
    speed: 40,
    mileage: null,
    address: '',
    fuel: null,
    fuelPercent: null,
    temp: null,
    idling: false,
    input: '',
    ignition: true,
    gps: true,
    assetName: 'Truck 1',
    nextData: 0,
    overspeed: false,
    event: null,
    poi: null,
    ...over,
  };
}
