/** How the vessel area reads: counts by state, times in the user's zone (never the browser's), knots and metres. Pure. */
import { GEAR_LABELS, VESSEL_STATES, type GearType, type VesselState } from '@fleet/domain';
import { dayClockText, fullTimeText } from '../transport/transport-format';

/** Vessels per state (every state, zeros included). */
export function countByVesselState(vessels: readonly { state: VesselState }[]): Record<VesselState, number> {
  const counts = Object.fromEntries(VESSEL_STATES.map((s) => [s, 0])) as Record<VesselState, number>;
  for (const v of vessels) counts[v.state] += 1;
  return counts;
}

/** "24/11 14:05" in the zone; "—" without a time. */
export const shortTime = (instant: number | null, timeZone: string): string => (instant === null ? '—' : dayClockText(instant, timeZone));
/** "24/11/2026 | 14:05:00" in the zone; "—" without a time. */
export const longTime = (instant: number | null, timeZone: string): string => (instant === null ? '—' : fullTimeText(instant, timeZone));
/** "8.5 kn"; "—" when unknown. */
export const knots = (kn: number | null): string => (kn === null ? '—' : `${kn.toFixed(1)} kn`);
/** "24 m"; "—" when unknown. */
export const metres = (m: number | null): string => (m === null ? '—' : `${Number.isInteger(m) ? m : m.toFixed(1)} m`);
/** The gear's label. */
export const gearLabel = (gear: GearType): string => GEAR_LABELS[gear];
/** "2.5 days", "1 day", "under way" for a trip still at sea. */
export const daysText = (days: number): string => (days === 1 ? '1 day' : `${days.toFixed(1)} days`);
