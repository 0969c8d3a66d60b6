/** Mean earth radius, km (IUGG). */
export const EARTH_RADIUS_KM = 6371.0088;

/** A point in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle (haversine) distance between two points, km. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const toRad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRad;
  const dLng = (b.lng - a.lng) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as the cluster list shows it: two decimals below 100 km, whole km above, with the unit `KM`. */
export function formatDistanceKm(km: number): string {
  return `${km < 100 ? km.toFixed(2) : Math.round(km).toString()} KM`;
}
