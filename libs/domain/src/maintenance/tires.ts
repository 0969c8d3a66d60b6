/**
 * Tires: axle layouts and their positions, and each tire's history on the vehicles it ran on (fitted, rotated,
 * removed, tread readings), from which its distance, cost per 1,000 km and wear are computed once for the Tires tab
 * and the Tire Cost Analysis report. Values only (no zod).
 *
 * A position is named by its axle (1 is the front) and side: `1L`, `1R` on a single axle; `2LO`, `2LI`, `2RI`, `2RO`
 * (left outer, left inner, right inner, right outer) on a dual one; `S1`, `S2` for the spares.
 */

/** One axle of a layout. */
export interface AxleSpec {
  /** Two tires a side (dual wheels). */
  dual: boolean;
}

/** The axle layouts an asset may have, with a label saying what they fit. */
export const TIRE_LAYOUTS = {
  'two-axle': { label: '2 axles, single wheels (car, van, pickup, forklift)', axles: [{ dual: false }, { dual: false }], spares: 1 },
  'two-axle-dual': { label: '2 axles, dual rear (light and medium truck)', axles: [{ dual: false }, { dual: true }], spares: 1 },
  'three-axle-dual': { label: '3 axles, dual drive axles (prime mover, heavy rigid)', axles: [{ dual: false }, { dual: true }, { dual: true }], spares: 1 },
  'trailer-three-axle': { label: '3 axles, dual (semi-trailer)', axles: [{ dual: true }, { dual: true }, { dual: true }], spares: 1 },
} as const satisfies Record<string, { label: string; axles: readonly AxleSpec[]; spares: number }>;
export type TireLayout = keyof typeof TIRE_LAYOUTS;
export const TIRE_LAYOUT_KEYS = Object.keys(TIRE_LAYOUTS) as TireLayout[];

/** The layout an asset has when none was chosen, by its type; null for types that carry no tires we track. */
export function defaultTireLayout(assetType: string): TireLayout | null {
  switch (assetType) {
    case 'truck':
      return 'three-axle-dual';
    case 'car':
    case 'machine':
      return 'two-axle';
    case 'item':
      return 'trailer-three-axle';
    default:
      return null;
  }
}

/** A position of a layout: its code and how people say it. */
export interface TirePosition {
  code: string;
  label: string;
  /** 1-based axle; 0 for a spare. */
  axle: number;
}

/** The positions of a layout: axle by axle, left to right, then the spares. */
export function tirePositions(layout: TireLayout): TirePosition[] {
  const spec = TIRE_LAYOUTS[layout];
  const out: TirePosition[] = [];
  spec.axles.forEach((axle, i) => {
    const n = i + 1;
    if (axle.dual) {
      out.push(
        { code: `${n}LO`, label: `Axle ${n} left outer`, axle: n },
        { code: `${n}LI`, label: `Axle ${n} left inner`, axle: n },
        { code: `${n}RI`, label: `Axle ${n} right inner`, axle: n },
        { code: `${n}RO`, label: `Axle ${n} right outer`, axle: n },
      );
    } else {
      out.push({ code: `${n}L`, label: `Axle ${n} left`, axle: n }, { code: `${n}R`, label: `Axle ${n} right`, axle: n });
    }
  });
  for (let s = 1; s <= spec.spares; s += 1) out.push({ code: `S${s}`, label: spec.spares === 1 ? 'Spare' : `Spare ${s}`, axle: 0 });
  return out;
}

/** How people say a position code ("Axle 2 left outer"); the code itself when no layout has it. */
export function tirePositionLabel(code: string): string {
  for (const layout of TIRE_LAYOUT_KEYS) {
    const found = tirePositions(layout).find((p) => p.code === code);
    if (found) return found.label;
  }
  return code;
}

/** What happened to a tire. */
export const TIRE_EVENT_KINDS = ['fitted', 'rotated', 'removed', 'inspected'] as const;
export type TireEventKind = (typeof TIRE_EVENT_KINDS)[number];

/** One event of a tire's history. */
export interface TireEvent {
  id: number;
  tireId: number;
  kind: TireEventKind;
  /** The asset it happened on (a removal: the asset it left). */
  assetId: number;
  /** ms since epoch */
  time: number;
  /** Fitted: where; rotated: the new position; removed and inspected: where it was. */
  position: string;
  /** Rotated: the position it left; else null. */
  fromPosition: string | null;
  /** The asset's dashboard odometer at the time, km; null when unknown. */
  odometerKm: number | null;
  /** Tread depth measured then, mm; null when not measured. */
  treadMm: number | null;
  /** Removed: why (worn, puncture, damage...); else ''. */
  reason: string;
}

/** A spell of a tire at one position of one asset. */
export interface TireStint {
  assetId: number;
  position: string;
  fromTime: number;
  /** null while it is still there. */
  toTime: number | null;
  fromKm: number | null;
  /** The odometer it left at; while there, the asset's odometer now (null when unknown). */
  toKm: number | null;
  /** km run in the stint; null when an odometer is missing. */
  km: number | null;
}

