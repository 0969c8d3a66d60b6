/**
 * The cost of ownership: fuel (receipts), tolls and maintenance (services, tires, documents) per asset, group and
 * month in the company's time zone, with the cost per km and per engine hour. One definition for the Costs tab, its
 * charts and its exports. Values only (no zod).
 */
import { localDateKey } from '../time-format';
import { roundMoney } from './work-orders';

/** The cost categories, in the order the charts stack them, with their labels and colours. */
export const COST_CATEGORIES = [
  { key: 'fuel', label: 'Fuel', color: '#1E88E5' },
  { key: 'toll', label: 'Tolls', color: '#8E24AA' },
  { key: 'service', label: 'Services', color: '#FB8C00' },
  { key: 'tire', label: 'Tires', color: '#6D4C41' },
  { key: 'document', label: 'Documents', color: '#00897B' },
] as const;
export type CostCategory = (typeof COST_CATEGORIES)[number]['key'];

/** One amount spent. */
export interface CostEntry {
  assetId: number;
  /** ms since epoch */
  time: number;
  category: CostCategory;
  /** RM */
  amount: number;
}

/** An asset's use over one month: km driven and engine hours; null when unknown (no tracker and no readings). */
export interface MonthUsage {
  assetId: number;
  /** `YYYY-MM` in the company's zone. */
  month: string;
  km: number | null;
  engineHours: number | null;
}

/** The figures of one cell of the view (an asset's month, an asset, a group, the fleet). */
export interface CostFigures {
  fuel: number;
  toll: number;
  service: number;
  tire: number;
  document: number;
  /** Services, tires and documents, RM. */
  maintenance: number;
  /** Everything, RM. */
  total: number;
  /** km driven; null when unknown for every asset counted. */
  km: number | null;
  engineHours: number | null;
  /** RM per km; null without km. */
  costPerKm: number | null;
  /** RM per engine hour; null without engine hours. */
  costPerHour: number | null;
}

/** The cost view of a period. */
export interface CostView {
  /** The months of the period, oldest first (`YYYY-MM`). */
  months: string[];
  assets: { assetId: number; assetName: string; assetGroup: string; figures: CostFigures; byMonth: Record<string, CostFigures> }[];
  groups: { assetGroup: string; figures: CostFigures }[];
  byMonth: Record<string, CostFigures>;
  total: CostFigures;
}

type Sums = { amounts: Record<CostCategory, number>; km: number | null; hours: number | null };

const emptySums = (): Sums => ({ amounts: { fuel: 0, toll: 0, service: 0, tire: 0, document: 0 }, km: null, hours: null });

const addNullable = (a: number | null, b: number | null) => (b === null ? a : (a ?? 0) + b);

function merge(into: Sums, from: Sums): void {
  for (const c of COST_CATEGORIES) into.amounts[c.key] += from.amounts[c.key];
  into.km = addNullable(into.km, from.km);
  into.hours = addNullable(into.hours, from.hours);
}

/** The figures of summed amounts and use: the cost per km is the total over the km, per hour over the hours. */
export function costFigures(sums: Sums): CostFigures {
  const a = sums.amounts;
  const maintenance = roundMoney(a.service + a.tire + a.document);
  const total = roundMoney(a.fuel + a.toll + a.service + a.tire + a.document);
  const km = sums.km === null ? null : Math.round(sums.km * 10) / 10;
  const engineHours = sums.hours === null ? null : Math.round(sums.hours * 10) / 10;
  return {
    fuel: roundMoney(a.fuel),
    toll: roundMoney(a.toll),
    service: roundMoney(a.service),
    tire: roundMoney(a.tire),
    document: roundMoney(a.document),
    maintenance,
    total,
    km,
    engineHours,
    costPerKm: km !== null && km > 0 ? Math.round((total / km) * 1000) / 1000 : null,
    costPerHour: engineHours !== null && engineHours > 0 ? roundMoney(total / engineHours) : null,
  };
}

/** The months (`YYYY-MM`) from the one holding `from` to the one holding `to`, in `timeZone`. */
export function monthsOf(from: number, to: number, timeZone: string): string[] {
  const first = localDateKey(from, timeZone).slice(0, 7);
  const last = localDateKey(Math.max(from, to - 1), timeZone).slice(0, 7);
  const out: string[] = [];
  const [y0, m0] = first.split('-').map(Number) as [number, number];
  const [y1, m1] = last.split('-').map(Number) as [number, number];
  // Counted as numbers (a text comparison would never end past year 9999).
  for (let i = y0 * 12 + m0 - 1; i <= y1 * 12 + m1 - 1; i += 1) out.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  return out;
}

/**
 * The cost view of `assets` over [from, to): each entry counts in its asset's month (company zone); each asset's
 * use by month is added up the same way; groups and the fleet add their assets. Entries of other assets or outside
 * the period are left out.
 */
export function buildCostView(
  assets: readonly { assetId: number; assetName: string; assetGroup: string }[],
  entries: readonly CostEntry[],
  usage: readonly MonthUsage[],
  period: { from: number; to: number; timeZone: string },
): CostView {
  const months = monthsOf(period.from, period.to, period.timeZone);
  const cells = new Map<number, Map<string, Sums>>(assets.map((a) => [a.assetId, new Map(months.map((m) => [m, emptySums()]))]));
  for (const e of entries) {
    if (e.time < period.from || e.time >= period.to) continue;
    const cell = cells.get(e.assetId)?.get(localDateKey(e.time, period.timeZone).slice(0, 7));
    if (cell) cell.amounts[e.category] += e.amount;
  }
  for (const u of usage) {
    const cell = cells.get(u.assetId)?.get(u.month);
    if (!cell) continue;
    cell.km = addNullable(cell.km, u.km);
    cell.hours = addNullable(cell.hours, u.engineHours);
  }
  const fleetByMonth = new Map(months.map((m) => [m, emptySums()]));
  const fleet = emptySums();
  const groups = new Map<string, Sums>();
  const rows = assets.map((a) => {
    const own = emptySums();
    const byMonth: Record<string, CostFigures> = {};
    for (const m of months) {
      const cell = cells.get(a.assetId)!.get(m)!;
      merge(own, cell);
      merge(fleetByMonth.get(m)!, cell);
      byMonth[m] = costFigures(cell);
    }
    merge(fleet, own);
    const group = groups.get(a.assetGroup) ?? emptySums();
    merge(group, own);
    groups.set(a.assetGroup, group);
    return { assetId: a.assetId, assetName: a.assetName, assetGroup: a.assetGroup, figures: costFigures(own), byMonth };
  });
  return {
    months,
    assets: rows,
    groups: [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([assetGroup, sums]) => ({ assetGroup, figures: costFigures(sums) })),
    byMonth: Object.fromEntries([...fleetByMonth].map(([m, sums]) => [m, costFigures(sums)])),
    total: costFigures(fleet),
  };
}
