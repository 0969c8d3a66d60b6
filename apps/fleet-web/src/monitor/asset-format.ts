import { formatRangeTime, type LiveAsset } from '@fleet/domain';

/** Text shown for a missing value. */
export const NO_VALUE = '-';

/** Speed, km/h, whole. */
export function formatSpeed(kmh: number): string {
  return `${Math.round(kmh)} km/h`;
}

/** Fuel level, %, whole; '-' when the asset has no fuel sensor. */
export function formatFuel(percent: number | null): string {
  return percent === null ? NO_VALUE : `${Math.round(percent)} %`;
}

/** Temperature, °C, one decimal; '-' without a sensor. */
export function formatTemperature(celsius: number | null): string {
  return celsius === null ? NO_VALUE : `${celsius.toFixed(1)} °C`;
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
