/**
 * The company's units: a presentation choice. Everything is stored and computed metric (km, km/h, litres, °C); a
 * figure is converted only when it is shown, exported or typed, with the functions here, so every screen, report and
 * export shows the same converted number.
 *
 * Factors: 1 mi = 1.609344 km (international mile), 1 US gal = 3.785411784 L, °F = °C × 9/5 + 32. Fuel economy:
 * km/L -> mpg (US) = km/L × 3.785411784 / 1.609344. Shown values are rounded per quantity (`DISPLAY_DECIMALS`); values
 * typed by a user are converted back without rounding. Metric values are passed through untouched (no rounding), so a
 * metric company sees exactly what it saw before units existed.
 */
import { z } from 'zod';

/** Distance (and speed) unit: kilometres (km/h) or miles (mph). */
export type DistanceUnit = 'km' | 'mi';
/** Volume unit: litres or US gallons. */
export type VolumeUnit = 'L' | 'gal';
/** Temperature unit: Celsius or Fahrenheit. */
export type TemperatureUnit = 'C' | 'F';

/** A company's units (`tenants.settings.units`). */
export interface UnitPreferences {
  distance: DistanceUnit;
  volume: VolumeUnit;
  temperature: TemperatureUnit;
}

export const DISTANCE_UNITS: readonly DistanceUnit[] = ['km', 'mi'];
export const VOLUME_UNITS: readonly VolumeUnit[] = ['L', 'gal'];
export const TEMPERATURE_UNITS: readonly TemperatureUnit[] = ['C', 'F'];

/** The units of a company that chose none: metric. */
export const DEFAULT_UNITS: UnitPreferences = Object.freeze({ distance: 'km', volume: 'L', temperature: 'C' });
/** US customary units: miles, US gallons, Fahrenheit. */
export const US_UNITS: UnitPreferences = Object.freeze({ distance: 'mi', volume: 'gal', temperature: 'F' });

/** Kilometres in one international mile. */
export const KM_PER_MILE = 1.609344;
/** Litres in one US liquid gallon. */
export const LITRES_PER_US_GALLON = 3.785411784;

/** The message of a unit the product does not know. */
export const UNKNOWN_UNITS_MESSAGE = 'Units must be {"distance": "km" | "mi", "volume": "L" | "gal", "temperature": "C" | "F"}.';

/** The company's units as stored and as `PUT /v2/company/settings` takes them: all three, nothing else. */
export const unitPreferencesSchema = z
  .object(
    {
      distance: z.enum(['km', 'mi'], { error: 'distance must be "km" or "mi".' }),
      volume: z.enum(['L', 'gal'], { error: 'volume must be "L" or "gal".' }),
      temperature: z.enum(['C', 'F'], { error: 'temperature must be "C" or "F".' }),
    },
    { error: UNKNOWN_UNITS_MESSAGE },
  )
  .strict();

/** Stored units, or the defaults when there are none or they are malformed (a bad column never breaks a screen). */
export function parseUnitPreferences(raw: unknown): UnitPreferences {
  const parsed = unitPreferencesSchema.safeParse(raw);
  return parsed.success ? parsed.data : { ...DEFAULT_UNITS };
}

/** Whether the units are all metric (nothing to convert). */
export function isMetric(units: UnitPreferences): boolean {
  return units.distance === 'km' && units.volume === 'L' && units.temperature === 'C';
}

/**
 * What a figure measures. Prices per unit ('RM per litre', 'RM per 1000 km') convert inversely to their unit; an
 * economy is distance per volume.
 */
export type Quantity = 'distance' | 'speed' | 'volume' | 'temperature' | 'economy' | 'pricePerVolume' | 'pricePerDistance';

/** Decimals a converted figure is shown with (metric figures are shown as computed). */
export const DISPLAY_DECIMALS: Record<Quantity, number> = {
  distance: 2,
  speed: 1,
  volume: 2,
  temperature: 1,
  economy: 2,
  pricePerVolume: 2,
  pricePerDistance: 2,
};

/** The unit texts, once: the labels of grid captions, exports, cards and inputs. */
export const UNIT_LABELS = {
  distance: { km: 'km', mi: 'mi' },
  speed: { km: 'km/h', mi: 'mph' },
  volume: { L: 'L', gal: 'gal' },
  temperature: { C: '°C', F: '°F' },
  economy: { km: 'km/L', mi: 'mpg' },
} as const;

/** The Settings card's choices. */
export const UNIT_CHOICE_TEXTS = {
  distance: { km: 'Kilometres (km, km/h)', mi: 'Miles (mi, mph)' },
  volume: { L: 'Litres (L)', gal: 'US gallons (gal)' },
  temperature: { C: 'Celsius (°C)', F: 'Fahrenheit (°F)' },
} as const;

