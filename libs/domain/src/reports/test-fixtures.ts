import type { ReportPoint } from './report-types';

/** 1 Jan 2026 00:00 UTC (08:00 in Kuala Lumpur). Test helper only. */
export const T0 = Date.UTC(2026, 0, 1, 0, 0, 0);
export const MIN = 60_000;

/** A point `minute` minutes after T0, parked at 3.0, 101.0 unless overridden. Test helper only. */
export function pt(minute: number, o: Partial<ReportPoint> = {}): ReportPoint {
  return {
    time: T0 + minute * MIN,
    lat: 3,
    lng: 101,
    speed: 0,
    heading: 0,
    ignition: false,
    inputs: {},
    inputNames: {},
    fuelLitres: null,
    fuelPercent: null,
    temperature: null,
    voltage: null,
    odometer: null,
    address: null,
    ...o,
  };
}
