import { CURRENCY, type MeterValue } from '@fleet/domain';

/** "RM 1,234.50". */
export function moneyText(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${CURRENCY} ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** "52,140 km (tracker)", "1,210.5 h (entered)": a meter with where it comes from. */
export function meterText(meter: MeterValue, unit: 'km' | 'h'): string {
  if (meter.value === null) return '—';
  const value = meter.value.toLocaleString('en-US', { maximumFractionDigits: 1 });
  return `${value} ${unit}${meter.source === 'manual' ? ' (entered)' : ''}`;
}

/** A number field's text as the schema reads it: empty is null, anything else a number (NaN when it is not one). */
export const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));
