import { ASSET_STATUSES, ASSET_TYPES, type AssetStatus, type AssetType, type LiveAsset } from '@fleet/domain';
import type { AssetMeta } from '../layers/asset/asset-meta';

/** A hub that fixture assets gather around. */
export interface FixtureHub {
  name: string;
  lat: number;
  lng: number;
  /** Spread around the hub, km. */
  radiusKm: number;
  /** Share of the assets, relative to the other hubs. */
  weight: number;
}

/** Shah Alam (Seksyen 7) and the other demo hubs. */
export const SHAH_ALAM: FixtureHub = { name: 'Shah Alam', lat: 3.0675, lng: 101.495, radiusKm: 2.5, weight: 1 };
export const MALAYSIA_HUBS: readonly FixtureHub[] = [
  { ...SHAH_ALAM, weight: 5 },
  { name: 'Kuala Lumpur', lat: 3.139, lng: 101.687, radiusKm: 8, weight: 2 },
  { name: 'Ipoh', lat: 4.597, lng: 101.09, radiusKm: 6, weight: 1 },
  { name: 'George Town', lat: 5.414, lng: 100.33, radiusKm: 5, weight: 1 },
  { name: 'Johor Bahru', lat: 1.493, lng: 103.741, radiusKm: 8, weight: 1 },
  { name: 'Kuantan', lat: 3.807, lng: 103.326, radiusKm: 6, weight: 1 },
  { name: 'Melaka', lat: 2.196, lng: 102.248, radiusKm: 5, weight: 1 },
];

/** Options of a fixture fleet. */
export interface FixtureFleetOptions {
  /** Number of assets. */
  count: number;
  /** PRNG seed. @default 7 */
  seed?: number;
  /** Where the assets are. @default [SHAH_ALAM] */
  hubs?: readonly FixtureHub[];
  /** First assetId. @default 1 */
  firstId?: number;
}

/** A deterministic PRNG (mulberry32) returning floats in [0, 1). */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTVW';
const TYPE_WEIGHTS: readonly [AssetType, number][] = [
  ['truck', 30],
  ['car', 25],
  ['machine', 8],
  ['boat', 4],
  ['animal', 5],
  ['item', 8],
  ['watch', 8],
  ['staff', 12],
];
const STATUS_WEIGHTS: readonly [AssetStatus, number][] = [
  ['Moving', 45],
  ['Idling', 15],
  ['Parked', 30],
  ['Inactive', 10],
];

function pick<T>(rand: () => number, weighted: readonly [T, number][]): T {
  const total = weighted.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [value, w] of weighted) {
    r -= w;
    if (r < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
}

function assetName(type: AssetType, id: number, rand: () => number): string {
  const letter = () => PLATE_LETTERS[Math.floor(rand() * PLATE_LETTERS.length)]!;
  switch (type) {
    case 'truck':
    case 'car':
    case 'machine':
      return `${type === 'machine' ? 'M' : 'B'}${letter()}${letter()} ${1000 + Math.floor(rand() * 9000)}`;
    case 'boat':
      return `Vessel ${id}`;
    case 'animal':
      return `Cattle ${id}`;
    case 'item':
      return `Container ${id}`;
    case 'watch':
      return `Watch ${id}`;
    case 'staff':
      return `Staff ${id}`;
  }
}

/** A deterministic fleet for stories, tests and benchmarks: live records and their metadata. */
export function createFixtureFleet(options: FixtureFleetOptions): { assets: LiveAsset[]; meta: Map<number, AssetMeta> } {
  const rand = createRandom(options.seed ?? 7);
  const hubs = options.hubs ?? [SHAH_ALAM];
  const hubWeights = hubs.map((h) => [h, h.weight] as [FixtureHub, number]);
  const firstId = options.firstId ?? 1;
  const assets: LiveAsset[] = [];
  const meta = new Map<number, AssetMeta>();
  for (let i = 0; i < options.count; i++) {
    const assetId = firstId + i;
    const hub = pick(rand, hubWeights);
    const type = pick(rand, TYPE_WEIGHTS);
    const status = pick(rand, STATUS_WEIGHTS);
    // uniform in a disc of the hub's radius (km -> degrees)
    const r = Math.sqrt(rand()) * hub.radiusKm;
    const angle = rand() * 2 * Math.PI;
    const lat = hub.lat + (r * Math.sin(angle)) / 111.32;
    const lng = hub.lng + (r * Math.cos(angle)) / (111.32 * Math.cos((hub.lat * Math.PI) / 180));
    assets.push({
      assetId,
      time: 1_760_000_000_000 - Math.floor(rand() * 3_600_000),
      lat,
      lng,
      speed: status === 'Moving' ? 10 + Math.floor(rand() * 80) : 0,
      heading: Math.floor(rand() * 360),
      status,
      ignition: status === 'Moving' || status === 'Idling',
      fuelPercent: Math.floor(rand() * 100),
      temperature: null,
      odometer: Math.floor(rand() * 200_000),
      address: null,
    });
    meta.set(assetId, { name: assetName(type, assetId, rand), type, iconType: `${type}-1`, group: hub.name });
  }
  return { assets, meta };
}

/**
 * Moves a share of the fleet a little (a delta as the server would send it): new positions, headings and, for some,
 * a new status. Returns the changed records; `assets` is not modified.
 */
export function moveFixtureFleet(assets: readonly LiveAsset[], options: { share: number; seed: number; stepKm?: number }): LiveAsset[] {
  const rand = createRandom(options.seed);
  const step = (options.stepKm ?? 0.05) / 111.32;
  const out: LiveAsset[] = [];
  const every = Math.max(1, Math.round(1 / options.share));
  const offset = Math.floor(rand() * every);
  for (let i = offset; i < assets.length; i += every) {
    const a = assets[i]!;
    const heading = (a.heading + (rand() - 0.5) * 60 + 360) % 360;
    const rad = (heading * Math.PI) / 180;
    out.push({
      ...a,
      lat: a.lat + step * Math.cos(rad),
      lng: a.lng + step * Math.sin(rad),
      heading,
      status: rand() < 0.05 ? ASSET_STATUSES[Math.floor(rand() * 4)]! : a.status,
      time: (a.time ?? 0) + 2000,
    });
  }
  return out;
}

/** Every asset type once, for legends and tests. */
export const FIXTURE_TYPES: readonly AssetType[] = ASSET_TYPES;
