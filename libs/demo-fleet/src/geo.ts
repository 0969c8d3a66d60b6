/** Small spherical-earth helpers. Degrees in, metres out unless a name says otherwise. */

/** Mean earth radius, metres. */
export const EARTH_RADIUS_M = 6_371_008.8;
/** Metres per degree of latitude on the mean sphere. */
export const METRES_PER_DEG_LAT = (Math.PI / 180) * EARTH_RADIUS_M;

const RAD = Math.PI / 180;

/** A point in degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Great-circle distance, metres. */
export function haversineM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Initial bearing from point 1 to point 2, degrees clockwise from north in [0, 360). */
export function bearingDeg(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const y = Math.sin((lng2 - lng1) * RAD) * Math.cos(lat2 * RAD);
  const x =
    Math.cos(lat1 * RAD) * Math.sin(lat2 * RAD) - Math.sin(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.cos((lng2 - lng1) * RAD);
  const deg = Math.atan2(y, x) / RAD;
  return deg < 0 ? deg + 360 : deg;
}

/** Smallest absolute difference between two headings, degrees in [0, 180]. */
export function headingDiffDeg(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/** Metres per degree of longitude at a latitude. */
export function metresPerDegLng(lat: number): number {
  return METRES_PER_DEG_LAT * Math.cos(lat * RAD);
}

/** The point `northM` metres north and `eastM` metres east of a point (local flat approximation). */
export function offsetPoint(point: GeoPoint, northM: number, eastM: number): GeoPoint {
  return { lat: point.lat + northM / METRES_PER_DEG_LAT, lng: point.lng + eastM / metresPerDegLng(point.lat) };
}

/** The point `distanceM` metres from a point along a bearing in degrees (local flat approximation). */
export function destinationPoint(point: GeoPoint, bearing: number, distanceM: number): GeoPoint {
  return offsetPoint(point, distanceM * Math.cos(bearing * RAD), distanceM * Math.sin(bearing * RAD));
}
