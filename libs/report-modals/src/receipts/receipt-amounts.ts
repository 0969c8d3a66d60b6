/** The three linked amounts of a fuel receipt, as typed (text). */
export interface ReceiptAmounts {
  fuel: string;
  priceperliter: string;
  price: string;
}

/** One of the amounts. */
export type AmountField = keyof ReceiptAmounts;

const FIELDS: readonly AmountField[] = ['fuel', 'priceperliter', 'price'];

const num = (text: string): number | null => {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : null;
};
const round2 = (n: number) => String(Math.round(n * 100) / 100);

/**
 * Applies a typed change and fills in the missing amount: total = volume x price per litre. The amount to compute is
 * the one that is empty or was computed before (`auto`); the user's own entries are never overwritten. Returns the
 * new amounts and which one (if any) is now computed.
 */
export function changeAmount(
  amounts: ReceiptAmounts,
  auto: AmountField | null,
  field: AmountField,
  text: string,
): { amounts: ReceiptAmounts; auto: AmountField | null } {
  const next = { ...amounts, [field]: text };
  const nextAuto = auto === field ? null : auto;
  const others = FIELDS.filter((f) => f !== field);
  const targets = others.filter((f) => f === nextAuto || next[f].trim() === '');
  if (targets.length !== 1) return { amounts: next, auto: nextAuto };
  const target = targets[0] as AmountField;
  const known = others.find((f) => f !== target) as AmountField;
  const a = num(next[field]);
  const b = num(next[known]);
  if (a === null || b === null) {
    // Not computable any more: clear what we computed rather than leave a stale value.
    return target === nextAuto ? { amounts: { ...next, [target]: '' }, auto: null } : { amounts: next, auto: nextAuto };
  }
  // Every amount but the target is either the typed one or the known one.
  const v = (f: AmountField) => (f === field ? a : b);
  const computed = target === 'price' ? v('fuel') * v('priceperliter') : target === 'priceperliter' ? v('price') / v('fuel') : v('price') / v('priceperliter');
  return { amounts: { ...next, [target]: round2(computed) }, auto: target };
}
