import { VESSEL_TEXTS as T, type VesselActivity } from '@fleet/domain';
import { DataTable } from '@fleet/ui';
import { daysText, longTime, shortTime } from './vessel-format';

type Trip = VesselActivity['trips'][number];
type PerVessel = VesselActivity['perVessel'][number];
type PortCall = VesselActivity['portCalls'][number];
type Fishing = VesselActivity['fishing'][number];

/** A period's trips (a departure from a port to the next arrival) with their days at sea; a trip still at sea says so. */
export function VesselTripsTable({ trips, timeZone }: { trips: readonly Trip[]; timeZone: string }) {
  return (
    <DataTable<Trip>
      columns={[
        { key: 'name', header: 'Vessel' },
        { key: 'start', header: 'Departed', nowrap: true, render: (t) => `${shortTime(t.start, timeZone)} · ${t.fromPort}` },
        { key: 'end', header: 'Arrived', nowrap: true, render: (t) => (t.end === null ? 'At sea' : `${shortTime(t.end, timeZone)} · ${t.toPort ?? ''}`) },
        { key: 'days', header: 'Days at sea', align: 'right', render: (t) => daysText(t.days) },
      ]}
      rows={trips}
      getRowKey={(t) => `${t.assetId}:${t.start}`}
      caption={T.tripsTitle}
      emptyText={T.noTrips}
      testId="vessel-trips"
      maxHeight={260}
    />
  );
}

/** Trips and days at sea per vessel over the period. */
export function TripsPerVesselTable({ rows }: { rows: readonly PerVessel[] }) {
  return (
    <DataTable<PerVessel>
      columns={[
        { key: 'name', header: 'Vessel' },
        { key: 'trips', header: 'Trips', align: 'right' },
        { key: 'daysAtSea', header: 'Days at sea', align: 'right', render: (r) => daysText(r.daysAtSea) },
      ]}
      rows={rows}
      getRowKey={(r) => r.assetId}
      caption="Trips per vessel"
      emptyText={T.noVessels}
      testId="vessel-trips-per-vessel"
      maxHeight={260}
    />
  );
}

/** The period's port calls, newest first: arrivals and departures with the port and the time in the user's zone. */
export function PortCallsList({ calls, timeZone }: { calls: readonly PortCall[]; timeZone: string }) {
  return (
    <DataTable<PortCall>
      columns={[
        { key: 'time', header: 'Time', nowrap: true, render: (c) => longTime(c.time, timeZone) },
        { key: 'name', header: 'Vessel' },
        { key: 'kind', header: 'Call', render: (c) => <span data-testid="port-call-kind">{c.kind === 'arrival' ? 'Arrived' : 'Departed'}</span> },
        { key: 'port', header: 'Port' },
      ]}
      rows={calls}
      getRowKey={(c) => `${c.assetId}:${c.time}:${c.kind}`}
      caption={T.portCallsTitle}
      emptyText={T.noPortCalls}
      testId="vessel-port-calls"
      maxHeight={300}
    />
  );
}

/** The period's fishing activity, newest first: when a spell was told, for how long it had lasted, and where. */
export function FishingList({ events, timeZone }: { events: readonly Fishing[]; timeZone: string }) {
  return (
    <DataTable<Fishing>
      columns={[
        { key: 'time', header: 'Time', nowrap: true, render: (f) => longTime(f.time, timeZone) },
        { key: 'name', header: 'Vessel' },
        { key: 'zone', header: 'Zone', render: (f) => f.zone ?? `${f.lat.toFixed(3)}, ${f.lng.toFixed(3)}` },
        { key: 'minutes', header: 'Pattern for', align: 'right', render: (f) => `${f.minutes} min` },
      ]}
      rows={events}
      getRowKey={(f) => `${f.assetId}:${f.time}`}
      caption={T.fishingTitle}
      emptyText={T.noFishing}
      testId="vessel-fishing"
      maxHeight={300}
    />
  );
}
