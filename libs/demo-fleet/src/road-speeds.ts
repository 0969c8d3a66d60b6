/** Speed limits and one-way rules of OSM roads. */

/** Speed limit by OSM highway class when a way has no maxspeed, km/h. */
export const ROAD_SPEED_DEFAULTS_KMH: Readonly<Record<string, number>> = Object.freeze({
  motorway: 110,
  motorway_link: 60,
  trunk: 90,
  trunk_link: 50,
  primary: 70,
  primary_link: 40,
  secondary: 60,
  secondary_link: 40,
  tertiary: 50,
  tertiary_link: 30,
  unclassified: 40,
  residential: 30,
  living_street: 15,
  service: 20,
  road: 40,
});

/** Speed limit of a highway class without a known one, km/h. */
export const FALLBACK_ROAD_SPEED_KMH = 30;

/** Parses an OSM maxspeed ("60", "40 mph", "50;70") to km/h; null when absent or not numeric ("signals", "none"). */
export function parseMaxspeed(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(mph|knots)?/i.exec(value);
  if (!match?.[1]) return null;
  const n = Number(match[1]);
  if (!(n > 0)) return null;
  const unit = match[2]?.toLowerCase();
  if (unit === 'mph') return n * 1.609344;
  if (unit === 'knots') return n * 1.852;
  return n;
}

/** Speed limit of a way, km/h: its maxspeed, else the default of its highway class. */
export function roadSpeedKmh(highway: string, maxspeed: string | number | null | undefined): number {
  return parseMaxspeed(maxspeed) ?? ROAD_SPEED_DEFAULTS_KMH[highway] ?? FALLBACK_ROAD_SPEED_KMH;
}

/**
 * Direction of travel of a way: 1 forward only, -1 backward only, 0 both ways. OSM "yes" | "1" | "true" is forward,
 * "-1" | "reverse" backward; motorways are one-way unless tagged "no".
 */
export function parseOneway(value: string | number | boolean | null | undefined, highway: string): -1 | 0 | 1 {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (v === true || v === 1 || v === 'yes' || v === '1' || v === 'true') return 1;
  if (v === -1 || v === '-1' || v === 'reverse') return -1;
  if (v === undefined || v === null) return highway === 'motorway' ? 1 : 0;
  return 0;
}
