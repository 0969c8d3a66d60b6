import { z } from 'zod';
import { UPLOAD_LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import { convertRefuelTime } from '../time-format';

const blankToNull = (v: unknown): unknown => (v === '' || v === undefined ? null : v);

/** A number the form may send as text; anything unreadable counts as missing (null). */
const looseNumber = z.preprocess((v) => {
  const value = blankToNull(v);
  if (value === null) return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  return Number.isFinite(n) ? n : null;
}, z.number().nullable());

/** Asset ids: a list (the single-select vehicle list), one id, or nothing. */
const looseIds = z.preprocess((v) => {
  const value = blankToNull(v);
  const list = value === null ? [] : Array.isArray(value) ? value : [value];
  return list.map((x) => Number(x)).filter((n) => Number.isInteger(n) && n > 0);
}, z.array(z.number().int().positive()));

/** The refuel time: 'YYYY-MM-DD HH:mm[:ss]', ISO text, ms since epoch, or the refuel event's 'D/M/YYYY | HH:mm[:ss]'. */
const looseTime = z.preprocess((v) => {
  const value = blankToNull(v);
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  return convertRefuelTime(value) ?? value.trim();
}, z.union([z.number(), z.string()]).nullable());

/**
 * The new receipt payload (SPEC §3) as POST receipts/submit takes it in `receiptInfo`, with the add receipt rules of
 * SPEC §5: one asset (a vehicle in `assetId` or a maintenance asset in `fmsAssetId`, not both), volume >= 1,
 * price >= 1 and a time, else MESSAGES.receiptRequired / MESSAGES.receiptEitherAsset; at most 10 files.
 */
export const receiptInfoSchema = z
  .object({
    assetId: looseIds,
    fmsAssetId: looseIds,
    fuel: looseNumber,
    priceperliter: looseNumber,
    price: looseNumber,
    time: looseTime,
    location: z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string()),
    files: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? [] : v),
      z.array(z.string()).max(UPLOAD_LIMITS.maxFiles, `At most ${UPLOAD_LIMITS.maxFiles} files.`),
    ),
  })
  .superRefine((r, ctx) => {
    if (r.assetId.length > 0 && r.fmsAssetId.length > 0) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.receiptEitherAsset, path: ['fmsAssetId'] });
      return;
    }
    const asset = r.assetId.length === 1 || (r.assetId.length === 0 && r.fmsAssetId.length === 1);
    if (!asset || r.fuel === null || r.fuel < 1 || r.price === null || r.price < 1 || r.time === null) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.receiptRequired, path: [] });
    }
  });

export type ReceiptInfoInput = z.input<typeof receiptInfoSchema>;
export type ReceiptInfo = z.output<typeof receiptInfoSchema>;
