import { DEFAULT_UNITS, formatFigure, formatRangeTime, toDisplay, unitLabel, type LiveAsset, type UnitPreferences } from '@fleet/domain';

/** Text shown for a missing value. */
export const NO_VALUE = '-';

/** Speed (given in km/h), whole, in the company's units: '62 km/h', '39 mph'. */
export function formatSpeed(kmh: number, units: UnitPreferences = DEFAULT_UNITS): string {
  return formatFigure('speed', kmh, units, 0);
}

/** Fuel level, %, whole; '-' when the asset has no fuel sensor. */
export function formatFuel(percent: number | null): string {
  return percent === null ? NO_VALUE : `${Math.round(percent)} %`;
}

/** Temperature (given in °C), one decimal, in the company's units: '4.5 °C', '40.1 °F'; '-' without a sensor. */
export function formatTemperature(celsius: number | null, units: UnitPreferences = DEFAULT_UNITS): string {
  return celsius === null ? NO_VALUE : `${toDisplay('temperature', celsius, units).toFixed(1)} ${unitLabel('temperature', units)}`;
}

/** Ignition: On, Off, or '-' when the device has no ignition signal. */
export function formatIgnition(ignition: boolean | null): string {
  return ignition === null ? NO_VALUE : ignition ? 'On' : 'Off';
}

/** Latitude and longitude, 5 decimals (about 1 m). */
export function formatCoords(lat: number, lng: number): string {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return '-';
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

/** Time of the last report (D/M/YYYY | HH:mm:ss) in the user's zone, or '-' when it never reported. */
export function formatLastUpdate(time: number | null, timeZone: string): string {
  return time === null ? NO_VALUE : formatRangeTime(time, timeZone);
}

/** Where the asset is: its address when known, else its coordinates. */
export function formatPlace(asset: Pick<LiveAsset, 'address' | 'lat' | 'lng'>): string {
  return asset.address && asset.address.trim() !== '' ? asset.address : formatCoords(asset.lat, asset.lng);
}
