import { formatRangeTime, toDisplay, unitLabel, type StatusFilterKey, type UnitPreferences } from '@fleet/domain';
import type { ExportModel, ExportRow, PdfModel } from '@fleet/export-kit';
import type { LiveRow } from './live-rows';

/** The default title of the Monitor's PDF (SPEC §9: 'Vehicle List' plus the filter). */
export const VEHICLE_LIST_TITLE = 'Vehicle List';

/** What the Monitor shows: its status filter and search. */
export interface VehicleListFilter {
  statuses: readonly StatusFilterKey[];
  search: string;
}

/** 'Vehicle List' plus the filter: ' - Move, Park' (the filter's names) for statuses other than All, ' "hino"' for a search. */
export function vehicleListTitle(filter: VehicleListFilter): string {
  // All (alone, or with the four statuses it stands for in the multi-select filter) adds nothing.
  const statuses = filter.statuses.includes('All') ? [] : filter.statuses;
  const search = filter.search.trim();
  return `${VEHICLE_LIST_TITLE}${statuses.length > 0 ? ` - ${statuses.join(', ')}` : ''}${search ? ` "${search}"` : ''}`;
}

/** The columns of the vehicle list, captions with the company's units. */
function columns(units: UnitPreferences) {
  return [
    { header: 'Asset', field: 'name' },
    { header: 'Group', field: 'group' },
    { header: 'Unit', field: 'unitId' },
    { header: 'Status', field: 'status' },
    { header: `Speed (${unitLabel('speed', units)})`, field: 'speed' },
    { header: 'Ignition', field: 'ignition' },
    { header: 'Last Report', field: 'time' },
    { header: 'Fuel (%)', field: 'fuelPercent' },
    { header: `Temperature (${unitLabel('temperature', units)})`, field: 'temperature' },
    { header: 'Address', field: 'address' },
  ];
}

/** The rows as the exports print them: times in the zone, figures in the company's units, '-' for unknown. */
function exportRows(rows: readonly LiveRow[], units: UnitPreferences, timeZone: string): ExportRow[] {
  return rows.map((r) => ({
    name: r.name,
    group: r.group,
    unitId: r.unitId,
    status: r.status,
    speed: toDisplay('speed', r.speed, units),
    ignition: r.ignition === null ? '-' : r.ignition ? 'On' : 'Off',
    time: r.time === null ? 'Never' : formatRangeTime(r.time, timeZone),
    fuelPercent: r.fuelPercent ?? '-',
    temperature: r.temperature === null ? '-' : toDisplay('temperature', r.temperature, units),
    address: r.address ?? '-',
  }));
}

/** The PDF of the vehicles the Monitor lists (the export dialog previews it); null without a vehicle ('No Data'). */
export function vehicleListPdf(rows: readonly LiveRow[], filter: VehicleListFilter, units: UnitPreferences, timeZone: string, now: number): PdfModel | null {
  if (rows.length === 0) return null;
  return { title: vehicleListTitle(filter), columns: columns(units), rows: exportRows(rows, units, timeZone), timeRange: { from: now, to: now }, timeZone };
}

/** The workbook of the same list: the same columns and values as the PDF. */
export function vehicleListWorkbook(rows: readonly LiveRow[], filter: VehicleListFilter, units: UnitPreferences, timeZone: string, fileName: string): ExportModel {
  const cols = columns(units);
  return {
    fileName,
    title: vehicleListTitle(filter),
    header: [[`Report Type: ${vehicleListTitle(filter)}`], [`Time zone: ${timeZone}`]],
    data: exportRows(rows, units, timeZone),
    fields: cols.map((c) => c.field),
    labels: cols.map((c) => c.header),
    timeZone,
  };
}
