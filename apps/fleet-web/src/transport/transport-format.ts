/** How transport times and figures read: every time in the user's zone (never the browser's). Pure. */
import { STOP_KINDS, datePartsIn, formatRangeTime, type StopKind } from '@fleet/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** "14:05": the wall clock of an instant in a zone. */
export function clockText(instant: number, timeZone: string): string {
  const p = datePartsIn(instant, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** "24/11 14:05": a day and a clock, short. */
export function dayClockText(instant: number, timeZone: string): string {
  const p = datePartsIn(instant, timeZone);
  return `${p.day}/${p.month} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** "24/11/2026 | 14:05:00": a full time (the reports' format). */
export const fullTimeText = (instant: number, timeZone: string): string => formatRangeTime(instant, timeZone);

/** A stop's window: "24/11 09:00 – 11:00" (one day), "24/11 22:00 – 25/11 02:00", "from 24/11 09:00", "by …", or "Any time". */
export function windowText(from: number | null, to: number | null, timeZone: string): string {
  if (from !== null && to !== null) {
    const sameDay = dayClockText(from, timeZone).split(' ')[0] === dayClockText(to, timeZone).split(' ')[0];
    return `${dayClockText(from, timeZone)} – ${sameDay ? clockText(to, timeZone) : dayClockText(to, timeZone)}`;
  }
  if (from !== null) return `from ${dayClockText(from, timeZone)}`;
  if (to !== null) return `by ${dayClockText(to, timeZone)}`;
  return 'Any time';
}

/** A delay in minutes: "On time", "12 min late", "1 h 05 min late"; "—" without a window. */
export function delayText(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes <= 0) return 'On time';
  const m = Math.round(minutes);
  return m < 60 ? `${m} min late` : `${Math.floor(m / 60)} h ${pad(m % 60)} min late`;
}

/** Whole minutes from `now` until `eta`, rounded up (0 once it is due). */
export function minutesUntil(eta: number, now: number): number {
  return Math.max(0, Math.ceil((eta - now) / 60_000));
}

/** "ETA 14:05 (in 12 min)", "ETA 14:05 (due now)". */
export function etaText(eta: number, now: number, timeZone: string): string {
  const minutes = minutesUntil(eta, now);
  return `ETA ${clockText(eta, timeZone)} (${minutes === 0 ? 'due now' : `in ${minutes} min`})`;
}

/** "1,450.5": a number with thousands separators and at most `digits` decimals. */
export const numberText = (n: number, digits = 1): string => n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** "120 pcs · 1,450 kg": goods as counted and weighed; "—" without either. */
export function goodsText(quantity: number, weightKg: number): string {
  const parts = [quantity > 0 ? `${numberText(quantity)} pcs` : null, weightKg > 0 ? `${numberText(weightKg)} kg` : null].filter(Boolean);
  return parts.length === 0 ? '—' : parts.join(' · ');
}

/** "92.5 %", or "—" without a figure. */
export const percentText = (p: number | null): string => (p === null ? '—' : `${numberText(p)} %`);

/** "Pickup" or "Drop". */
export const stopKindLabel = (kind: StopKind): string => STOP_KINDS[kind];
