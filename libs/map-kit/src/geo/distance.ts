import { EARTH_RADIUS_KM, haversineKm } from '@fleet/domain';

/** Mean earth radius, km (IUGG): the domain's, so that every distance has one definition. */
export { EARTH_RADIUS_KM };

/** A point in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle (haversine) distance between two points, km: the domain's `haversineKm` (one definition). */
export function distanceKm(a: LatLng, b: LatLng): number {
  return haversineKm(a.lat, a.lng, b.lat, b.lng);
}

/** A distance as the cluster list shows it: two decimals below 100 km, whole km above, with the unit `KM`. */
export function formatDistanceKm(km: number): string {
  return `${km < 100 ? km.toFixed(2) : Math.round(km).toString()} KM`;
}
