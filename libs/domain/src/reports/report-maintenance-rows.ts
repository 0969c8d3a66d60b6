/** Maintenance Log and Tire Cost Analysis rows. */
import { CURRENCY } from '../constants';
import { formatRangeTime } from '../time-format';
import { base, inRange, money, round } from './report-row-helpers';
import type { ReportAssetInput, ReportInput, ReportPoint, ReportRow } from './report-types';
import { sortByTime } from './trips';


const KIND_LABEL = { d: 'Document', s: 'Service', t: 'Tire' } as const;

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
    kind: KIND_LABEL[r.kind],
    title: r.title,
    cost: money(r.cost),
    odometer: r.odometer,
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

export function numberDetail(details: Record<string, string | number | null>, keys: string[]): number | null {
  for (const k of keys) {
    const v = details[k];
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  }
  return null;
}

/**
 * Tire rows. Km run: `details.kmRun` (or `km`, `distance`); else the odometer difference to the next tire record of
 * the same position (`details.position`, else the title); else to the asset's last known odometer.
 */
export function tireRows(asset: ReportAssetInput, points: ReportPoint[], input: ReportInput, tz: string): ReportRow[] {
  const tires = sortByTime(inRange(asset.maintenance, input).filter((r) => r.kind === 't'));
  const lastOdo = [...points].reverse().find((p) => p.odometer !== null)?.odometer ?? null;
  const slot = (r: (typeof tires)[number]) => String(r.details['position'] ?? r.title);
  return tires.map((r, k) => {
    let kmRun = numberDetail(r.details, ['kmRun', 'km', 'distance']);
    if (kmRun === null && r.odometer !== null) {
      const next = tires.slice(k + 1).find((x) => slot(x) === slot(r) && x.odometer !== null);
      const until = next?.odometer ?? lastOdo;
      if (until !== null && until >= r.odometer) kmRun = until - r.odometer;
    }
    return {
      ...base(asset, r.time),
      time: formatRangeTime(r.time, tz),
      title: slot(r) === r.title ? r.title : `${r.title} (${slot(r)})`,
      cost: money(r.cost),
      kmRun: kmRun === null ? null : round(kmRun),
      costPer1000Km: kmRun !== null && kmRun > 0 ? money((r.cost / kmRun) * 1000) : null,
      odometer: r.odometer,
    };
  });
}
