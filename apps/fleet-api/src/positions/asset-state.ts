import { deriveStatus, engineMsBetween, isFutureTime, type AssetStatus, type LiveAsset, type Position, type StatusInput, type StatusThresholds } from '@fleet/domain';

/** The newest known state of one asset: its last report, since when it stands still, and its status. */
export interface AssetState {
  assetId: number;
  tenantId: string;
  /** The newest report (time in ms since epoch). */
  last: Position;
  /** Since when the speed has stayed below the moving threshold, ms since epoch; null while moving. */
  stationarySince: number | null;
  /** As derived when the state last changed. */
  status: AssetStatus;
  /** The engine-hours meter: ms of engine time counted so far (engineMsBetween over the reports in order). */
  engineMs: number;
}

/** What `deriveStatus` needs from a state. */
export function toStatusInput(state: AssetState): StatusInput {
  return {
    lastReportAt: state.last.time,
    speedKmh: state.last.speed,
    ignition: state.last.ignition,
    stationarySince: state.stationarySince,
  };
}

/** The state as the live feed sends it, with the given status. */
export function toLiveAsset(state: AssetState, status: AssetStatus = state.status): LiveAsset {
  const p = state.last;
  return {
    assetId: state.assetId,
    time: p.time,
    lat: p.lat,
    lng: p.lng,
    speed: p.speed,
    heading: p.heading,
    status,
    ignition: p.ignition,
    fuelPercent: p.fuelPercent,
    temperature: p.temperature,
    odometer: p.odometer,
    address: p.address,
  };
}

/**
 * Folds an asset's new reports into its state. Only reports newer than the current one count (newest wins; late
 * reports are stored but change nothing here). `stationarySince` starts at the first report below the moving
 * threshold and is kept while the asset stays below it. A report dated more than a day after `now` never becomes
 * the state, and a state already dated so (written before the ingest filtered such reports) is replaced by the
 * newest sane report: one wrong clock cannot freeze the live position.
 * @param reports the asset's reports, sorted by time ascending
 * @param now ms since epoch, for the status
 * @returns the new state, or undefined when no report was newer
 */
export function advanceAssetState(
  previous: AssetState | undefined,
  tenantId: string,
  reports: readonly Position[],
  thresholds: StatusThresholds,
  now: number,
): AssetState | undefined {
  const current = previous && !isFutureTime(previous.last.time, now) ? previous : undefined;
  let last = current?.last;
  let stationarySince = current?.stationarySince ?? null;
  // The meter carries on even when a frozen (future-dated) state is replaced.
  let engineMs = previous?.engineMs ?? 0;
  let changed = false;
  for (const report of reports) {
    if (isFutureTime(report.time, now)) continue;
    if (last && report.time <= last.time) continue;
    const moving = report.speed >= thresholds.movingSpeedKmh;
    // A previous state that was moving has stationarySince null: the stop starts with this report.
    stationarySince = moving ? null : last && stationarySince !== null ? stationarySince : report.time;
    if (last) engineMs += engineMsBetween(last, report);
    last = report;
    changed = true;
  }
  if (!changed || !last) return undefined;
  const next = { assetId: last.assetId, tenantId, last, stationarySince, status: 'Inactive' as AssetStatus, engineMs };
  next.status = deriveStatus(toStatusInput(next), now, thresholds);
  return next;
}
