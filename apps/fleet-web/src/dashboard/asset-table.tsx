import { formatRangeTime, type DashboardAsset } from '@fleet/domain';
import { DataTable, StatusBadge, type DataTableColumn } from '@fleet/ui';
import { useAtomValue } from 'jotai';
import { useMemo, type MouseEvent } from 'react';
import { timeZoneAtom } from '../session/session-atoms';

/** An asset name that leads somewhere: its address, and how a plain click goes there inside the app. */
export interface AssetLink {
  href: (asset: DashboardAsset) => string;
  go: (event: MouseEvent, href: string) => void;
}

const columnsIn = (timeZone: string, link?: AssetLink): DataTableColumn<DashboardAsset>[] => [
  {
    key: 'assetName',
    header: 'Asset',
    render: (a) =>
      link ? (
        <a className="asset-name" href={link.href(a)} onClick={(e) => link.go(e, link.href(a))} data-testid="asset-table-link">
          {a.assetName}
        </a>
      ) : (
        <span className="asset-name">{a.assetName}</span>
      ),
  },
  { key: 'assetGroup', header: 'Group' },
  { key: 'type', header: 'Type', render: (a) => <span className="asset-type">{a.type}</span> },
  { key: 'status', header: 'Status', render: (a) => <StatusBadge status={a.status} /> },
  { key: 'lastReportAt', header: 'Last report', nowrap: true, render: (a) => (a.lastReportAt ? formatRangeTime(new Date(a.lastReportAt), timeZone) : 'Never') },
];

/** Props of {@link AssetTable}. */
export interface AssetTableProps {
  assets: readonly DashboardAsset[];
  /** Accessible name of the table. @default 'Assets' */
  caption?: string;
  emptyText?: string;
  testId?: string;
  /** The zone of the times shown. @default the user's (timeZoneAtom) */
  timeZone?: string;
  /** Where an asset's name leads (e.g. the vessel on the map); plain text when absent. */
  assetLink?: AssetLink;
}

/** The asset list: name (a link when `assetLink` is given), group, type, status and last report time. */
export function AssetTable({ assets, caption = 'Assets', emptyText = 'No assets match this status', testId = 'asset-table', timeZone, assetLink }: AssetTableProps) {
  const userZone = useAtomValue(timeZoneAtom);
  const columns = useMemo(() => columnsIn(timeZone ?? userZone, assetLink), [timeZone, userZone, assetLink]);
  return <DataTable columns={columns} rows={assets} getRowKey={(a) => a.assetId} caption={caption} emptyText={emptyText} maxHeight={480} testId={testId} />;
}
