/**
 * Engine hours: the meter of the time an asset's engine ran, as reminders (and service schedules) read it. One
 * definition for the ingest that keeps the meter and every screen that shows it. Values only (no zod).
 */

/**
 * The longest silence between two reports that still counts as engine time, ms: a tracker reports at least every few
 * minutes while the ignition is on; after a longer gap nobody knows whether the engine ran, so it does not count.
 */
export const ENGINE_GAP_MAX_MS = 15 * 60_000;

/**
 * The engine time between two consecutive reports of an asset, ms: the whole step when the earlier report has the
 * ignition on and the gap is at most ENGINE_GAP_MAX_MS, else nothing (ignition off or unknown, out of order, or a
 * silence).
 */
export function engineMsBetween(previous: { time: number; ignition: boolean | null }, next: { time: number }): number {
  const step = next.time - previous.time;
  return previous.ignition === true && step > 0 && step <= ENGINE_GAP_MAX_MS ? step : 0;
}

/**
 * The engine hours an asset's meter shows, h (one decimal): the time counted at ingest plus the asset's offset (set in
 * the administration so that it matches the vehicle's hour meter). Null when the asset never reported.
 */
export function dashboardEngineHours(engineMs: number | null, offsetH: number): number | null {
  return engineMs === null ? null : Math.round((engineMs / 3_600_000 + offsetH) * 10) / 10;
}
