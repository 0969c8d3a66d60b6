import { describe, expect, it } from 'vitest';
import { DEFAULT_RECONCILIATION_TOLERANCES, reconcileFuel, summariseReconciliation, volumesAgree, type ReceiptToMatch, type SensorRefuel } from './fuel-reconciliation';

const H = 3_600_000;
const T0 = Date.UTC(2026, 10, 19, 6, 0, 0);
/** Shah Alam, and Sandakan (Sabah, ~1,700 km away). */
const SHAH_ALAM = { lat: 3.0733, lng: 101.5185 };
const SANDAKAN = { lat: 5.8402, lng: 118.1179 };

const refuel = (assetId: number, hours: number, litres: number, at = SHAH_ALAM): SensorRefuel => ({ assetId, start: T0 + hours * H, end: T0 + hours * H + 6 * 60_000, litres, ...at });
const receipt = (receiptId: number, assetId: number, hours: number, litres: number, at: { lat: number; lng: number } | null = SHAH_ALAM): ReceiptToMatch => ({
  receiptId,
  assetId,
  time: T0 + hours * H,
  litres,
  lat: at?.lat ?? null,
  lng: at?.lng ?? null,
});

describe('fuel reconciliation', () => {
  it('golden: the three outcomes and a volume mismatch over one truck week (issue #13)', () => {
    const refuels = [refuel(8, 0, 243.8), refuel(8, 50, 180), refuel(8, 100, 200), refuel(9, 10, 150)];
    const receipts = [
      receipt(1, 8, 0.3, 240), // the refuel at 0 h: matched (3.8 L apart, 12 min after it ended)
      receipt(2, 8, 50.5, 260), // the refuel at 50 h, 80 L more than the tank took: volume mismatch
      receipt(3, 8, 76, 207, SANDAKAN), // 207 L at Sandakan while the truck was in Shah Alam: no refuel
      receipt(4, 9, 10.2, 149, null), // no place on the receipt: matched on time and volume
      receipt(5, 8, 100.1, 200, SANDAKAN), // right time and volume, wrong place: not this refuel's receipt
    ];
    const entries = reconcileFuel(refuels, receipts);
    expect(entries.map((e) => [e.status, e.refuel ? (e.refuel.start - T0) / H : null, e.receipt?.receiptId ?? null, e.volumeDiffLitres])).toEqual([
      ['matched', 0, 1, -3.8],
      ['matched', 10, 4, -1],
      ['volume-mismatch', 50, 2, 80],
      ['receipt-only', null, 3, null],
      ['refuel-only', 100, null, null],
      ['receipt-only', null, 5, null],
    ]);
    expect(entries[0]).toMatchObject({ timeGapMs: 12 * 60_000, distanceM: 0 });
    expect(summariseReconciliation(entries.filter((e) => (e.refuel ?? e.receipt)!.assetId === 8))).toEqual({
      refuels: 3,
      refuelledLitres: 623.8,
      receipts: 4,
      receiptLitres: 907,
      matched: 1,
      volumeMismatches: 1,
      receiptsWithoutRefuel: 2,
      unmatchedReceiptLitres: 407,
      refuelsWithoutReceipt: 1,
      unmatchedRefuelLitres: 200,
    });
  });

  it('pairs one to one, preferring agreeing volumes, then the closest time; another asset never matches', () => {
    const refuels = [refuel(1, 0, 100), refuel(1, 1.5, 100)];
    // Two receipts near both refuels: each refuel gets one.
    const entries = reconcileFuel(refuels, [receipt(1, 1, 1.4, 101), receipt(2, 1, 0.1, 99), receipt(3, 2, 0, 100)]);
    expect(entries.filter((e) => e.status === 'matched').map((e) => [(e.refuel!.start - T0) / H, e.receipt!.receiptId])).toEqual([
      [0, 2],
      [1.5, 1],
    ]);
    expect(entries.find((e) => e.receipt?.receiptId === 3)?.status).toBe('receipt-only');
    // Volumes that agree win over a closer receipt whose volume does not.
    const pick = reconcileFuel([refuel(1, 0, 100)], [receipt(1, 1, 0, 160), receipt(2, 1, 0.9, 104)]);
    expect(pick.find((e) => e.status === 'matched')?.receipt?.receiptId).toBe(2);
  });

  it('the tolerances: 1 h either side, 1 km, 10 % or 10 L', () => {
    expect(DEFAULT_RECONCILIATION_TOLERANCES).toEqual({ timeMs: H, distanceM: 1000, volumeShare: 0.1, volumeLitres: 10 });
    expect(reconcileFuel([refuel(1, 0, 100)], [receipt(1, 1, 1.1, 100)])[0]!.status).toBe('matched'); // 54 min after the end
    expect(reconcileFuel([refuel(1, 0, 100)], [receipt(1, 1, 1.2, 100)]).map((e) => e.status)).toEqual(['refuel-only', 'receipt-only']);
    expect(reconcileFuel([refuel(1, 0, 100)], [receipt(1, 1, -1.01, 100)]).map((e) => e.status)).toEqual(['receipt-only', 'refuel-only']);
    const near = { lat: SHAH_ALAM.lat + 0.008, lng: SHAH_ALAM.lng }; // ~890 m
    const far = { lat: SHAH_ALAM.lat + 0.01, lng: SHAH_ALAM.lng }; // ~1.1 km
    expect(reconcileFuel([refuel(1, 0, 100)], [receipt(1, 1, 0, 100, near)])[0]!.status).toBe('matched');
    expect(reconcileFuel([refuel(1, 0, 100)], [receipt(1, 1, 0, 100, far)])[0]!.status).toBe('refuel-only');
    expect(volumesAgree(50, 60)).toBe(true); // 10 L
    expect(volumesAgree(50, 61)).toBe(false);
    expect(volumesAgree(300, 330)).toBe(true); // 10 % of 300
    expect(volumesAgree(300, 331)).toBe(false);
    expect(reconcileFuel([refuel(1, 0, 100)], [receipt(1, 1, 0, 100, far)], { distanceM: 2000 })[0]!.status).toBe('matched');
  });

  it('nothing in, nothing out', () => {
    expect(reconcileFuel([], [])).toEqual([]);
  });
});
