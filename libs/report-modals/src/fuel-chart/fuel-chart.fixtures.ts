import type { ReportRow } from '@fleet/domain';

/**
 * A day of History report rows for stories: a 1-minute trace (the given number of samples) of a truck that drives
 * in two shifts, burns fuel while moving and refuels at midday (a step from about 38 L to 160 L). Deterministic.
 */
export function sampleHistoryRows(samples = 1440, start = Date.UTC(2026, 10, 1, 0, 0, 0)): ReportRow[] {
  const rows: ReportRow[] = [];
  let fuel = 120;
  let odometer = 48_210;
  for (let i = 0; i < samples; i++) {
    const hour = (i / 60) % 24;
    const driving = (hour >= 7 && hour < 11.5) || (hour >= 13 && hour < 18);
    const speed = driving ? Math.round(55 + 35 * Math.sin(i / 9) + 10 * Math.sin(i / 2.3)) : 0;
    odometer += speed / 60;
    fuel = Math.max(0, fuel - (driving ? 0.12 : 0.002));
    if (i === Math.floor(samples / 2)) fuel = 160;
    rows.push({ timestamp: start + i * 60_000, fuel: Math.round(fuel * 10) / 10, odometer: Math.round(odometer * 10) / 10, speed });
  }
  return rows;
}
