/** Test helper: drives a fleet through a time range in chunks and groups the reports by asset. */
import type { PositionInput } from '@fleet/domain';
import type { AdvanceOptions, DemoFleet, DemoRefuel } from '../types';

/** Reports of a run. */
export interface FleetRun {
  all: PositionInput[];
  byAsset: Map<number, PositionInput[]>;
  /** Wall-clock time of the simulation, ms. */
  elapsedMs: number;
  /** Reports outside their call's (time, untilMs] window or out of time order. */
  misplaced: number;
  /** The refuels handed out after each chunk. */
  refuels: DemoRefuel[];
}

/** Advances `fleet` to `untilMs` in chunks of `chunkMs`. */
export function runFleet(fleet: DemoFleet, untilMs: number, chunkMs: number, intervals: AdvanceOptions, now: () => number): FleetRun {
  const all: PositionInput[] = [];
  const byAsset = new Map<number, PositionInput[]>();
  let misplaced = 0;
  let elapsedMs = 0;
  const refuels: DemoRefuel[] = [];
  while (fleet.time < untilMs) {
    const from = fleet.time;
    const until = Math.min(untilMs, from + chunkMs);
    const started = now();
    const batch = fleet.advance(until, intervals);
    elapsedMs += now() - started;
    let prev = from;
    for (const p of batch) {
      if (p.time <= from || p.time > until || p.time < prev) misplaced += 1;
      prev = p.time;
      all.push(p);
    }
    refuels.push(...fleet.takeRefuels());
  }
  for (const p of all) {
    const list = byAsset.get(p.assetId);
    if (list) list.push(p);
    else byAsset.set(p.assetId, [p]);
  }
  return { all, byAsset, elapsedMs, misplaced, refuels };
}