/** What a tire's history says. */
export interface TireFigures {
  stints: TireStint[];
  /** km over every stint whose ends are known. */
  kmRun: number;
  /** Tread depth when new (the tire's own figure, else its first reading), mm. */
  treadStartMm: number | null;
  /** The last reading, mm. */
  treadLastMm: number | null;
  /** mm worn per 1,000 km; null until it ran 500 km with two readings. */
  wearMmPer1000Km: number | null;
  /** km left to the legal limit (TREAD_LIMIT_MM) at that wear; null when unknown. */
  kmLeft: number | null;
  /** RM per 1,000 km; null before it ran. */
  costPer1000Km: number | null;
}

/** The legal minimum tread depth in Malaysia (as in the EU), mm. */
export const TREAD_LIMIT_MM = 1.6;
/** The distance below which a wear rate is not told (too little to measure), km. */
const WEAR_MIN_KM = 500;

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * A tire's figures from its events (any order) and each asset's odometer now (`odometerNow`, km by asset id): its
 * stints (fitted or rotated in, to rotated out or removed), the km it ran (the odometer difference of each stint; a
 * stint without both readings counts nothing), its wear and the km it has left, its cost per 1,000 km.
 */
export function tireFigures(
  tire: { cost: number; treadNewMm: number | null },
  events: readonly TireEvent[],
  odometerNow: ReadonlyMap<number, number | null>,
): TireFigures {
  const sorted = [...events].sort((a, b) => a.time - b.time || a.id - b.id);
  const stints: TireStint[] = [];
  let open: TireStint | null = null;
  const close = (at: TireEvent) => {
    if (!open) return;
    open.toTime = at.time;
    open.toKm = at.odometerKm;
    open.km = open.fromKm !== null && open.toKm !== null && open.toKm >= open.fromKm ? open.toKm - open.fromKm : null;
    stints.push(open);
    open = null;
  };
  const readings: number[] = [];
  for (const e of sorted) {
    if (e.treadMm !== null) readings.push(e.treadMm);
    if (e.kind === 'fitted' || e.kind === 'rotated') {
      close(e);
      open = { assetId: e.assetId, position: e.position, fromTime: e.time, toTime: null, fromKm: e.odometerKm, toKm: null, km: null };
    } else if (e.kind === 'removed') {
      close(e);
    }
  }
  if (open) {
    const current: TireStint = open;
    const now = odometerNow.get(current.assetId) ?? null;
    current.toKm = now;
    current.km = current.fromKm !== null && now !== null && now >= current.fromKm ? now - current.fromKm : null;
    stints.push(current);
  }
  const kmRun = stints.reduce((sum, s) => sum + (s.km ?? 0), 0);
  const treadStartMm = tire.treadNewMm ?? readings[0] ?? null;
  const treadLastMm = readings.length > 0 ? readings[readings.length - 1]! : null;
  const worn = treadStartMm !== null && treadLastMm !== null ? treadStartMm - treadLastMm : null;
  const wearMmPer1000Km = worn !== null && worn > 0 && kmRun >= WEAR_MIN_KM ? Math.round((worn / kmRun) * 1000 * 1000) / 1000 : null;
  const kmLeft = wearMmPer1000Km !== null && treadLastMm !== null ? Math.max(0, Math.round(((treadLastMm - TREAD_LIMIT_MM) / wearMmPer1000Km) * 1000)) : null;
  return {
    stints,
    kmRun: round1(kmRun),
    treadStartMm,
    treadLastMm,
    wearMmPer1000Km,
    kmLeft,
    costPer1000Km: kmRun > 0 ? Math.round((tire.cost / kmRun) * 1000 * 100) / 100 : null,
  };
}

/** One move of a rotation. */
export interface RotationMove {
  tireId: number;
  to: string;
}

/**
 * Checks a rotation against what is fitted now (`fitted`: position -> tire id): each moved tire is on the asset and
 * moved once, each target is a position of the layout, no two tires go to one position, and a target is free once the
 * moves are done (it was empty, or its tire moves away too). Returns the problem, or null and the fitting after the moves.
 */
export function checkRotation(
  fitted: ReadonlyMap<string, number>,
  moves: readonly RotationMove[],
  positions: readonly string[],
): { problem: 'empty' | 'not-fitted' | 'position' | 'twice' | 'taken'; tireId?: number; position?: string } | { problem: null; after: Map<string, number> } {
  if (moves.length === 0) return { problem: 'empty' };
  const where = new Map<number, string>();
  for (const [position, tireId] of fitted) where.set(tireId, position);
  const targets = new Set<string>();
  const movers = new Set<number>();
  for (const m of moves) {
    if (!where.has(m.tireId)) return { problem: 'not-fitted', tireId: m.tireId };
    // One tire goes to one place.
    if (movers.has(m.tireId)) return { problem: 'twice', tireId: m.tireId };
    movers.add(m.tireId);
    if (!positions.includes(m.to)) return { problem: 'position', position: m.to };
    if (targets.has(m.to)) return { problem: 'twice', position: m.to };
    targets.add(m.to);
  }
  const after = new Map(fitted);
  const moving = new Set(moves.map((m) => m.tireId));
  for (const m of moves) after.delete(where.get(m.tireId)!);
  for (const m of moves) {
    const occupant = after.get(m.to);
    if (occupant !== undefined && !moving.has(occupant)) return { problem: 'taken', position: m.to, tireId: occupant };
    after.set(m.to, m.tireId);
  }
  return { problem: null, after };
}