/** Whether the company's units show a quantity differently from metric. */
export function isConverted(quantity: Quantity, units: UnitPreferences): boolean {
  switch (quantity) {
    case 'distance':
    case 'speed':
    case 'pricePerDistance':
      return units.distance === 'mi';
    case 'volume':
    case 'pricePerVolume':
      return units.volume === 'gal';
    case 'temperature':
      return units.temperature === 'F';
    case 'economy':
      return units.distance === 'mi' || units.volume === 'gal';
  }
}

/** The display value of a metric value, unrounded. */
function convertExact(quantity: Quantity, metric: number, units: UnitPreferences): number {
  const perDistance = units.distance === 'mi' ? KM_PER_MILE : 1;
  const perVolume = units.volume === 'gal' ? LITRES_PER_US_GALLON : 1;
  switch (quantity) {
    case 'distance':
    case 'speed':
      return metric / perDistance;
    case 'volume':
      return metric / perVolume;
    case 'temperature':
      return units.temperature === 'F' ? (metric * 9) / 5 + 32 : metric;
    case 'economy':
      // km/L -> mi/gal: fewer miles per km, more litres per gallon.
      return (metric * perVolume) / perDistance;
    case 'pricePerVolume':
      return metric * perVolume;
    case 'pricePerDistance':
      return metric * perDistance;
  }
}

/** Rounds to a number of decimals (half away from zero), without -0. */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = (Math.sign(value) * Math.round(Math.abs(value) * f)) / f;
  return r === 0 ? 0 : r;
}

/**
 * A metric figure (km, km/h, L, °C, km/L, price per L or per km) in the company's units, rounded to
 * `DISPLAY_DECIMALS`; returned untouched when the units keep it metric. Throws on a value that is not a finite number.
 */
export function toDisplay(quantity: Quantity, metric: number, units: UnitPreferences): number {
  if (!Number.isFinite(metric)) throw new RangeError(`Cannot convert ${String(metric)}: a ${quantity} must be a finite number.`);
  if (!isConverted(quantity, units)) return metric;
  return roundTo(convertExact(quantity, metric, units), DISPLAY_DECIMALS[quantity]);
}

/**
 * A figure typed in the company's units back to metric (unrounded: a limit of 55 mph reaches the server as
 * 88.51392 km/h). Throws on a value that is not a finite number.
 */
export function fromDisplay(quantity: Quantity, value: number, units: UnitPreferences): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot convert ${String(value)}: a ${quantity} must be a finite number.`);
  if (!isConverted(quantity, units)) return value;
  const perDistance = units.distance === 'mi' ? KM_PER_MILE : 1;
  const perVolume = units.volume === 'gal' ? LITRES_PER_US_GALLON : 1;
  switch (quantity) {
    case 'distance':
    case 'speed':
      return value * perDistance;
    case 'volume':
      return value * perVolume;
    case 'temperature':
      return units.temperature === 'F' ? ((value - 32) * 5) / 9 : value;
    case 'economy':
      return (value * perDistance) / perVolume;
    case 'pricePerVolume':
      return value / perVolume;
    case 'pricePerDistance':
      return value / perDistance;
  }
}

/** The unit label of a quantity in the company's units ('mph', 'gal', '°F'); prices carry no unit label of their own. */
export function unitLabel(quantity: Exclude<Quantity, 'pricePerVolume' | 'pricePerDistance'>, units: UnitPreferences): string {
  switch (quantity) {
    case 'distance':
      return UNIT_LABELS.distance[units.distance];
    case 'speed':
      return UNIT_LABELS.speed[units.distance];
    case 'volume':
      return UNIT_LABELS.volume[units.volume];
    case 'temperature':
      return UNIT_LABELS.temperature[units.temperature];
    case 'economy':
      return units.distance === 'mi' || units.volume === 'gal' ? UNIT_LABELS.economy.mi : UNIT_LABELS.economy.km;
  }
}

/**
 * A metric figure as text with its unit in the company's units: '62.1 mph', '5.28 gal', '-0.4 °F'. `decimals` caps
 * the shown decimals (trailing zeros dropped); null or undefined reads '-'.
 */
export function formatFigure(quantity: Exclude<Quantity, 'pricePerVolume' | 'pricePerDistance'>, metric: number | null | undefined, units: UnitPreferences, decimals?: number): string {
  if (metric === null || metric === undefined || !Number.isFinite(metric)) return '-';
  // Rounded once, from the exact converted value (never a rounded value rounded again).
  const exact = isConverted(quantity, units) ? convertExact(quantity, metric, units) : metric;
  const value = decimals !== undefined ? roundTo(exact, decimals) : isConverted(quantity, units) ? roundTo(exact, DISPLAY_DECIMALS[quantity]) : metric;
  return `${value} ${unitLabel(quantity, units)}`;
}
