/** A fixed cost view for the Costs tab's stories and tests: four assets in two groups over six months in Kuala Lumpur. */
import { buildCostView, instantOf, type CostCategory, type CostEntry, type CostViewResponse, type MonthUsage } from '@fleet/domain';

export const COST_FIXTURE_ZONE = 'Asia/Kuala_Lumpur';
/** 1 May 2026 00:00 to 1 Nov 2026 00:00 in Kuala Lumpur. */
export const COST_FIXTURE_PERIOD = { from: instantOf({ year: 2026, month: 5, day: 1 }, COST_FIXTURE_ZONE), to: instantOf({ year: 2026, month: 11, day: 1 }, COST_FIXTURE_ZONE) };

const ASSETS = [
  { assetId: 1, assetName: 'Hino 700', assetGroup: 'Trucks' },
  { assetId: 2, assetName: 'Isuzu NPR', assetGroup: 'Trucks' },
  { assetId: 3, assetName: 'Axia', assetGroup: 'Cars' },
  // No tracker and no readings: no km, no cost per km.
  { assetId: 4, assetName: 'Generator 2', assetGroup: 'Cars' },
];

const MONTHS = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];

/** Fixed amounts (RM) by asset and category, spread over the months with a fixed pattern. */
const AMOUNTS: Record<number, Partial<Record<CostCategory, number>>> = {
  1: { fuel: 2_400, toll: 180, service: 650, tire: 1_500, document: 120 },
  2: { fuel: 1_600, toll: 90, service: 420, document: 80 },
  3: { fuel: 320, toll: 25, service: 180 },
  4: { fuel: 150, document: 40 },
};
const KM: Record<number, number | null> = { 1: 6_000, 2: 4_500, 3: 1_800, 4: null };
const HOURS: Record<number, number | null> = { 1: 160, 2: 120, 3: 60, 4: 90 };

function fixtureEntries(): CostEntry[] {
  const out: CostEntry[] = [];
  MONTHS.forEach((month, i) => {
    const [year, m] = month.split('-').map(Number) as [number, number];
    for (const asset of ASSETS) {
      for (const [category, amount] of Object.entries(AMOUNTS[asset.assetId]!) as [CostCategory, number][]) {
        // Tires once (July), documents every other month (May, July, September); fuel, tolls and services every month, varying a little.
        if ((category === 'tire' && i !== 2) || (category === 'document' && i % 2 !== 0)) continue;
        const factor = category === 'fuel' || category === 'toll' ? 0.8 + ((i * 7 + asset.assetId) % 5) / 10 : 1;
        out.push({ assetId: asset.assetId, time: instantOf({ year, month: m, day: 10 + asset.assetId, hour: 9 }, COST_FIXTURE_ZONE), category, amount: Math.round(amount * factor * 100) / 100 });
      }
    }
  });
  return out;
}

function fixtureUsage(): MonthUsage[] {
  return MONTHS.flatMap((month) => ASSETS.map((a) => ({ assetId: a.assetId, month, km: KM[a.assetId]!, engineHours: HOURS[a.assetId]! })));
}

/** The server's answer for the fixed period (built by the domain's own definition). */
export function costFixtureView(): CostViewResponse {
  return { success: true, ...buildCostView(ASSETS, fixtureEntries(), fixtureUsage(), { ...COST_FIXTURE_PERIOD, timeZone: COST_FIXTURE_ZONE }), timeZone: COST_FIXTURE_ZONE };
}

/** The answer of a period without costs (the empty state). */
export function emptyCostView(): CostViewResponse {
  return { success: true, ...buildCostView(ASSETS, [], [], { ...COST_FIXTURE_PERIOD, timeZone: COST_FIXTURE_ZONE }), timeZone: COST_FIXTURE_ZONE };
}
