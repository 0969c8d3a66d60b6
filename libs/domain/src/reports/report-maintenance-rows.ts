/** Maintenance Log and Tire Cost Analysis rows. */
import { CURRENCY } from '../constants';
import { formatRangeTime } from '../time-format';
import { base, inRange, money, round } from './report-row-helpers';
import { RECORD_KIND_LABELS } from '../maintenance/maintenance';
import { tirePositionLabel } from '../maintenance/tires';
import type { ReportAssetInput, ReportInput, ReportRow } from './report-types';
import { sortByTime } from './trips';


export function maintenanceRows(asset: ReportAssetInput, input: ReportInput, tz: string): ReportRow[] {
  const records = sortByTime(inRange(asset.maintenance, input));
  const count = { d: 0, s: 0, t: 0 };
  const cost = { d: 0, s: 0, t: 0 };
  for (const r of records) {
    count[r.kind]++;
    cost[r.kind] += r.cost;
  }
  const total = cost.d + cost.s + cost.t;
  const summary =
    `d ${count.d} (${CURRENCY} ${cost.d.toFixed(2)}) · s ${count.s} (${CURRENCY} ${cost.s.toFixed(2)}) · ` +
    `t ${count.t} (${CURRENCY} ${cost.t.toFixed(2)}) · total ${CURRENCY} ${total.toFixed(2)}`;
  return records.map((r) => ({
    ...base(asset, r.time),
    time: formatRangeTime(r.time, tz),
    kind: RECORD_KIND_LABELS[r.kind],
    title: r.title,
    vendor: r.vendor ?? '',
    cost: money(r.cost),
    odometer: r.odometer,
    engineHours: r.engineHours ?? null,
    workOrder: r.workOrder ?? '',
    maintenance: summary,
    documentCount: count.d,
    serviceCount: count.s,
    tireCount: count.t,
    documentCost: money(cost.d),
    serviceCost: money(cost.s),
    tireCost: money(cost.t),
    totalCost: money(total),
  }));
}

/**
 * Tire Cost Analysis rows: one per tire that ran on the asset in the period, from its first stint there; its cost,
 * km run, cost per 1,000 km, last tread depth, wear and km left are the tire's whole-life figures (tireFigures), the
 * ones the Tires tab shows.
 */
export function tireRows(asset: ReportAssetInput, input: ReportInput, tz: string): ReportRow[] {
  const rows: ReportRow[] = [];
  for (const t of asset.tires ?? []) {
    const stints = t.stints.filter((s) => s.fromTime <= input.to && (s.toTime === null || s.toTime >= input.from));
    const first = stints[0];
    if (!first) continue;
    rows.push({
      ...base(asset, first.fromTime),
      time: formatRangeTime(first.fromTime, tz),
      title: `${[t.brand, t.model, t.size].filter(Boolean).join(' ')} #${t.serial}`,
      position: [...new Set(stints.map((s) => tirePositionLabel(s.position)))].join(', '),
      cost: money(t.cost),
      kmRun: round(t.kmRun),
      costPer1000Km: t.costPer1000Km,
      treadMm: t.treadLastMm,
      wearMmPer1000Km: t.wearMmPer1000Km,
      kmLeft: t.kmLeft,
      odometer: first.fromKm,
    });
  }
  return rows.sort((a, b) => Number(a['timestamp']) - Number(b['timestamp']));
}
