/**
 * Fuel reconciliation (README "Definitions"): each refuel the tank sensor saw is matched to a fuel receipt of the
 * same asset that was filled at the same time and place, for about the same volume. What is left over is the point:
 * a receipt without a refuel is fuel paid for that never reached the tank (possible fraud, or a receipt entered on
 * the wrong asset), a refuel without a receipt is a missing receipt (or fuel bought privately).
 */
import { haversineKm } from './geo';

/** A refuel the tank sensor saw (the Fuel report's Refuel rows: `detectFuelEvents`). */
export interface SensorRefuel {
  assetId: number;
  /** ms since epoch: the last level before the rise, and where it ended */
  start: number;
  end: number;
  /** litres added */
  litres: number;
  lat: number;
  lng: number;
}

/** A fuel receipt as the matcher reads it. */
export interface ReceiptToMatch {
  receiptId: number;
  assetId: number;
  /** ms since epoch */
  time: number;
  /** litres paid for */
  litres: number;
  /** Where it was filled, when known: a receipt without a place is matched on time and volume only. */
  lat: number | null;
  lng: number | null;
}

/** How far a receipt may be from a refuel and still be its receipt. */
export interface ReconciliationTolerances {
  /** The receipt time may lie this far outside the refuel's [start, end], ms. @default 3600000 (1 h) */
  timeMs: number;
  /** The receipt's place may lie this far from where the refuel happened, metres. @default 1000 */
  distanceM: number;
  /** Volumes agree when they differ by at most this share of the receipt... @default 0.1 */
  volumeShare: number;
  /** ...or by at most this many litres, whichever is larger. @default 10 */
  volumeLitres: number;
}

/**
 * Default tolerances. Time: receipts are printed when the pump stops, but drivers type the time by hand (often to the
 * nearest hour or from memory), so 1 h either side of the refuel. Place: the tracker's fix at the pump is within
 * tens of metres of the station, and the sensor often settles after the truck pulled away, so 1 km. Volume: a
 * capacitive tank sensor is accurate to 1-2 % of the tank, smoothing and the tank's shape add a few litres, so 10 % of
 * the receipt or 10 L, whichever is larger; more is what fleet fuel-fraud checks flag.
 */
export const DEFAULT_RECONCILIATION_TOLERANCES: Readonly<ReconciliationTolerances> = Object.freeze({
  timeMs: 3_600_000,
  distanceM: 1_000,
  volumeShare: 0.1,
  volumeLitres: 10,
});

/** What became of a refuel or a receipt. */
export type ReconciliationStatus = 'matched' | 'volume-mismatch' | 'receipt-only' | 'refuel-only';

/** One outcome: a matched pair, or a refuel or a receipt left alone. */
export interface ReconciliationEntry<R extends SensorRefuel = SensorRefuel, C extends ReceiptToMatch = ReceiptToMatch> {
  status: ReconciliationStatus;
  refuel: R | null;
  receipt: C | null;
  /** receipt litres − sensor litres (pairs only) */
  volumeDiffLitres: number | null;
  /** ms from the refuel's [start, end] to the receipt time, 0 inside (pairs only) */
  timeGapMs: number | null;
  /** metres between the refuel and the receipt's place (pairs whose receipt has a place) */
  distanceM: number | null;
}

/** Texts of the statuses, as the reports show them. */
export const RECONCILIATION_STATUS_TEXT: Readonly<Record<ReconciliationStatus, string>> = {
  matched: 'Matched',
  'volume-mismatch': 'Volume mismatch',
  'receipt-only': 'Receipt without refuel (possible fraud)',
  'refuel-only': 'Refuel without receipt',
};

/** How far a time lies outside [start, end], ms (0 inside). */
function gapMs(time: number, start: number, end: number): number {
  return time < start ? start - time : time > end ? time - end : 0;
}

/** Whether two volumes agree within the tolerances. */
export function volumesAgree(receiptLitres: number, sensorLitres: number, t: ReconciliationTolerances = DEFAULT_RECONCILIATION_TOLERANCES): boolean {
  return Math.abs(receiptLitres - sensorLitres) <= Math.max(t.volumeLitres, t.volumeShare * receiptLitres);
}

/**
 * Matches refuels and receipts one to one. A pair must be of the same asset, its receipt time within `timeMs` of the
 * refuel and (when the receipt has a place) within `distanceM` of it. Pairs whose volumes agree are taken first, then
 * the closest in time; a pair left whose volumes disagree is a 'volume-mismatch'. Entries come in time order.
 */
