import { formatRangeTime, type DashboardAsset } from '@fleet/domain';
import { DataTable, StatusBadge, type DataTableColumn } from '@fleet/ui';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { timeZoneAtom } from '../session/session-atoms';

const columnsIn = (timeZone: string): DataTableColumn<DashboardAsset>[] => [
  { key: 'assetName', header: 'Asset', render: (a) => <span className="asset-name">{a.assetName}</span> },
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
}

/** The asset list: name, group, type, status and last report time. */
export function AssetTable({ assets, caption = 'Assets', emptyText = 'No assets match this status', testId = 'asset-table', timeZone }: AssetTableProps) {
  const userZone = useAtomValue(timeZoneAtom);
  const columns = useMemo(() => columnsIn(timeZone ?? userZone), [timeZone, userZone]);
  return <DataTable columns={columns} rows={assets} getRowKey={(a) => a.assetId} caption={caption} emptyText={emptyText} maxHeight={480} testId={testId} />;
}
