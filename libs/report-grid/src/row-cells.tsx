import { CURRENCY, type ReportRow } from '@fleet/domain';

/** Latitude and longitude of a row (latitude/longitude fields, else a 'lat,lng' coordinates text), or null. */
export function rowCoordinates(row: ReportRow): { lat: number; lng: number } | null {
  const lat = Number(row.latitude);
  const lng = Number(row.longitude);
  if (row.latitude !== null && row.longitude !== null && row.latitude !== undefined && row.longitude !== undefined && Number.isFinite(lat) && Number.isFinite(lng)) {
    return { lat, lng };
  }
  if (typeof row.coordinates === 'string') {
    const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(row.coordinates);
    if (m) return { lat: Number(m[1]), lng: Number(m[2]) };
  }
  return null;
}

/** True when the row carries usable coordinates (the row command is shown). */
export function hasCoordinates(row: ReportRow): boolean {
  return rowCoordinates(row) !== null;
}

/** The d/s/t counts and total cost of a maintenance row, from documentCount/serviceCount/tireCount/totalCost; null when absent. */
export function maintenanceSummary(row: ReportRow): { d: number; s: number; t: number; cost: string } | null {
  const d = row.documentCount;
  const s = row.serviceCount;
  const t = row.tireCount;
  if (typeof d !== 'number' || typeof s !== 'number' || typeof t !== 'number') return null;
  const total = row.totalCost;
  const cost = typeof total === 'number' ? total.toFixed(2) : String(total ?? '');
  return { d, s, t, cost };
}

/** One cell's content: the maintenance field as d/s/t counts and cost, other values as text. */
export function CellContent({ row, field }: { row: ReportRow; field: string }) {
  if (field === 'maintenance') {
    const m = maintenanceSummary(row);
    if (m) {
      return (
        <span data-testid="report-grid-maintenance">
          <abbr title="Documents">d</abbr> {m.d} · <abbr title="Services">s</abbr> {m.s} · <abbr title="Tires">t</abbr> {m.t} ·{' '}
          {CURRENCY} {m.cost}
        </span>
      );
    }
  }
  const v = row[field];
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean') return <>{v ? 'Yes' : 'No'}</>;
  return <>{String(v)}</>;
}
