import { VESSEL_STATE_STYLES, VESSEL_TEXTS as T, type Vessel } from '@fleet/domain';
import { Button, DataTable, type DataTableColumn } from '@fleet/ui';
import { useMemo, type MouseEvent } from 'react';
import { gearLabel, knots, metres, shortTime } from './vessel-format';

/** Props of {@link VesselTable}. */
export interface VesselTableProps {
  vessels: readonly Vessel[];
  /** The user's zone: the last reports' times are its. */
  timeZone: string;
  /** Shown to Administrators: a vessel's register opens for editing. */
  onEdit?: ((vessel: Vessel) => void) | undefined;
  /** Where a vessel's name leads (the vessel on the map), and how a plain click goes there inside the app; plain text when absent. */
  nameLink?: { href: (vessel: Vessel) => string; go: (event: MouseEvent, href: string) => void } | undefined;
}

/** The vessel register with each vessel's state (in port, at sea, silent), last report and speed. Read-only but for Edit. */
export function VesselTable({ vessels, timeZone, onEdit, nameLink }: VesselTableProps) {
  const columns = useMemo<DataTableColumn<Vessel>[]>(
    () => [
      {
        key: 'name',
        header: 'Vessel',
        render: (v) =>
          nameLink ? (
            <a className="asset-name" href={nameLink.href(v)} onClick={(e) => nameLink.go(e, nameLink.href(v))} data-testid="asset-table-link">
              <span data-testid="vessel-name">{v.name}</span>
            </a>
          ) : (
            <span data-testid="vessel-name">{v.name}</span>
          ),
      },
      { key: 'registration', header: 'Registration', nowrap: true },
      { key: 'callSign', header: 'Call sign', nowrap: true },
      { key: 'mmsi', header: 'MMSI', nowrap: true },
      { key: 'gearType', header: 'Gear', render: (v) => gearLabel(v.gearType) },
      { key: 'lengthM', header: 'Length', align: 'right', render: (v) => metres(v.lengthM) },
      { key: 'homePort', header: 'Home port' },
      { key: 'agency', header: 'Owner / agency' },
      {
        key: 'state',
        header: 'State',
        render: (v) => (
          <span className="vessel-state" style={{ color: VESSEL_STATE_STYLES[v.state].color }} data-testid="vessel-state" data-state={v.state}>
            {VESSEL_STATE_STYLES[v.state].label}
            {v.port ? ` · ${v.port}` : ''}
          </span>
        ),
      },
      { key: 'lastReportAt', header: 'Last report', nowrap: true, render: (v) => shortTime(v.lastReportAt, timeZone) },
      { key: 'speedKn', header: 'Speed', align: 'right', nowrap: true, render: (v) => knots(v.speedKn) },
      { key: 'published', header: 'Public', render: (v) => (v.published ? 'Yes' : 'No') },
      ...(onEdit
        ? [
            {
              key: 'edit',
              header: '',
              render: (v: Vessel) => (
                <Button size="sm" variant="ghost" onClick={() => onEdit(v)} data-testid={`vessel-edit-${v.assetId}`}>
                  Edit
                </Button>
              ),
            },
          ]
        : []),
    ],
    [timeZone, onEdit, nameLink],
  );
  return <DataTable columns={columns} rows={vessels} getRowKey={(v) => v.assetId} caption={T.registerTitle} emptyText={T.noVessels} testId="vessel-table" maxHeight={420} />;
}