export function reconcileFuel<R extends SensorRefuel, C extends ReceiptToMatch>(
  refuels: readonly R[],
  receipts: readonly C[],
  tolerances: Partial<ReconciliationTolerances> = {},
): ReconciliationEntry<R, C>[] {
  const t: ReconciliationTolerances = { ...DEFAULT_RECONCILIATION_TOLERANCES, ...tolerances };
  const candidates: { i: number; j: number; agree: boolean; gap: number; distanceM: number | null }[] = [];
  refuels.forEach((r, i) => {
    receipts.forEach((c, j) => {
      if (c.assetId !== r.assetId) return;
      const gap = gapMs(c.time, r.start, r.end);
      if (gap > t.timeMs) return;
      const distanceM = c.lat === null || c.lng === null ? null : haversineKm(r.lat, r.lng, c.lat, c.lng) * 1000;
      if (distanceM !== null && distanceM > t.distanceM) return;
      candidates.push({ i, j, agree: volumesAgree(c.litres, r.litres, t), gap, distanceM });
    });
  });
  candidates.sort((a, b) => Number(b.agree) - Number(a.agree) || a.gap - b.gap || a.i - b.i || a.j - b.j);
  const usedRefuel = new Set<number>();
  const usedReceipt = new Set<number>();
  const out: ReconciliationEntry<R, C>[] = [];
  for (const c of candidates) {
    if (usedRefuel.has(c.i) || usedReceipt.has(c.j)) continue;
    usedRefuel.add(c.i);
    usedReceipt.add(c.j);
    const refuel = refuels[c.i] as R;
    const receipt = receipts[c.j] as C;
    out.push({
      status: c.agree ? 'matched' : 'volume-mismatch',
      refuel,
      receipt,
      volumeDiffLitres: Math.round((receipt.litres - refuel.litres) * 10) / 10,
      timeGapMs: c.gap,
      distanceM: c.distanceM === null ? null : Math.round(c.distanceM),
    });
  }
  refuels.forEach((r, i) => {
    if (!usedRefuel.has(i)) out.push({ status: 'refuel-only', refuel: r, receipt: null, volumeDiffLitres: null, timeGapMs: null, distanceM: null });
  });
  receipts.forEach((c, j) => {
    if (!usedReceipt.has(j)) out.push({ status: 'receipt-only', refuel: null, receipt: c, volumeDiffLitres: null, timeGapMs: null, distanceM: null });
  });
  const timeOf = (e: ReconciliationEntry<R, C>) => e.refuel?.start ?? e.receipt?.time ?? 0;
  return out.sort((a, b) => timeOf(a) - timeOf(b));
}

/** The reconciliation of one asset over a period, summed. */
export interface ReconciliationSummary {
  refuels: number;
  /** litres the sensor saw added */
  refuelledLitres: number;
  receipts: number;
  /** litres paid for */
  receiptLitres: number;
  matched: number;
  volumeMismatches: number;
  receiptsWithoutRefuel: number;
  /** litres of the receipts without a refuel */
  unmatchedReceiptLitres: number;
  refuelsWithoutReceipt: number;
  /** litres of the refuels without a receipt */
  unmatchedRefuelLitres: number;
}

/** Sums the entries of one asset. */
export function summariseReconciliation(entries: readonly ReconciliationEntry[]): ReconciliationSummary {
  const s: ReconciliationSummary = {
    refuels: 0,
    refuelledLitres: 0,
    receipts: 0,
    receiptLitres: 0,
    matched: 0,
    volumeMismatches: 0,
    receiptsWithoutRefuel: 0,
    unmatchedReceiptLitres: 0,
    refuelsWithoutReceipt: 0,
    unmatchedRefuelLitres: 0,
  };
  for (const e of entries) {
    if (e.refuel) {
      s.refuels++;
      s.refuelledLitres += e.refuel.litres;
    }
    if (e.receipt) {
      s.receipts++;
      s.receiptLitres += e.receipt.litres;
    }
    if (e.status === 'matched') s.matched++;
    else if (e.status === 'volume-mismatch') s.volumeMismatches++;
    else if (e.status === 'receipt-only') {
      s.receiptsWithoutRefuel++;
      s.unmatchedReceiptLitres += e.receipt?.litres ?? 0;
    } else {
      s.refuelsWithoutReceipt++;
      s.unmatchedRefuelLitres += e.refuel?.litres ?? 0;
    }
  }
  return s;
}
