import type { VesselTrip } from './vessels';

/** A port arrival or departure of a vessel (ms). */
export interface PortCall {
  assetId: number;
  time: number;
  kind: 'arrival' | 'departure';
  port: string;
}

const DAY_MS = 86_400_000;

/**
 * A vessel's trips: each departure from a port to the next arrival in one (a departure with no arrival yet is a trip
 * under way, `end` null). A second departure without an arrival between (a report lost in port) starts the trip again.
 * @param calls one vessel's port calls, any order
 */
export function vesselTripsOf(calls: readonly PortCall[]): VesselTrip[] {
  const sorted = [...calls].sort((a, b) => a.time - b.time);
  const trips: VesselTrip[] = [];
  let open: VesselTrip | null = null;
  for (const c of sorted) {
    if (c.kind === 'departure') {
      open = { assetId: c.assetId, start: c.time, end: null, fromPort: c.port, toPort: null };
    } else if (open) {
      trips.push({ ...open, end: c.time, toPort: c.port });
      open = null;
    }
  }
  if (open) trips.push(open);
  return trips;
}

/** A trip's days at sea (to `now` while under way), days with one decimal. */
export function daysAtSea(trip: Pick<VesselTrip, 'start' | 'end'>, now: number): number {
  return Math.round((((trip.end ?? now) - trip.start) / DAY_MS) * 10) / 10;
}

/**
 * Trips per vessel over a period and their days at sea within it (the part of each trip inside [from, to), to `now`
 * for a trip under way), days with one decimal.
 */
export function tripsInPeriod(trips: readonly VesselTrip[], from: number, to: number, now: number): { trips: number; daysAtSea: number } {
  let count = 0;
  let ms = 0;
  for (const t of trips) {
    const end = Math.min(t.end ?? now, to);
    const start = Math.max(t.start, from);
    if (end <= start && !(t.start >= from && t.start < to)) continue;
    count += 1;
    ms += Math.max(0, end - start);
  }
  return { trips: count, daysAtSea: Math.round((ms / DAY_MS) * 10) / 10 };
}
