/** Sensor readings that depend on time and state only: reefer temperature, supply voltage, satellites, altitude. */
import type { AssetType } from '@fleet/domain';
import { noise01 } from './prng';
import { DAY_MS, MINUTE_MS } from './schedule';
import type { DoorEvent } from './timeline';

/** Rise of the air temperature while a reefer door is open, degrees Celsius per minute. */
const DOOR_RISE_C_PER_MIN = 0.9;
/** Highest rise above the set point while a door is open, degrees Celsius. */
const DOOR_MAX_RISE_C = 14;
/** Recovery time constant after the door closes, minutes. */
const RECOVERY_MIN = 9;

/** Reefer air temperature at `time`: the set point with a little noise, plus door-open excursions. */
export function temperatureAt(time: number, setPointC: number, doors: readonly DoorEvent[], assetHash: number): number {
  let rise = 0;
  for (const door of doors) {
    if (time < door.at) continue;
    const openMin = Math.min(time - door.at, door.durationMs) / MINUTE_MS;
    const peak = Math.min(DOOR_MAX_RISE_C, openMin * DOOR_RISE_C_PER_MIN);
    const closedMin = Math.max(0, time - door.at - door.durationMs) / MINUTE_MS;
    // Fully recovered after two hours (so dropping old events never changes a reading).
    if (closedMin >= 120) continue;
    rise = Math.max(rise, peak * Math.exp(-closedMin / RECOVERY_MIN));
  }
  const wobble = (noise01(assetHash, Math.floor(time / (5 * MINUTE_MS))) - 0.5) * 0.8;
  return setPointC + rise + wobble;
}

/** Drops door events that no longer affect the temperature at `time`. */
export function pruneDoors(doors: DoorEvent[], time: number): void {
  while (doors.length > 1 && doors[0]!.at + doors[0]!.durationMs + 2 * 3_600_000 < time) doors.shift();
}

/**
 * Supply voltage: ~13.8 V with the engine running, ~12.4 V parked, lower parked voltage in a weak-battery period;
 * 3.6-4.2 V for battery trackers (phones and watches charge at night).
 */
export function voltageAt(
  type: AssetType,
  ignition: boolean | null,
  time: number,
  localHour: number,
  weakBattery: boolean,
  assetHash: number,
): number {
  const n = noise01(assetHash, Math.floor(time / (10 * MINUTE_MS)), 7);
  if (ignition === null) {
    if (type === 'watch' || type === 'staff') {
      // Charged overnight, then drains through the day.
      const sinceCharge = localHour >= 6 ? localHour - 6 : 0;
      return 4.2 - Math.min(0.55, sinceCharge * 0.035) + (n - 0.5) * 0.02;
    }
    return 3.62 + (n - 0.5) * 0.04;
  }
  if (ignition) return (weakBattery ? 13.3 : 13.8) + (n - 0.5) * 0.3;
  return (weakBattery ? 11.6 : 12.45) + (n - 0.5) * 0.15;
}

/** Whether a weak-battery asset is in its weak period: days 5-7 of every 14 since the start. */
export function inWeakBatteryPeriod(time: number, startTime: number): boolean {
  const day = Math.floor((time - startTime) / DAY_MS);
  const phase = ((day % 14) + 14) % 14;
  return phase >= 5 && phase <= 7;
}

/** Satellites in use. */
export function satellitesAt(time: number, moving: boolean, assetHash: number): number {
  const n = noise01(assetHash, Math.floor(time / MINUTE_MS), 11);
  return (moving ? 9 : 7) + Math.floor(n * 6);
}

/** Altitude above sea level, metres: 0 on water, else a stable value per ~1 km cell. */
export function altitudeAt(type: AssetType, lat: number, lng: number): number {
  if (type === 'boat') return 0;
  return Math.round(12 + 30 * noise01(Math.floor(lat * 100), Math.floor(lng * 100), 13));
}
