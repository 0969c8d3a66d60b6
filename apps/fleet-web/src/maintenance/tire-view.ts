import {
  MAINTENANCE_TEXTS as T,
  TREAD_LIMIT_MM,
  checkRotation,
  isRecordTimeAllowed,
  tirePositionLabel,
  tirePositions,
  type MaintenanceAsset,
  type RotationMove,
  type Tire,
  type TireEventKind,
  type TireEventOut,
  type TireLayout,
} from '@fleet/domain';
import { fromLocalInputValue } from '../reports/report-period';

// What the Tires tab shows of the tires: the colour of a tread depth, the fitting of an asset, a rotation's moves and
// its problem as the user reads it, and the texts of figures and events. Pure: the components and their tests use it.

/** How worn a tire is by its last tread reading: good above 6 mm, worn from 3 to 6 mm, critical below 3 mm. */
export type TreadLevel = 'good' | 'worn' | 'critical' | 'unknown' | 'empty';

/** Tread above this is good, mm. */
export const TREAD_GOOD_ABOVE_MM = 6;
/** Tread below this is critical, mm. */
export const TREAD_CRITICAL_BELOW_MM = 3;

/** The colour and legend of each level (empty: no tire at the position; unknown: fitted, never measured). */
export const TREAD_LEVEL_STYLES: Record<TreadLevel, { color: string; label: string }> = {
  good: { color: '#2e9d4f', label: `Above ${TREAD_GOOD_ABOVE_MM} mm` },
  worn: { color: '#e69a14', label: `${TREAD_CRITICAL_BELOW_MM} to ${TREAD_GOOD_ABOVE_MM} mm` },
  critical: { color: '#d63a3a', label: `Below ${TREAD_CRITICAL_BELOW_MM} mm` },
  unknown: { color: '#5b7bb0', label: 'Not measured' },
  empty: { color: '#c4c4cc', label: 'Empty' },
};

/** The level of a tire (null: the position is empty). */
export function treadLevel(tire: Pick<Tire, 'figures'> | null | undefined): TreadLevel {
  if (!tire) return 'empty';
  const mm = tire.figures.treadLastMm;
  if (mm === null) return 'unknown';
  if (mm > TREAD_GOOD_ABOVE_MM) return 'good';
  if (mm < TREAD_CRITICAL_BELOW_MM) return 'critical';
  return 'worn';
}

export const TIRE_STATUS_LABELS: Record<Tire['status'], string> = { stock: 'In stock', fitted: 'Fitted', retired: 'Retired' };
export const TIRE_STATUS_COLORS: Record<Tire['status'], string> = { stock: '#5b7bb0', fitted: '#2e9d4f', retired: '#7a7a84' };
export const TIRE_EVENT_LABELS: Record<TireEventKind, string> = { fitted: 'Fitted', rotated: 'Rotated', removed: 'Removed', inspected: 'Inspected' };

/** "Michelin X Multi Z 295/80R22.5". */
export const tireName = (t: Pick<Tire, 'brand' | 'model' | 'size'>): string => [t.brand, t.model, t.size].filter(Boolean).join(' ');

/** The assets that carry tires (an axle layout), by name. */
export function tireAssetsOf(assets: readonly MaintenanceAsset[]): (MaintenanceAsset & { tireLayout: TireLayout })[] {
  return assets.filter((a): a is MaintenanceAsset & { tireLayout: TireLayout } => a.tireLayout !== null).sort((a, b) => a.assetName.localeCompare(b.assetName));
}

/** The tires fitted to an asset, by position. */
export function fittedOn(tires: readonly Tire[], assetId: number): Map<string, Tire> {
  return new Map(tires.filter((t) => t.status === 'fitted' && t.assetId === assetId && t.position !== null).map((t) => [t.position!, t]));
}

/** Tires of an asset at positions its layout does not have (its layout was changed after they were fitted). */
export function offLayout(fitted: ReadonlyMap<string, Tire>, layout: TireLayout): Tire[] {
  const codes = new Set(tirePositions(layout).map((p) => p.code));
  return [...fitted].filter(([position]) => !codes.has(position)).map(([, t]) => t);
}

