/** Tuning of the demo fleet. Every entry gives its unit; options are merged over {@link DEMO_FLEET_DEFAULTS}. */
export interface DemoFleetSettings {
  /** Local time offset from UTC for shifts, breaks and nights, ms. @default 28_800_000 (UTC+8, Malaysia) */
  utcOffsetMs: number;
  /** Share of assets whose tracker goes silent, 0..1 (rounded; 49 assets give 3). @default 0.06 */
  silentShare: number;
  /**
   * How far before the advance target a silent tracker stopped (its last report), shortest, ms.
   * @default 172_800_000 (2 days)
   */
  silentLagMinMs: number;
  /** The same, longest, ms. @default 432_000_000 (5 days) */
  silentLagMaxMs: number;
  /**
   * History the caller backfills from `startTime`, ms: silent trackers stop reporting at
   * max(untilMs, startTime + silentHorizonMs) - lag, so they are silent at the end of the backfill and ever after.
   * @default 2_592_000_000 (30 days)
   */
  silentHorizonMs: number;
  /** Share of trucks that carry a reefer unit, 0..1 (at least one when there are trucks). @default 0.34 */
  reeferShare: number;
  /** Share of the trucks of each group that run inter-town trips, 0..1. @default 0.5 */
  longHaulShare: number;
  /** Chance that a long-haul truck runs an inter-town trip on a working day, 0..1. @default 0.5 */
  interTownChance: number;
  /** Fuel level below which a vehicle refuels at its next stop, percent of the tank. @default 25 */
  refuelBelowPercent: number;
  /** Chance that a trip is driven above the speed limit, 0..1. @default 0.12 */
  overspeedChance: number;
  /** Chance that a stop during a shift is an idle with the engine running (else a park), 0..1. @default 0.35 */
  idleStopChance: number;
  /** Chance per night that the fuel-theft truck is drained while parked, 0..1. @default 0.2 */
  theftChancePerNight: number;
  /** Reefer set point, degrees Celsius. @default -18 */
  reeferSetPointC: number;
}

/** Defaults of {@link DemoFleetSettings}. */
export const DEMO_FLEET_DEFAULTS: Readonly<DemoFleetSettings> = Object.freeze({
  utcOffsetMs: 8 * 3_600_000,
  silentShare: 0.06,
  silentLagMinMs: 2 * 86_400_000,
  silentLagMaxMs: 5 * 86_400_000,
  silentHorizonMs: 30 * 86_400_000,
  reeferShare: 0.34,
  longHaulShare: 0.5,
  interTownChance: 0.5,
  refuelBelowPercent: 25,
  overspeedChance: 0.12,
  idleStopChance: 0.35,
  theftChancePerNight: 0.2,
  reeferSetPointC: -18,
});
