/** Physical and fuel figures per kind of mover. Units are in each name: m/s, m/s², litres, L/100 km, L/h. */
import type { AssetType } from '@fleet/domain';
import type { TrackOptions } from './track';

/** Fuel figures of a powered asset. */
export interface FuelProfile {
  /** Tank size range, litres. */
  tankLitres: [number, number];
  /** Fuel per 100 km driven, litres. */
  litresPer100Km: number;
  /** Fuel per hour with the engine running and stationary, litres. */
  idleLitresPerHour: number;
  /** Fuel per hour of work on top of distance (machines, boats), litres. */
  workLitresPerHour: number;
  /** Odometer at the start, km. */
  odometerKm: [number, number];
}

export const CAR_FUEL: Readonly<FuelProfile> = {
  tankLitres: [50, 50],
  litresPer100Km: 7.5,
  idleLitresPerHour: 0.9,
  workLitresPerHour: 0,
  odometerKm: [15_000, 140_000],
};

export const TRUCK_FUEL: Readonly<FuelProfile> = {
  tankLitres: [300, 400],
  litresPer100Km: 32,
  idleLitresPerHour: 2.8,
  workLitresPerHour: 0,
  odometerKm: [90_000, 650_000],
};

export const MACHINE_FUEL: Readonly<FuelProfile> = {
  tankLitres: [180, 400],
  litresPer100Km: 0,
  idleLitresPerHour: 3,
  workLitresPerHour: 14,
  odometerKm: [800, 9_000],
};

export const BOAT_FUEL: Readonly<FuelProfile> = {
  tankLitres: [800, 2_500],
  litresPer100Km: 0,
  idleLitresPerHour: 6,
  workLitresPerHour: 45,
  odometerKm: [5_000, 60_000],
};

/** Fuel figures of an asset type; null for types without an engine (people, animals, items). */
export function fuelProfileOf(type: AssetType): FuelProfile | null {
  switch (type) {
    case 'car':
      return CAR_FUEL;
    case 'truck':
      return TRUCK_FUEL;
    case 'machine':
      return MACHINE_FUEL;
    case 'boat':
      return BOAT_FUEL;
    default:
      return null;
  }
}

/** Car driving (city and highway). */
export const CAR_DRIVING: Readonly<TrackOptions> = {
  accel: 1.8,
  decel: 2.6,
  lateralAccel: 2.6,
  minTurnSpeed: 2.5,
  maxStepM: 150,
  speedFactor: 0.95,
  speedNoise: 0.06,
  cornerSpanM: 20,
};

/** Truck driving: slower to accelerate, corners more gently. */
export const TRUCK_DRIVING: Readonly<TrackOptions> = {
  accel: 0.9,
  decel: 1.7,
  lateralAccel: 1.8,
  minTurnSpeed: 2,
  maxStepM: 150,
  speedFactor: 0.92,
  speedNoise: 0.05,
  cornerSpanM: 20,
};

/** Machines in a field: slow, tight turns at the headland. */
export const MACHINE_DRIVING: Readonly<TrackOptions> = {
  accel: 0.5,
  decel: 1,
  lateralAccel: 0.6,
  minTurnSpeed: 0.7,
  maxStepM: 60,
  speedFactor: 1,
  speedNoise: 0.05,
  cornerSpanM: 8,
};

/** Boats: gentle acceleration, wide turns. */
export const BOAT_DRIVING: Readonly<TrackOptions> = {
  accel: 0.25,
  decel: 0.35,
  lateralAccel: 0.4,
  minTurnSpeed: 2,
  maxStepM: 250,
  speedFactor: 1,
  speedNoise: 0.04,
  cornerSpanM: 150,
};

/** People walking. */
export const WALKING: Readonly<TrackOptions> = {
  accel: 0.6,
  decel: 0.8,
  lateralAccel: 0.5,
  minTurnSpeed: 0.7,
  maxStepM: 40,
  speedFactor: 1,
  speedNoise: 0.05,
  cornerSpanM: 4,
};

/** Grazing animals. */
export const GRAZING: Readonly<TrackOptions> = {
  accel: 0.3,
  decel: 0.5,
  lateralAccel: 0.3,
  minTurnSpeed: 0.15,
  maxStepM: 15,
  speedFactor: 1,
  speedNoise: 0.06,
  cornerSpanM: 3,
};