/** The moves of a rotation: each fitted tire whose target differs from where it is (a missing target: it stays). */
export function rotationMoves(fitted: readonly Tire[], targets: Readonly<Record<number, string>>): RotationMove[] {
  return fitted.flatMap((t) => {
    const to = targets[t.id];
    return to !== undefined && to !== t.position ? [{ tireId: t.id, to }] : [];
  });
}

/**
 * What is wrong with a rotation (checkRotation against what is fitted), as the server would say it; null when it can
 * be sent. `position` names the target at fault (to mark its row).
 */
export function rotationProblem(fitted: readonly Tire[], moves: readonly RotationMove[], layout: TireLayout): { message: string; position?: string } | null {
  const at = new Map(fitted.filter((t) => t.position !== null).map((t) => [t.position!, t.id]));
  const result = checkRotation(at, moves, tirePositions(layout).map((p) => p.code));
  const serial = (id: number | undefined) => fitted.find((t) => t.id === id)?.serial ?? String(id);
  switch (result.problem) {
    case null:
      return null;
    case 'empty':
      return { message: T.rotationEmpty };
    case 'twice':
      return { message: T.rotationTargetsTwice, position: result.position };
    case 'position':
      return { message: T.positionInvalid, position: result.position };
    case 'not-fitted':
      return { message: T.tireNotFitted(serial(result.tireId)) };
    case 'taken':
      return { message: T.positionTaken(tirePositionLabel(result.position!), serial(result.tireId)), position: result.position };
  }
}

const SIDE_ORDER = ['L', 'LO', 'LI', 'RI', 'RO', 'R'];

/** Orders position codes as the layouts list them: axle by axle from the front, left to right, then the spares; none last. */
export function comparePositions(a: string | null, b: string | null): number {
  const rank = (code: string | null): [number, number, number] => {
    const m = code === null ? null : /^(\d+)([A-Z]+)$/.exec(code);
    if (m) return [Number(m[1]), SIDE_ORDER.indexOf(m[2]!), 0];
    const spare = code === null ? null : /^S(\d+)$/.exec(code);
    return spare ? [Number.MAX_SAFE_INTEGER - 1, 0, Number(spare[1])] : [Number.MAX_SAFE_INTEGER, 0, 0];
  };
  const [x, y] = [rank(a), rank(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || (a ?? '').localeCompare(b ?? '');
}

/** A tire's history, newest first. */
export const newestFirst = (events: readonly TireEventOut[]): TireEventOut[] => [...events].sort((a, b) => b.time - a.time || b.id - a.id);

/** Where an event happened: "1R", or "1L → 1R" for a rotation. */
export const eventPositionText = (e: Pick<TireEventOut, 'position' | 'fromPosition'>): string => (e.fromPosition ? `${e.fromPosition} → ${e.position}` : e.position);

const number = (v: number, digits = 0) => v.toLocaleString('en-US', { maximumFractionDigits: digits });
/** "12,400 km"; '—' when unknown. */
export const kmText = (km: number | null | undefined): string => (km === null || km === undefined ? '—' : `${number(km)} km`);
/** "12.5 mm"; '—' when unknown. */
export const mmText = (mm: number | null | undefined): string => (mm === null || mm === undefined ? '—' : `${number(mm, 1)} mm`);
/** "0.3 mm / 1,000 km"; '—' when unknown. */
export const wearText = (wear: number | null | undefined): string => (wear === null || wear === undefined ? '—' : `${number(wear, 3)} mm / 1,000 km`);
/** Whether the tread is at or below the legal limit (TREAD_LIMIT_MM). */
export const belowLimit = (mm: number | null | undefined): boolean => mm !== null && mm !== undefined && mm <= TREAD_LIMIT_MM;

/** A datetime-local value read in the user's zone, NaN when it is none (the schemas refuse it with their message). */
export const instantOfInput = (value: string, timeZone: string): number => fromLocalInputValue(value, timeZone) ?? Number.NaN;

/** The message of a time the server would refuse (before 2000 or after now), else nothing. */
export const timeError = (time: number, now: number = Date.now()): string | undefined => (isRecordTimeAllowed(time, now) ? undefined : T.timeInvalid);

/** An odometer field's start: the asset's reading now, whole km ('' when it has none). */
export const odometerStart = (km: number | null | undefined): string => (km === null || km === undefined ? '' : String(Math.round(km)));
