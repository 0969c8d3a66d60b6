/** Fuel reconciliation in the reports: the Fuel and Fuel Receipt reports' status columns and the summary rows. */
import { detectFuelEvents, estimateTankLitres } from './fuel';
import { RECONCILIATION_STATUS_TEXT, reconcileFuel, summariseReconciliation, type ReconciliationEntry, type ReceiptToMatch, type SensorRefuel } from './fuel-reconciliation';
import { base, inRange, round } from './report-row-helpers';
import type { FuelReceipt, ReportAssetInput, ReportInput, ReportPoint, ReportRow } from './report-types';

/** A sensor refuel with its place in the Fuel report (its start time identifies it). */
export type ReportRefuel = SensorRefuel & { address: string | null };
/** A receipt as matched. */
export type ReportReceipt = ReceiptToMatch & { receipt: FuelReceipt };

/** The asset's reconciliation over the period: its refuels (the Fuel report's Refuel rows) against its receipts. */
export function assetReconciliation(asset: ReportAssetInput, points: readonly ReportPoint[], input: ReportInput): ReconciliationEntry<ReportRefuel, ReportReceipt>[] {
  const refuels: ReportRefuel[] = detectFuelEvents(points, estimateTankLitres(points))
    .filter((e) => e.kind === 'refuel')
    .map((e) => ({ assetId: asset.assetId, start: e.start, end: e.end, litres: e.amount, lat: e.lat, lng: e.lng, address: e.address }));
  const receipts: ReportReceipt[] = inRange(asset.fuelReceipts, input).map((r) => ({
    receiptId: r.receiptId,
    assetId: asset.assetId,
    time: r.time,
    litres: r.fuel,
    lat: r.lat ?? null,
    lng: r.lng ?? null,
    receipt: r,
  }));
  return reconcileFuel(refuels, receipts);
}

/** The status text of a refuel row of the Fuel report, with its receipt. */
export function refuelStatus(entries: readonly ReconciliationEntry<ReportRefuel, ReportReceipt>[], start: number): { reconciliation: string; receiptId: number | null } {
  const e = entries.find((x) => x.refuel?.start === start);
  if (!e) return { reconciliation: '', receiptId: null };
  return { reconciliation: statusText(e), receiptId: e.receipt?.receiptId ?? null };
}

/** The status text of a receipt row of the Fuel Receipt report, with the litres the sensor saw. */
export function receiptStatus(entries: readonly ReconciliationEntry<ReportRefuel, ReportReceipt>[], receiptId: number): { reconciliation: string; sensorLitres: number | null } {
  const e = entries.find((x) => x.receipt?.receiptId === receiptId);
  if (!e) return { reconciliation: '', sensorLitres: null };
  return { reconciliation: statusText(e), sensorLitres: e.refuel ? round(e.refuel.litres) : null };
}

/** 'Matched', 'Volume mismatch (receipt +80 L)', 'Receipt without refuel (possible fraud)', 'Refuel without receipt'. */
function statusText(e: ReconciliationEntry): string {
  const text = RECONCILIATION_STATUS_TEXT[e.status];
  if (e.status === 'volume-mismatch' && e.volumeDiffLitres !== null) return `${text} (receipt ${e.volumeDiffLitres > 0 ? '+' : ''}${e.volumeDiffLitres} L)`;
  return text;
}

/** The Fuel Reconciliation row of an asset; null when it has neither refuels nor receipts in the period. */
export function reconciliationRow(asset: ReportAssetInput, points: readonly ReportPoint[], input: ReportInput): ReportRow | null {
  const entries = assetReconciliation(asset, points, input);
  if (entries.length === 0) return null;
  const s = summariseReconciliation(entries);
  return {
    ...base(asset, input.from),
    assetGroup: asset.assetGroup,
    refuels: s.refuels,
    refuelled: round(s.refuelledLitres),
    receipts: s.receipts,
    receiptLitres: round(s.receiptLitres),
    matched: s.matched,
    volumeMismatches: s.volumeMismatches,
    receiptsWithoutRefuel: s.receiptsWithoutRefuel,
    unmatchedReceiptLitres: round(s.unmatchedReceiptLitres),
    refuelsWithoutReceipt: s.refuelsWithoutReceipt,
    unmatchedRefuelLitres: round(s.unmatchedRefuelLitres),
  };
}
