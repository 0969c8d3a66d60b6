import { VESSEL_TEXTS as T, type MapStyleOption, type PublicVessel } from '@fleet/domain';
import { DataTable, Spinner } from '@fleet/ui';
import { useMemo } from 'react';
import { gearLabel, knots, longTime, metres } from './vessel-format';
import { VesselMap, type VesselMarker } from './vessel-map';

/** What the public page shows: the company's published vessels, or why it cannot. */
export type PublicVesselsState =
  | { kind: 'loading' }
  | { kind: 'shown'; data: { company: string; timeZone: string; delayMin: number; vessels: readonly PublicVessel[] } }
  | { kind: 'unknown' }
  | { kind: 'failed'; message: string };

const NONE: readonly PublicVessel[] = [];

/** Props of {@link PublicVesselsView}. */
export interface PublicVesselsViewProps {
  state: PublicVesselsState;
  styles?: readonly MapStyleOption[] | undefined;
  attribution?: readonly string[] | undefined;
}

/**
 * The public vessel page (`/vms-public`, no sign-in): the vessels a company published, each with its name, gear,
 * length, home port and its position as it was the company's delay ago (times in the company's zone), on a map and
 * in a table. No owner, registration or MMSI: the server never sends them. Controlled: the page polls.
 */
export function PublicVesselsView({ state, styles, attribution }: PublicVesselsViewProps) {
  const vessels = state.kind === 'shown' ? state.data.vessels : NONE;
  const markers = useMemo<VesselMarker[]>(
    () => vessels.filter((v) => v.lat !== null && v.lng !== null).map((v) => ({ id: v.name, name: v.name, lat: v.lat as number, lng: v.lng as number, speedKn: v.speedKn ?? 0 })),
    [vessels],
  );
  if (state.kind === 'loading') {
    return (
      <main className="vms-public vms-public--message" data-testid="vms-public" data-state="loading">
        <Spinner />
      </main>
    );
  }
  if (state.kind !== 'shown') {
    return (
      <main className="vms-public vms-public--message" data-testid="vms-public" data-state={state.kind}>
        <p role="status" data-testid="vms-public-message">
          {state.kind === 'unknown' ? T.publicUnknown : state.message}
        </p>
      </main>
    );
  }
  const { company, timeZone, delayMin } = state.data;
  return (
    <main className="vms-public" data-testid="vms-public" data-state="shown">
      <header className="vms-public__header">
        <h1>
          {T.publicTitle} · {company}
        </h1>
        <p className="muted" data-testid="vms-public-delay">
          {T.publicSubtitle(delayMin)}
        </p>
      </header>
      <VesselMap zones={[]} vessels={markers} styles={styles} attribution={attribution} testId="vms-public-map" />
      <DataTable<PublicVessel>
        columns={[
          { key: 'name', header: 'Vessel', render: (v) => <span data-testid="public-vessel-name">{v.name}</span> },
          { key: 'gearType', header: 'Gear', render: (v) => gearLabel(v.gearType) },
          { key: 'lengthM', header: 'Length', align: 'right', render: (v) => metres(v.lengthM) },
          { key: 'homePort', header: 'Home port' },
          { key: 'time', header: 'Position at', nowrap: true, render: (v) => longTime(v.time, timeZone) },
          { key: 'position', header: 'Position', nowrap: true, render: (v) => (v.lat === null || v.lng === null ? '—' : `${v.lat.toFixed(4)}, ${v.lng.toFixed(4)}`) },
          { key: 'speedKn', header: 'Speed', align: 'right', render: (v) => knots(v.speedKn) },
        ]}
        rows={vessels}
        getRowKey={(v) => v.name}
        caption={`${T.publicTitle} · ${company}`}
        emptyText={T.noVessels}
        testId="public-vessels"
      />
    </main>
  );
}
