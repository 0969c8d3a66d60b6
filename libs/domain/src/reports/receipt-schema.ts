import { z } from 'zod';
import { UPLOAD_LIMITS } from '../constants';
import { FIELD_LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { convertRefuelTime } from '../time-format';

const blankToNull = (v: unknown): unknown => (v === '' || v === undefined ? null : v);

/** A finite number, or a numeric text (the form sends text); NaN for anything else (booleans, objects, 'abc'). */
function readNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value === 'string' && /^\s*[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?\s*$/i.test(value)) {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : Number.NaN;
  }
  return Number.NaN;
}

/** A number the form may send as text: blank is null (missing), unreadable is NaN (refused by the fields below). */
const looseNumber = z.preprocess((v) => {
  const value = blankToNull(v);
  return value === null ? null : readNumber(value);
}, z.custom<number | null>((v) => v === null || typeof v === 'number'));

/**
 * Asset ids: a list (the single-select vehicle list), one id, or nothing; a value that is not a whole number in
 * 1..2^31-1 (true, 'x', 1.5) makes the list unusable, so the receipt is refused rather than filed elsewhere.
 */
const looseIds = z.preprocess((v) => {
  const value = blankToNull(v);
  const list = value === null ? [] : Array.isArray(value) ? value : [value];
  const ids = list.map((x) => (typeof x === 'number' || typeof x === 'string' ? readNumber(x) : Number.NaN));
  return list.length <= 10 && ids.every((n) => Number.isInteger(n) && n > 0 && n <= FIELD_LIMITS.idMax) ? ids : [0, 0];
}, z.array(z.number().int()));

/**
 * A required amount (volume, price): unreadable or negative counts as missing, so SPEC §5's message answers; above
 * `max` it is refused with `message`.
 */
const amount = (max: number, message: string) =>
  looseNumber.transform((n) => (n === null || Number.isNaN(n) || n < 0 ? null : n)).refine((n) => n === null || n <= max, message);

/** An optional amount (price per litre): blank is null; unreadable, negative or above `max` is refused. */
const optionalAmount = (max: number, label: string) =>
  looseNumber.refine((n) => n === null || (!Number.isNaN(n) && n > 0 && n <= max), `${label} must be a number above 0 and at most ${max}.`);

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
    fuel: amount(FIELD_LIMITS.receiptFuelMaxLitres, `Volume must be at most ${FIELD_LIMITS.receiptFuelMaxLitres.toLocaleString('en')} litres.`),
    priceperliter: optionalAmount(FIELD_LIMITS.receiptPricePerLitreMax, 'Price per litre'),
    price: amount(FIELD_LIMITS.receiptPriceMax, `Price must be at most ${FIELD_LIMITS.receiptPriceMax.toLocaleString('en')} RM.`),
    time: looseTime,
    location: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : v),
      z.string({ error: 'Location must be text.' }).max(FIELD_LIMITS.receiptLocationMax, `Location must be at most ${FIELD_LIMITS.receiptLocationMax} characters.`),
    ),
    files: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? [] : v),
      z
        .array(z.string().max(FIELD_LIMITS.filePathMax, 'A file link is too long.'))
        .max(UPLOAD_LIMITS.maxFiles, `At most ${UPLOAD_LIMITS.maxFiles} files.`),
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
