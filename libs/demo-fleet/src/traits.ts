/**
 * Special roles (silent tracker, reefer, fuel theft, weak battery, long haul, night and round-the-clock shifts), chosen by ranking a per-asset hash of
 * the seed: the choice depends on the set of assets, never on their order.
 */
import type { AgentTraits } from './context';
import { hash32 } from './prng';
import type { DemoFleetSettings } from './settings';
import type { DemoAssetSpec } from './types';

/** Names that mark a refrigerated asset. */
const COLD_NAME = /reefer|cold|chill|frozen|freez/i;
/** Names of vessels that work the harbour at any hour. */
const HARBOUR_CRAFT_NAME = /\btug\b|\bpilot\b/i;
/** Set point of chilled (not frozen) items such as cold boxes, degrees Celsius. */
const CHILLED_SET_POINT_C = 4;

function ranked(assets: readonly DemoAssetSpec[], seed: number, purpose: number): DemoAssetSpec[] {
  return assets
    .map((a) => ({ a, key: hash32(seed, a.assetId, purpose) }))
    .sort((x, y) => x.key - y.key || x.a.assetId - y.a.assetId)
    .map((x) => x.a);
}

/** Decides the traits of every asset, keyed by assetId. */
export function assignTraits(assets: readonly DemoAssetSpec[], seed: number, settings: DemoFleetSettings): Map<number, AgentTraits> {
  const traits = new Map<number, AgentTraits>();
  for (const a of assets) traits.set(a.assetId, { silentLagMs: null, setPointC: null, fuelTheft: false, lowBattery: false, longHaul: false, shift: 'day' });
  const get = (a: DemoAssetSpec): AgentTraits => traits.get(a.assetId)!;

  const silentCount = Math.round(assets.length * settings.silentShare);
  for (const a of ranked(assets, seed, 1).slice(0, silentCount)) {
    const u = hash32(seed, a.assetId, 101) / 4294967296;
    const lag = settings.silentLagMinMs + u * (settings.silentLagMaxMs - settings.silentLagMinMs);
    get(a).silentLagMs = Math.round(lag / 60_000) * 60_000;
  }

  const trucks = assets.filter((a) => a.type === 'truck');
  const reeferCount = trucks.length > 0 ? Math.max(1, Math.round(trucks.length * settings.reeferShare)) : 0;
  for (const a of ranked(trucks, seed, 2).slice(0, reeferCount)) get(a).setPointC = settings.reeferSetPointC;
  for (const a of assets) {
    if (COLD_NAME.test(a.name) && get(a).setPointC === null) get(a).setPointC = a.type === 'truck' ? settings.reeferSetPointC : CHILLED_SET_POINT_C;
  }

  const reporting = (a: DemoAssetSpec): boolean => get(a).silentLagMs === null;
  const theft = ranked(trucks.filter(reporting), seed, 3)[0];
  if (theft) get(theft).fuelTheft = true;
  const weak = ranked(assets.filter((a) => (a.type === 'car' || a.type === 'truck') && reporting(a) && a !== theft), seed, 4)[0];
  if (weak) get(weak).lowBattery = true;

  const groups = new Map<string, DemoAssetSpec[]>();
  for (const t of trucks) groups.set(t.group, [...(groups.get(t.group) ?? []), t]);
  for (const list of groups.values()) {
    for (const a of ranked(list, seed, 5).slice(0, Math.ceil(list.length * settings.longHaulShare))) get(a).longHaul = true;
  }

  // Someone is always at work: half the trucks of each group of two or more on the night shift (never the
  // drained one or a reefer, whose cold chain runs by day), one member of staff on the night shift (security), and harbour craft round the clock.
  for (const list of groups.values()) {
    if (list.length < 2) continue;
    const candidates = ranked(list.filter((a) => reporting(a) && !get(a).fuelTheft && get(a).setPointC === null), seed, 6);
    for (const a of candidates.slice(0, Math.ceil(list.length / 2))) get(a).shift = 'night';
  }
  const guard = ranked(assets.filter((a) => a.type === 'staff' && reporting(a)), seed, 7)[0];
  if (guard) get(guard).shift = 'night';
  for (const a of assets) if (a.type === 'boat' && HARBOUR_CRAFT_NAME.test(a.name)) get(a).shift = 'round-the-clock';
  return traits;
}

/**
 * The set points of the fleet's refrigerated assets (reefer trucks and cold boxes), degrees Celsius, keyed by assetId:
 * the same choice the simulation makes, so that a server can give those assets their temperature ranges.
 */
export function reeferSetPoints(assets: readonly DemoAssetSpec[], seed: number, settings: DemoFleetSettings): Map<number, number> {
  const out = new Map<number, number>();
  for (const [id, t] of assignTraits(assets, seed, settings)) if (t.setPointC !== null) out.set(id, t.setPointC);
  return out;
}
