import { useAtomValue } from 'jotai';
import { timeZoneAtom, unitsAtom } from '../session/session-atoms';
import { StatusBadge } from '@fleet/ui';
import type { UnitPreferences } from '@fleet/domain';
import {
  columnSizingFeature,
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
  type SortingState,
} from '@tanstack/react-table';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { formatCoords, formatFuel, formatIgnition, formatLastUpdate, formatSpeed, formatTemperature } from './asset-format';
import { DrillDownLinks } from './drill-down-links';
import type { LiveRow } from './live-rows';

/** Row height of the live table, px. */
export const LIVE_TABLE_ROW_PX = 36;
/** Rows rendered before the table's height is known. */
const UNMEASURED_ROWS = 30;

const features = tableFeatures({
  columnSizingFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
});
const helper = createColumnHelper<typeof features, LiveRow>();
const STATUS_ORDER = { Moving: 0, Idling: 1, Parked: 2, Inactive: 3 } as const;

/** Columns: name, group, status, speed, ignition, last update, fuel %, temperature, lat/lng, Playback and Report. Widths in px. */
/** The table's columns; times in the user's zone, speeds and temperatures in the company's units. */
const columnsIn = (timeZone: string, units: UnitPreferences) => helper.columns([
  helper.accessor('name', { header: 'Asset', size: 220, sortFn: 'alphanumeric', cell: (c) => <span className="asset-name">{c.getValue()}</span> }),
  helper.accessor('group', { header: 'Group', size: 170, sortFn: 'alphanumeric' }),
  helper.accessor('status', {
    header: 'Status',
    size: 100,
    sortFn: (a, b) => STATUS_ORDER[a.original.status] - STATUS_ORDER[b.original.status],
    cell: (c) => <StatusBadge status={c.getValue()} />,
  }),
  helper.accessor('speed', { header: 'Speed', size: 90, sortFn: 'basic', cell: (c) => formatSpeed(c.getValue(), units) }),
  helper.accessor((r) => (r.ignition === null ? -1 : r.ignition ? 1 : 0), {
    id: 'ignition',
    header: 'Ignition',
    size: 96,
    sortFn: 'basic',
    cell: (c) => formatIgnition(c.row.original.ignition),
  }),
  helper.accessor((r) => r.time ?? 0, { id: 'time', header: 'Last update', size: 170, sortFn: 'basic', cell: (c) => formatLastUpdate(c.row.original.time, timeZone) }),
  helper.accessor((r) => r.fuelPercent ?? -1, { id: 'fuel', header: 'Fuel', size: 70, sortFn: 'basic', cell: (c) => formatFuel(c.row.original.fuelPercent) }),
  helper.accessor((r) => r.temperature ?? -999, {
    id: 'temperature',
    header: 'Temp.',
    size: 80,
    sortFn: 'basic',
    cell: (c) => formatTemperature(c.row.original.temperature, units),
  }),
  helper.accessor((r) => r.lat, { id: 'position', header: 'Lat, Lng', size: 170, enableSorting: false, cell: (c) => formatCoords(c.row.original.lat, c.row.original.lng) }),
  helper.display({
    id: 'actions',
    header: '',
    size: 140,
    cell: (c) => <DrillDownLinks assetId={c.row.original.assetId} summary={{ unitId: c.row.original.unitId, assetName: c.row.original.name }} testId="live-table" />,
  }),
]);

/** Props of {@link LiveTable}. */
export interface LiveTableProps {
  rows: readonly LiveRow[];
  selectedAssetId: number | null;
  onSelect: (assetId: number) => void;
}

/**
 * The live asset table: TanStack Table (sortable columns) with virtual rows (TanStack Virtual), updated in place as
 * the live feed changes; a row click selects the asset.
 */
export function LiveTable({ rows, selectedAssetId, onSelect }: LiveTableProps) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  const timeZone = useAtomValue(timeZoneAtom);
  const units = useAtomValue(unitsAtom);
  const columns = useMemo(() => columnsIn(timeZone, units), [timeZone, units]);
  const table = useTable({
    features,
    columns,
    data: rows as LiveRow[],
    state: { sorting },
    onSortingChange: setSorting,
    getRowId: (row) => String(row.assetId),
  });
  const model = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: model.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LIVE_TABLE_ROW_PX,
    getItemKey: (i) => model[i]?.id ?? i,
    overscan: 10,
    // Unmeasured (not laid out yet, or a DOM without layout): render the first screenful of rows.
    observeElementRect: (instance: Virtualizer<HTMLDivElement, Element>, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: UNMEASURED_ROWS * LIVE_TABLE_ROW_PX })),
  });
  const width = table.getHeaderGroups()[0]?.headers.reduce((sum, h) => sum + h.getSize(), 0) ?? 0;

  return (
    <div className="live-table" ref={scrollRef} data-testid="live-table" data-rows={model.length}>
      <table role="grid" aria-rowcount={model.length} style={{ width, minWidth: '100%' }}>
        <thead className="live-table__head">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="live-table__row">
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const canSort = header.column.getCanSort();
                return (
                  <th
                    key={header.id}
                    style={{ width: header.getSize() }}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    data-testid={`live-table-head-${header.id}`}
                  >
                    {canSort ? (
                      <button type="button" className="live-table__sort" onClick={header.column.getToggleSortingHandler()}>
                        <table.FlexRender header={header} />
                        <span className="live-table__sort-mark" aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                        </span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="live-table__body" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = model[item.index];
            if (!row) return null;
            const selected = row.original.assetId === selectedAssetId;
            return (
              <tr
                key={row.id}
                className="live-table__row"
                data-index={item.index}
                aria-selected={selected}
                data-testid="live-table-row"
                data-asset-id={row.original.assetId}
                data-status={row.original.status}
                style={{ transform: `translateY(${item.start}px)`, height: LIVE_TABLE_ROW_PX }}
                onClick={() => onSelect(row.original.assetId)}
              >
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} style={{ width: cell.column.getSize() }}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {model.length === 0 ? <p className="live-table__empty">No assets match the filter</p> : null}
    </div>
  );
}
